import { useEffect, useMemo, useState } from 'react';
import { Group, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_IMAGE_EXTENSIONS,
  CONTENT_IMAGE_MIME_TYPES,
  IMAGE_TITLE_MAX,
  ImageCreateFields,
  type ImageContentDto,
} from '@portal/shared/curriculum';
import { useMessage } from '../../../../app/api/errors';
import { ContentFormShell, errorKeys, useLiveValidation } from './ContentFormShell';
import { ImageDrop, type ImageRules } from './images/ImageDrop';
import { ImageThumb } from './images/ImageThumb';
import { useContentSave, type TypeFormProps } from './useContentSave';

/** §5 Image upload: jpg, jpeg, webp and png. */
const CONTENT_IMAGE_RULES: ImageRules = {
  mimeTypes: CONTENT_IMAGE_MIME_TYPES,
  extensions: CONTENT_IMAGE_EXTENSIONS,
  invalidMessage: () => 'contentImageInvalid',
};

type ImageValues = {
  codTrlAula: number;
  dscTitulo: string;
};

/** Type 2: title (max 50) and one image, required when new; without a new file an edit keeps the image. */
export function ImageForm({ chapterId, lessonId, detail, onSaved }: TypeFormProps<ImageContentDto>) {
  const { t } = useTranslation('curriculum');
  const message = useMessage();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const form = useForm<ImageValues>({
    mode: 'controlled',
    initialValues: { codTrlAula: lessonId, dscTitulo: detail?.dscTitulo ?? '' },
    validate: zod4Resolver(ImageCreateFields, { errorPriority: 'first' }),
  });
  const { save, saving, serverErrors } = useContentSave(chapterId, onSaved, form.setErrors);
  const live = useLiveValidation(form);

  const submit = () => {
    live.tried();
    const invalid = form.validate().hasErrors;
    // §5 New content: type 2 requires an image ('Selecione uma imagem.').
    const noImage = !file && !detail;
    setMissing(noImage);
    if (invalid || noImage) return;
    const { dscTitulo } = form.getValues();
    save({ kind: 'image', id: detail?.codTrlConteudo, codTrlAula: lessonId, dscTitulo, file }, detail !== null);
  };

  const pick = (files: File[]) => {
    setFile(files[0] ?? null);
    setMissing(false);
  };
  const titleError = form.errors.dscTitulo;
  const shown = preview ?? detail?.dscImagem;

  return (
    <ContentFormShell
      errors={[...errorKeys(form.errors), ...(missing ? ['contentImageRequired'] : []), ...serverErrors]}
      saving={saving}
      canSave
      onSubmit={submit}
    >
      <TextInput
        label={t('common.titleOptional')}
        {...form.getInputProps('dscTitulo')}
        error={typeof titleError === 'string' ? message(titleError) : undefined}
        description={`${form.values.dscTitulo.length}/${IMAGE_TITLE_MAX}`}
      />
      <Group align="flex-end" gap="md" wrap="nowrap">
        {shown && (
          <ImageThumb
            src={shown}
            alt={file ? t('contents.image.previewAlt', { name: file.name }) : t('contents.image.currentAlt')}
            size={120}
          />
        )}
        <div style={{ flex: 1 }}>
          <ImageDrop
            label={t('contents.image.image')}
            hint={t('contents.image.hint')}
            rules={CONTENT_IMAGE_RULES}
            room={1}
            limitMessage="uploadOnlyOne"
            single
            onFiles={pick}
          />
        </div>
      </Group>
      {detail && !file && (
        <Text size="xs" c="dimmed">
          {t('contents.image.keep')}
        </Text>
      )}
    </ContentFormShell>
  );
}
