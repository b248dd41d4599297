import { TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { CONTENT_TEXT_MAX, CONTENT_TITLE_MAX, TextCreateBody, type TextContentDto } from '@portal/shared/curriculum';
import { useMessage } from '../../../../app/api/errors';
import { ContentFormShell, errorKeys, useLiveValidation } from './ContentFormShell';
import { useContentSave, type TypeFormProps } from './useContentSave';

type TextValues = {
  codTrlAula: number;
  dscTitulo: string;
  dscTexto: string;
};

/** Type 1: title (max 50) and text (required, max 3000); the errors clear as soon as there is text. */
export function TextForm({ chapterId, lessonId, detail, onSaved }: TypeFormProps<TextContentDto>) {
  const { t } = useTranslation('curriculum');
  const message = useMessage();
  const form = useForm<TextValues>({
    mode: 'controlled',
    initialValues: { codTrlAula: lessonId, dscTitulo: detail?.dscTitulo ?? '', dscTexto: detail?.dscTexto ?? '' },
    validate: zod4Resolver(TextCreateBody, { errorPriority: 'first' }),
  });
  const { save, saving, serverErrors, clearServerErrors } = useContentSave(chapterId, onSaved, form.setErrors);
  const live = useLiveValidation(form);

  const submit = () => {
    live.tried();
    if (form.validate().hasErrors) return;
    const { codTrlAula, dscTitulo, dscTexto } = form.getValues();
    const body = { dscTitulo: dscTitulo || null, dscTexto };
    save(detail ? { kind: 'text', id: detail.codTrlConteudo, body } : { kind: 'text', body: { codTrlAula, ...body } }, detail !== null);
  };

  const onText = (value: string) => {
    form.setFieldValue('dscTexto', value);
    // §5 Text content: "errors clear when the text becomes non-empty".
    if (value.trim()) {
      form.clearErrors();
      clearServerErrors();
    }
  };
  const error = (name: keyof TextValues) => message(typeof form.errors[name] === 'string' ? String(form.errors[name]) : undefined);

  return (
    <ContentFormShell errors={[...errorKeys(form.errors), ...serverErrors]} saving={saving} canSave onSubmit={submit}>
      <TextInput
        label={t('common.titleOptional')}
        {...form.getInputProps('dscTitulo')}
        error={error('dscTitulo')}
        description={`${form.values.dscTitulo.length}/${CONTENT_TITLE_MAX}`}
      />
      <Textarea
        label={t('contents.text.text')}
        autosize
        minRows={6}
        maxRows={16}
        value={form.values.dscTexto}
        onChange={(event) => onText(event.currentTarget.value)}
        error={error('dscTexto')}
        description={t('contents.text.count', { count: form.values.dscTexto.length, max: CONTENT_TEXT_MAX })}
      />
    </ContentFormShell>
  );
}
