import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, toCsv } from './csv';

describe('toCsv (DECISIONS.md CSV format)', () => {
  it('writes a BOM, quotes every value, separates with ; and ends lines with CRLF', () => {
    const csv = toCsv(
      ['nome', 'n'],
      [
        { nome: 'Ana; "Aninha"', n: 1 },
        { nome: 'José\nSilva', n: null },
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}"nome";"n"\r\n"Ana; ""Aninha""";"1"\r\n"José\nSilva";""\r\n`);
  });

  it('neutralises values a spreadsheet would run as formulas', () => {
    const csv = toCsv(['v'], [{ v: '=HYPERLINK("x")' }, { v: '+1' }, { v: '-2' }, { v: '@SUM(A1)' }, { v: '=a\nb' }, { v: 'a=b' }]);
    const lines = Papa.parse<string[]>(csv.slice(1), { delimiter: ';' }).data.map((row) => row[0]);
    expect(lines.slice(1, 7)).toEqual(['\'=HYPERLINK("x")', "'+1", "'-2", "'@SUM(A1)", "'=a\nb", 'a=b']);
  });

  it('reads back the same rows with papaparse', () => {
    const rows = [{ cstLogin: 'AUCE-0101', txtSenha: 'kP7mq2Xa', nomUsuario: 'Ana Souza' }];
    const csv = toCsv(['nomUsuario', 'cstLogin', 'txtSenha'], rows);
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
    expect(parsed.data).toEqual(rows);
  });
});
