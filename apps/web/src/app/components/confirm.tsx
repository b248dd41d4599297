import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import i18n from '../../i18n';
import { openDialogs } from './dialogs';
import { hideFormErrors } from './formErrorsNotice';

export interface YesNoOptions {
  /** The question: the dialog's title, hence its accessible name ('Deseja deletar essa trilha?'). */
  question: string;
  /** A line under the question (who is deleted, what follows). */
  detail?: ReactNode;
  /** A destructive action: a red 'Sim', and the focus starts on 'Não' (the least destructive answer). */
  danger?: boolean;
  /** Above another open dialog (which then turns its own Escape off while this one is open). */
  zIndex?: number;
  onConfirm: () => void;
  /** 'Não', the close button, Escape or a click outside: anything but 'Sim'. */
  onCancel?: () => void;
}

/**
 * The one Sim/Não confirmation of the web app (1-authoring §8, 2-access "Confirmations before action").
 * The focus lands on a named button, never on the icon-only close button (which is named too, by the
 * theme's Modal default: axe button-name).
 */
export function confirmYesNo({ question, detail, danger = false, zIndex, onConfirm, onCancel }: YesNoOptions): void {
  let confirmed = false;
  // A form's 'Existem erros de preenchimento.' is over once it asks to go on: the notice (top right, above
  // the dialogs) would otherwise sit on the question, over the dialog's title on a phone.
  hideFormErrors();
  void openDialogs().then((modals) =>
    modals.openConfirmModal({
      title: question,
      children: detail === undefined ? undefined : <Text size="sm">{detail}</Text>,
      labels: { confirm: i18n.t('common.yes'), cancel: i18n.t('common.no') },
      cancelProps: danger ? { 'data-autofocus': true } : undefined,
      confirmProps: danger ? { color: 'red.8' } : { 'data-autofocus': true },
      zIndex,
      onConfirm: () => {
        confirmed = true;
        onConfirm();
      },
      // Mantine calls onClose after every way out (Sim, Não, close button, Escape, outside click).
      onClose: () => {
        if (!confirmed) onCancel?.();
      },
    }),
  );
}
