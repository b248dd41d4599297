import { type KeyboardEvent, memo, useEffect, useId, useRef, useState } from 'react';
import { ActionIcon, Button, Group, Paper, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DAY_TITLES_MAX, type EventDayMark, eventSwatch } from '@portal/shared/calendar';
import { addDays } from '@portal/shared/common/days';
import { isoToDay } from '../../../app/dateTime';
import { DueIcon } from './due';
import { capitalise, monthName, monthOf, monthRange, monthWeeks, shiftMonth, today, weekdayNames, weekdayOf } from './month';
import classes from './MonthCalendar.module.css';

interface Props {
  month: string;
  selected: string | null;
  marks: EventDayMark[];
  onMonth: (month: string) => void;
  onDay: (day: string) => void;
}

/** The keys that move the focus between days, and how far (a function of the day focused). */
const MOVES: Record<string, (day: string) => string> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  Home: (day) => addDays(day, -weekdayOf(day)),
  End: (day) => addDays(day, 6 - weekdayOf(day)),
  PageUp: (day) => sameDayIn(shiftMonth(monthOf(day), -1), day),
  PageDown: (day) => sameDayIn(shiftMonth(monthOf(day), 1), day),
};

/** The day of `month` with the number of `day`, or the month's last when it is shorter. */
function sameDayIn(month: string, day: string): string {
  const { to } = monthRange(month);
  const wanted = `${month.slice(0, 8)}${day.slice(8, 10)}`;
  return wanted > to ? to : wanted;
}

/**
 * The month as a grid (issue 24): weeks from Sunday as rows, each day a button named for screen readers by
 * its date and what it holds ('10/03/2027: 2 eventos, 1 entrega'), showing its events' titles with their
 * colours (three, or two and '+N' when there are more) and the due mark; today marked, the chosen day
 * pressed. The arrows, Home/End and PageUp/PageDown move between days (one tab stop for the grid). On a
 * phone the titles become their colours' dots (MonthCalendar.module.css).
 */
export const MonthCalendar = memo(function MonthCalendar({ month, selected, marks, onMonth, onDay }: Props) {
  const { t } = useTranslation('calendar');
  const headingId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  /** A day to focus once its month is drawn (the keys crossed into another month). */
  const pendingFocus = useRef<string | null>(null);
  /** The day last focused: the grid's one tab stop while it is in the month drawn. */
  const [focused, setFocused] = useState<string | null>(null);
  const byDay = new Map(marks.map((mark) => [mark.datEvento, mark]));
  const current = today();
  const { from, to } = monthRange(month);
  const inMonth = (day: string | null): day is string => day !== null && day >= from && day <= to;
  const tabStop = inMonth(focused) ? focused : inMonth(selected) ? selected : inMonth(current) ? current : from;
  const name = monthName(t, month);

  useEffect(() => {
    const day = pendingFocus.current;
    if (day === null || !inMonth(day)) return;
    pendingFocus.current = null;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${day}"]`)?.focus();
  });

  const onKey = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(day);
    if (inMonth(next)) {
      gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${next}"]`)?.focus();
    } else {
      pendingFocus.current = next;
      onMonth(monthOf(next));
    }
  };

  const dayLabel = (day: string, mark: EventDayMark | undefined) => {
    const contents = [
      mark && mark.total > 0 ? t('dayEvents', { count: mark.total }) : null,
      mark && mark.entregas.length > 0 ? t('dayDue', { count: mark.entregas.length }) : null,
    ].filter((part) => part !== null);
    return `${isoToDay(day)}: ${contents.length > 0 ? contents.join(', ') : t('dayEmpty')}`;
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} component="section" aria-label={t('calendarLabel', { month: name })}>
      <Group justify="space-between" wrap="nowrap" gap="xs" mb="sm">
        <Title order={2} size="h3" id={headingId} aria-live="polite" className={classes.monthTitle}>
          {capitalise(name)}
        </Title>
        <Group gap={6} wrap="nowrap">
          <ActionIcon variant="default" size="lg" aria-label={t('previousMonth')} onClick={() => onMonth(shiftMonth(month, -1))}>
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Button variant="default" size="sm" px="sm" disabled={inMonth(current)} onClick={() => onMonth(monthOf(current))}>
            {t('thisMonth')}
          </Button>
          <ActionIcon variant="default" size="lg" aria-label={t('nextMonth')} onClick={() => onMonth(shiftMonth(month, 1))}>
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <table ref={gridRef} role="grid" aria-labelledby={headingId} className={classes.grid}>
        <thead>
          <tr>
            {weekdayNames(t).map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long} className={classes.weekday}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find((day) => day !== null)}>
              {week.map((day, column) => {
                if (day === null) return <td key={`empty-${column}`} className={classes.outside} />;
                const mark = byDay.get(day);
                const total = mark?.total ?? 0;
                const events = mark?.eventos ?? [];
                // Three titles, or two and '+N' for the others.
                const shown = total > DAY_TITLES_MAX ? events.slice(0, DAY_TITLES_MAX - 1) : events;
                const more = total - shown.length;
                const titlesId = `${headingId}-${day}`;
                return (
                  <td key={day} className={classes.cell}>
                    <UnstyledButton
                      className={classes.day}
                      data-day={day}
                      data-today={day === current || undefined}
                      data-selected={day === selected || undefined}
                      aria-pressed={day === selected}
                      aria-current={day === current ? 'date' : undefined}
                      aria-label={dayLabel(day, mark)}
                      aria-describedby={events.length > 0 ? titlesId : undefined}
                      tabIndex={day === tabStop ? 0 : -1}
                      onClick={() => onDay(day)}
                      onFocus={() => setFocused(day)}
                      onKeyDown={(event) => onKey(event, day)}
                    >
                      <span className={classes.dayHead}>
                        <span className={classes.number}>{Number(day.slice(8, 10))}</span>
                        {mark && mark.entregas.length > 0 && (
                          <DueIcon size={14} stroke={2.2} className={classes.dueMark} data-due aria-hidden />
                        )}
                      </span>
                      {total > 0 && (
                        <span className={classes.titles}>
                          {shown.map((event) => (
                            <span key={event.codCldCalendario} className={classes.title} title={event.dscTitulo} data-event-title>
                              <span className={classes.colour} style={{ background: eventSwatch(event.hexCorEvento) }} />
                              <span className={classes.titleText}>{event.dscTitulo}</span>
                            </span>
                          ))}
                          {more > 0 && (
                            <span className={classes.more} data-more>
                              {t('more', { count: more })}
                            </span>
                          )}
                        </span>
                      )}
                      {events.length > 0 && (
                        <VisuallyHidden component="span" id={titlesId}>
                          {[...shown.map((event) => event.dscTitulo), ...(more > 0 ? [t('moreLong', { count: more })] : [])].join('; ')}
                        </VisuallyHidden>
                      )}
                    </UnstyledButton>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Paper>
  );
});
