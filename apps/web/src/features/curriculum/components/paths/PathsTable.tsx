import { ActionIcon, Anchor, Group, LoadingOverlay, Table } from '@mantine/core';
import { IconListDetails, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PathDto } from '@portal/shared/curriculum';
import { useErrorText } from '../../../../app/api/errors';
import { fetchPathAt, useDeletePath, useSwapPaths } from '../../api/paths';
import { confirmYesNo } from '../../../../app/components/confirm';
import { OrderArrows } from '../common/OrderArrows';
import { notify } from '../common/notify';
import stacked from '../../../../app/components/stackedTable.module.css';
import { DeleteAction } from '../../../../app/components/RowActions';
import { EmptyRow } from '../../../../app/components/EmptyRow';

interface Props {
  paths: PathDto[];
  loading: boolean;
  /** Position of the first row in the whole ordered list. */
  firstPosition: number;
  total: number;
  classId: number | null;
  showClass: boolean;
  onBusy: (busy: boolean) => void;
  onEdit: (path: PathDto) => void;
}

/** The Trilhas table: Ordem (arrows), Titulo (opens the chapters), edit and delete. */
export function PathsTable({ paths, loading, firstPosition, total, classId, showClass, onBusy, onEdit }: Props) {
  const { t } = useTranslation('curriculum');
  const errorText = useErrorText();
  const remove = useDeletePath();
  const swap = useSwapPaths();
  const failed = (error: unknown) => notify('red', errorText(error));

  const move = async (path: PathDto, index: number, direction: -1 | 1) => {
    const target = firstPosition + index + direction;
    if (target < 1 || target > total) return;
    onBusy(true);
    try {
      const neighbour = paths[index + direction] ?? (await fetchPathAt(classId, target));
      if (neighbour) await swap.mutateAsync({ livro1: path.codTrlLivro, livro2: neighbour.codTrlLivro });
    } catch (error) {
      failed(error);
    } finally {
      onBusy(false);
    }
  };

  const askDelete = (path: PathDto) =>
    confirmYesNo({
      question: t('paths.deleteQuestion'),
      danger: true,
      onConfirm: () =>
        remove.mutate(path.codTrlLivro, {
          onSuccess: () => notify('teal', t('paths.deleted')),
          onError: failed,
        }),
    });

  return (
    <div style={{ position: 'relative', overflowX: 'auto' }}>
      <LoadingOverlay visible={loading} zIndex={5} overlayProps={{ blur: 1 }} />
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('paths.tableLabel')} className={stacked.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={120}>{t('paths.colOrder')}</Table.Th>
            <Table.Th>{t('paths.colTitle')}</Table.Th>
            {showClass && <Table.Th>{t('paths.colClass')}</Table.Th>}
            <Table.Th w={100}>{t('paths.colChapters')}</Table.Th>
            <Table.Th w={150}>{t('common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {paths.length === 0 && !loading && <EmptyRow colSpan={showClass ? 5 : 4} text={t('paths.empty')} />}
          {paths.map((path, index) => (
            <Table.Tr key={path.codTrlLivro}>
              <Table.Td data-label={t('paths.colOrder')}>
                <OrderArrows
                  position={firstPosition + index}
                  last={total}
                  upLabel={t('paths.upAction', { title: path.dscTitulo })}
                  downLabel={t('paths.downAction', { title: path.dscTitulo })}
                  disabled={swap.isPending}
                  onMove={(direction) => void move(path, index, direction)}
                />
              </Table.Td>
              <Table.Td data-primary>
                <Anchor component={Link} to={`/livros/capitulos/doLivro/${path.codTrlLivro}`} fw={600}>
                  {path.dscTitulo}
                </Anchor>
              </Table.Td>
              {showClass && <Table.Td data-label={t('paths.colClass')}>{path.nomTurma ?? t('paths.network')}</Table.Td>}
              <Table.Td data-label={t('paths.colChapters')}>{path.qtdCapitulos}</Table.Td>
              <Table.Td data-actions>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    component={Link}
                    to={`/livros/capitulos/doLivro/${path.codTrlLivro}`}
                    variant="subtle"
                    aria-label={t('paths.openAction', { title: path.dscTitulo })}
                  >
                    <IconListDetails size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon variant="subtle" aria-label={t('paths.editAction', { title: path.dscTitulo })} onClick={() => onEdit(path)}>
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                  <DeleteAction onClick={() => askDelete(path)} label={t('paths.deleteAction', { title: path.dscTitulo })} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
