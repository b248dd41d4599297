import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import i18n from '../i18n';

/**
 * A filled orange for white text: Mantine's darkest orange (#d9480f) reaches only 4.3:1 with white, below WCAG AA
 * for the student's 'Para resolver' badge; this burnt orange reaches 5.2:1. (Replacing orange.9 in the theme's
 * colours changed Mantine's light variants of it: the alerts' backgrounds went solid.)
 */
export const FILLED_ORANGE = '#c2410c';

/** Indigo on white, with shades dark enough for WCAG AA text contrast. */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 5 },
  defaultRadius: 'md',
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", system-ui, -apple-system, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // Dialogs, menus and drawers appear without their transitions for whoever asks the system for less motion.
  respectReducedMotion: true,
  components: {
    // A loader named by `aria-label` (the tables' loading overlays) is a status: a bare span may not carry
    // the label (axe: aria-prohibited-attr, seen when a search's overlay was up as axe ran).
    Loader: { defaultProps: { role: 'status' } },
    // Every dialog's icon-only close button is named in the user's language (axe: button-name).
    Modal: {
      defaultProps: {
        closeButtonProps: {
          get 'aria-label'() {
            return i18n.t('common.close');
          },
        },
      },
    },
    Notification: {
      defaultProps: {
        withBorder: true,
        // Under a title Mantine greys the text with gray.6 (3.3:1 on white): the dimmed colour reaches 4.5:1.
        styles: { description: { color: 'var(--mantine-color-dimmed)' } },
        // The close button of every notification is named in the user's language (read at render time).
        closeButtonProps: {
          get 'aria-label'() {
            return i18n.t('common.close');
          },
        },
      },
    },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Mantine's default dimmed grey (gray.6) and error red (red.6) are below 4.5:1 on white.
  light: { '--mantine-color-dimmed': '#5c636b', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
