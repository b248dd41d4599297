import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CalendarDueDate } from '@portal/shared/calendar';
import { isoToDay } from '../../../app/components/DayInput';

/**
 * The due days of the caller's classes in the month, or on the chosen day (issue 23): read-only entries,
 * not events; each opens its activity (the student answers it there, the staff read its questions).
 */
export function DueDateList({ dueDates }: { dueDates: CalendarDueDate[] }) {
  const { t } = useTranslation('calendar');
  if (dueDates.length === 0) return null;
  return (
    <Stack gap={6} component="section" aria-labelledby="due-dates-title">
      <Title order={3} size="h5" id="due-dates-title">
        {t('dueDates.title')}
      </Title>
      <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {dueDates.map((due) => (
          <Group key={due.codBseAtividadeTurma} component="li" gap="xs" wrap="nowrap" align="flex-start">
            <IconClipboardCheck size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm">
              <Text span fw={700}>
                {isoToDay(due.datEntrega).slice(0, 5)}
              </Text>{' '}
              <Anchor component={Link} to={`/atividade/visualizar/${due.codBseAtividade}?turma=${due.codBseTurma}`} size="sm">
                {due.nomAtividade}
              </Anchor>{' '}
              <Text span c="dimmed" size="sm">
                ({due.nomTurma})
              </Text>
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
