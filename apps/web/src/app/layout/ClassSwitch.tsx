import { useState } from 'react';
import { NativeSelect } from '@mantine/core';
import { notifications } from '@mantine/notifications/store';
import { IconSwitchHorizontal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AccountDto } from '@portal/shared/auth';
import { useErrorText } from '../api/errors';
import { confirmYesNo } from '../components/confirm';
import { useChangeCurrentClass } from '../session/classes';

/** The Professor's current-class switch (the browser's own select): confirm, then PUT turmaAtual and refresh the top bar. */
export function ClassSwitch({ user }: { user: AccountDto }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const change = useChangeCurrentClass();
  // A 'Não' puts the select back on the current class (a native select shows what was picked until redrawn).
  const [cancelled, setCancelled] = useState(0);

  const askChange = (value: string) => {
    const target = user.turmas.find((turma) => String(turma.codBseTurma) === value);
    if (!target || target.codBseTurma === user.codBseTurma) return;
    confirmYesNo({
      question: t('topbar.confirmClass', { name: target.nomTurma }),
      onCancel: () => setCancelled((n) => n + 1),
      onConfirm: () =>
        change.mutate(target.codBseTurma, {
          onSuccess: (next) =>
            notifications.show({ color: 'teal', message: t('topbar.classChanged', { name: next.nomTurma ?? target.nomTurma }) }),
          onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
        }),
    });
  };

  return (
    <NativeSelect
      key={`${user.codBseTurma ?? 'none'}-${cancelled}`}
      aria-label={t('topbar.changeClass')}
      data={[
        ...(user.codBseTurma == null ? [{ value: '', label: t('topbar.changeClass'), disabled: true }] : []),
        ...user.turmas.map((turma) => ({ value: String(turma.codBseTurma), label: turma.nomTurma })),
      ]}
      defaultValue={user.codBseTurma != null ? String(user.codBseTurma) : ''}
      onChange={(event) => askChange(event.currentTarget.value)}
      disabled={change.isPending}
      leftSection={<IconSwitchHorizontal size={16} aria-hidden />}
      w={200}
      size="sm"
    />
  );
}
