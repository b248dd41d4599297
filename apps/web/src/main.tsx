import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startLanguage } from './i18n';
import { App } from './app/App';
import { askMeEarly } from './app/session/early';

const root = document.getElementById('root');
if (!root) throw new Error('#root not found');

askMeEarly();

// The user's language is downloaded first (one small chunk), so the first screen never shows keys.
void startLanguage().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
