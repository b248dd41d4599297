import { describe, expect, it } from 'vitest';
import { readerLanguage } from './reader-language';

describe('readerLanguage', () => {
  it('reads the screen language the web app sends, a region of it, and the first one offered', () => {
    expect(readerLanguage({ 'accept-language': 'en' })).toBe('en');
    expect(readerLanguage({ 'accept-language': 'es-AR' })).toBe('es');
    expect(readerLanguage({ 'accept-language': 'fr;q=1, en-GB;q=0.8, pt-BR;q=0.5' })).toBe('en');
  });

  it('falls back to Portuguese without a header or with no language of the portal', () => {
    expect(readerLanguage({})).toBe('pt');
    expect(readerLanguage({ 'accept-language': 'fr, de' })).toBe('pt');
    expect(readerLanguage({ 'accept-language': '*' })).toBe('pt');
  });
});
