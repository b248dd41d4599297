import { useState } from 'react';
import { Button, Group, Paper, Radio, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { REPORTS, type ReportName } from '@portal/shared/reports';

/** /relatorio: the radio choice of the six reports; Confirmar opens the chosen one (§2 "Reports"). */
export function ReportsChoicePage() {
  const { t } = useTranslation('reports');
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<ReportName>('quantidade');
  return (
    <Stack gap="lg">
      <Title order={1}>{t('choose.title')}</Title>
      <Paper
        withBorder
        radius="md"
        p="lg"
        maw={640}
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(`/relatorio/${chosen}`);
        }}
      >
        <Stack gap="lg">
          <Radio.Group label={t('choose.legend')} value={chosen} onChange={(value) => setChosen(value)}>
            <Stack gap="sm" mt="sm">
              {REPORTS.map((report) => (
                <Radio key={report} value={report} label={t(`names.${report}`)} description={t(`hints.${report}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button type="submit">{t('choose.confirm')}</Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
