import { Alert, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications/store';
import type { TicketDto } from '@portal/shared/support';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../app/api/errors';
import { confirmYesNo } from '../../../app/components/confirm';
import { isoToDay } from '../../../app/dateTime';
import { BusyTable } from '../../../app/components/BusyTable';
import { EmptyRow } from '../../../app/components/EmptyRow';
import { DeleteAction } from '../../../app/components/RowActions';
import { TablePagination } from '../../../app/components/TablePagination';
import { useServerPaging } from '../../../app/components/useServerPaging';
import { useDeleteTicket, useTickets } from '../api/support';

/** /assistencia: the contact form's messages, paged by the server, each deleted after confirming (never the row with id 0). */
export function TicketsPage() {
  const { t } = useTranslation('support');
  const errorText = useErrorText();
  const { page, setPage, pageSize, setPageSize } = useServerPaging();
  const tickets = useTickets(page, pageSize);
  const remove = useDeleteTicket();

  const askDelete = (ticket: TicketDto) =>
    confirmYesNo({
      question: t('deleteQuestion'),
      detail: `${ticket.nomContato} - ${ticket.nomInformacao}`,
      danger: true,
      onConfirm: () =>
        remove.mutate(ticket.codBseSuporte, {
          onSuccess: () => notifications.show({ color: 'teal', message: t('deleted') }),
          onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
        }),
    });

  const busy = tickets.isFetching || remove.isPending;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('ticketsTitle')}</Title>
        <Text c="dimmed">{t('ticketsIntro')}</Text>
      </div>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          {tickets.isError && (
            <Alert color="red" role="alert">
              {errorText(tickets.error)}
            </Alert>
          )}
          <BusyTable label={t('ticketsLabel')} busy={busy} loadingLabel={t('loading')} highlightOnHover={false}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={110}>{t('colDate')}</Table.Th>
                <Table.Th>{t('colFrom')}</Table.Th>
                <Table.Th>{t('colSubject')}</Table.Th>
                <Table.Th>{t('colDescription')}</Table.Th>
                <Table.Th w={80}>{t('colActions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tickets.data?.items.length === 0 && !busy && <EmptyRow colSpan={5} text={t('empty')} />}
              {tickets.data?.items.map((ticket) => (
                <Table.Tr key={ticket.codBseSuporte}>
                  <Table.Td data-label={t('colDate')}>{isoToDay(ticket.datCriacao)}</Table.Td>
                  <Table.Td data-primary>
                    <Text fw={600}>{ticket.nomContato}</Text>
                    <Text size="sm" c="dimmed">
                      {ticket.dscEmail}
                      {ticket.cstLogin ? ` · ${ticket.cstLogin}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label={t('colSubject')}>{ticket.nomInformacao}</Table.Td>
                  <Table.Td data-label={t('colDescription')}>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {ticket.dscDescricao}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label={t('colActions')}>
                    {ticket.codBseSuporte !== 0 && (
                      <DeleteAction label={t('delete', { name: ticket.nomContato })} onClick={() => askDelete(ticket)} />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </BusyTable>
          <TablePagination
            page={page}
            pageSize={pageSize}
            total={tickets.data?.total ?? 0}
            onPage={setPage}
            onPageSize={setPageSize}
            label={t('ticketsLabel')}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
