import { Group, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type EventDto, eventSwatch } from '@portal/shared/calendar';
import { isoToDay } from '../../../app/components/DayInput';
import { BusyTable } from '../../../app/components/BusyTable';
import { EmptyRow } from '../../../app/components/EmptyRow';
import { DeleteAction, EditAction } from '../../../app/components/RowActions';

interface Props {
  events: EventDto[];
  loading: boolean;
  onOpen: (event: EventDto) => void;
  onDelete: (event: EventDto) => void;
}

/** The events: title (a padlock when private), date DD/MM/YYYY, creator name and login; the creator's actions. */
export function EventList({ events, loading, onOpen, onDelete }: Props) {
  const { t } = useTranslation('calendar');
  return (
    <BusyTable label={t('tableLabel')} busy={loading} loadingLabel={t('loading')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('colTitle')}</Table.Th>
          <Table.Th w={140}>{t('colDate')}</Table.Th>
          <Table.Th>{t('colCreator')}</Table.Th>
          <Table.Th w={110}>{t('colActions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {events.length === 0 && !loading && <EmptyRow colSpan={4} text={t('empty')} />}
        {events.map((event) => (
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
            <Table.Td data-label={t('colDate')}>{isoToDay(event.datEvento)}</Table.Td>
            <Table.Td data-label={t('colCreator')}>
              {event.nomUsuario} - {event.cstLogin}
            </Table.Td>
            <Table.Td data-label={t('colActions')}>
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
    </BusyTable>
  );
}
