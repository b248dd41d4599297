import type { UserDto } from '@portal/shared/users';
import { escapeHtml } from '../../lib/html';
import { PERSONAL_DATA } from './personal-data.catalogue';

/** LEIA-ME.html: what the export is, and what each of its files holds, with its count of records. */
export function exportSummaryHtml(user: Pick<UserDto, 'nomUsuario' | 'cstLogin'>, counts: Map<string, number>, at = new Date()): string {
  const rows = PERSONAL_DATA.map(
    (kind) =>
      `<tr><td><code>${kind.file}.json</code></td><td>${escapeHtml(kind.description)}</td><td>${counts.get(kind.file) ?? 0}</td></tr>`,
  ).join('');
  const when = at.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dados de ${escapeHtml(user.nomUsuario)}</title><style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:0 auto;padding:1rem;line-height:1.5}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}</style></head><body><h1>Dados de ${escapeHtml(user.nomUsuario)} (${escapeHtml(user.cstLogin)})</h1><p>Tudo o que o Portal Escolar guarda sobre esta pessoa, exportado em ${escapeHtml(when)} a pedido da escola (Lei Geral de Proteção de Dados, art. 18). Cada arquivo .json traz uma lista de registros, com os nomes das colunas do banco de dados; a pasta fotos traz a foto do cadastro, quando houver. Senhas e endereços privados nunca são exportados.</p><table><thead><tr><th>Arquivo</th><th>O que contém</th><th>Registros</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
}
