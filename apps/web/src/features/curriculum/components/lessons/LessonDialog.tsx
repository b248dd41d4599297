import { useEffect } from 'react';
import { Button, Group, Modal, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { LessonCreateBody, LESSON_DESCRIPTION_MAX, LESSON_TITLE_MAX, type LessonDto } from '@portal/shared/curriculum';
import { useErrorText, useFieldErrors, useMessage } from '../../../../app/api/errors';
import { useAppConfig } from '../../../../app/config';
import { useSubjects } from '../../api/catalogues';
import { useCreateLesson, useUpdateLesson } from '../../api/lessons';
import { notify } from '../common/notify';

type LessonValues = {
  codTrlCapitulo: number;
  dscTitulo: string;
  dscDescricao: string;
  codTrlMateria: number | null;
};

interface Props {
  chapterId: number;
  /** undefined: closed; null: a new lesson. */
  lesson: LessonDto | null | undefined;
  onClose: () => void;
}

/** New or edit lesson: title (required, max 45), description (max 240), Matéria only for BRAND=hora-saber. */
export function LessonDialog({ chapterId, lesson, onClose }: Props) {
  const { t } = useTranslation('curriculum');
  const message = useMessage();
  const errorText = useErrorText();
  const fieldErrors = useFieldErrors();
  const { brand } = useAppConfig();
  const withSubject = brand === 'hora-saber';
  const subjects = useSubjects(withSubject && lesson !== undefined);
  const create = useCreateLesson(chapterId);
  const update = useUpdateLesson(chapterId);
  const saving = create.isPending || update.isPending;

  const form = useForm<LessonValues>({
    mode: 'controlled',
    initialValues: { codTrlCapitulo: chapterId, dscTitulo: '', dscDescricao: '', codTrlMateria: null },
    validate: zod4Resolver(LessonCreateBody, { errorPriority: 'first' }),
  });
  const { setValues, clearErrors } = form;
  useEffect(() => {
    if (lesson === undefined) return;
    setValues({
      codTrlCapitulo: chapterId,
      dscTitulo: lesson?.dscTitulo ?? '',
      dscDescricao: lesson?.dscDescricao ?? '',
      codTrlMateria: lesson?.codTrlMateria ?? null,
    });
    clearErrors();
  }, [lesson, chapterId, setValues, clearErrors]);

  const submit = form.onSubmit((values) => {
    const body = {
      dscTitulo: values.dscTitulo,
      dscDescricao: values.dscDescricao || null,
      codTrlMateria: withSubject ? values.codTrlMateria : (lesson?.codTrlMateria ?? null),
    };
    const done = (key: string) => () => {
      notify('teal', t(key));
      onClose();
    };
    const failed = (error: unknown) => {
      form.setErrors(fieldErrors(error));
      notify('red', errorText(error));
    };
    if (lesson) update.mutate({ id: lesson.codTrlAula, body }, { onSuccess: done('lessons.updated'), onError: failed });
    else create.mutate({ codTrlCapitulo: chapterId, ...body }, { onSuccess: done('lessons.created'), onError: failed });
  });

  const error = (name: keyof LessonValues) => {
    const value = form.errors[name];
    return typeof value === 'string' ? message(value) : undefined;
  };

  return (
    <Modal
      opened={lesson !== undefined}
      onClose={() => !saving && onClose()}
      title={lesson ? t('lessons.editTitle') : t('lessons.newTitle')}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('common.title')}
            data-autofocus
            {...form.getInputProps('dscTitulo')}
            error={error('dscTitulo')}
            description={`${form.values.dscTitulo.length}/${LESSON_TITLE_MAX}`}
          />
          <Textarea
            label={t('common.description')}
            autosize
            minRows={3}
            {...form.getInputProps('dscDescricao')}
            error={error('dscDescricao')}
            description={`${form.values.dscDescricao.length}/${LESSON_DESCRIPTION_MAX}`}
          />
          {withSubject && (
            <Select
              label={t('lessons.subject')}
              placeholder={t('lessons.subjectPlaceholder')}
              data={(subjects.data ?? []).map((subject) => ({ value: String(subject.codTrlMateria), label: subject.nomMateria }))}
              value={form.values.codTrlMateria != null ? String(form.values.codTrlMateria) : null}
              onChange={(value) => form.setFieldValue('codTrlMateria', value ? Number(value) : null)}
              error={error('codTrlMateria')}
              clearable
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
