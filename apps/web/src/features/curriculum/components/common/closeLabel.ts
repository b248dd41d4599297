import i18n from 'i18next';

/** Mantine's close buttons carry no name of their own (axe: button-name). */
export function closeButtonProps(): { 'aria-label': string } {
  return { 'aria-label': i18n.t('common.close', { ns: 'curriculum' }) };
}
