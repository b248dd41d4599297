import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { closeButtonProps } from './closeLabel';

/** A Sim/Não confirmation (1-authoring §8) whose question is the dialog's title. */
export function confirmYesNo(t: TFunction, question: string, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: question,
    labels: { confirm: t('common.yes', { ns: 'translation' }), cancel: t('common.no', { ns: 'translation' }) },
    confirmProps: { color: 'red.8', 'data-autofocus': true },
    closeButtonProps: closeButtonProps(),
    onConfirm,
  });
}

/** Above another dialog (which must not close on the same Escape): the Sim/Não question. */
export function YesNoModal({ question, opened, onYes, onNo }: { question: string; opened: boolean; onYes: () => void; onNo: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onNo} title={question} zIndex={400} size="sm" closeButtonProps={closeButtonProps()}>
      <Group justify="flex-end">
        <Button variant="default" onClick={onNo}>
          {t('common.no')}
        </Button>
        <Button color="red.8" onClick={onYes} data-autofocus>
          {t('common.yes')}
        </Button>
      </Group>
    </Modal>
  );
}

/** The 'Ooops!' alert of the path and chapter forms (1-authoring §5), above their dialog. */
export function OoopsModal({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation('curriculum');
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title={t('alerts.ooops')}
      zIndex={400}
      size="sm"
      closeButtonProps={closeButtonProps()}
    >
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
  modals.open({
    title: t('alerts.ooops', { ns: 'curriculum' }),
    closeButtonProps: closeButtonProps(),
    children: <Text role="alert">{message}</Text>,
  });
}
