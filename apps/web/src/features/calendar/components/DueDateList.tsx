import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CalendarDueDate } from '@portal/shared/calendar';
import { isoToDay } from '../../../app/dateTime';
import { DUE_COLOUR, DueIcon } from './due';
import classes from './MonthCalendar.module.css';

interface Props {
  dueDates: CalendarDueDate[];
  /** The id of the heading that names the list. */
  labelledBy: string;
}

/**
 * The due days of the classes' activities (issue 23): read-only entries, not events ('Entrega: name',
 * the class and the day), each a link that opens the activity.
 */
export function DueDateList({ dueDates, labelledBy }: Props) {
  const { t } = useTranslation('calendar');
  return (
    <Stack component="ul" gap="sm" aria-labelledby={labelledBy} className={classes.dueList}>
      {dueDates.map((due) => (
        <Group component="li" key={due.codBseAtividadeTurma} gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon color={DUE_COLOUR} size={28} radius="md" aria-hidden>
            <DueIcon size={18} />
          </ThemeIcon>
          <div className={classes.dueText}>
            <Anchor component={Link} to={`/atividade/visualizar/${due.codBseAtividade}`} fw={600}>
              {t('dueTitle', { name: due.nomAtividade })}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t('dueDetail', { className: due.nomTurma, day: isoToDay(due.datEntrega) })}
            </Text>
          </div>
        </Group>
      ))}
    </Stack>
  );
}
