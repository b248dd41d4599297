import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { decodeBulkFile, parseBulkFile, templateCsv, usuariosCsv } from './bulkFile';
import { windows1252 } from './bulkTestFiles';

const NAMES = 'nomUsuario;codBsePerfil\r\nJoão da Conceição;6\r\nHeloísa Araújo;6\r\nÂngela Müller;5\r\n';

describe('the encoding of a bulk file', () => {
  it('reads Windows-1252 (Excel in Brazil), UTF-8 with and without BOM and UTF-16 with BOM to the same names', async () => {
    const utf8 = new TextEncoder().encode(NAMES);
    const files: [Uint8Array, string][] = [
      [windows1252(NAMES), 'windows-1252'],
      [utf8, 'utf-8'],
      [Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8]), 'utf-8'],
      [Uint8Array.from([0xff, 0xfe, ...Array.from(NAMES).flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8])]), 'utf-16le'],
    ];
    for (const [bytes, encoding] of files) {
      expect(decodeBulkFile(bytes)).toEqual({ text: NAMES, encoding });
      const parsed = await parseBulkFile(new File([bytes as BlobPart], 'turma.csv', { type: 'text/csv' }));
      expect(parsed.ok && parsed.rows.map((r) => r.nomUsuario)).toEqual(['João da Conceição', 'Heloísa Araújo', 'Ângela Müller']);
      expect(parsed.ok && parsed.encoding).toBe(encoding);
    }
  });

  it('reads the bytes Windows-1252 gives to €, curly quotes and dashes (not Latin-1 control codes)', () => {
    const bytes = Uint8Array.from([...windows1252('nomUsuario;codBsePerfil\r\nAna '), 0x93, 0x80, 0x94, 0x96, ...windows1252(' é;6\r\n')]);
    expect(decodeBulkFile(bytes)).toEqual({ text: 'nomUsuario;codBsePerfil\r\nAna “€”– é;6\r\n', encoding: 'windows-1252' });
  });
});

describe('reading a bulk file (2-access §5 Bulk creation)', () => {
  it('reads ; or , separated files, with or without BOM, with Windows line ends', async () => {
    const comma =
      '\ufeffnomUsuario,codBsePerfil,txtSenha,cstLogin,codBseEscola,codBseUnidade\r\nAna Souza,6,Ana@2026,,,\r\nBia Lima,6,,AUCE-0101,2,3\r\n';
    const semicolon =
      'NomUsuario;codbseperfil;txtSenha;cstLogin;codBseEscola;codBseUnidade\nAna Souza;6;Ana@2026;;;\nBia Lima;6;;AUCE-0101;2;3\n';
    for (const text of [comma, semicolon]) {
      const parsed = await parseBulkFile(text);
      expect(parsed).toEqual({
        ok: true,
        encoding: 'utf-8',
        rows: [
          { nomUsuario: 'Ana Souza', codBsePerfil: '6', txtSenha: 'Ana@2026', cstLogin: '', codBseEscola: '', codBseUnidade: '' },
          { nomUsuario: 'Bia Lima', codBsePerfil: '6', txtSenha: '', cstLogin: 'AUCE-0101', codBseEscola: '2', codBseUnidade: '3' },
        ],
      });
    }
  });

  it('takes a file with only name and profile, and refuses an empty file or one without them', async () => {
    expect(await parseBulkFile('nomUsuario;codBsePerfil\r\nAna Souza;6\r\n')).toMatchObject({
      ok: true,
      rows: [{ nomUsuario: 'Ana Souza', txtSenha: '' }],
    });
    expect(await parseBulkFile('')).toEqual({ ok: false, messageKey: 'bulkEmpty' });
    expect(await parseBulkFile('nomUsuario;codBsePerfil\r\n')).toEqual({ ok: false, messageKey: 'bulkEmpty' });
    expect(await parseBulkFile('nome;perfil\r\nAna;6\r\n')).toEqual({ ok: false, messageKey: 'bulkEmpty' });
  });

  it('stops at more than 5000 records', async () => {
    const text = ['nomUsuario;codBsePerfil', ...Array.from({ length: 5001 }, (_, i) => `Aluno ${i};6`)].join('\n');
    expect(await parseBulkFile(text)).toEqual({ ok: false, messageKey: 'bulkTooMany' });
  });
});

describe('usuarios.csv', () => {
  it('has the input columns, a BOM, ; and quoted values, and reads back', () => {
    const csv = usuariosCsv([
      {
        linha: 1,
        codBseUsuario: 40,
        nomUsuario: 'Ana Souza',
        codBsePerfil: 6,
        txtSenha: '-kP7mq2X',
        cstLogin: 'AUCE-0101',
        codBseEscola: 2,
        codBseUnidade: 3,
      },
    ]);
    expect(csv).toBe(
      '\ufeff"nomUsuario";"codBsePerfil";"txtSenha";"cstLogin";"codBseEscola";"codBseUnidade"\r\n"Ana Souza";"6";"\'-kP7mq2X";"AUCE-0101";"2";"3"\r\n',
    );
    const template = Papa.parse<Record<string, string>>(templateCsv().slice(1), { header: true, skipEmptyLines: true });
    expect(template.data).toEqual([
      { nomUsuario: 'João da Silva', codBsePerfil: '6', txtSenha: '', cstLogin: '', codBseEscola: '', codBseUnidade: '' },
    ]);
    expect(template.meta.fields).toEqual(['nomUsuario', 'codBsePerfil', 'txtSenha', 'cstLogin', 'codBseEscola', 'codBseUnidade']);
  });
});
