import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../app/api/errors';
import { CenteredLoader } from '../../../app/components/CenteredLoader';
import { useMe } from '../../../app/session/me';
import { useChildren, useConsent } from '../api/children';
import { ChildrenView } from './ChildrenView';
import { ConsentTerm } from './ConsentTerm';
import { SummaryCard } from './SummaryCard';

/** The guardian's home (profile 8): the consent term until accepted, then each child's school life, read only. */
export function GuardianHomePage() {
  const { t } = useTranslation('guardians');
  const errorText = useErrorText();
  const { data: me } = useMe();
  const consent = useConsent();
  const accepted = Boolean(consent.data?.datAceite);
  const children = useChildren(accepted);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('home.title')}</Title>
        {me && <Text c="dimmed">{t('home.greeting', { name: me.nomUsuario })}</Text>}
      </div>
      {consent.isError ? (
        <Alert color="red" role="alert">
          {errorText(consent.error)}
        </Alert>
      ) : !consent.data ? (
        <CenteredLoader label={t('home.loading')} />
      ) : !accepted ? (
        <ConsentTerm consent={consent.data} />
      ) : children.isError ? (
        <Alert color="red" role="alert">
          {errorText(children.error)}
        </Alert>
      ) : !children.data ? (
        <CenteredLoader label={t('home.loading')} />
      ) : (
        <>
          <ChildrenView items={children.data} />
          <SummaryCard />
        </>
      )}
    </Stack>
  );
}
