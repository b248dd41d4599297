import { Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSwitchHorizontal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AccountDto } from '@portal/shared/auth';
import { useErrorText } from '../api/errors';
import { confirmYesNo } from '../components/confirm';
import { useChangeCurrentClass } from '../session/classes';

/** The Professor's current-class switch: confirm, then PUT turmaAtual and refresh the top bar. */
export function ClassSwitch({ user }: { user: AccountDto }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const change = useChangeCurrentClass();

  const askChange = (value: string | null) => {
    const target = user.turmas.find((turma) => String(turma.codBseTurma) === value);
    if (!target || target.codBseTurma === user.codBseTurma) return;
    confirmYesNo({
      question: t('topbar.confirmClass', { name: target.nomTurma }),
      onConfirm: () =>
        change.mutate(target.codBseTurma, {
          onSuccess: (next) =>
            notifications.show({ color: 'teal', message: t('topbar.classChanged', { name: next.nomTurma ?? target.nomTurma }) }),
          onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
        }),
    });
  };

  return (
    <Select
      aria-label={t('topbar.changeClass')}
      data={user.turmas.map((turma) => ({ value: String(turma.codBseTurma), label: turma.nomTurma }))}
      value={user.codBseTurma != null ? String(user.codBseTurma) : null}
      placeholder={t('topbar.changeClass')}
      onChange={askChange}
      allowDeselect={false}
      disabled={change.isPending}
      leftSection={<IconSwitchHorizontal size={16} aria-hidden />}
      w={200}
      size="sm"
    />
  );
}
