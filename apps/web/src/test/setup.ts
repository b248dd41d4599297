import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications/store';
import i18n from '../i18n';
import { forgetAppConfig } from '../app/config';
import { resources } from '../i18n/resources';

// Every language at once for the tests (the app downloads one at a time): a test may switch language.
for (const [language, bundle] of Object.entries(resources)) {
  for (const [ns, texts] of Object.entries(bundle)) i18n.addResourceBundle(language, ns, texts, true, true);
}
await i18n.changeLanguage(i18n.language);
const startLanguage = i18n.language;

// Shared machines are slow and noisy: give async queries room before calling a screen wrong.
configure({ asyncUtilTimeout: 5000 });

// What Mantine needs from a browser that jsdom does not have.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => undefined;
// Textarea autosize listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
  });
}

// The test files of a worker share this module state (vitest.config.ts: isolate false): each test leaves it as it found it.
afterEach(async () => {
  cleanup();
  if (i18n.language !== startLanguage) await i18n.changeLanguage(startLanguage);
  // Mantine's notifications live in a module-wide store: a notice of one test must not show in the next.
  notifications.clean();
  localStorage.clear();
  forgetAppConfig();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
