import type { ReportName } from '@portal/shared/reports';

/**
 * Which texts a chart's bars take: the report's own, or Frequência's by unit when its bars are units (the
 * answer says so in `graficoPor`).
 */
export type ChartTexts = ReportName | 'frequenciaUnidade';

export function chartTextsOf(name: ReportName, grouping: string | undefined): ChartTexts {
  return name === 'frequencia' && grouping === 'unidade' ? 'frequenciaUnidade' : name;
}
