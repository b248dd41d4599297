import { describe, expect, it } from 'vitest';
import { MESSAGES } from './common/messages';
import { PROFILE_CODES } from './common/profiles';
import { CAPABILITIES, can, canCreateProfile, sidebarFor } from './permissions';

/** The sidebar table of 3-reports-communication.md §2, written out by hand per profile. */
const EXPECTED_SIDEBAR: Record<number, string[]> = {
  1: [
    '/aprendizado/listar',
    '/escola/listar',
    '/unidade/listar',
    '/usuario/listar',
    '/calendario',
    '/livros',
    '/relatorio',
    '/atividade/listar',
    '/configuracao',
    '/faleConosco',
    '/sair',
  ],
  2: [
    '/aprendizado/listar',
    '/unidade/listar',
    '/turma/listar',
    '/usuario/listar',
    '/calendario',
    '/forum/salas',
    '/relatorio',
    '/configuracao',
    '/faleConosco',
    '/sair',
  ],
  3: [
    '/aprendizado/listar',
    '/turma/listar',
    '/usuario/listar',
    '/calendario',
    '/chat',
    '/forum/salas',
    '/relatorio',
    '/configuracao',
    '/faleConosco',
    '/sair',
  ],
  4: [
    '/aprendizado/listar',
    '/turma/listar',
    '/usuario/listar',
    '/calendario',
    '/chat',
    '/forum/salas',
    '/relatorio',
    '/configuracao',
    '/faleConosco',
    '/sair',
  ],
  5: [
    '/aprendizado/listar',
    '/turma/listar',
    '/calendario',
    '/chat',
    '/forum/salas',
    '/aulas',
    '/plataforma',
    '/atividade/ListaProfessor',
    '/configuracao',
    '/faleConosco',
    '/sair',
  ],
  6: ['/calendario', '/chat', '/forum/salas', '/plataforma', '/atividade/visualizarQuestoes', '/configuracao', '/faleConosco', '/sair'],
  7: ['/assistencia', '/configuracao', '/sair'],
  // Issue 27: the guardian has their home (their children) and their own settings, nothing of the school's areas.
  8: ['/configuracao', '/sair'],
};

describe('permission table', () => {
  it.each(PROFILE_CODES)('gives profile %i exactly its sidebar entries', (profile) => {
    expect(sidebarFor(profile).map((e) => e.path)).toEqual(EXPECTED_SIDEBAR[profile]);
  });

  it('gives an unknown profile nothing', () => {
    expect(sidebarFor(99)).toEqual([]);
    expect(sidebarFor(null)).toEqual([]);
    expect(can(undefined, 'home:view')).toBe(false);
  });

  it('follows the rules of 2-access §6 and DECISIONS.md', () => {
    expect(CAPABILITIES['school:manage']).toEqual([1]);
    expect(CAPABILITIES['unit:manage']).toEqual([1, 2]);
    expect(CAPABILITIES['class:create']).toEqual([2, 3, 4]);
    expect(CAPABILITIES['class:delete']).toEqual([2, 3]);
    expect(CAPABILITIES['class:student.remove']).toEqual([3, 4]);
    expect(CAPABILITIES['class:activate']).toEqual([5]);
    expect(CAPABILITIES['user:bulk']).toEqual([1, 3, 4]);
    expect(CAPABILITIES['activity:answer']).toEqual([6]);
    expect(CAPABILITIES['home:view']).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // Issue 23: the gradebook for the Professor and the staff above (not a report: Relatórios keeps its profiles), the to-do for the student.
    expect(CAPABILITIES['gradebook:read']).toEqual([1, 2, 3, 4, 5]);
    expect(CAPABILITIES['report:read']).toEqual([1, 2, 3, 4]);
    expect(CAPABILITIES['home:todo']).toEqual([6]);
    // Issue 27: the guardian reads through their own calls; every other capability of the school leaves them out.
    expect(CAPABILITIES['guardian:own']).toEqual([8]);
    expect(CAPABILITIES['guardian:manage']).toEqual([1, 2, 3, 4]);
    const guardians = Object.entries(CAPABILITIES).filter(([, profiles]) => (profiles as readonly number[]).includes(8));
    expect(guardians.map(([name]) => name).sort()).toEqual(
      ['access-log:write', 'guardian:own', 'home:view', 'nav:configuracoes', 'nav:sair', 'session:own', 'settings:own'].sort(),
    );
  });
});

describe('message catalogue', () => {
  it('has every message in pt, en and es', () => {
    for (const [key, texts] of Object.entries(MESSAGES)) {
      for (const lang of ['pt', 'en', 'es'] as const) expect(texts[lang].trim(), `${key}.${lang}`).not.toBe('');
      expect(texts.en, key).not.toBe(texts.pt);
    }
  });
});

describe('who creates whom (DECISIONS.md "Profiles")', () => {
  it('lets a creator create a profile when their code is at most codPerfilCriacao', () => {
    expect(canCreateProfile(1, { codPerfilCriacao: 1 })).toBe(true);
    expect(canCreateProfile(2, { codPerfilCriacao: 2 })).toBe(true);
    expect(canCreateProfile(2, { codPerfilCriacao: 1 })).toBe(false);
    expect(canCreateProfile(4, { codPerfilCriacao: 4 })).toBe(true);
    expect(canCreateProfile(5, { codPerfilCriacao: 4 })).toBe(false);
  });
});
