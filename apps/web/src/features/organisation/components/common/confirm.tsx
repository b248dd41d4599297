import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';

/** A confirmation before an action, with Sim / Não (the documents' labels). */
export function confirmYesNo(t: TFunction, message: string, onConfirm: () => void, danger = false): void {
  modals.openConfirmModal({
    title: t('confirm.title', { ns: 'organisation' }),
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: t('common.yes', { ns: 'translation' }), cancel: t('common.no', { ns: 'translation' }) },
    confirmProps: danger ? { color: 'red.8' } : undefined,
    onConfirm,
  });
}
