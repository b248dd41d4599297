import { PROFILE, type ProfileCode } from './common/profiles';

const { MASTER, GESTOR, DIRETOR, COORDENADOR, PROFESSOR, ALUNO, ASSISTENTE, RESPONSAVEL } = PROFILE;
/** The documents' seven profiles: what they give "anyone signed in". */
const SIGNED_IN: readonly ProfileCode[] = [MASTER, GESTOR, DIRETOR, COORDENADOR, PROFESSOR, ALUNO, ASSISTENTE];
/**
 * The seven and the guardian (issue 27): only their own session, home and settings. Every other capability leaves the
 * guardian out: they read their children through their own calls and write no school data.
 */
const EVERYONE: readonly ProfileCode[] = [...SIGNED_IN, RESPONSAVEL];

/**
 * The one role matrix: capability -> profiles allowed. The server checks it on every route
 * (`config.capability`), the web uses it to show menus, buttons and to guard routes.
 *
 * `nav:*` capabilities are the sidebar entries of 3-reports-communication.md §2, exactly as
 * the table gives them; the other capabilities are what the API lets each profile do
 * (2-access-users-activities.md §6 and DECISIONS.md). They differ where the documents do:
 * e.g. Master may delete support tickets (DECISIONS.md) but has no Assistencia entry.
 */
export const CAPABILITIES = {
  // session and own settings
  'session:own': EVERYONE,
  'home:view': EVERYONE,
  'settings:own': EVERYONE,
  'access-log:write': EVERYONE,

  // sidebar entries (3-reports-communication.md §2 "Sidebar menu")
  'nav:aprendizado': [MASTER, GESTOR, DIRETOR, COORDENADOR, PROFESSOR],
  'nav:escolas': [MASTER],
  'nav:unidades': [MASTER, GESTOR],
  'nav:turmas': [GESTOR, DIRETOR, COORDENADOR, PROFESSOR],
  'nav:usuarios': [MASTER, GESTOR, DIRETOR, COORDENADOR],
  'nav:calendario': [MASTER, GESTOR, DIRETOR, COORDENADOR, PROFESSOR, ALUNO],
  'nav:chat': [DIRETOR, COORDENADOR, PROFESSOR, ALUNO],
  'nav:assistencia': [ASSISTENTE],
  'nav:forum': [GESTOR, DIRETOR, COORDENADOR, PROFESSOR, ALUNO],
  'nav:livros': [MASTER],
  'nav:aulas': [PROFESSOR],
  'nav:relatorios': [MASTER, GESTOR, DIRETOR, COORDENADOR],
  'nav:trilha': [PROFESSOR, ALUNO],
  'nav:atividadesMaster': [MASTER],
  'nav:atividadesProfessor': [PROFESSOR],
  'nav:atividadesAluno': [ALUNO],
  'nav:configuracoes': EVERYONE,
  'nav:faleConosco': [MASTER, GESTOR, DIRETOR, COORDENADOR, PROFESSOR, ALUNO],
  'nav:sair': EVERYONE,

  // organisation (2-access-users-activities.md §6)
  'school:manage': [MASTER],
  'unit:manage': [MASTER, GESTOR],
  /** Reading units inside one's scope (unit pickers of the class and user forms). */
  'unit:read': [MASTER, GESTOR, DIRETOR, COORDENADOR],
  /** Addresses and the postal-code lookup: the staff who edit school and unit addresses. */
  'address:manage': [MASTER, GESTOR],
  'class:list': [MASTER, GESTOR, DIRETOR, COORDENADOR, PROFESSOR],
  'class:create': [GESTOR, DIRETOR, COORDENADOR],
  'class:edit': [GESTOR, DIRETOR, COORDENADOR],
  'class:delete': [GESTOR, DIRETOR],
  'class:student.remove': [DIRETOR, COORDENADOR],
  'class:activate': [PROFESSOR],
  'class:own': [PROFESSOR, ALUNO],

  // users
  'user:manage': [MASTER, GESTOR, DIRETOR, COORDENADOR],
  'user:bulk': [MASTER, DIRETOR, COORDENADOR],
  'profile:read': SIGNED_IN,
  'profile:manage': [MASTER],
  /** The small catalogues (/api/pais, /api/check-list, /api/informacao): anyone signed in. */
  'catalogue:read': SIGNED_IN,

  // curriculum and activities
  'curriculum:author': [MASTER, PROFESSOR],
  /** The current class's paths (/aulas): add, activate, archive. */
  'class-lesson:manage': [PROFESSOR],
  'activity:manage': [MASTER],
  'activity:teach': [PROFESSOR],
  'activity:answer': [ALUNO],
  /** The answers of a class's students and their grades: each within their scope (a Professor their classes). */
  'activity:grade': [MASTER, GESTOR, DIRETOR, COORDENADOR, PROFESSOR],
  /** An activity's questions with their key, without answering: the Master's catalogue, the staff of a class given it. */
  'activity:preview': [MASTER, GESTOR, DIRETOR, COORDENADOR, PROFESSOR],
  /** The screen /atividade/visualizar/{id}: the student answers there, the staff preview. */
  'activity:view': [MASTER, GESTOR, DIRETOR, COORDENADOR, PROFESSOR, ALUNO],
  /** The class list's way to a class's activities and answers (the Professor has the current class's). */
  'class:activities': [MASTER, GESTOR, DIRETOR, COORDENADOR],
  /**
   * The documents' answer and grade records (`GET /api/bse_questao_resposta`, `GET /api/bse_nota`, issue 25): the
   * staff those of the classes in their scope, a student their own.
   */
  'activity:records': [MASTER, GESTOR, DIRETOR, COORDENADOR, PROFESSOR, ALUNO],
  /** The grades' audit trail: the staff above the Professor who grades. */
  'activity:audit': [MASTER, GESTOR, DIRETOR, COORDENADOR],
  /** The gradebook of a class (issue 23, beyond the documents): the Professor their classes', the staff above within their scope. */
  'gradebook:read': [MASTER, GESTOR, DIRETOR, COORDENADOR, PROFESSOR],
  /** The student's to-do on /home (issue 23): activities not sent yet and the next item of the path. */
  'home:todo': [ALUNO],

  // attendance (issue 26, beyond the documents: DECISIONS.md "Attendance")
  /** A class's roll and its history: the Professor their classes', the staff above within their scope. */
  'attendance:read': [MASTER, GESTOR, DIRETOR, COORDENADOR, PROFESSOR],
  /** Taking or changing a roll: the Professor (their classes, within the days of the setting), the unit's coordination. */
  'attendance:take': [DIRETOR, COORDENADOR, PROFESSOR],
  /** Changing a roll after the Professor's days have passed. */
  'attendance:late': [DIRETOR, COORDENADOR],
  /** The student's own attendance (/frequencia). */
  'attendance:own': [ALUNO],
  /** The students of one's scope under the 75% rule (home) and a student's attendance. */
  'attendance:watch': [MASTER, GESTOR, DIRETOR, COORDENADOR],

  // reports (/relatorio)
  /** The six reports (the documents' five and Frequência) and their CSV, each over the caller's scope (the Gestor's school, the Diretor's unit). */
  'report:read': [MASTER, GESTOR, DIRETOR, COORDENADOR],
  /** The calendar: every profile but the Assistente reads it and creates events (only the creator changes one). */
  'calendar:use': [MASTER, GESTOR, DIRETOR, COORDENADOR, PROFESSOR, ALUNO],
  /** News (Aprendizado): read by the profiles of its sidebar entry, written by the Master (DECISIONS.md). */
  'news:read': [MASTER, GESTOR, DIRETOR, COORDENADOR, PROFESSOR],
  'news:write': [MASTER],
  /** The forum (DECISIONS.md): profiles 1-6 read and post; Master, Gestor and Diretor open topics; the Master keeps the rooms. */
  'forum:read': [MASTER, GESTOR, DIRETOR, COORDENADOR, PROFESSOR, ALUNO],
  'forum:topic': [MASTER, GESTOR, DIRETOR],
  'forum:rooms': [MASTER],
  /** The contact form: anyone signed in sends; the Assistente (and the Master) read and delete the tickets (DECISIONS.md). */
  'support:send': SIGNED_IN,
  'support:manage': [MASTER, ASSISTENTE],
  /** `/admin`, the system page of the footer link (DECISIONS.md): the Master alone. */
  'system:admin': [MASTER],
  /** The chat (§6: profiles 1 to 7); each sees only the rooms they belong to (DECISIONS.md). */
  'chat:use': SIGNED_IN,

  // guardians (issue 27, beyond the documents: DECISIONS.md "Guardians")
  /** A student's guardians: create, link, unlink, list (the staff who manage users, within their scope). */
  'guardian:manage': [MASTER, GESTOR, DIRETOR, COORDENADOR],
  /** The guardian's own calls: the consent term and their children's page. */
  'guardian:own': [RESPONSAVEL],

  // a person's data rights (issue 29, beyond the documents: DECISIONS.md "A person's data rights")
  /** Export and erase a person's data, and read the record of those requests: the Diretor and above, within their scope. */
  'privacy:manage': [MASTER, GESTOR, DIRETOR],

  // the learning-track player (/plataforma)
  /** Play the class's active path (a Professor's preview records nothing) and read the evaluation's questions. */
  'player:play': [PROFESSOR, ALUNO],
  /** Progress, position and chapter evaluation: a student's own records. */
  'player:record': [ALUNO],
} as const satisfies Record<string, readonly ProfileCode[]>;

export type Capability = keyof typeof CAPABILITIES;

export function can(profile: number | null | undefined, capability: Capability): boolean {
  if (profile == null) return false;
  return (CAPABILITIES[capability] as readonly number[]).includes(profile);
}

export const ALL_CAPABILITIES = Object.keys(CAPABILITIES) as Capability[];

/**
 * Who creates whom (DECISIONS.md "Profiles"): a creator of profile p may create, see and change users
 * of profile q when p <= codPerfilCriacao(q) (bse_perfil; 1 for Master, Gestor and Assistente, 2 for
 * Diretor and Coordenador, 4 for Professor and Aluno). The scope (school, unit) is checked besides;
 * the users repository applies the same rule in SQL (`visibleUsers`).
 */
export function canCreateProfile(creatorProfile: number, target: { codPerfilCriacao: number }): boolean {
  return creatorProfile <= target.codPerfilCriacao;
}

/** Sidebar, in the order of the documents' table. `labelKey` is a web i18n key. */
export interface NavEntry {
  id: string;
  path: string;
  labelKey: string;
  capability: Capability;
}

export const SIDEBAR: readonly NavEntry[] = [
  { id: 'aprendizado', path: '/aprendizado/listar', labelKey: 'nav.aprendizado', capability: 'nav:aprendizado' },
  { id: 'escolas', path: '/escola/listar', labelKey: 'nav.escolas', capability: 'nav:escolas' },
  { id: 'unidades', path: '/unidade/listar', labelKey: 'nav.unidades', capability: 'nav:unidades' },
  { id: 'turmas', path: '/turma/listar', labelKey: 'nav.turmas', capability: 'nav:turmas' },
  { id: 'usuarios', path: '/usuario/listar', labelKey: 'nav.usuarios', capability: 'nav:usuarios' },
  { id: 'calendario', path: '/calendario', labelKey: 'nav.calendario', capability: 'nav:calendario' },
  { id: 'chat', path: '/chat', labelKey: 'nav.chat', capability: 'nav:chat' },
  { id: 'assistencia', path: '/assistencia', labelKey: 'nav.assistencia', capability: 'nav:assistencia' },
  { id: 'forum', path: '/forum/salas', labelKey: 'nav.forum', capability: 'nav:forum' },
  { id: 'livros', path: '/livros', labelKey: 'nav.aulas', capability: 'nav:livros' },
  { id: 'aulas', path: '/aulas', labelKey: 'nav.aulas', capability: 'nav:aulas' },
  { id: 'relatorios', path: '/relatorio', labelKey: 'nav.relatorios', capability: 'nav:relatorios' },
  { id: 'trilha', path: '/plataforma', labelKey: 'nav.trilha', capability: 'nav:trilha' },
  { id: 'atividadesMaster', path: '/atividade/listar', labelKey: 'nav.atividades', capability: 'nav:atividadesMaster' },
  { id: 'atividadesProfessor', path: '/atividade/ListaProfessor', labelKey: 'nav.atividades', capability: 'nav:atividadesProfessor' },
  { id: 'atividadesAluno', path: '/atividade/visualizarQuestoes', labelKey: 'nav.atividades', capability: 'nav:atividadesAluno' },
  { id: 'configuracoes', path: '/configuracao', labelKey: 'nav.configuracoes', capability: 'nav:configuracoes' },
  { id: 'faleConosco', path: '/faleConosco', labelKey: 'nav.faleConosco', capability: 'nav:faleConosco' },
  { id: 'sair', path: '/sair', labelKey: 'nav.sair', capability: 'nav:sair' },
];

export function sidebarFor(profile: number | null | undefined): NavEntry[] {
  return SIDEBAR.filter((entry) => can(profile, entry.capability));
}
