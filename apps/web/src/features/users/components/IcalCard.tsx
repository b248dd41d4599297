import { Alert, Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications/store';
import { IconCopy, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../app/api/errors';
import { confirmYesNo } from '../../../app/components/confirm';
import { useIcalAddress, useRenewIcalAddress } from '../api/settings';

/** The private iCal address of the user's calendar (issue 13): copy it into a calendar app, or renew it. */
export function IcalCard() {
  const { t } = useTranslation('users');
  const errorText = useErrorText();
  const address = useIcalAddress(true);
  const renew = useRenewIcalAddress();
  const url = address.data ? `${window.location.origin}${address.data.caminho}` : '';

  const askRenew = () =>
    confirmYesNo({
      question: t('ical.renewQuestion'),
      detail: t('ical.renewDetail'),
      danger: true,
      onConfirm: () =>
        renew.mutate(undefined, {
          onSuccess: () => notifications.show({ color: 'teal', message: t('ical.renewed') }),
          onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
        }),
    });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="ical-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="ical-title">
          {t('ical.title')}
        </Title>
        <Text size="sm">{t('ical.text')}</Text>
        {address.isError ? (
          <Alert color="red" role="alert">
            {errorText(address.error)}
          </Alert>
        ) : (
          <TextInput label={t('ical.label')} value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
        )}
        <Group gap="sm">
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                leftSection={<IconCopy size={18} aria-hidden />}
                disabled={!url}
                onClick={() => {
                  copy();
                  notifications.show({ color: 'teal', message: t('ical.copied') });
                }}
              >
                {copied ? t('ical.copied') : t('ical.copy')}
              </Button>
            )}
          </CopyButton>
          <Button
            variant="default"
            color="red.8"
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={askRenew}
            loading={renew.isPending}
          >
            {t('ical.renew')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
