import { lazy, Suspense, useCallback, useDeferredValue, useState } from 'react';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications/store';
import { IconPlus } from '@tabler/icons-react';
import {
  type CalendarFilter,
  CALENDAR_PAGE_SIZE,
  type EventDayMark,
  type EventDto,
  calendarFilterOptions,
  defaultCalendarFilter,
} from '@portal/shared/calendar';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/client';
import { useErrorText } from '../../../app/api/errors';
import { confirmYesNo } from '../../../app/components/confirm';
import { isoToDay } from '../../../app/dateTime';
import { TablePagination } from '../../../app/components/TablePagination';
import { useMe } from '../../../app/session/me';
import { useDayEvents, useDeleteEvent, useEventPage, useMonthMarks } from '../api/events';
import { DueDateList } from './DueDateList';
import { EventList } from './EventList';
import { MonthCalendar } from './MonthCalendar';
import { monthName as nameOfMonth, monthOf, monthRange, today } from './month';

// The event's form (its selects, the day's mask) comes when it is first opened: most visitors only read the month.
const EventDialog = lazy(async () => ({ default: (await import('./EventDialog')).EventDialog }));

type Dialog = { event: EventDto | null; day: string } | null;

// One empty list each, kept: a new one each render would make the memoized grid and list draw again.
const NO_MARKS: EventDayMark[] = [];
const NO_EVENTS: EventDto[] = [];

/**
 * /calendario/listar: the month's grid with each day's events (issue 24), the filter of §6, the due dates of
 * the caller's classes (the month's or the day's, from the month's marks), and below them the events, 9 a
 * page or one day's. A saved event brings the calendar to its month and day.
 */
export function CalendarPage() {
  const { t } = useTranslation('calendar');
  const errorText = useErrorText();
  const { data: user } = useMe();
  const profile = user?.codBsePerfil ?? 0;
  const [filter, setFilter] = useState<CalendarFilter>(defaultCalendarFilter(profile));
  const [month, setMonth] = useState(() => monthOf(today()));
  const [day, setDay] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { from, to } = monthRange(month);

  const marks = useMonthMarks(filter, from, to);
  const monthEvents = useEventPage(filter, from, to, page, day === null);
  const dayEvents = useDayEvents(filter, day);
  const remove = useDeleteEvent();
  const list = day === null ? monthEvents : dayEvents;
  const events = day === null ? (monthEvents.data?.items ?? NO_EVENTS) : (dayEvents.data ?? NO_EVENTS);
  // The month's marks and events are drawn in a deferred render, in slices: each answer drew the whole page in one
  // long task on a phone. The grid and the list are memoized, so the urgent render between skips them.
  const shownMarks = useDeferredValue(marks.data ?? NO_MARKS);
  const shownEvents = useDeferredValue(events);
  const dueDates = shownMarks.filter((mark) => day === null || mark.datEvento === day).flatMap((mark) => mark.entregas);
  const monthName = nameOfMonth(t, month);

  /** The month drawn changes: the whole month again, from its first page. */
  const showMonth = useCallback((next: string) => {
    setMonth(next);
    setDay(null);
    setPage(1);
  }, []);
  const openEvent = useCallback((event: EventDto) => setDialog({ event, day: event.datEvento }), []);

  /** An event saved: the calendar goes to its month and day, so it is seen in the grid and in the list. */
  const showSaved = (saved: EventDto) => {
    setDialog(null);
    showMonth(monthOf(saved.datEvento));
    setDay(saved.datEvento);
  };

  const { mutate: removeEvent } = remove;
  const askDelete = useCallback(
    (event: EventDto) =>
      confirmYesNo({
        question: t('deleteConfirm'),
        detail: event.dscTitulo,
        danger: true,
        zIndex: 400,
        onConfirm: () =>
          removeEvent(event.codCldCalendario, {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: t('deleted') });
              setDialog(null);
            },
            onError: (error) =>
              notifications.show({
                color: 'red',
                title: error instanceof ApiError && error.status === 403 ? t('cannotDelete') : undefined,
                message: errorText(error),
              }),
          }),
      }),
    [t, errorText, removeEvent],
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </div>
        <Group gap="sm" align="flex-end">
          <NativeSelect
            label={t('filter')}
            value={filter}
            onChange={(e) => {
              setFilter(e.currentTarget.value as CalendarFilter);
              setPage(1);
            }}
            data={calendarFilterOptions(profile).map((option) => ({ value: option, label: t(`filters.${option}`) }))}
          />
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setDialog({ event: null, day: day ?? newEventDay(month) })}
          >
            {t('newEvent')}
          </Button>
        </Group>
      </Group>
      <MonthCalendar month={month} selected={day} marks={shownMarks} onMonth={showMonth} onDay={setDay} />
      {dueDates.length > 0 && (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="due-title">
          <Stack gap="md">
            <Title order={2} size="h4" id="due-title">
              {day === null ? t('dueMonth', { month: monthName }) : t('dueDay', { day: isoToDay(day) })}
            </Title>
            <DueDateList dueDates={dueDates} labelledBy="due-title" />
          </Stack>
        </Paper>
      )}
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="events-title">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} size="h4" id="events-title">
              {day === null ? t('listMonth', { month: monthName }) : t('listDay', { day: isoToDay(day) })}
            </Title>
            {day !== null && (
              <Button variant="default" size="xs" onClick={() => setDay(null)}>
                {t('showMonth')}
              </Button>
            )}
          </Group>
          {list.isError ? (
            <Alert color="red" role="alert">
              {errorText(list.error)}
            </Alert>
          ) : (
            <EventList
              events={shownEvents}
              loading={list.isFetching || shownEvents !== events}
              onOpen={openEvent}
              onDelete={askDelete}
              grouped={day === null}
            />
          )}
          {day === null && (
            <TablePagination
              page={page}
              pageSize={CALENDAR_PAGE_SIZE}
              total={monthEvents.data?.total ?? 0}
              onPage={setPage}
              label={t('tableLabel')}
            />
          )}
        </Stack>
      </Paper>
      {dialog && (
        <Suspense fallback={null}>
          <EventDialog
            key={dialog.event?.codCldCalendario ?? `new-${dialog.day}`}
            event={dialog.event}
            day={dialog.day}
            onClose={() => setDialog(null)}
            onSaved={showSaved}
            onDelete={askDelete}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** 'Novo Evento' without a chosen day: today in this month, else the 1st of the month shown (not a day out of sight). */
function newEventDay(month: string): string {
  return monthOf(today()) === month ? today() : month;
}
