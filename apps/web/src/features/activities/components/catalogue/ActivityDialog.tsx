import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_DESCRIPTION_MAX, ACTIVITY_NAME_MAX } from '@portal/shared/activities';
import { useErrorText, useFieldErrors } from '../../../../app/api/errors';
import { confirmYesNo } from '../../../../app/components/confirm';
import { useActivity, useChapterOptions, usePathOptions, useSaveActivity } from '../../api/catalogue';
import { notice } from '../notice';
import { useAreaContext } from '../../../../app/useAreaContext';
import { CenteredLoader } from '../../../../app/components/CenteredLoader';

interface Values {
  pathId: string | null;
  chapterId: string | null;
  name: string;
  description: string;
}
const EMPTY: Values = { pathId: null, chapterId: null, name: '', description: '' };

/** 'Nova avaliação' and its edit: path, chapter, name and description, all required (2-access §5 "Activity"). */
export function ActivityDialog({ opened, activityId, onClose }: { opened: boolean; activityId: number | null; onClose: () => void }) {
  const { t } = useTranslation('activities');
  const area = useAreaContext();
  const editing = activityId !== null;
  const existing = useActivity(opened ? activityId : null);
  return (
    <Modal opened={opened} onClose={onClose} title={editing ? t('dialog.editTitle', area) : t('catalogue.new', area)} size="lg">
      {editing && !existing.data ? (
        <CenteredLoader label={t('loading')} />
      ) : (
        // One form per activity: a form still mounted from the last opening (closing transition) never shows another's values.
        <ActivityForm
          key={activityId ?? 'new'}
          activityId={activityId}
          initial={
            existing.data
              ? {
                  pathId: String(existing.data.codTrlLivro),
                  chapterId: String(existing.data.codTrlCapitulo),
                  name: existing.data.nomAtividade,
                  description: existing.data.desDescricao,
                }
              : EMPTY
          }
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

/** The dialog's form: mounted when the dialog opens, from the stored activity or empty. */
function ActivityForm({ activityId, initial, onClose }: { activityId: number | null; initial: Values; onClose: () => void }) {
  const { t } = useTranslation('activities');
  const tm = useTranslation('msg').t;
  const errorText = useErrorText();
  const fieldErrors = useFieldErrors();
  const editing = activityId !== null;
  const [values, setValues] = useState<Values>(initial);
  const [warned, setWarned] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const paths = usePathOptions();
  const chapters = useChapterOptions(values.pathId ? Number(values.pathId) : null);
  const save = useSaveActivity();
  const missing = (field: keyof Values) => warned && !String(values[field] ?? '').trim();
  const set = (field: keyof Values, value: string | null) =>
    setValues((v) => ({ ...v, [field]: value, ...(field === 'pathId' ? { chapterId: null } : {}) }));

  const submit = () => {
    if (!values.pathId || !values.chapterId || !values.name.trim() || !values.description.trim()) {
      setWarned(true);
      return;
    }
    confirmYesNo({
      question: editing ? t('dialog.editQuestion') : t('dialog.saveQuestion'),
      zIndex: 400,
      onConfirm: () =>
        save.mutate(
          {
            id: activityId,
            body: { codTrlCapitulo: Number(values.chapterId), nomAtividade: values.name, desDescricao: values.description },
          },
          {
            onSuccess: () => {
              notice('teal', tm('operationSuccess'));
              onClose();
            },
            onError: (error) => {
              setServerErrors(fieldErrors(error));
              notice('red', errorText(error));
            },
          },
        ),
    });
  };

  const required = t('dialog.required');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {warned && (
          <Alert color="orange.9" title={t('dialog.warning')} icon={<IconAlertTriangle aria-hidden />} role="alert">
            {tm('activityFillAllFields')}
          </Alert>
        )}
        <Select
          label={t('filters.path')}
          data={(paths.data ?? []).map((p) => ({ value: String(p.codTrlLivro), label: p.dscTitulo }))}
          value={values.pathId}
          onChange={(value) => set('pathId', value)}
          searchable
          withAsterisk
          error={missing('pathId') ? required : undefined}
        />
        <Select
          label={t('filters.chapter')}
          data={(chapters.data ?? []).map((c) => ({ value: String(c.codTrlCapitulo), label: c.dscTitulo }))}
          value={values.chapterId}
          onChange={(value) => set('chapterId', value)}
          disabled={!values.pathId}
          placeholder={values.pathId ? undefined : t('filters.pickPathFirst')}
          withAsterisk
          error={missing('chapterId') ? required : serverErrors.codTrlCapitulo}
        />
        <TextInput
          label={t('dialog.name')}
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          maxLength={ACTIVITY_NAME_MAX}
          withAsterisk
          error={missing('name') ? required : serverErrors.nomAtividade}
        />
        <Textarea
          label={t('dialog.description')}
          value={values.description}
          onChange={(event) => set('description', event.currentTarget.value)}
          maxLength={ACTIVITY_DESCRIPTION_MAX}
          autosize
          minRows={3}
          withAsterisk
          error={missing('description') ? required : serverErrors.desDescricao}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('dialog.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
