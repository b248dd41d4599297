import { Group, LoadingOverlay, Table, Text } from '@mantine/core';
import { IconEye, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ActivityDto } from '@portal/shared/activities';
import { useErrorText } from '../../../../app/api/errors';
import { confirmYesNo } from '../../../../app/components/confirm';
import { DeleteAction, EditAction, LinkAction } from '../../../../app/components/RowActions';
import stacked from '../../../../app/components/stackedTable.module.css';
import { useDeleteActivity } from '../../api/catalogue';
import { notice } from '../notice';
import { useAreaContext } from '../../../../app/useAreaContext';
import { EmptyRow } from '../../../../app/components/EmptyRow';

/** The catalogue's rows: ID, name, 'Criado Por', date; questions, edit and delete. */
export function ActivitiesTable({
  activities,
  loading,
  onEdit,
}: {
  activities: ActivityDto[];
  loading: boolean;
  onEdit: (id: number) => void;
}) {
  const { t, i18n } = useTranslation('activities');
  const tm = useTranslation('msg').t;
  const area = useAreaContext();
  const errorText = useErrorText();
  const remove = useDeleteActivity();
  const format = new Intl.DateTimeFormat(i18n.language, { day: '2-digit', month: '2-digit', year: 'numeric' });

  const askDelete = (activity: ActivityDto) =>
    confirmYesNo({
      question: t('catalogue.deleteQuestion', area),
      detail: activity.nomAtividade,
      danger: true,
      onConfirm: () =>
        remove.mutate(activity.codBseAtividade, {
          onSuccess: () => notice('teal', tm('operationSuccess')),
          onError: (error) => notice('red', errorText(error)),
        }),
    });

  const busy = loading || remove.isPending;
  return (
    <div style={{ position: 'relative', overflowX: 'auto' }}>
      <LoadingOverlay visible={busy} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': t('loading') }} />
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        aria-label={t('catalogue.tableLabel', area)}
        aria-busy={busy}
        className={stacked.table}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>{t('columns.id')}</Table.Th>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.chapter')}</Table.Th>
            <Table.Th>{t('columns.createdBy')}</Table.Th>
            <Table.Th w={120}>{t('columns.date')}</Table.Th>
            <Table.Th w={170}>{t('columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {activities.length === 0 && !loading && <EmptyRow colSpan={6} text={t('catalogue.empty', area)} />}
          {activities.map((activity) => (
            <Table.Tr key={activity.codBseAtividade}>
              <Table.Td data-label={t('columns.id')}>{activity.codBseAtividade}</Table.Td>
              <Table.Td data-label={t('columns.name')}>
                <Text fw={600}>{activity.nomAtividade}</Text>
              </Table.Td>
              <Table.Td data-label={t('columns.chapter')}>
                <Text size="sm">
                  {activity.dscLivro} · {activity.dscCapitulo}
                </Text>
              </Table.Td>
              <Table.Td data-label={t('columns.createdBy')}>{activity.usuarioCriacao ?? '-'}</Table.Td>
              <Table.Td data-label={t('columns.date')}>{format.format(new Date(activity.datCriacao))}</Table.Td>
              <Table.Td data-label={t('columns.actions')}>
                <Group gap={4} wrap="nowrap">
                  <LinkAction
                    label={t('catalogue.view', { name: activity.nomAtividade })}
                    to={`/atividade/visualizar/${activity.codBseAtividade}`}
                    icon={<IconEye size={18} aria-hidden />}
                  />
                  <LinkAction
                    label={t('catalogue.questions', { name: activity.nomAtividade, count: activity.qtdQuestoes })}
                    to={`/questao/listar/${activity.codBseAtividade}`}
                    icon={<IconListDetails size={18} aria-hidden />}
                  />
                  <EditAction
                    label={t('catalogue.edit', { name: activity.nomAtividade })}
                    onClick={() => onEdit(activity.codBseAtividade)}
                  />
                  <DeleteAction label={t('catalogue.delete', { name: activity.nomAtividade })} onClick={() => askDelete(activity)} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
