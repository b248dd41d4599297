import type { AccountDto } from '@portal/shared/auth';
import type { ClassDto } from '@portal/shared/organisation';

export function meusDados(overrides: Partial<AccountDto> = {}): AccountDto {
  return {
    isAuthenticated: true,
    codBseUsuario: 10,
    codUsuario: 10,
    cstLogin: 'AUCE-0003',
    nomUsuario: 'Paulo Professor',
    imgAvatar: null,
    codBsePerfil: 5,
    nomPerfil: 'Professor',
    codBseEscola: 2,
    nomEscola: 'Escola Aurora',
    codBseUnidade: 3,
    nomUnidade: 'Unidade Centro',
    codBseTurma: 1,
    nomTurma: '6º Ano A',
    codBseUsuarioTurma: 7,
    turmas: [
      { codBseUsuarioTurma: 7, codBseTurma: 1, nomTurma: '6º Ano A', indAtual: 'S' },
      { codBseUsuarioTurma: 8, codBseTurma: 2, nomTurma: '6º Ano B', indAtual: 'N' },
    ],
    ...overrides,
  };
}

/** A class of Escola Aurora's Unidade Centro (6º Ano A unless overridden). */
export function classDto(overrides: Partial<ClassDto> = {}): ClassDto {
  return {
    codBseTurma: 1,
    nomTurma: '6º Ano A',
    codBseUnidade: 3,
    nomUnidade: 'Unidade Centro',
    codBseEscola: 2,
    nomEscola: 'Escola Aurora',
    cstTxtPrefixoLoginEscola: 'AU',
    cstTxtPrefixoLoginUnidade: 'CE',
    codUsuarioCriacao: null,
    ...overrides,
  };
}
