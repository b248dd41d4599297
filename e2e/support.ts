import { type Page, type TestInfo, expect } from '@playwright/test';

export interface DemoUser {
  login: string;
  password: string;
  name: string;
  profile: string;
  /** The sidebar entries of 3-reports-communication.md §2 for this profile, in order. */
  sidebar: string[];
}

/** One demo user per profile (README), with the sidebar the documents' table gives them. */
export const DEMO = {
  master: {
    login: 'REMT-0001',
    password: 'Master@2026',
    name: 'Administrador da Rede',
    profile: 'Master',
    sidebar: [
      'Aprendizado',
      'Rede de Escolas',
      'Unidades',
      'Usuários',
      'Calendário',
      'Aulas',
      'Relatórios',
      'Avaliações',
      'Configurações',
      'Fale conosco',
      'Sair',
    ],
  },
  gestor: {
    login: 'AUMT-0001',
    password: 'Gestor@2026',
    name: 'Gabriela Gestora',
    profile: 'Gestor',
    sidebar: [
      'Aprendizado',
      'Unidades',
      'Turmas',
      'Usuários',
      'Calendário',
      'Fórum',
      'Relatórios',
      'Configurações',
      'Fale conosco',
      'Sair',
    ],
  },
  diretor: {
    login: 'AUCE-0001',
    password: 'Diretor@2026',
    name: 'Daniel Diretor',
    profile: 'Diretor',
    sidebar: ['Aprendizado', 'Turmas', 'Usuários', 'Calendário', 'Chat', 'Fórum', 'Relatórios', 'Configurações', 'Fale conosco', 'Sair'],
  },
  coordenador: {
    login: 'AUCE-0002',
    password: 'Coord@2026',
    name: 'Carla Coordenadora',
    profile: 'Coordenador',
    sidebar: ['Aprendizado', 'Turmas', 'Usuários', 'Calendário', 'Chat', 'Fórum', 'Relatórios', 'Configurações', 'Fale conosco', 'Sair'],
  },
  professor: {
    login: 'AUCE-0003',
    password: 'Prof@2026',
    name: 'Paulo Professor',
    profile: 'Professor',
    sidebar: [
      'Aprendizado',
      'Turmas',
      'Calendário',
      'Chat',
      'Fórum',
      'Aulas',
      'Trilha',
      'Avaliações',
      'Configurações',
      'Fale conosco',
      'Sair',
    ],
  },
  aluno: {
    login: 'AUCE-0004',
    password: 'Aluno@2026',
    name: 'Alice Aluna',
    profile: 'Aluno',
    sidebar: ['Calendário', 'Chat', 'Fórum', 'Trilha', 'Avaliações', 'Configurações', 'Fale conosco', 'Sair'],
  },
  assistente: {
    login: 'REMT-0002',
    password: 'Assist@2026',
    name: 'Ana Assistente',
    profile: 'Assistente',
    sidebar: ['Assistência', 'Configurações', 'Sair'],
  },
  gestorHorizonte: {
    login: 'HOMT-0001',
    password: 'Gestor@2026',
    name: 'Helena Gestora',
    profile: 'Gestor',
    sidebar: [
      'Aprendizado',
      'Unidades',
      'Turmas',
      'Usuários',
      'Calendário',
      'Fórum',
      'Relatórios',
      'Configurações',
      'Fale conosco',
      'Sair',
    ],
  },
  diretorHorizonte: {
    login: 'HOSU-0001',
    password: 'Diretor@2026',
    name: 'Hugo Diretor',
    profile: 'Diretor',
    sidebar: ['Aprendizado', 'Turmas', 'Usuários', 'Calendário', 'Chat', 'Fórum', 'Relatórios', 'Configurações', 'Fale conosco', 'Sair'],
  },
  professorHorizonte: {
    login: 'HOSU-0002',
    password: 'Prof@2026',
    name: 'Priscila Professora',
    profile: 'Professor',
    sidebar: [
      'Aprendizado',
      'Turmas',
      'Calendário',
      'Chat',
      'Fórum',
      'Aulas',
      'Trilha',
      'Avaliações',
      'Configurações',
      'Fale conosco',
      'Sair',
    ],
  },
  alunoHorizonte: {
    login: 'HOSU-0003',
    password: 'Aluno@2026',
    name: 'Heitor Aluno',
    profile: 'Aluno',
    sidebar: ['Calendário', 'Chat', 'Fórum', 'Trilha', 'Avaliações', 'Configurações', 'Fale conosco', 'Sair'],
  },
} satisfies Record<string, DemoUser>;

/** Fills the login form as a person would: typing the code lets the mask do its work. */
export async function fillLogin(page: Page, login: string, password: string) {
  await page.goto('/login');
  const code = page.getByLabel('Código de usuário');
  await code.click();
  await code.pressSequentially(login.replace('-', '').toLowerCase());
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export async function signIn(page: Page, user: DemoUser) {
  await fillLogin(page, user.login, user.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: `Bem-vindo(a), ${user.name}` })).toBeVisible();
}

export function sidebar(page: Page, name = 'Menu principal') {
  return page.getByRole('navigation', { name });
}

export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}
