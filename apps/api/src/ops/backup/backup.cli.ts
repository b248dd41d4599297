// `npm run backup [-- FILE_OR_FOLDER]`: the whole database and the uploaded files in one file
// (DATA_DIR/backups/portal-escolar-<time>.tar by default). Runs while the server runs, or not.
import { readdirSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import type { LiveCopyReport } from '../../db/pglite-copy';
import { takeBackup } from './backup';
import { describeManifest } from './restore';
import { OperationError } from './postgres-tools';

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
if (positionals.length > 1) {
  console.error('Uso: npm run backup [-- arquivo.tar ou pasta]');
  process.exit(2);
}

/**
 * Not in a hurry: the running server's requests come first on the processor. On Linux a priority is
 * each thread's own, and V8's compiler threads start with the process: every thread of it is lowered
 * (threads started later, pg_dump included, inherit it).
 */
function lowerPriority(): void {
  const low = os.constants.priority.PRIORITY_BELOW_NORMAL;
  try {
    const threads = process.platform === 'linux' ? readdirSync('/proc/self/task').map(Number) : [0];
    for (const thread of threads) os.setPriority(thread, low);
  } catch {
    // Not allowed here: the backup runs at the usual priority.
  }
}

/** How the running server copied its database: most of it while it served, the rest in one short pause. */
function describeLiveCopy(copy: LiveCopyReport): string {
  const mb = (bytes: number) => (bytes / 1_048_576).toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  return (
    `Banco copiado com o servidor atendendo: ${copy.copiedFiles} arquivos (${mb(copy.copiedBytes)} MB) em ${copy.passes} passagem(ns); ` +
    `as consultas esperaram ${Math.round(copy.heldMs)} ms pela última, de ${copy.heldFiles} arquivos (${mb(copy.heldBytes)} MB).`
  );
}

lowerPriority();

try {
  const config = loadConfig();
  const result = await takeBackup(
    { dataDir: config.dataDir, uploadsDir: config.uploadsDir, databaseUrl: config.databaseUrl },
    positionals[0],
  );
  const how = { server: 'pelo servidor em funcionamento', 'data-dir': 'direto do banco embutido', pg_dump: 'com pg_dump' }[result.via];
  console.log(`Cópia de segurança gravada: ${result.file} (${result.bytes} bytes; banco lido ${how}).`);
  if (result.liveCopy) console.log(describeLiveCopy(result.liveCopy));
  console.log(describeManifest(result.manifest));
  if (result.notRecorded) console.warn(`Aviso: a cópia não foi anotada no banco (${result.notRecorded}).`);
  console.log('Guarde este arquivo fora desta máquina: ele contém dados pessoais e as senhas (cifradas) de todos os usuários.');
} catch (error) {
  console.error(
    error instanceof OperationError
      ? error.message
      : `A cópia de segurança falhou: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
}
