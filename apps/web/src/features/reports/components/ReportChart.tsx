import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { Paper, Table, Text, Title } from '@mantine/core';
import type { ReportName } from '@portal/shared/reports';
import { useTranslation } from 'react-i18next';
import type { ChartTexts } from './chartTexts';

export interface ChartPoint {
  rotulo: string;
  valor: number;
}

interface Props {
  name: ReportName;
  /** The caption's texts (the report's name unless chartTextsOf says otherwise). */
  texts?: ChartTexts;
  title: string;
  series: string;
  points: ChartPoint[];
}

/**
 * The value axis of each report's chart: counts of students, sign-ins and chapters are whole numbers (no 0,5
 * tick); a chapter evaluation is answered from 1 to 5, so its axis is that scale, whatever the averages; a
 * share of present days is a percentage, its axis 0 to 100.
 */
export function valueAxisOf(name: ReportName): { allowDecimals?: boolean; domain?: [number, number]; ticks?: number[] } {
  if (name === 'avaliacaoTrilha') return { allowDecimals: false, domain: [0, 5], ticks: [0, 1, 2, 3, 4, 5] };
  if (name === 'frequencia') return { allowDecimals: false, domain: [0, 100], ticks: [0, 25, 50, 75, 100] };
  if (name === 'notas') return {};
  return { allowDecimals: false };
}

/**
 * A report's chart over the whole filter (recharts through Mantine's BarChart). The picture is hidden
 * from screen readers: a sentence sums it up and the same figures are a table under 'Ver os dados'.
 */
export default function ReportChart({ name, texts = name, title, series, points }: Props) {
  const { t, i18n } = useTranslation('reports');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const values = points.map((p) => p.valor);
  const max = values.length > 0 ? Math.max(...values) : 0;
  const min = values.length > 0 ? Math.min(...values) : 0;
  return (
    <Paper withBorder radius="md" p="md" component="figure" m={0} aria-labelledby="report-chart-title">
      <Title order={2} size="h4" id="report-chart-title" mb="sm">
        {title}
      </Title>
      {points.length === 0 ? (
        <Text c="dimmed">{t('chart.empty')}</Text>
      ) : (
        <>
          <Text component="figcaption" size="sm" c="dimmed" mb="sm">
            {t(`chart.caption.${texts}`, {
              // The first noun agrees with the count of bars ('Um dia' / '3 dias'), the one after the maximum
              // with that number: the `max1` texts when it is exactly 1 ('com 1 acesso', not 'com 1 acessos');
              // the reports whose maximum is no count (grades) have none and keep their texts. Bars all alike
              // say their one value (`same`, `same1` when it is 1): '3 dias, com 2 acessos por dia', not 'de 2 a 2'.
              count: points.length,
              context: captionContext(points.length, min, max),
              min: number.format(min),
              max: number.format(max),
            })}
          </Text>
          <div aria-hidden>
            <BarChart
              h={260}
              data={points}
              dataKey="rotulo"
              series={[{ name: 'valor', label: series, color: 'indigo.6' }]}
              valueFormatter={(value) => number.format(value)}
              tickLine="y"
              yAxisProps={valueAxisOf(name)}
              maxBarWidth={64}
              // Hidden from screen readers (the summary and the table speak for it): no keyboard stop in it either.
              barChartProps={{ accessibilityLayer: false }}
            />
          </div>
          <details>
            <summary>{t('chart.data')}</summary>
            <Table mt="xs" striped aria-label={title}>
              <Table.Tbody>
                {points.map((p, i) => (
                  <Table.Tr key={`${p.rotulo}-${i}`}>
                    <Table.Th scope="row">{p.rotulo}</Table.Th>
                    <Table.Td>{number.format(p.valor)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </details>
        </>
      )}
    </Paper>
  );
}

/** Which caption text fits the bars: one or a range ('max1': the maximum is 1), or several bars all alike. */
function captionContext(bars: number, min: number, max: number): string | undefined {
  if (bars > 1 && min === max) return max === 1 ? 'same1' : 'same';
  return max === 1 ? 'max1' : undefined;
}
