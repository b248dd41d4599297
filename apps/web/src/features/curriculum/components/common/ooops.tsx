import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { openDialogs } from '../../../../app/components/dialogs';

/** The 'Ooops!' alert of the path and chapter forms (1-authoring §5), above their dialog. */
export function OoopsModal({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation('curriculum');
  return (
    <Modal opened={message !== null} onClose={onClose} title={t('alerts.ooops')} zIndex={400} size="sm">
      <Stack gap="md">
        <Text role="alert">{message}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('common.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The 'Ooops!' alert on its own (no dialog below it): the 51st chapter. */
export function alertOoops(t: TFunction, message: string): void {
  void openDialogs().then((modals) =>
    modals.open({
      title: t('alerts.ooops', { ns: 'curriculum' }),
      children: <Text role="alert">{message}</Text>,
    }),
  );
}
