import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/es';
import { Box, Group, Paper } from '@mantine/core';
import { Calendar, DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { EventDayMark } from '@portal/shared/calendar';
import { DueIcon } from './due';
import classes from './MonthCalendar.module.css';

const DAYJS_LOCALE: Record<string, string> = { pt: 'pt-br', en: 'en', es: 'es' };

interface Props {
  month: string;
  selected: string | null;
  marks: EventDayMark[];
  onMonth: (month: string) => void;
  onDay: (day: string) => void;
}

/**
 * The month (a maintained calendar: Mantine's, in the user's language, weeks from Sunday as in
 * Brazil), each day with events marked by up to three of their colours, a day with due dates by the due
 * icon, and each named for screen readers ('10/03/2027: 2 eventos, 1 entrega').
 */
export function MonthCalendar({ month, selected, marks, onMonth, onDay }: Props) {
  const { t, i18n } = useTranslation('calendar');
  const byDay = new Map(marks.map((mark) => [mark.datEvento, mark]));
  return (
    <Paper withBorder radius="md" p="md">
      <DatesProvider settings={{ locale: DAYJS_LOCALE[i18n.language] ?? 'pt-br', firstDayOfWeek: 0 }}>
        <Calendar
          date={month}
          onDateChange={(date) => onMonth(`${date.slice(0, 8)}01`)}
          maxLevel="year"
          size="md"
          highlightToday
          classNames={{ day: classes.day }}
          ariaLabels={{ previousMonth: t('previousMonth'), nextMonth: t('nextMonth') }}
          getDayProps={(date) => {
            const mark = byDay.get(date);
            const contents = mark
              ? [
                  mark.total > 0 ? t('dayEvents', { count: mark.total }) : null,
                  mark.entregas.length > 0 ? t('dayDue', { count: mark.entregas.length }) : null,
                ].filter((part) => part !== null)
              : [];
            return {
              selected: date === selected,
              onClick: () => onDay(date),
              'aria-label': contents.length > 0 ? `${date.split('-').reverse().join('/')}: ${contents.join(', ')}` : undefined,
            };
          }}
          renderDay={(date) => {
            const mark = byDay.get(date);
            const day = Number(date.slice(8, 10));
            if (!mark) return <div>{day}</div>;
            return (
              <Box component="span" pos="relative">
                {day}
                <Group gap={2} wrap="nowrap" pos="absolute" left="50%" style={{ transform: 'translateX(-50%)', bottom: -9 }} aria-hidden>
                  {mark.cores.map((colour) => (
                    <Box
                      key={colour}
                      w={6}
                      h={6}
                      style={{ borderRadius: '50%', background: colour, outline: '1px solid rgba(0,0,0,0.3)' }}
                    />
                  ))}
                  {mark.entregas.length > 0 && <DueIcon size={10} stroke={2.5} className={classes.dueMark} data-due />}
                </Group>
              </Box>
            );
          }}
        />
      </DatesProvider>
    </Paper>
  );
}
