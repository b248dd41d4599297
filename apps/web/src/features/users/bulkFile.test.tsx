import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { parseBulkFile, templateCsv, usuariosCsv } from './bulkFile';

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
    expect(Papa.parse(templateCsv(), { header: true }).meta.fields).toEqual([
      'nomUsuario',
      'codBsePerfil',
      'txtSenha',
      'cstLogin',
      'codBseEscola',
      'codBseUnidade',
    ]);
  });
});
