import { Alert, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AccountDto } from '@portal/shared/auth';
import { PROFILE } from '@portal/shared/common/profiles';
import type { ReportFilter } from '@portal/shared/reports';
import { useErrorText } from '../../../app/api/errors';
import { CenteredLoader } from '../../../app/components/CenteredLoader';
import { useQuantityTotals } from '../api/reports';

const FIGURES = ['total_escolas', 'total_unidades', 'total_turmas', 'total_alunos'] as const;

/**
 * The Quantidade summary (§2): the Master's overall totals (or the chosen school's and unit's), the
 * Gestor's manager summary and the Diretor's or Coordenador's director summary, each with its notice.
 */
export function QuantitySummary({ me, filter }: { me: AccountDto; filter: ReportFilter }) {
  const { t } = useTranslation('reports');
  const errorText = useErrorText();
  const kind =
    me.codBsePerfil === PROFILE.GESTOR
      ? 'gestor'
      : me.codBsePerfil === PROFILE.MASTER
        ? filter.codBseUnidade
          ? 'diretor'
          : filter.codBseEscola
            ? 'gestor'
            : 'geral'
        : 'diretor';
  const totals = useQuantityTotals(kind, filter);
  const notice =
    me.codBsePerfil === PROFILE.MASTER
      ? t('summary.overall')
      : me.codBsePerfil === PROFILE.GESTOR
        ? t('summary.manager')
        : t('summary.director');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('summary.tableLabel')}>
      <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} mb="md">
        {notice}
      </Alert>
      {totals.isError ? (
        <Alert color="red" role="alert">
          {errorText(totals.error)}
        </Alert>
      ) : !totals.data ? (
        <CenteredLoader label={t('table.loading')} />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl" m={0}>
          {FIGURES.map((figure) => (
            <div key={figure}>
              <Text component="dt" size="sm" c="dimmed">
                {t(`summary.${figure}`)}
              </Text>
              <Text component="dd" m={0} fw={700} fz="xl" data-testid={figure}>
                {totals.data[figure]}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}
