import { useState } from 'react';
import { Alert, LoadingOverlay, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PAGE_SIZES } from '@portal/shared/common/pagination';
import type { TicketDto } from '@portal/shared/support';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../app/api/errors';
import { confirmYesNo } from '../../../app/components/confirm';
import { isoToDay } from '../../../app/components/DayInput';
import { EmptyRow } from '../../../app/components/EmptyRow';
import { DeleteAction } from '../../../app/components/RowActions';
import stacked from '../../../app/components/stackedTable.module.css';
import { TablePagination } from '../../../app/components/TablePagination';
import { useDeleteTicket, useTickets } from '../api/support';

/** /assistencia: the contact form's messages, paged by the server, each deleted after confirming (never the row with id 0). */
export function TicketsPage() {
  const { t } = useTranslation('support');
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
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
          <div style={{ position: 'relative', overflowX: 'auto' }}>
            <LoadingOverlay visible={busy} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': t('loading') }} />
            <Table striped verticalSpacing="sm" aria-label={t('ticketsLabel')} aria-busy={busy} className={stacked.table}>
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
            </Table>
          </div>
          <TablePagination
            page={page}
            pageSize={pageSize}
            total={tickets.data?.total ?? 0}
            onPage={setPage}
            onPageSize={(size) => {
              setPageSize(size);
              setPage(1);
            }}
            label={t('ticketsLabel')}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
