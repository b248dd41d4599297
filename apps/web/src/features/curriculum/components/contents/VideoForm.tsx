import { TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { CONTENT_TITLE_MAX, VIDEO_DESCRIPTION_MAX, VideoCreateBody, type VideoContentDto } from '@portal/shared/curriculum';
import { useMessage } from '../../../../app/api/errors';
import { ContentFormShell, errorKeys, useLiveValidation } from './ContentFormShell';
import { useContentSave, type TypeFormProps } from './useContentSave';

type VideoValues = {
  codTrlAula: number;
  dscTitulo: string;
  dscDescricao: string;
  dscLink: string;
};

/** Type 5: a link to a video, with an optional title and description. */
export function VideoForm({ chapterId, lessonId, detail, onSaved }: TypeFormProps<VideoContentDto>) {
  const { t } = useTranslation('curriculum');
  const message = useMessage();
  const form = useForm<VideoValues>({
    mode: 'controlled',
    initialValues: {
      codTrlAula: lessonId,
      dscTitulo: detail?.dscTitulo ?? '',
      dscDescricao: detail?.dscDescricao ?? '',
      dscLink: detail?.dscLink ?? '',
    },
    validate: zod4Resolver(VideoCreateBody, { errorPriority: 'first' }),
  });
  const { save, saving, serverErrors } = useContentSave(chapterId, onSaved, form.setErrors);
  const live = useLiveValidation(form);

  const submit = () => {
    live.tried();
    if (form.validate().hasErrors) return;
    const { codTrlAula, dscTitulo, dscDescricao, dscLink } = form.getValues();
    const body = { dscTitulo: dscTitulo || null, dscDescricao: dscDescricao || null, dscLink };
    save(detail ? { kind: 'video', id: detail.codTrlConteudo, body } : { kind: 'video', body: { codTrlAula, ...body } }, detail !== null);
  };
  const error = (name: keyof VideoValues) => message(typeof form.errors[name] === 'string' ? String(form.errors[name]) : undefined);

  return (
    <ContentFormShell errors={[...errorKeys(form.errors), ...serverErrors]} saving={saving} canSave onSubmit={submit}>
      <TextInput
        label={t('common.titleOptional')}
        {...form.getInputProps('dscTitulo')}
        error={error('dscTitulo')}
        description={`${form.values.dscTitulo.length}/${CONTENT_TITLE_MAX}`}
      />
      <TextInput
        label={t('contents.video.link')}
        type="url"
        placeholder="https://"
        {...form.getInputProps('dscLink')}
        error={error('dscLink')}
        description={t('contents.video.linkHint')}
      />
      <Textarea
        label={t('common.description')}
        autosize
        minRows={3}
        {...form.getInputProps('dscDescricao')}
        error={error('dscDescricao')}
        description={`${form.values.dscDescricao.length}/${VIDEO_DESCRIPTION_MAX}`}
      />
    </ContentFormShell>
  );
}
