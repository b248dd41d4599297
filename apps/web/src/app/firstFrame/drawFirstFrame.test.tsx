import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n, { LANGUAGE_STORAGE_KEY } from '../../i18n';
import { STORAGE_KEYS } from '../session/storage';
import { FIRST_FRAME_ID, KEPT, WELCOME, drawFirstFrame } from './drawFirstFrame';

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
    const sheets = [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));
    expect(sheets).toEqual(['/assets/MantineRoot-x.css', '/assets/AppLayout-y.css']);

    frame()!.remove();
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    drawFirstFrame();
    expect(heading()).toBe('Bienvenido(a), Alice Aluna');
  });

  it('draws the shell without a greeting on the other signed-in pages', () => {
    signIn();
    open('/calendario/listar');
    expect(drawFirstFrame()).not.toBeNull();
    expect(frame()?.querySelector('.ff-top')).not.toBeNull();
    expect(heading()).toBeNull();
  });

  it('draws nothing when signed out, on the sign-in, the root and the player, or when the kept user is unreadable', () => {
    open('/home');
    expect(drawFirstFrame()).toBeNull();
    signIn();
    for (const address of ['/login', '/', '/plataforma', '/plataforma/24']) {
      open(address);
      expect(drawFirstFrame(), address).toBeNull();
    }
    open('/home');
    localStorage.setItem(STORAGE_KEYS.user, '{not json');
    expect(drawFirstFrame()).toBeNull();
    signIn({ codBsePerfil: 7 });
    expect(drawFirstFrame()).toBeNull();
    expect(frame()).toBeNull();
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
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
