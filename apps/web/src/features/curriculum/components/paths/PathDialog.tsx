import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PathCreateBody, PathUpdateBody, PATH_TITLE_MAX } from '@portal/shared/curriculum';
import { useErrorText } from '../../../../app/api/errors';
import { useCreatePath, usePath, useUpdatePath } from '../../api/paths';
import { TitleDialog, type TitleValues } from '../common/TitleDialog';
import { notify } from '../common/notify';

interface Props {
  mode: 'new' | 'edit' | null;
  pathId: number | null;
  classId: number | null;
  onClose: () => void;
}

/** 'Nova Trilha' (cancelling asks 'Você deseja cancelar?') and 'Alterar Trilha'. */
export function PathDialog({ mode, pathId, classId, onClose }: Props) {
  const { t } = useTranslation('curriculum');
  const create = useCreatePath();
  const update = useUpdatePath();
  const editing = mode === 'edit' && pathId != null && Number.isInteger(pathId);
  const path = usePath(editing ? pathId : 0, editing);
  const errorText = useErrorText();

  // A path that cannot be opened for editing (gone, or outside the caller's scope): back to the list.
  const failed = editing && path.isError;
  useEffect(() => {
    if (!failed) return;
    notify('red', errorText(path.error));
    onClose();
  }, [failed, path.error, errorText, onClose]);

  const save = async ({ dscTitulo }: TitleValues) => {
    if (editing) {
      const saved = await update.mutateAsync({ id: pathId, body: { dscTitulo } });
      notify('teal', t('paths.updated', { title: saved.dscTitulo }));
    } else {
      const saved = await create.mutateAsync({ dscTitulo, codBseTurma: classId });
      notify('teal', t('paths.created', { title: saved.dscTitulo }));
    }
    onClose();
  };

  return (
    <TitleDialog
      opened={mode === 'new' || (editing && path.isSuccess)}
      heading={editing ? t('paths.edit') : t('paths.new')}
      initialTitle={editing ? (path.data?.dscTitulo ?? '') : ''}
      schema={editing ? PathUpdateBody : PathCreateBody}
      extra={editing ? undefined : { codBseTurma: classId }}
      maxLength={PATH_TITLE_MAX}
      saving={create.isPending || update.isPending}
      confirmCancel={!editing}
      onSave={save}
      onClose={onClose}
    />
  );
}
