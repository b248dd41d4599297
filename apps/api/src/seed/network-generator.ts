/**
 * A network-scale data set for benchmarks: schools, units, classes and ~100,000 users, generated
 * by the database itself (set-based INSERT … SELECT over generate_series, one statement per kind),
 * so 100,000 users take seconds, not the hours argon2 would need: every generated user shares ONE
 * precomputed argon2id hash (password `Rede@2026`). Never run it on a production database.
 *
 *   node --import tsx apps/api/src/seed/network-generator.ts            # DATA_DIR (PGlite) or DATABASE_URL, as the server
 *   NETWORK_STUDENTS_PER_CLASS=10 node --import tsx apps/api/src/seed/network-generator.ts
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { generateAnswers } from './answers-generator';
import { generateReportFacts } from './report-facts-generator';
import { loadConfig } from '../config';
import { type Db, openDatabase } from '../db/client';
import { hashPassword } from '../lib/passwords';
import { seedDemo } from './demo';

export interface NetworkSize {
  schools: number;
  unitsPerSchool: number;
  classesPerUnit: number;
  studentsPerClass: number;
  /** Professores per unit, each teaching two classes of it. */
  teachersPerUnit: number;
}

/** 20 schools × 5 units × 20 classes × 50 students = 100,000 students, plus 1,220 staff. */
export const DEFAULT_NETWORK: NetworkSize = {
  schools: 20,
  unitsPerSchool: 5,
  classesPerUnit: 20,
  studentsPerClass: 50,
  teachersPerUnit: 10,
};
export const GENERATED_PASSWORD = 'Rede@2026';

const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Daniel',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Heitor',
  'Isabela',
  'João',
  'Larissa',
  'Miguel',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
  'Sofia',
  'Thiago',
  'Valentina',
  'Yuri',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Lima',
  'Pereira',
  'Costa',
  'Rodrigues',
  'Almeida',
  'Nascimento',
  'Carvalho',
  'Araújo',
  'Ribeiro',
  'Martins',
  'Rocha',
  'Barbosa',
  'Gomes',
  'Teixeira',
  'Freitas',
  'Mendes',
];

const textArray = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);
/** A name from the two lists, spread by `n`. */
const nameOf = (n: SqlText) =>
  sql`(${textArray(FIRST)})[1 + (${n}) % ${FIRST.length}] || ' ' || (${textArray(LAST)})[1 + ((${n}) / ${FIRST.length}) % ${LAST.length}] || ' ' || (${textArray(LAST)})[1 + ((${n}) / 7) % ${LAST.length}]`;
type SqlText = ReturnType<typeof sql>;

async function one(db: Db, query: SqlText): Promise<number> {
  const result = (await db.execute(query)) as { rows: { n: number | string | null }[] };
  return Number(result.rows[0]?.n ?? 0);
}

export interface GeneratedNetwork {
  schools: number;
  units: number;
  classes: number;
  users: number;
  ms: number;
}

/** Adds a generated network beside whatever exists (the demo network stays as it is), in one transaction. */
export async function generateNetwork(db: Db, size: NetworkSize = DEFAULT_NETWORK): Promise<GeneratedNetwork> {
  const started = Date.now();
  const hash = await hashPassword(GENERATED_PASSWORD);
  const staff = 2 + size.teachersPerUnit;
  if (size.classesPerUnit * size.studentsPerClass + staff > 9999) throw new Error('more than 9,999 logins in one unit');
  await db.transaction(async (tx) => {
    const schoolFrom = await one(tx, sql`select coalesce(max(cod_bse_escola), 0) as n from bse_escola`);
    const unitFrom = await one(tx, sql`select coalesce(max(cod_bse_unidade), 0) as n from bse_unidade`);
    const classFrom = await one(tx, sql`select coalesce(max(cod_bse_turma), 0) as n from bse_turma`);
    // Schools: the free two-letter prefixes in order.
    await tx.execute(sql`
      insert into bse_escola (nom_escola, cst_txt_prefixo_login, cst_codigo)
      select 'Escola Rede ' || p, p, upper(substr(md5(p), 1, 6))
      from (select chr(65 + a) || chr(65 + b) as p from generate_series(0, 25) a, generate_series(0, 25) b) prefixes
      where p not in (select cst_txt_prefixo_login from bse_escola) and lower('Escola Rede ' || p) not in (select lower(nom_escola) from bse_escola)
      order by p limit ${size.schools}`);
    await tx.execute(sql`
      insert into bse_unidade (nom_unidade, cst_txt_prefixo_login, cod_bse_escola)
      select 'Unidade ' || chr(65 + k / 26) || chr(65 + k % 26), chr(65 + k / 26) || chr(65 + k % 26), e.cod_bse_escola
      from bse_escola e, generate_series(0, ${size.unitsPerSchool - 1}) k where e.cod_bse_escola > ${schoolFrom}`);
    await tx.execute(sql`
      insert into bse_turma (nom_turma, cod_bse_unidade)
      select 'Turma ' || lpad(c::text, 3, '0'), u.cod_bse_unidade
      from bse_unidade u, generate_series(1, ${size.classesPerUnit}) c where u.cod_bse_unidade > ${unitFrom}`);
    // A Gestor per school (login EEMT-0001).
    await tx.execute(sql`
      insert into bse_usuario (cst_login, nom_usuario, txt_senha, cod_bse_perfil, cod_bse_escola)
      select e.cst_txt_prefixo_login || 'MT-0001', 'Gestor ' || e.cst_txt_prefixo_login, ${hash}, 2, e.cod_bse_escola
      from bse_escola e where e.cod_bse_escola > ${schoolFrom}`);
    // Per unit: Diretor (0001), Coordenador (0002), Professores (0003…), each Professor in two classes.
    await tx.execute(sql`
      with units as (
        select u.cod_bse_unidade, u.cod_bse_escola, e.cst_txt_prefixo_login || u.cst_txt_prefixo_login as prefix
        from bse_unidade u join bse_escola e using (cod_bse_escola) where u.cod_bse_unidade > ${unitFrom}),
      src as (
        select prefix || '-' || lpad(s::text, 4, '0') as login, ${nameOf(sql`s * 31 + units.cod_bse_unidade`)} as nome,
          case s when 1 then 3 when 2 then 4 else 5 end as perfil, cod_bse_escola, cod_bse_unidade, s
        from units, generate_series(1, ${staff}) s),
      ins as (
        insert into bse_usuario (cst_login, nom_usuario, txt_senha, cod_bse_perfil, cod_bse_escola, cod_bse_unidade)
        select login, nome, ${hash}, perfil, cod_bse_escola, cod_bse_unidade from src
        returning cod_bse_usuario, cst_login)
      insert into bse_usuario_turma (cod_bse_usuario, cod_bse_turma, ind_atual)
      select ins.cod_bse_usuario, t.cod_bse_turma, case when k = 0 then 'S' else 'N' end
      from ins join src on src.login = ins.cst_login and src.perfil = 5,
        generate_series(0, 1) k,
        lateral (select cod_bse_turma from bse_turma where cod_bse_unidade = src.cod_bse_unidade
                 order by cod_bse_turma offset ((src.s - 3) * 2 + k) % ${size.classesPerUnit} limit 1) t`);
    // Students: each class's, with the unit's next sequences after the staff.
    await tx.execute(sql`
      with classes as (
        select t.cod_bse_turma, u.cod_bse_unidade, u.cod_bse_escola, e.cst_txt_prefixo_login || u.cst_txt_prefixo_login as prefix,
          row_number() over (partition by t.cod_bse_unidade order by t.cod_bse_turma) as pos
        from bse_turma t join bse_unidade u using (cod_bse_unidade) join bse_escola e on e.cod_bse_escola = u.cod_bse_escola
        where t.cod_bse_turma > ${classFrom}),
      src as (
        select prefix || '-' || lpad(((pos - 1) * ${size.studentsPerClass} + s + ${staff})::text, 4, '0') as login,
          ${nameOf(sql`(cod_bse_turma * ${size.studentsPerClass} + s) * 13`)} as nome, cod_bse_escola, cod_bse_unidade, cod_bse_turma
        from classes, generate_series(1, ${size.studentsPerClass}) s),
      ins as (
        insert into bse_usuario (cst_login, nom_usuario, txt_senha, cod_bse_perfil, cod_bse_escola, cod_bse_unidade)
        select login, nome, ${hash}, 6, cod_bse_escola, cod_bse_unidade from src
        returning cod_bse_usuario, cst_login)
      insert into bse_usuario_turma (cod_bse_usuario, cod_bse_turma, ind_atual)
      select ins.cod_bse_usuario, src.cod_bse_turma, 'S' from ins join src on src.login = ins.cst_login`);
  });
  // What autovacuum would have done by the time anyone lists users (PGlite has no autovacuum):
  // planner statistics and the visibility map that lets counts read the index alone.
  await db.execute(sql`vacuum analyze`);
  const count = (table: string) => one(db, sql.raw(`select count(*) as n from ${table}`));
  return {
    schools: await count('bse_escola'),
    units: await count('bse_unidade'),
    classes: await count('bse_turma'),
    users: await count('bse_usuario'),
    ms: Date.now() - started,
  };
}

function envInt(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** CLI: the demo network (when the database is new) plus a generated network, on DATABASE_URL or DATA_DIR. */
async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pgdata') });
  try {
    await seedDemo(database.db, config.uploadsDir);
    const result = await generateNetwork(database.db, {
      schools: envInt('NETWORK_SCHOOLS', DEFAULT_NETWORK.schools),
      unitsPerSchool: envInt('NETWORK_UNITS_PER_SCHOOL', DEFAULT_NETWORK.unitsPerSchool),
      classesPerUnit: envInt('NETWORK_CLASSES_PER_UNIT', DEFAULT_NETWORK.classesPerUnit),
      studentsPerClass: envInt('NETWORK_STUDENTS_PER_CLASS', DEFAULT_NETWORK.studentsPerClass),
      teachersPerUnit: envInt('NETWORK_TEACHERS_PER_UNIT', DEFAULT_NETWORK.teachersPerUnit),
    });
    // Issue 11's bench: NETWORK_ACTIVITIES activities answered by every student (25: 5,000,000 answers).
    const activities = envInt('NETWORK_ACTIVITIES', 0);
    const answers = activities > 0 ? await generateAnswers(database.db, activities) : {};
    // Issue 12's bench: NETWORK_REPORT_ACCESSES sign-ins per student (100: 10,000,000), grades, progress, evaluations.
    const accesses = envInt('NETWORK_REPORT_ACCESSES', 0);
    const facts = accesses > 0 ? await generateReportFacts(database.db, accesses) : {};
    console.log(JSON.stringify({ ...result, ...answers, ...facts, ms: Date.now() - started }));
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
