// `npm run restore -- FILE [--yes]`: the STOPPED installation (DATA_DIR, and DATABASE_URL when set)
// brought back to the state of a backup made by `npm run backup`.
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { OperationError } from './postgres-tools';
import { restoreBackup } from './restore';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { yes: { type: 'boolean', short: 'y' } } });
if (positionals.length !== 1) {
  console.error('Uso: npm run restore -- arquivo.tar [--yes]');
  process.exit(2);
}
// `npm run restore FILE --yes` leaves --yes to npm, which hands it on as npm_config_yes.
const yes = values.yes === true || process.env.npm_config_yes === 'true';
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);

async function confirm(summary: string): Promise<boolean> {
  console.log(summary);
  if (yes) return true;
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await terminal.question('Isto substitui todo o banco e os arquivos enviados. Continuar? (s/N) ');
    return /^\s*s(im)?\s*$/i.test(answer);
  } catch {
    return false;
  } finally {
    terminal.close();
  }
}

try {
  const config = loadConfig();
  const result = await restoreBackup({ dataDir: config.dataDir, uploadsDir: config.uploadsDir, databaseUrl: config.databaseUrl }, file, {
    confirm,
    log: (line) => console.log(line),
  });
  if (result.cancelled) {
    console.error('Restauração cancelada: nada foi alterado.');
    process.exitCode = 1;
  } else {
    console.log('Restauração concluída. Inicie o servidor (npm start) com a mesma configuração.');
  }
} catch (error) {
  console.error(
    error instanceof OperationError ? error.message : `A restauração falhou: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
}
