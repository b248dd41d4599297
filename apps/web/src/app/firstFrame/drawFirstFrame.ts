/**
 * The first frame of a signed-in page, drawn from what the browser keeps before any of the app's script has arrived:
 * the top bar with the screen's name, the sidebar and, on the screens a student opens in a day, their heading (on
 * /home, the greeting; on the path's map, the path's name once it has come: `drawPathName`). On a phone's slow
 * connection the app's ~250 KB of script take seconds; until now the page stayed white all that time (Lighthouse:
 * /home's largest paint 3.4 s, 2.0 s with this).
 * The build writes it into index.html itself (vite.config.ts: `firstFrameInline`), a classic script at the start of
 * the body, so it imports nothing but its sibling: it runs as soon as the page has arrived.
 *
 * The frame lies over the page until the app draws more than a loader in #root, then goes. It also applies Mantine's
 * stylesheet at once (its script tag's `data-shell-css`, written by the build; the server preloads it): applied when
 * the shell's chunk runs, its parsing was a 140-200 ms task on Lighthouse's slowed phone in the middle of the first
 * render. Vite's loader finds it in place and does not add it again. (Applied after the frame's first paint instead,
 * twice tried, the frame painted no sooner: bench/README.md, seventh and eighth passes.)
 */

import { SIGNED_OUT_ADDRESS } from './askFirstAnswers';

/** What the web app keeps (app/session/keys.ts, i18n/stored.ts): repeated here, checked equal by the test. */
export const KEPT = { token: 'access_token', user: 'usuario', language: 'idioma' } as const;
/** `home.welcome` of i18n/{pt,en,es}.json, checked equal by the test. */
export const WELCOME = { pt: 'Bem-vindo(a), {{name}}', en: 'Welcome, {{name}}', es: 'Bienvenido(a), {{name}}' } as const;
type Language = keyof typeof WELCOME;

/** What the frame writes of a screen: its name in the top bar, and the heading (and the line under it) of its page. */
export interface FramedScreen {
  bar: string;
  heading?: readonly [title: string, line?: string];
}

/**
 * The screens a student opens in a day, by address (`/plataforma` also names its items), in their own words: the top
 * bar's (i18n `nav.*`) and the page's heading (each feature's texts), checked equal by the test. A heading made of
 * data (the path's name) is drawn when its answer comes (`drawPathName`).
 */
export const SCREENS: Record<Language, Record<string, FramedScreen>> = {
  pt: {
    '/plataforma': { bar: 'Trilha' },
    '/atividade/visualizarQuestoes': { bar: 'Avaliações', heading: ['Avaliações'] },
    '/chat/listar': { bar: 'Chat', heading: ['Chat'] },
    '/calendario/listar': {
      bar: 'Calendário',
      heading: ['Calendário', 'Eventos da rede, da escola e da sua turma. Clique em um dia para ver os eventos dele.'],
    },
  },
  en: {
    '/plataforma': { bar: 'Learning Path' },
    '/atividade/visualizarQuestoes': { bar: 'Assessments', heading: ['Assessments'] },
    '/chat/listar': { bar: 'Chat', heading: ['Chat'] },
    '/calendario/listar': {
      bar: 'Calendar',
      heading: ['Calendar', 'Events of the network, the school and your class. Click a day to see its events.'],
    },
  },
  es: {
    '/plataforma': { bar: 'Trilla' },
    '/atividade/visualizarQuestoes': { bar: 'Evaluaciones', heading: ['Evaluaciones'] },
    '/chat/listar': { bar: 'Chat', heading: ['Chat'] },
    '/calendario/listar': {
      bar: 'Calendario',
      heading: ['Calendario', 'Eventos de la red, de la escuela y de su grupo. Haga clic en un día para ver sus eventos.'],
    },
  },
};

/**
 * The activities' screen under the hora-saber brand, which the server writes into the page (`<html data-brand>`): the
 * top bar's `nav.simulados` and, when it differs, the heading's `catalogue.title_simulado`, checked equal by the test.
 */
export const SIMULADOS: Record<Language, readonly [bar: string, heading?: string]> = {
  pt: ['Simulados'],
  en: ['Mock Exams', 'Mock exams'],
  es: ['Simulacros'],
};

export const FIRST_FRAME_ID = 'first-frame';

/** The framed screen of an address: its own, or for the player's items the player's. */
function screenOf(pathname: string, language: Language, brand: string | undefined): FramedScreen | undefined {
  if (brand === 'hora-saber' && pathname === '/atividade/visualizarQuestoes') {
    const [bar, heading = bar] = SIMULADOS[language];
    return { bar, heading: [heading] };
  }
  const screens = SCREENS[language];
  return screens[pathname] ?? (/^\/plataforma\/\d+$/.test(pathname) ? screens['/plataforma'] : undefined);
}

// The shell's look (app/layout: AppShell's 64 px top bar with the screen's name in bold 1.125rem, 260 px sidebar from
// Mantine's md breakpoint, gray.0 page, 1279 px frame; home.module.css's hero; the map's card, a Paper with border, lg
// radius and padding; Mantine's h1 and dimmed text) in plain CSS, its rules joined without line breaks (index.html's 4 kB).
const STYLE =
  `#first-frame{position:fixed;inset:0;z-index:1000;background:#f8f9fa;overflow:hidden}` +
  `.ff-top,.ff-side,.ff-main{position:absolute;left:0}` +
  `.ff-top,.ff-side{background:#fff;border:0 solid #dee2e6}` +
  `.ff-top{top:0;right:0;height:64px;border-bottom-width:1px;display:flex;align-items:center;padding-left:16px}` +
  `.ff-top i{width:18px;height:14px;border-block:2px solid #212529;background:linear-gradient(#212529,#212529) center/100% 2px no-repeat}` +
  `.ff-top b{width:36px;height:36px;border-radius:8px;background:#3b5bdb;margin-left:42px}` +
  `.ff-side{display:none;top:64px;bottom:0;width:260px;border-right-width:1px}` +
  `.ff-top span{margin-left:16px;font-size:1.125rem;font-weight:700;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}` +
  `.ff-main{top:64px;right:0;padding:10px}` +
  `.ff-main>div{max-width:1279px;margin:0 auto}` +
  `.ff-main h1{margin:0;font-size:2.125rem;line-height:1.3;font-weight:700}` +
  `.ff-main p{margin:0;color:#5c636b}` +
  `.ff-main .ff-hero{padding:20px;border-radius:16px;background:linear-gradient(120deg,#364fc7,#3b5bdb);color:#fff}` +
  `.ff-main .ff-card{padding:20px;border-radius:16px;border:1px solid #dee2e6;background:#fff}` +
  `@media(min-width:48em){.ff-main{padding:20px}.ff-main .ff-hero{padding:32px}}` +
  `@media(min-width:62em){.ff-top i{display:none}.ff-top b{margin:0}.ff-top span{position:absolute;left:276px;margin:0}.ff-side{display:block}.ff-main{left:260px}}`;

function keptName(storage: Storage): string | null {
  if (!storage.getItem(KEPT.token)) return null;
  const user = JSON.parse(storage.getItem(KEPT.user) ?? 'null') as { nomUsuario?: unknown } | null;
  return typeof user?.nomUsuario === 'string' ? user.nomUsuario : null;
}

/** Text, never markup: the user's name, the screens' words and the API's answers go in as text. */
function add(parent: Element, tag: string, text: string, className?: string): Element {
  const element = parent.ownerDocument.createElement(tag);
  element.textContent = text;
  if (className) element.className = className;
  parent.append(element);
  return element;
}

/**
 * The map's heading, the path's name, in its card as PathMap draws it, once the path has come (askFirstAnswers), if the
 * app has not drawn its page yet: on a phone it is the map's largest paint, seconds before the app's script has run.
 */
export function drawPathName(frame: HTMLElement, path: unknown): void {
  const name = typeof path === 'object' && path !== null ? (path as { dscTitulo?: unknown }).dscTitulo : undefined;
  const page = frame.querySelector('.ff-main > div');
  if (!frame.isConnected || !page || typeof name !== 'string' || page.childElementCount > 0) return;
  add(add(page, 'div', '', 'ff-card'), 'h1', name);
}

/** Draws the frame when a signed-in page of the shell opens; returns it, or null when none is drawn. */
export function drawFirstFrame(doc: Document = document, storage: Storage = localStorage): HTMLElement | null {
  const root = doc.getElementById('root');
  const { pathname } = doc.location;
  let name: string | null;
  try {
    name = keptName(storage);
  } catch {
    return null;
  }
  if (!root || name === null || SIGNED_OUT_ADDRESS.test(pathname)) return null;

  const stored = storage.getItem(KEPT.language);
  const language: Language = stored === 'en' || stored === 'es' ? stored : 'pt';
  const screen = screenOf(pathname, language, doc.documentElement.dataset.brand);
  const frame = doc.createElement('div');
  frame.id = FIRST_FRAME_ID;
  frame.setAttribute('aria-hidden', 'true');
  frame.innerHTML = `<style>${STYLE}</style><div class="ff-top"><i></i><b></b></div><div class="ff-side"></div><div class="ff-main"><div></div></div>`;
  const top = frame.querySelector('.ff-top')!;
  const page = frame.querySelector('.ff-main > div')!;
  if (screen) add(top, 'span', screen.bar);
  if (pathname === '/home') add(page, 'h1', WELCOME[language].replace('{{name}}', name), 'ff-hero');
  const [title, line] = screen?.heading ?? [];
  if (title) add(page, 'h1', title);
  if (line) add(page, 'p', line);
  doc.body.append(frame);
  const stylesheets = doc.querySelector('script[data-shell-css]')?.getAttribute('data-shell-css')?.split(' ') ?? [];
  for (const href of stylesheets) {
    const link = doc.createElement('link');
    Object.assign(link, { rel: 'stylesheet', crossOrigin: '', href });
    doc.head.append(link);
  }

  // The app's first commits may be loaders (role="status") and Mantine's <style>: the frame stays over them.
  const observer = new MutationObserver(() => {
    if (!root.querySelector(':scope > :not([role="status"]):not(style)')) return;
    frame.remove();
    observer.disconnect();
  });
  observer.observe(root, { childList: true });
  return frame;
}
