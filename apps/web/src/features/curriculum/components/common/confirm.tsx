import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';

/** A Sim/Não confirmation (1-authoring §8) whose question is the dialog's title. */
export function confirmYesNo(t: TFunction, question: string, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: question,
    labels: { confirm: t('common.yes', { ns: 'translation' }), cancel: t('common.no', { ns: 'translation' }) },
    confirmProps: { color: 'red.8', 'data-autofocus': true },
    onConfirm,
  });
}

/** The 'Ooops!' alert of the path and chapter forms (1-authoring §5). */
export function alertOoops(t: TFunction, message: string): void {
  modals.open({
    title: t('alerts.ooops', { ns: 'curriculum' }),
    children: <Text role="alert">{message}</Text>,
  });
}
