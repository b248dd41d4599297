import { randomBytes } from 'node:crypto';
import { PROFILE, type ProfileCode } from '@portal/shared/common/profiles';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hashPassword } from '../lib/passwords';
import { FileStorage } from '../lib/storage';
import { bseEndereco, bseEscola, bseResponsavelAluno, bseTurma, bseUnidade, bseUsuario, bseUsuarioTurma } from '../db/schema';
import { seedActivitiesDemo } from './activities-demo';
import { seedCurriculumDemo } from './curriculum-demo';
import { seedReference } from './reference';

const { MASTER, GESTOR, DIRETOR, COORDENADOR, PROFESSOR, ALUNO, ASSISTENTE, RESPONSAVEL } = PROFILE;

interface DemoUser {
  login: string;
  password: string;
  name: string;
  profile: ProfileCode;
  school: string;
  unit?: string;
  classes?: string[];
  active?: boolean;
}

/** The demo network of the README; the tests sign in with these. */
export const DEMO_USERS: DemoUser[] = [
  { login: 'REMT-0001', password: 'Master@2026', name: 'Administrador da Rede', profile: MASTER, school: 'RE' },
  { login: 'REMT-0002', password: 'Assist@2026', name: 'Ana Assistente', profile: ASSISTENTE, school: 'RE' },
  { login: 'AUMT-0001', password: 'Gestor@2026', name: 'Gabriela Gestora', profile: GESTOR, school: 'AU' },
  { login: 'AUCE-0001', password: 'Diretor@2026', name: 'Daniel Diretor', profile: DIRETOR, school: 'AU', unit: 'CE' },
  { login: 'AUCE-0002', password: 'Coord@2026', name: 'Carla Coordenadora', profile: COORDENADOR, school: 'AU', unit: 'CE' },
  {
    login: 'AUCE-0003',
    password: 'Prof@2026',
    name: 'Paulo Professor',
    profile: PROFESSOR,
    school: 'AU',
    unit: 'CE',
    classes: ['6º Ano A', '6º Ano B'],
  },
  { login: 'AUCE-0004', password: 'Aluno@2026', name: 'Alice Aluna', profile: ALUNO, school: 'AU', unit: 'CE', classes: ['6º Ano A'] },
  {
    login: 'AUCE-0005',
    password: 'Inativo@2026',
    name: 'Igor Inativo',
    profile: ALUNO,
    school: 'AU',
    unit: 'CE',
    classes: ['6º Ano A'],
    active: false,
  },
  { login: 'HOMT-0001', password: 'Gestor@2026', name: 'Helena Gestora', profile: GESTOR, school: 'HO' },
  { login: 'HOSU-0001', password: 'Diretor@2026', name: 'Hugo Diretor', profile: DIRETOR, school: 'HO', unit: 'SU' },
  {
    login: 'HOSU-0002',
    password: 'Prof@2026',
    name: 'Priscila Professora',
    profile: PROFESSOR,
    school: 'HO',
    unit: 'SU',
    classes: ['7º Ano A'],
  },
  { login: 'HOSU-0003', password: 'Aluno@2026', name: 'Heitor Aluno', profile: ALUNO, school: 'HO', unit: 'SU', classes: ['7º Ano A'] },
];

/** More students per class, so that lists are not empty. */
const EXTRA_STUDENTS: { school: string; unit: string; className: string; names: string[]; firstSeq: number }[] = [
  { school: 'AU', unit: 'CE', className: '6º Ano A', firstSeq: 6, names: ['Beatriz Souza', 'Caio Lima', 'Davi Rocha', 'Eduarda Melo'] },
  {
    school: 'AU',
    unit: 'CE',
    className: '6º Ano B',
    firstSeq: 10,
    names: ['Felipe Costa', 'Giovana Alves', 'Heloísa Dias', 'Isaque Nunes'],
  },
  {
    school: 'HO',
    unit: 'SU',
    className: '7º Ano A',
    firstSeq: 4,
    names: ['João Pereira', 'Larissa Teixeira', 'Miguel Barros', 'Nicole Freitas'],
  },
];

/**
 * The demo guardian (issue 27): the mother of Alice (6º Ano A) and of Felipe (6º Ano B), created last so that the
 * other users keep their ids. She has not accepted the consent term yet: her first sign-in asks for it.
 */
export const DEMO_GUARDIANS: (DemoUser & { children: string[] })[] = [
  {
    login: 'AUCE-R001',
    password: 'Resp@2026',
    name: 'Rita Responsável',
    profile: RESPONSAVEL,
    school: 'AU',
    unit: 'CE',
    children: ['AUCE-0004', 'AUCE-0010'],
  },
];

const SCHOOLS = [
  {
    prefix: 'RE',
    name: 'Rede Portal Escolar',
    cep: '01310100',
    rua: 'Avenida Paulista',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'SP',
  },
  {
    prefix: 'AU',
    name: 'Escola Aurora',
    cep: '30130010',
    rua: 'Avenida Afonso Pena',
    bairro: 'Centro',
    cidade: 'Belo Horizonte',
    uf: 'MG',
  },
  {
    prefix: 'HO',
    name: 'Escola Horizonte',
    cep: '90010150',
    rua: 'Rua dos Andradas',
    bairro: 'Centro Histórico',
    cidade: 'Porto Alegre',
    uf: 'RS',
  },
];
const UNITS = [
  { school: 'AU', prefix: 'CE', name: 'Unidade Centro', classes: ['6º Ano A', '6º Ano B'] },
  { school: 'HO', prefix: 'SU', name: 'Unidade Sul', classes: ['7º Ano A'] },
];

export function schoolCode(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return Array.from(randomBytes(6), (b) => alphabet[b % alphabet.length]).join('');
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(bseUsuario);
  return (row?.n ?? 0) === 0;
}

/** Seeds the demo network in one transaction; does nothing when users already exist. */
export async function seedDemo(db: Db, uploadsDir?: string): Promise<boolean> {
  await seedReference(db, uploadsDir);
  if (!(await isDatabaseEmpty(db))) return false;
  const passwords = new Map<string, string>();
  const allUsers = [
    ...DEMO_USERS,
    ...EXTRA_STUDENTS.flatMap((group) =>
      group.names.map((name, i) => ({
        login: `${group.school}${group.unit}-${String(group.firstSeq + i).padStart(4, '0')}`,
        password: 'Aluno@2026',
        name,
        profile: ALUNO,
        school: group.school,
        unit: group.unit,
        classes: [group.className],
      })),
    ),
    ...DEMO_GUARDIANS,
  ];
  for (const u of allUsers) passwords.set(u.login, await hashPassword(u.password));

  await db.transaction(async (tx) => {
    const schoolIds = new Map<string, number>();
    for (const s of SCHOOLS) {
      const [address] = await tx
        .insert(bseEndereco)
        .values({ dscCep: s.cep, dscRua: s.rua, dscBairro: s.bairro, dscCidade: s.cidade, dscEstado: s.uf })
        .returning({ id: bseEndereco.codBseEndereco });
      const [school] = await tx
        .insert(bseEscola)
        .values({ nomEscola: s.name, cstTxtPrefixoLogin: s.prefix, cstCodigo: schoolCode(), codBseEndereco: address!.id })
        .returning({ id: bseEscola.codBseEscola });
      schoolIds.set(s.prefix, school!.id);
    }
    const unitIds = new Map<string, number>();
    const classIds = new Map<string, number>();
    for (const u of UNITS) {
      const [unit] = await tx
        .insert(bseUnidade)
        .values({ nomUnidade: u.name, cstTxtPrefixoLogin: u.prefix, codBseEscola: schoolIds.get(u.school)! })
        .returning({ id: bseUnidade.codBseUnidade });
      unitIds.set(`${u.school}${u.prefix}`, unit!.id);
      for (const name of u.classes) {
        const [cls] = await tx.insert(bseTurma).values({ nomTurma: name, codBseUnidade: unit!.id }).returning({ id: bseTurma.codBseTurma });
        classIds.set(name, cls!.id);
      }
    }
    const userIds = new Map<string, number>();
    for (const u of allUsers) {
      const [user] = await tx
        .insert(bseUsuario)
        .values({
          cstLogin: u.login,
          nomUsuario: u.name,
          txtSenha: passwords.get(u.login)!,
          codBsePerfil: u.profile,
          codBseEscola: schoolIds.get(u.school)!,
          codBseUnidade: u.unit ? unitIds.get(`${u.school}${u.unit}`)! : null,
          indAtivo: 'active' in u && u.active === false ? 'N' : 'S',
        })
        .returning({ id: bseUsuario.codBseUsuario });
      userIds.set(u.login, user!.id);
      const classes = u.classes ?? [];
      if (classes.length > 0) {
        await tx
          .insert(bseUsuarioTurma)
          .values(classes.map((name, i) => ({ codBseUsuario: user!.id, codBseTurma: classIds.get(name)!, indAtual: i === 0 ? 'S' : 'N' })));
      }
    }
    for (const g of DEMO_GUARDIANS) {
      await tx
        .insert(bseResponsavelAluno)
        .values(g.children.map((login) => ({ codResponsavel: userIds.get(g.login)!, codAluno: userIds.get(login)! })));
    }
  });
  if (uploadsDir) await seedCurriculumDemo(db, new FileStorage(uploadsDir));
  await seedActivitiesDemo(db);
  return true;
}
