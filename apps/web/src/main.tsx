import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startLanguage } from './i18n';
import { App, preloadScreensOf } from './app/App';

// zod checks once whether it may compile its parsers with `new Function`; under the page's policy (no 'unsafe-eval')
// that probe is refused, and every signed-in page reported a policy violation. Told up front that it may not: zod reads
// this global when its chunk first runs (`z.config({ jitless: true })` would bring zod into the sign-in's script).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const root = document.getElementById('root');
if (!root) throw new Error('#root not found');

// The screen's chunks (the shell's, with the features' texts, and the page's) are asked now, beside the
// language's: waiting for the first render to ask them put a round trip on a phone's first paint.
preloadScreensOf(window.location.pathname);

// The user's language is downloaded first (one small chunk), so the first screen never shows keys. The first
// render is a transition: React draws the tree in slices and gives the phone's thread back between them,
// instead of one long task (180 ms on Lighthouse's slowed phone for /home).
// StrictMode's checks run in development only (in a production build it draws nothing and checks nothing).
void startLanguage().then(() =>
  startTransition(() =>
    createRoot(root).render(
      import.meta.env.DEV ? (
        <StrictMode>
          <App />
        </StrictMode>
      ) : (
        <App />
      ),
    ),
  ),
);
