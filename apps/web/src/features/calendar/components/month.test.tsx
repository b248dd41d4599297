import { describe, expect, it } from 'vitest';
import i18n, { changeLanguage, loadTexts } from '../../../i18n';
import { capitalise, monthName, weekdayName, weekdayNames } from './month';

/*
 * The month and weekday names come from the calendar's texts (month.ts: making Intl's formatters on the first screen
 * cost a phone 25-50 ms): in every language they are what Intl writes.
 */
const intl = (language: string, options: Intl.DateTimeFormatOptions, iso: string) =>
  new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));

describe.each(['pt', 'en', 'es'] as const)('the calendar’s names in %s', (language) => {
  const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'calendar', ...options });

  it('name every month with its year as Intl does', async () => {
    await changeLanguage(language);
    await loadTexts(['calendar']);
    for (let month = 1; month <= 12; month += 1) {
      const first = `2027-${String(month).padStart(2, '0')}-01`;
      expect(monthName(t, first)).toBe(intl(language, { month: 'long', year: 'numeric' }, first));
    }
  });

  it('name every weekday, short and long, as Intl does', async () => {
    await changeLanguage(language);
    await loadTexts(['calendar']);
    // 2023-01-01 was a Sunday.
    const days = Array.from({ length: 7 }, (_, n) => `2023-01-0${n + 1}`);
    expect(weekdayNames(t)).toEqual(
      days.map((day) => ({
        short: capitalise(intl(language, { weekday: 'short' }, day).replace(/\.$/, '')),
        long: intl(language, { weekday: 'long' }, day),
      })),
    );
    expect(days.map((day) => weekdayName(t, day))).toEqual(days.map((day) => intl(language, { weekday: 'long' }, day)));
  });
});
