import { describe, expect, it } from 'vitest';
import { addDays, daysFrom, networkToday } from './days';

describe('the network’s days', () => {
  it('are Brazil’s: 02:30 UTC is still the day before in São Paulo, 03:00 UTC the day itself', () => {
    expect(networkToday(new Date('2026-03-02T02:30:00Z'))).toBe('2026-03-01');
    expect(networkToday(new Date('2026-03-02T03:00:00Z'))).toBe('2026-03-02');
  });

  it('are added across months, years and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-11-28', 0)).toBe('2026-11-28');
  });

  it('are counted whole from one to another, negative backwards', () => {
    expect(daysFrom('2026-11-20', '2026-11-28')).toBe(8);
    expect(daysFrom('2026-11-28', '2026-11-28')).toBe(0);
    expect(daysFrom('2026-12-01', '2026-11-28')).toBe(-3);
    expect(daysFrom('2025-11-28', '2026-11-28')).toBe(365);
  });
});
