import { describe, expect, it } from 'vitest';
import { formatBytes, formatCount, formatDateTime, formatDecimal } from './format';

describe('the admin page formats', () => {
  it.each([
    [0, '0,0 MB'],
    [512 * 1024, '0,5 MB'],
    [12.34 * 1024 ** 2, '12,3 MB'],
    [1023.9 * 1024 ** 2, '1.023,9 MB'],
    [1024 ** 3, '1,0 GB'],
    [1.55 * 1024 ** 3, '1,6 GB'],
    [2048 * 1024 ** 3, '2.048,0 GB'],
  ])('writes %d bytes as %s in Portuguese', (bytes, text) => {
    expect(formatBytes(bytes, 'pt')).toBe(text);
  });

  it('writes sizes in the number format of each language', () => {
    expect(formatBytes(12.34 * 1024 ** 2, 'en')).toBe('12.3 MB');
    expect(formatBytes(1.5 * 1024 ** 3, 'es')).toBe('1,5 GB');
  });

  it('writes counts and measures as pt-BR does', () => {
    expect(formatCount(1234567, 'pt')).toBe('1.234.567');
    expect(formatCount(0, 'pt')).toBe('0');
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    expect(formatDecimal(85.27, 'pt')).toBe('85,3');
    expect(formatDecimal(3, 'pt')).toBe('3');
  });

  it('writes a moment as DD/MM/YYYY HH:mm in the browser time zone', () => {
    expect(formatDateTime(new Date(2026, 2, 2, 9, 5, 59).toISOString())).toBe('02/03/2026 09:05');
    expect(formatDateTime(new Date(2025, 11, 31, 23, 59).toISOString())).toBe('31/12/2025 23:59');
  });

  it('writes a dash for a missing or broken moment', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });
});
