import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClassActivityDto } from '@portal/shared/activities';
import { useErrorText } from '../../../../app/api/errors';
import { useAreaContext } from '../../../../app/useAreaContext';
import { DayInput } from '../../../../app/components/DayInput';
import { useUpdateClassActivity } from '../../api/classActivities';
import { notice } from '../notice';
import { useDueDay } from './useDueDay';

/** 'Data de entrega' of one class activity (issue 23): typed as DD/MM/YYYY, emptied to take the day away. */
export function DueDayDialog({ activity, onClose }: { activity: ClassActivityDto | null; onClose: () => void }) {
  const { t } = useTranslation('activities');
  return (
    <Modal opened={activity !== null} onClose={onClose} title={activity ? t('teacher.dueTitle', { name: activity.nomAtividade }) : ''}>
      {activity && <DueDayForm activity={activity} onClose={onClose} />}
    </Modal>
  );
}

function DueDayForm({ activity, onClose }: { activity: ClassActivityDto; onClose: () => void }) {
  const { t } = useTranslation('activities');
  const area = useAreaContext();
  const errorText = useErrorText();
  const update = useUpdateClassActivity();
  const due = useDueDay(activity.datEntrega);

  const save = () => {
    const datEntrega = due.read();
    if (datEntrega === undefined) return;
    update.mutate(
      { id: activity.codBseAtividadeTurma, body: { datEntrega } },
      {
        onSuccess: () => {
          notice('teal', t('teacher.switched'));
          onClose();
        },
        onError: (error) => notice('red', errorText(error)),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="md">
        <DayInput label={t('teacher.dueDate')} {...due.field} />
        <Text size="sm" c="dimmed">
          {t('teacher.dueHelp', area)}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('dialog.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
