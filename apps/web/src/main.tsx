import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startLanguage } from './i18n';
import { App, preloadScreensOf } from './app/App';

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
