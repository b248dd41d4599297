import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { multipart } from '../../test/multipart';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const me = (token: string) => t.as(token, { method: 'GET', url: '/api/bse_usuario/getMeusDados/x' });
const changePassword = (token: string, payload: Record<string, unknown>) =>
  t.as(token, { method: 'POST', url: '/api/bse_usuario/changePassword', payload });

describe('GET /api/bse_usuario/getMeusDados/x', () => {
  it('answers the caller own data and nothing of the password', async () => {
    const res = await me(await t.login('AUCE-0002', 'Coord@2026'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cstLogin: 'AUCE-0002', nomPerfil: 'Coordenador', nomUnidade: 'Unidade Centro', turmas: [] });
    expect(res.body).not.toMatch(/senha|argon/i);
  });
});

describe('current class (Professor switch)', () => {
  it('switches among the Professor own classes and keeps exactly one current', async () => {
    const token = await t.login('AUCE-0003', 'Prof@2026');
    const before = (await me(token)).json();
    const b = before.turmas.find((c: { nomTurma: string }) => c.nomTurma === '6º Ano B');
    const res = await t.as(token, { method: 'PUT', url: `/api/bse_usuario_turma/turmaAtual/${b.codBseTurma}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nomTurma: '6º Ano B', codBseTurma: b.codBseTurma });
    const after = (await me(token)).json();
    expect(after.turmas.filter((c: { indAtual: string }) => c.indAtual === 'S').map((c: { nomTurma: string }) => c.nomTurma)).toEqual([
      '6º Ano B',
    ]);
    const mine = await t.as(token, { method: 'GET', url: '/api/bse_usuario_turma/carregarMinhasTurmas/x' });
    expect(mine.json()).toHaveLength(2);
  });

  it('refuses another school class and leaves the current one as it was', async () => {
    const horizonte = (await me(await t.login('HOSU-0002', 'Prof@2026'))).json();
    const token = await t.login('AUCE-0003', 'Prof@2026');
    const before = (await me(token)).json().nomTurma;
    const res = await t.as(token, { method: 'PUT', url: `/api/bse_usuario_turma/turmaAtual/${horizonte.codBseTurma}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Turma não encontrada entre as suas turmas.');
    expect((await me(token)).json().nomTurma).toBe(before);
  });
});

describe('POST /api/bse_usuario/changePassword', () => {
  it('checks the rules of own settings with Portuguese messages', async () => {
    const token = await t.login('HOSU-0001', 'Diretor@2026');
    const wrong = await changePassword(token, { actualPassword: 'nao-sei', newPassword: 'Nova@2026', confirmPassword: 'Nova@2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ actualPassword: 'A senha atual está incorreta.' });
    const same = await changePassword(token, { actualPassword: 'Diretor@2026', newPassword: 'Diretor@2026' });
    expect(same.json().fields).toEqual({ newPassword: 'A nova senha deve ser diferente da atual.' });
    const short = await changePassword(token, { actualPassword: 'Diretor@2026', newPassword: 'abc' });
    expect(short.json().fields).toEqual({ newPassword: 'A nova senha deve ter no mínimo 5 caracteres.' });
    const mismatch = await changePassword(token, {
      actualPassword: 'Diretor@2026',
      newPassword: 'Nova@2026',
      confirmPassword: 'Nova@2027',
    });
    expect(mismatch.json().fields).toEqual({ confirmPassword: 'A nova senha e a confirmação não conferem.' });
    // nothing changed: the old password still works
    expect((await me(token)).statusCode).toBe(200);
    await t.login('HOSU-0001', 'Diretor@2026');
  });

  it('changes the password and ends every session of the user', async () => {
    const token = await t.login('HOMT-0001', 'Gestor@2026');
    const other = await t.login('HOMT-0001', 'Gestor@2026');
    const res = await changePassword(token, { actualPassword: 'Gestor@2026', newPassword: 'Nova@2026', confirmPassword: 'Nova@2026' });
    expect(res.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    const old = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'HOMT-0001', password: 'Gestor@2026' } });
    expect(old.statusCode).toBe(401);
    expect((await me(await t.login('HOMT-0001', 'Nova@2026'))).statusCode).toBe(200);
  });
});

describe('POST /api/bse_usuario/changeData (avatar)', () => {
  const upload = (token: string, files: { field: string; name: string; type: string; data: Buffer }[]) => {
    const form = multipart(files);
    return t.as(token, { method: 'POST', url: '/api/bse_usuario/changeData', payload: form.body, headers: form.headers });
  };

  it('re-encodes a photo to a JPEG within 480×640 without EXIF, serves it, and removes the old one', async () => {
    const token = await t.login('AUCE-0004', 'Aluno@2026');
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3366cc' } })
      .withExif({ IFD0: { Artist: 'Alguém', ImageDescription: 'GPS 23.5S 46.6W' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(token, [{ field: 'imgAvatar', name: 'foto.jpg', type: 'image/jpeg', data: photo }]);
    expect(res.statusCode).toBe(200);
    const url: string = res.json().imgAvatar;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(480);
    expect(meta.height).toBe(360);
    expect(meta.exif).toBeUndefined();

    const png = await sharp({ create: { width: 100, height: 200, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    const second = await upload(token, [{ field: 'imgAvatar', name: 'a.png', type: 'image/png', data: png }]);
    expect(second.statusCode).toBe(200);
    expect(existsSync(path.join(t.uploadsDir, url.replace('/uploads/', '')))).toBe(false);
    expect((await me(token)).json().imgAvatar).toBe(second.json().imgAvatar);
  });

  it('refuses a script named .png, a GIF, two files and a file over 5 MB, keeping the avatar', async () => {
    const token = await t.login('AUCE-0003', 'Prof@2026');
    const before = (await me(token)).json().imgAvatar;
    const script = Buffer.from('<script>alert(1)</script>');
    const fake = await upload(token, [{ field: 'imgAvatar', name: 'avatar.png', type: 'image/png', data: script }]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().fields).toEqual({ imgAvatar: 'Arquivo inválido. Formatos válidos: jpeg e png' });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(token, [{ field: 'imgAvatar', name: 'a.gif', type: 'image/gif', data: gif }])).statusCode).toBe(400);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const two = await upload(token, [
      { field: 'imgAvatar', name: 'a.png', type: 'image/png', data: png },
      { field: 'imgAvatar', name: 'b.png', type: 'image/png', data: png },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('Permitido somente 1 imagem.');
    const huge = await upload(token, [{ field: 'imgAvatar', name: 'big.png', type: 'image/png', data: Buffer.alloc(6 * 1024 * 1024, 1) }]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
    const json = await t.as(token, { method: 'POST', url: '/api/bse_usuario/changeData', payload: { imgAvatar: 'x' } });
    expect(json.statusCode).toBe(415);
    expect((await me(token)).json().imgAvatar).toBe(before);
  });
});

describe('current class kept by the database', () => {
  it('leaves exactly one current class after switches sent at once', async () => {
    // A Professor of its own with three classes of the unit CE (no other test changes them).
    const [unit] = await t.rows<{ id: number; school: number }>(
      sql`select cod_bse_unidade as id, cod_bse_escola as school from bse_unidade where cst_txt_prefixo_login = 'CE'`,
    );
    const suffix = randomBytes(3).toString('hex');
    const classes = await t.rows<{ id: number }>(
      sql`insert into bse_turma (nom_turma, cod_bse_unidade) values
          (${`Troca 1 ${suffix}`}, ${unit!.id}), (${`Troca 2 ${suffix}`}, ${unit!.id}), (${`Troca 3 ${suffix}`}, ${unit!.id})
          returning cod_bse_turma as id`,
    );
    const login = `AUCE-${String(5000 + Math.floor(Math.random() * 4000))}`;
    const [user] = await t.rows<{ id: number }>(
      sql`insert into bse_usuario (cst_login, nom_usuario, txt_senha, cod_bse_perfil, cod_bse_escola, cod_bse_unidade)
          values (${login}, 'Professor das Trocas', ${await hashPassword('Troca@2026')}, 5, ${unit!.school}, ${unit!.id})
          returning cod_bse_usuario as id`,
    );
    for (const [i, c] of classes.entries()) {
      await t.rows(
        sql`insert into bse_usuario_turma (cod_bse_usuario, cod_bse_turma, ind_atual) values (${user!.id}, ${c.id}, ${i === 0 ? 'S' : 'N'})`,
      );
    }
    const token = await t.login(login, 'Troca@2026');

    const answers = await Promise.all(
      [1, 2, 0, 2, 1, 0].map((i) => t.as(token, { method: 'PUT', url: `/api/bse_usuario_turma/turmaAtual/${classes[i]!.id}` })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const current = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from bse_usuario_turma where cod_bse_usuario = ${user!.id} and ind_atual = 'S'`,
    );
    expect(current).toEqual([{ n: 1 }]);
  });
});
