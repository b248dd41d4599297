import { memo } from 'react';
import { Group, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type EventDto, eventSwatch } from '@portal/shared/calendar';
import { isoToDay } from '../../../app/dateTime';
import { BusyTable } from '../../../app/components/BusyTable';
import { EmptyRow } from '../../../app/components/EmptyRow';
import { DeleteAction, EditAction } from '../../../app/components/RowActions';
import { capitalise, weekdayName } from './month';
import classes from './MonthCalendar.module.css';

/** Below Mantine's sm, where the table's rows become cards (stackedTable.module.css). */
const PHONE = '(max-width: 47.99em)';

interface Props {
  events: EventDto[];
  loading: boolean;
  onOpen: (event: EventDto) => void;
  onDelete: (event: EventDto) => void;
  /** On a phone, a heading row a day (false for one day's events, which their list's heading names). */
  grouped?: boolean;
}

/**
 * The events: title (a padlock when private), date DD/MM/YYYY, creator name and login; the creator's actions.
 * On a phone, one card an event grouped under a heading row a day ('Terça-feira, 10/03/2027').
 */
export const EventList = memo(function EventList({ events, loading, onOpen, onDelete, grouped = true }: Props) {
  const { t } = useTranslation('calendar');
  const phone = useMediaQuery(PHONE, undefined, { getInitialValueInEffect: false });
  const days = phone && grouped ? [...new Set(events.map((event) => event.datEvento))] : [null];
  return (
    <div className={classes.eventList}>
      <BusyTable label={t('tableLabel')} busy={loading} loadingLabel={t('loading')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('colTitle')}</Table.Th>
            <Table.Th w={140}>{t('colDate')}</Table.Th>
            <Table.Th>{t('colCreator')}</Table.Th>
            <Table.Th w={110}>{t('colActions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        {events.length === 0 && <Table.Tbody>{!loading && <EmptyRow colSpan={4} text={t('empty')} />}</Table.Tbody>}
        {events.length > 0 &&
          days.map((day) => (
            <Table.Tbody key={day ?? 'all'}>
              {day !== null && (
                <Table.Tr className={classes.dayRow}>
                  <Table.Th colSpan={4} scope="rowgroup">
                    {t('groupDay', { weekday: capitalise(weekdayName(t, day)), day: isoToDay(day) })}
                  </Table.Th>
                </Table.Tr>
              )}
              {events
                .filter((event) => day === null || event.datEvento === day)
                .map((event) => (
                  <Table.Tr key={event.codCldCalendario}>
                    <Table.Td data-primary>
                      <UnstyledButton onClick={() => onOpen(event)} aria-label={t('open', { title: event.dscTitulo })}>
                        <Group gap="xs" wrap="nowrap">
                          <span
                            aria-hidden
                            style={{
                              width: 12,
                              height: 12,
                              borderRadius: 3,
                              background: eventSwatch(event.hexCorEvento),
                              flex: 'none',
                              outline: '1px solid rgba(0,0,0,0.3)',
                            }}
                          />
                          <Text fw={600} td="underline">
                            {event.dscTitulo}
                          </Text>
                          {event.indPrivado === 'S' && (
                            <Tooltip label={t('private')}>
                              <IconLock size={16} aria-label={t('private')} role="img" />
                            </Tooltip>
                          )}
                        </Group>
                      </UnstyledButton>
                    </Table.Td>
                    <Table.Td data-label={t('colDate')} data-date>
                      {isoToDay(event.datEvento)}
                    </Table.Td>
                    <Table.Td data-label={t('colCreator')}>
                      {event.nomUsuario} - {event.cstLogin}
                    </Table.Td>
                    <Table.Td data-actions>
                      {event.proprio ? (
                        <Group gap={4} wrap="nowrap">
                          <EditAction label={t('edit', { title: event.dscTitulo })} onClick={() => onOpen(event)} />
                          <DeleteAction label={t('delete', { title: event.dscTitulo })} onClick={() => onDelete(event)} />
                        </Group>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          ))}
      </BusyTable>
    </div>
  );
});
