import { ATTENDANCE_MINIMUM } from '@portal/shared/attendance';
import { GUARDIAN_EVENT_DAYS, type ChildDto } from '@portal/shared/guardians';
import { escapeHtml } from '../../lib/html';

/*
 * The weekly summary as a guardian reads it, in Portuguese (the network's language): plain text for the e-mail's text
 * part, and the same lines as a small HTML page (its private address, and the e-mail's HTML part).
 */

const number = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
/** `2026-12-09` -> `09/12/2026`. */
const dayPt = (day: string) => day.split('-').reverse().join('/');

/** A list of a child's section: its heading and its items (or the one line saying it is empty). */
interface SummaryList {
  heading: string;
  items: string[];
}

export interface SummarySection {
  title: string;
  /** Lines a reader should notice (late work, attendance under the minimum). */
  warnings: string[];
  /** The class, the path and attendance, a line each. */
  facts: string[];
  lists: SummaryList[];
}

const listOf = (heading: string, items: string[], none: string): SummaryList => ({ heading, items: items.length > 0 ? items : [none] });

/** Each child's section: the class, the path, attendance, what is due, the grades and the class's events. */
export function summarySections(children: ChildDto[]): SummarySection[] {
  return children.map((child) => {
    const { progresso: p, frequencia: f } = child;
    const warnings: string[] = [];
    if (f.dias > 0 && f.percentual < ATTENDANCE_MINIMUM) warnings.push(`Frequência abaixo de ${ATTENDANCE_MINIMUM}%.`);
    const late = child.pendencias.filter((a) => a.atrasada).length;
    if (late > 0) warnings.push(late === 1 ? '1 atividade atrasada.' : `${late} atividades atrasadas.`);
    const facts = [
      [child.nomTurma, child.nomEscola].filter(Boolean).join(' · '),
      p.nomLivro
        ? `Trilha ${p.nomLivro}: ${p.concluidos} de ${p.total} itens feitos, ${p.estrelas} estrelas`
        : 'A turma não tem trilha ativa.',
      `Frequência: ${number.format(f.percentual)}% (${f.faltas} ${f.faltas === 1 ? 'falta' : 'faltas'} em ${f.dias} ${f.dias === 1 ? 'dia' : 'dias'} de aula)`,
    ];
    const lists = [
      listOf(
        'Para fazer:',
        child.pendencias.map(
          (a) => `${a.nomAtividade}${a.datEntrega ? ` — entrega em ${dayPt(a.datEntrega)}` : ''}${a.atrasada ? ' (atrasada)' : ''}`,
        ),
        'Nenhuma atividade pendente.',
      ),
      listOf(
        'Notas:',
        child.notas.map((g) => `${g.nomAtividade}: ${number.format(g.nota)} de ${number.format(g.notaMaxima)}`),
        'Nenhuma nota ainda.',
      ),
      listOf(
        'Eventos da turma:',
        child.eventos.map((e) => `${dayPt(e.datEvento)} — ${e.dscTitulo}`),
        `Nenhum evento nos próximos ${GUARDIAN_EVENT_DAYS} dias.`,
      ),
    ];
    return { title: child.nomUsuario, warnings, facts, lists };
  });
}

const greeting = (guardianName: string) => `Olá, ${guardianName}. Este é o resumo da semana no Portal Escolar.`;

export function summaryText(guardianName: string, children: ChildDto[], stopUrl: string): string {
  const body = summarySections(children).flatMap((s) => [
    s.title,
    ...s.warnings.map((w) => `Atenção: ${w}`),
    ...s.facts,
    ...s.lists.flatMap((list) => [list.heading, ...list.items.map((item) => `  ${item}`)]),
    '',
  ]);
  return [greeting(guardianName), '', ...body, `Para não receber mais este resumo: ${stopUrl}`, ''].join('\n');
}

/** A whole HTML page (lang pt-BR, readable on a phone) around paragraphs and sections. */
export function htmlPage(title: string, content: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:0 auto;padding:1rem;line-height:1.5;color:#1a1b1e}h1{font-size:1.4rem}h2{font-size:1.15rem;margin-top:1.5rem}.warn{color:#a61e4d;font-weight:600}ul{padding-left:1.2rem}button{font:inherit;padding:.5rem 1rem}</style></head><body>${content}</body></html>`;
}

export const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

export function summaryHtml(guardianName: string, children: ChildDto[], stopUrl: string): string {
  const sections = summarySections(children)
    .map(
      (s) =>
        `<section><h2>${escapeHtml(s.title)}</h2>${s.warnings.map((w) => `<p class="warn">${escapeHtml(w)}</p>`).join('')}` +
        s.facts.map(paragraph).join('') +
        s.lists
          .map((list) => `${paragraph(list.heading)}<ul>${list.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`)
          .join('') +
        '</section>',
    )
    .join('');
  return htmlPage(
    'Resumo da semana',
    `<h1>Resumo da semana</h1>${paragraph(greeting(guardianName))}${sections}<p><a href="${escapeHtml(stopUrl)}">Não receber mais este resumo</a></p>`,
  );
}
