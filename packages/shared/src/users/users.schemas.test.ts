import { describe, expect, it } from 'vitest';
import { bulkColumnOf, bulkOutcome } from './bulk.schemas';
import { UserCreateBody, UserUpdateBody, loginOf, loginPrefix } from './users.schemas';

/** The first message of each field, as the API's error handler answers them. */
function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('the user form rules (2-access §5 User)', () => {
  const base = { cstLogin: 'auce-0101', nomUsuario: 'Ana Souza', txtSenha: 'segredo', codBsePerfil: '6', codBseTurma: '3' };

  it('accepts a student and reads multipart text fields', () => {
    const parsed = UserCreateBody.parse({ ...base, codBseEscola: '', arrayCodBseTurmas: '' });
    expect(parsed).toMatchObject({ cstLogin: 'AUCE-0101', codBsePerfil: 6, codBseTurma: 3, arrayCodBseTurmas: [] });
    expect(parsed.codBseEscola).toBeUndefined();
  });

  it('says every rule at once, with the documents’ messages', () => {
    const result = UserCreateBody.safeParse({ cstLogin: 'AB', nomUsuario: 'Al', txtSenha: '123', codBsePerfil: '6' });
    expect(issues(result)).toEqual({
      cstLogin: 'userLoginMin',
      nomUsuario: 'userNameRequired',
      txtSenha: 'passwordMin',
      codBseTurma: 'userStudentClassRequired',
    });
  });

  it('needs a school other than the network for a Gestor, a unit for Diretor and Coordenador, classes for a Professor', () => {
    expect(issues(UserCreateBody.safeParse({ ...base, codBsePerfil: 2, codBseEscola: 1 }))).toEqual({
      codBseEscola: 'userSchoolRequiredGestor',
    });
    expect(issues(UserCreateBody.safeParse({ ...base, codBsePerfil: 4 }))).toEqual({ codBseUnidade: 'userUnitRequired' });
    expect(issues(UserCreateBody.safeParse({ ...base, codBsePerfil: 5 }))).toEqual({ arrayCodBseTurmas: 'userTeacherClassRequired' });
    expect(UserCreateBody.parse({ ...base, codBsePerfil: 5, arrayCodBseTurmas: '[1, 2]' }).arrayCodBseTurmas).toEqual([1, 2]);
    expect(issues(UserCreateBody.safeParse({ ...base, codBsePerfil: '' }))).toEqual({ codBsePerfil: 'userProfileRequired' });
  });

  it('asks for the password on create only', () => {
    expect(issues(UserCreateBody.safeParse({ ...base, txtSenha: '' }))).toEqual({ txtSenha: 'passwordRequired' });
    expect(UserUpdateBody.parse({ ...base, txtSenha: '' }).txtSenha).toBeUndefined();
    expect(issues(UserUpdateBody.safeParse({ ...base, txtSenha: '1234' }))).toEqual({ txtSenha: 'passwordMin' });
  });

  it('refuses a login outside the mask XXXX-XXXX', () => {
    expect(issues(UserCreateBody.safeParse({ ...base, cstLogin: 'AUCE0101' }))).toEqual({ cstLogin: 'userLoginFormat' });
  });
});

describe('logins and who creates whom', () => {
  it('builds the login from the prefixes and a 4-digit sequence', () => {
    expect(loginOf(loginPrefix('AU', 'CE'), 7)).toBe('AUCE-0007');
    expect(loginOf(loginPrefix('RE', null), 12)).toBe('REMT-0012');
  });
});

describe('bulk creation texts (§8 Bulk)', () => {
  it('reads the text answer as the documents say', () => {
    expect(bulkOutcome('200 usuários cadastrados com sucesso.')).toBe('success');
    expect(bulkOutcome('197 usuários cadastrados com sucesso. Não cadastrados: 2 incorretos, 1 conflitantes.')).toBe('partial');
    expect(bulkOutcome('1 usuários cadastrados com sucesso. Não cadastrados: 1 com perfil que o seu perfil não pode criar.')).toBe(
      'partial',
    );
    expect(bulkOutcome('Nenhum usuário cadastrado. Não cadastrados: 3 incorretos.')).toBe('failure');
  });

  it('recognises the columns whatever their case, spaces or BOM', () => {
    expect(bulkColumnOf('\ufeffnomUsuario')).toBe('nomUsuario');
    expect(bulkColumnOf(' CSTLOGIN ')).toBe('cstLogin');
    expect(bulkColumnOf('email')).toBeUndefined();
  });
});
