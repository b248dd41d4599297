import { ATTENDANCE_MINIMUM } from '@portal/shared/attendance';
import { GUARDIAN_EVENT_DAYS, type ChildDto } from '@portal/shared/guardians';

/*
 * The weekly summary as a guardian reads it, in Portuguese (the network's language): plain text for the e-mail's text
 * part, and the same lines as a small HTML page (its private address, and the e-mail's HTML part).
 */

const number = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
/** `2026-12-09` -> `09/12/2026`. */
const dayPt = (day: string) => day.split('-').reverse().join('/');

export interface SummarySection {
  title: string;
  lines: string[];
  /** Lines a reader should notice (late work, attendance under the minimum). */
  warnings: string[];
}

/** Each child's section: the class, the path, attendance, what is due, the grades and the class's events. */
export function summarySections(children: ChildDto[]): SummarySection[] {
  return children.map((child) => {
    const { progresso: p, frequencia: f } = child;
    const warnings: string[] = [];
    const attendance = `Frequência: ${number.format(f.percentual)}% (${f.faltas} ${f.faltas === 1 ? 'falta' : 'faltas'} em ${f.dias} ${f.dias === 1 ? 'dia' : 'dias'} de aula)`;
    if (f.dias > 0 && f.percentual < ATTENDANCE_MINIMUM) warnings.push(`Frequência abaixo de ${ATTENDANCE_MINIMUM}%.`);
    const late = child.pendencias.filter((a) => a.atrasada).length;
    if (late > 0) warnings.push(late === 1 ? '1 atividade atrasada.' : `${late} atividades atrasadas.`);
    const lines = [
      [child.nomTurma, child.nomEscola].filter(Boolean).join(' · '),
      p.nomLivro
        ? `Trilha ${p.nomLivro}: ${p.concluidos} de ${p.total} itens feitos, ${p.estrelas} estrelas`
        : 'A turma não tem trilha ativa.',
      attendance,
      'Para fazer:',
      ...(child.pendencias.length === 0
        ? ['  Nenhuma atividade pendente.']
        : child.pendencias.map(
            (a) => `  ${a.nomAtividade}${a.datEntrega ? ` — entrega em ${dayPt(a.datEntrega)}` : ''}${a.atrasada ? ' (atrasada)' : ''}`,
          )),
      'Notas:',
      ...(child.notas.length === 0
        ? ['  Nenhuma nota ainda.']
        : child.notas.map((g) => `  ${g.nomAtividade}: ${number.format(g.nota)} de ${number.format(g.notaMaxima)}`)),
      'Eventos da turma:',
      ...(child.eventos.length === 0
        ? [`  Nenhum evento nos próximos ${GUARDIAN_EVENT_DAYS} dias.`]
        : child.eventos.map((e) => `  ${dayPt(e.datEvento)} — ${e.dscTitulo}`)),
    ];
    return { title: child.nomUsuario, lines, warnings };
  });
}

export function summaryText(guardianName: string, children: ChildDto[], stopUrl: string): string {
  const body = summarySections(children).flatMap((s) => [s.title, ...s.warnings.map((w) => `Atenção: ${w}`), ...s.lines, '']);
  return [
    `Olá, ${guardianName}. Este é o resumo da semana no Portal Escolar.`,
    '',
    ...body,
    `Para não receber mais este resumo: ${stopUrl}`,
    '',
  ].join('\n');
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/** A whole HTML page (lang pt-BR, readable on a phone) around paragraphs and sections. */
export function htmlPage(title: string, content: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:0 auto;padding:1rem;line-height:1.5;color:#1a1b1e}h1{font-size:1.4rem}h2{font-size:1.15rem;margin-top:1.5rem}.warn{color:#a61e4d;font-weight:600}ul{padding-left:1.2rem}button{font:inherit;padding:.5rem 1rem}</style></head><body>${content}</body></html>`;
}

export const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

export function summaryHtml(guardianName: string, children: ChildDto[], stopUrl: string): string {
  const sections = summarySections(children)
    .map((s) => {
      const items = s.lines.map((line) =>
        line.startsWith('  ') ? `<li>${escapeHtml(line.trim())}</li>` : `</ul><p>${escapeHtml(line)}</p><ul>`,
      );
      return `<section><h2>${escapeHtml(s.title)}</h2>${s.warnings.map((w) => `<p class="warn">${escapeHtml(w)}</p>`).join('')}<ul>${items.join('')}</ul></section>`;
    })
    .join('')
    .replaceAll('<ul></ul>', '');
  return htmlPage(
    'Resumo da semana',
    `<h1>Resumo da semana</h1>${paragraph(`Olá, ${guardianName}. Este é o resumo da semana no Portal Escolar.`)}${sections}<p><a href="${escapeHtml(stopUrl)}">Não receber mais este resumo</a></p>`,
  );
}
