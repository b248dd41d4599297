import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
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

/** Signs in through the login form, as a person does, and waits for the home page. */
export async function signInWithForm(page: Page, user: Pick<DemoUser, 'login' | 'password' | 'name'>) {
  await fillLogin(page, user.login, user.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: `Bem-vindo(a), ${user.name}` })).toBeVisible();
}

/**
 * Where the setup project (auth.setup.ts) keeps each demo user's signed-in browser state: beside the
 * run's own app data directory (playwright.config.ts), so a state never outlives its database.
 */
export function storageStateOf(login: string): string {
  const dir = path.join(process.env.E2E_DATA_DIR ?? 'test-results', 'e2e-auth');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${login}.json`);
}

interface StoredState {
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/**
 * Opens /home signed in as `user`: from the session the setup project stored for a demo user (no
 * typing, no password check), or through the login form for anyone else. The stored session is put
 * in place once per tab, so a test that signs out stays signed out.
 */
export async function signIn(page: Page, user: Pick<DemoUser, 'login' | 'password' | 'name'>) {
  const file = storageStateOf(user.login);
  if (!existsSync(file)) {
    await signInWithForm(page, user);
    return;
  }
  const state = JSON.parse(readFileSync(file, 'utf8')) as StoredState;
  const items = state.origins.flatMap((origin) => origin.localStorage);
  await page.context().addInitScript((entries) => {
    if (sessionStorage.getItem('e2e:stored-session')) return;
    sessionStorage.setItem('e2e:stored-session', '1');
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, items);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: `Bem-vindo(a), ${user.name}` })).toBeVisible();
}

export function sidebar(page: Page, name = 'Menu principal') {
  return page.getByRole('navigation', { name });
}

export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  // JPEG in the report: Chromium encodes a full laptop page in 30-45 ms as JPEG against 120-210 ms as PNG, and a
  // run takes some 150 of them. SCREENSHOTS_DIR=/tmp/shots keeps PNG files too, to look at the screens without the report.
  const png = Boolean(process.env.SCREENSHOTS_DIR);
  const body = await page.screenshot(png ? { fullPage: true } : { fullPage: true, type: 'jpeg', quality: 85 });
  await testInfo.attach(name, { body, contentType: png ? 'image/png' : 'image/jpeg' });
  if (process.env.SCREENSHOTS_DIR) {
    await mkdir(process.env.SCREENSHOTS_DIR, { recursive: true });
    await writeFile(path.join(process.env.SCREENSHOTS_DIR, `${name}-${testInfo.project.name}.png`), body);
  }
}
