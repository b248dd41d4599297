import { describe, expect, it } from 'vitest';
import { dayToIso } from './DayInput';

describe('dayToIso', () => {
  it('reads DD/MM/YYYY as the calendar day, empty as no day, and refuses what is no day', () => {
    expect(dayToIso('05/03/2026')).toBe('2026-03-05');
    expect(dayToIso('29/02/2028')).toBe('2028-02-29');
    expect(dayToIso('')).toBeNull();
    expect(dayToIso('31/02/2026')).toBeUndefined();
    expect(dayToIso('29/02/2026')).toBeUndefined();
    expect(dayToIso('05/03/26')).toBeUndefined();
    expect(dayToIso('2026-03-05')).toBeUndefined();
  });
});
