// `npm run create-master -- --login REMT-0001 --name "Nome" --password "..."`: the first Master
// user of a production database (SEED_DEMO=false), with the network's school (id 1).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { hashPassword } from '../lib/passwords';
import { bseEscola, bseUsuario } from '../db/schema';
import { schoolCode } from './demo';
import { seedReference } from './reference';

const { values } = parseArgs({
  options: {
    login: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
    school: { type: 'string', default: 'Rede Portal Escolar' },
    prefix: { type: 'string', default: 'RE' },
  },
});

const password = values.password ?? process.env.MASTER_PASSWORD;
const prefix = values.prefix.toUpperCase();
const login = (values.login ?? `${prefix}MT-0001`).toUpperCase();
const problems = [
  !/^[A-Z]{2}$/.test(prefix) && '--prefix: 2 letras maiúsculas',
  !/^[A-Z]{4}-\d{4}$/.test(login) && '--login: formato XXXX-NNNN',
  (!values.name || values.name.trim().length < 3) && '--name: pelo menos 3 caracteres',
  (!password || password.length < 8) && '--password (ou MASTER_PASSWORD): pelo menos 8 caracteres',
].filter(Boolean);
if (problems.length > 0) {
  console.error(`Não foi possível criar o Master:\n  ${problems.join('\n  ')}`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pgdata') });
try {
  await seedReference(database.db, config.uploadsDir);
  await database.db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: bseUsuario.codBseUsuario }).from(bseUsuario).where(eq(bseUsuario.cstLogin, login));
    if (taken) throw new Error(`O login ${login} já existe.`);
    let [school] = await tx.select({ id: bseEscola.codBseEscola }).from(bseEscola).where(eq(bseEscola.codBseEscola, 1));
    if (!school) {
      [school] = await tx
        .insert(bseEscola)
        .values({ codBseEscola: 1, nomEscola: values.school, cstTxtPrefixoLogin: prefix, cstCodigo: schoolCode() })
        .returning({ id: bseEscola.codBseEscola });
      await tx.execute(
        `select setval(pg_get_serial_sequence('bse_escola', 'cod_bse_escola'), greatest((select max(cod_bse_escola) from bse_escola), 1))`,
      );
    }
    await tx.insert(bseUsuario).values({
      cstLogin: login,
      nomUsuario: values.name!.trim(),
      txtSenha: await hashPassword(password!),
      codBsePerfil: 1,
      codBseEscola: school!.id,
    });
  });
  console.log(`Master ${login} criado.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
