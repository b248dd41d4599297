import { Alert, Anchor, Box, Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { GuardianSummaryBody, type GuardianSummaryDto } from '@portal/shared/guardians';
import { useTranslation } from 'react-i18next';
import { useErrorText, useFieldErrors, useMessage } from '../../../app/api/errors';
import { useChangeSummary, useSummary } from '../api/summary';
import { InfoCard } from './InfoCard';

/** 'Resumo semanal': the week's summary at its private address, and by e-mail each week when the school sends e-mail. */
export function SummaryCard() {
  const { t } = useTranslation('guardians');
  const errorText = useErrorText();
  const summary = useSummary();
  return (
    <InfoCard title={t('summary.title')} testId="guardian-summary">
      {summary.isError ? (
        <Alert color="red" role="alert">
          {errorText(summary.error)}
        </Alert>
      ) : !summary.data ? (
        <Text c="dimmed">{t('home.loading')}</Text>
      ) : (
        <SummaryForm summary={summary.data} />
      )}
    </InfoCard>
  );
}

function SummaryForm({ summary }: { summary: GuardianSummaryDto }) {
  const { t } = useTranslation('guardians');
  const message = useMessage();
  const fieldErrors = useFieldErrors();
  const errorText = useErrorText();
  const change = useChangeSummary();
  const form = useForm({
    mode: 'controlled',
    initialValues: { dscEmail: summary.dscEmail ?? '', envioSemanal: summary.envioSemanal },
    validate: zod4Resolver(GuardianSummaryBody, { errorPriority: 'first' }),
  });
  const emailError = form.errors.dscEmail;
  const submit = (values: { dscEmail: string; envioSemanal: boolean }) =>
    change.mutate(values, { onSuccess: () => form.resetDirty(values), onError: (error) => form.setErrors(fieldErrors(error)) });

  return (
    <Stack gap="sm">
      <Text>{t('summary.intro')}</Text>
      <Anchor href={summary.endereco} target="_blank" rel="noopener">
        {t('summary.open')}
      </Anchor>
      {summary.emailDisponivel ? (
        <Box component="form" onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="sm">
            <TextInput
              type="email"
              label={t('summary.email')}
              autoComplete="email"
              maxLength={200}
              {...form.getInputProps('dscEmail')}
              error={message(typeof emailError === 'string' ? emailError : undefined)}
            />
            <Switch label={t('summary.weekly')} {...form.getInputProps('envioSemanal', { type: 'checkbox' })} />
            {change.isError && !form.errors.dscEmail && (
              <Alert color="red" role="alert">
                {errorText(change.error)}
              </Alert>
            )}
            {change.isSuccess && !form.isDirty() && (
              <Text c="teal.8" role="status">
                {t('summary.saved')}
              </Text>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={change.isPending}>
                {t('summary.save')}
              </Button>
            </Group>
          </Stack>
        </Box>
      ) : (
        <Text c="dimmed">{t('summary.noEmail')}</Text>
      )}
    </Stack>
  );
}
