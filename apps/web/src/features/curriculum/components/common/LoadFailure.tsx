import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../app/api/errors';

/**
 * A chapter, lesson or content list that could not be loaded (1-authoring §8): says why and offers
 * the reload the documents do on their own. A 401 never gets here: the shell ends the session.
 */
export function LoadFailure({ error }: { error: unknown }) {
  const { t } = useTranslation('curriculum');
  const errorText = useErrorText();
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('alerts.loadFailed')} role="alert">
      {errorText(error)}
      <Button mt="sm" display="block" variant="white" color="red" onClick={() => window.location.reload()}>
        {t('alerts.reload')}
      </Button>
    </Alert>
  );
}
