import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n, { LANGUAGE_STORAGE_KEY } from '../../i18n';
import { STORAGE_KEYS } from '../session/storage';
import activitiesEn from '../../features/activities/i18n/en.json';
import activitiesEs from '../../features/activities/i18n/es.json';
import activitiesPt from '../../features/activities/i18n/pt.json';
import calendarEn from '../../features/calendar/i18n/en.json';
import calendarEs from '../../features/calendar/i18n/es.json';
import calendarPt from '../../features/calendar/i18n/pt.json';
import chatEn from '../../features/chat/i18n/en.json';
import chatEs from '../../features/chat/i18n/es.json';
import chatPt from '../../features/chat/i18n/pt.json';
import { FIRST_FRAME_ID, KEPT, SCREENS, SIMULADOS, WELCOME, drawFirstFrame, drawPathName } from './drawFirstFrame';

const FEATURE_TEXTS = {
  pt: { activities: activitiesPt, calendar: calendarPt, chat: chatPt },
  en: { activities: activitiesEn, calendar: calendarEn, chat: chatEn },
  es: { activities: activitiesEs, calendar: calendarEs, chat: chatEs },
};

const student = { nomUsuario: 'Alice Aluna', codBsePerfil: 7 };
const startPath = window.location.pathname;

function signIn(user: object = student) {
  localStorage.setItem(STORAGE_KEYS.token, 'token');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

function open(address: string) {
  window.history.replaceState(null, '', address);
}

/** What a person sees of the frame: its heading's text, or null when no frame is drawn. */
const frame = () => document.getElementById(FIRST_FRAME_ID);
const heading = () => frame()?.querySelector('h1')?.textContent ?? null;
const line = () => frame()?.querySelector('p')?.textContent ?? null;
const bar = () => frame()?.querySelector('.ff-top span')?.textContent ?? null;
const stylesheets = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

describe('the first frame of a signed-in page (drawn before the app script arrives)', () => {
  let root: HTMLElement;
  let appScript: HTMLScriptElement;

  beforeEach(() => {
    root = document.createElement('div');
    root.id = 'root';
    appScript = document.createElement('script');
    appScript.dataset.shellCss = '/assets/MantineRoot-x.css /assets/AppLayout-y.css';
    document.body.append(root);
    document.head.append(appScript);
  });

  afterEach(() => {
    frame()?.remove();
    root.remove();
    appScript.remove();
    for (const link of document.head.querySelectorAll('link[rel="stylesheet"]')) link.remove();
    localStorage.clear();
    open(startPath);
  });

  it('reads the same keys as the app keeps its session and language in', () => {
    expect(KEPT).toEqual({ token: STORAGE_KEYS.token, user: STORAGE_KEYS.user, language: LANGUAGE_STORAGE_KEY });
  });

  it("greets with the home page's own words in each language", () => {
    for (const language of ['pt', 'en', 'es'] as const)
      expect(WELCOME[language].replace('{{name}}', 'Ana'), language).toBe(i18n.t('home.welcome', { lng: language, name: 'Ana' }));
  });

  it('draws the greeting on /home, in the stored language, and applies the shell stylesheets once, in order', () => {
    signIn();
    open('/home');
    drawFirstFrame();
    expect(heading()).toBe('Bem-vindo(a), Alice Aluna');
    expect(frame()).toHaveAttribute('aria-hidden', 'true');
    expect(stylesheets().map((link) => link.getAttribute('href'))).toEqual(['/assets/MantineRoot-x.css', '/assets/AppLayout-y.css']);

    frame()!.remove();
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    drawFirstFrame();
    expect(heading()).toBe('Bienvenido(a), Alice Aluna');
  });

  it("names each screen with the top bar's and the page's own words in each language", () => {
    for (const language of ['pt', 'en', 'es'] as const) {
      const texts = FEATURE_TEXTS[language];
      const nav = (key: string) => i18n.t(`nav.${key}`, { lng: language });
      expect(SCREENS[language], language).toEqual({
        '/plataforma': { bar: nav('trilha') },
        '/atividade/visualizarQuestoes': { bar: nav('atividades'), heading: [texts.activities.catalogue.title] },
        '/chat/listar': { bar: nav('chat'), heading: [texts.chat.title] },
        '/calendario/listar': { bar: nav('calendario'), heading: [texts.calendar.title, texts.calendar.subtitle] },
      });
    }
  });

  it("draws a screen's name and heading as the app will, in the stored language", () => {
    signIn();
    open('/calendario/listar');
    expect(drawFirstFrame()).not.toBeNull();
    expect([bar(), heading(), line()]).toEqual(['Calendário', 'Calendário', calendarPt.subtitle]);

    frame()!.remove();
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    open('/chat/listar');
    drawFirstFrame();
    expect([bar(), heading(), line()]).toEqual(['Chat', 'Chat', null]);
  });

  it("names the activities' screen Simulados under the hora-saber brand the server wrote into the page", () => {
    for (const language of ['pt', 'en', 'es'] as const) {
      const [bar, heading = bar] = SIMULADOS[language];
      expect([bar, heading], language).toEqual([
        i18n.t('nav.simulados', { lng: language }),
        FEATURE_TEXTS[language].activities.catalogue.title_simulado,
      ]);
    }
    signIn();
    open('/atividade/visualizarQuestoes');
    document.documentElement.dataset.brand = 'hora-saber';
    try {
      drawFirstFrame();
      expect([bar(), heading()]).toEqual(['Simulados', 'Simulados']);
      // The brand changes that screen alone.
      frame()!.remove();
      open('/chat/listar');
      drawFirstFrame();
      expect([bar(), heading()]).toEqual(['Chat', 'Chat']);
    } finally {
      delete document.documentElement.dataset.brand;
    }
    frame()!.remove();
    open('/atividade/visualizarQuestoes');
    drawFirstFrame();
    expect([bar(), heading()]).toEqual(['Avaliações', 'Avaliações']);
  });

  it("draws the player's shell with its name and no heading before the path has come, on the map and an item", () => {
    signIn();
    for (const address of ['/plataforma', '/plataforma/24']) {
      open(address);
      expect(drawFirstFrame(), address).not.toBeNull();
      expect([bar(), heading()], address).toEqual(['Trilha', null]);
      frame()!.remove();
    }
  });

  it("draws the map's heading, the path's name in its card, when the path comes before the app has drawn", () => {
    signIn();
    open('/plataforma');
    const drawn = drawFirstFrame()!;
    drawPathName(drawn, { codTrlLivro: 2, dscTitulo: '<b>Ciências</b> - 6º Ano' });
    expect(heading()).toBe('<b>Ciências</b> - 6º Ano'); // as text, never markup
    expect(drawn.querySelector('.ff-card > h1 > b')).toBeNull();
    drawPathName(drawn, { dscTitulo: 'Outra trilha' });
    expect(drawn.querySelectorAll('h1'), 'drawn once').toHaveLength(1);

    drawn.remove();
    const again = drawFirstFrame()!;
    drawPathName(again, { comConteudo: false });
    drawPathName(again, null);
    expect(heading(), 'no name, no heading').toBeNull();
    again.remove();
    drawPathName(again, { dscTitulo: 'Ciências - 6º Ano' });
    expect(again.querySelector('h1'), 'the app has drawn its page: nothing more').toBeNull();
  });

  it('draws the bare shell on a screen it does not know', () => {
    signIn();
    open('/usuario/listar');
    expect(drawFirstFrame()).not.toBeNull();
    expect(frame()?.querySelector('.ff-top')).not.toBeNull();
    expect([bar(), heading(), line()]).toEqual([null, null, null]);
  });

  it('draws nothing when signed out, on the sign-in and the root, or when the kept user is unreadable', () => {
    open('/home');
    expect(drawFirstFrame()).toBeNull();
    signIn();
    for (const address of ['/login', '/']) {
      open(address);
      expect(drawFirstFrame(), address).toBeNull();
    }
    open('/home');
    localStorage.setItem(STORAGE_KEYS.user, '{not json');
    expect(drawFirstFrame()).toBeNull();
    signIn({ codBsePerfil: 7 });
    expect(drawFirstFrame()).toBeNull();
    expect(frame()).toBeNull();
    expect(stylesheets()).toHaveLength(0);
  });

  it('stays over the loaders and Mantine style tags the app draws first, and goes when the app draws its page', async () => {
    signIn();
    open('/home');
    drawFirstFrame();
    const loader = document.createElement('div');
    loader.setAttribute('role', 'status');
    root.append(loader, document.createElement('style'));
    await Promise.resolve();
    expect(frame()).not.toBeNull();

    root.append(document.createElement('div'));
    await Promise.resolve();
    expect(frame()).toBeNull();
  });
});
