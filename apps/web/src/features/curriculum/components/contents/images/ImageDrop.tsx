import { MAX_UPLOAD_BYTES } from '@portal/shared/common/uploads';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhotoUp, IconPhotoX, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../../../app/api/errors';
import { notify } from '../../common/notify';

export interface ImageRules {
  mimeTypes: readonly string[];
  extensions: readonly string[];
  /** Message key for `n` files of a wrong format. */
  invalidMessage: (n: number) => string;
}

interface Props {
  /** Names the file input; shown above the drop area. */
  label: string;
  hint: string;
  rules: ImageRules;
  /** How many more images fit. */
  room: number;
  /** The limit alert ('Permitido somente 1 imagem.', 'Permitido somente até N imagens.'). */
  limitMessage: string;
  /** Wording for one image; the input still takes several files so that the limit alert can say so. */
  single?: boolean;
  onFiles: (files: File[]) => void;
}

function acceptable(file: File, rules: ImageRules): boolean {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return rules.extensions.includes(ext) && rules.mimeTypes.includes(file.type);
}

/** Shows an upload alert (format or count) as a notification the screen reader announces. */
export function useUploadAlert() {
  const message = useMessage();
  return (key: string) => notify('orange', message(key) ?? key);
}

/**
 * A drop area for images (click, drag or keyboard). Files of another format raise the
 * invalid-file alert; more files than `room` raise the limit alert and none is added.
 */
export function ImageDrop({ label, hint, rules, room, limitMessage, single, onFiles }: Props) {
  const { t } = useTranslation('curriculum');
  const alert = useUploadAlert();

  const take = (files: File[], rejected: number) => {
    const valid = files.filter((file) => acceptable(file, rules));
    const invalid = rejected + files.length - valid.length;
    if (invalid > 0) {
      alert(rules.invalidMessage(invalid));
      return;
    }
    if (valid.length > room) {
      alert(limitMessage);
      return;
    }
    if (valid.length > 0) onFiles(valid);
  };

  const onReject = (rejections: FileRejection[]) => {
    const has = (code: string) => rejections.some((rejection) => rejection.errors.some((error) => error.code === code));
    if (has('file-invalid-type'))
      alert(rules.invalidMessage(rejections.filter((r) => r.errors.some((e) => e.code === 'file-invalid-type')).length));
    else if (has('file-too-large')) alert('fileTooLarge');
    else alert(limitMessage);
  };

  return (
    <Stack gap={4}>
      <Text component="div" size="sm" fw={500}>
        {label}
      </Text>
      <Dropzone
        onDrop={(files) => take(files, 0)}
        onReject={onReject}
        accept={[...rules.mimeTypes]}
        maxSize={MAX_UPLOAD_BYTES}
        multiple
        useFsAccessApi={false}
        inputProps={{ 'aria-label': label }}
        radius="md"
        p="sm"
      >
        <Group justify="center" gap="sm" mih={56} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={28} stroke={1.5} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconPhotoX size={28} stroke={1.5} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhotoUp size={28} stroke={1.5} aria-hidden />
          </Dropzone.Idle>
          <div>
            <Text size="sm" fw={600}>
              {single ? t('games.images.dropzoneOne') : t('games.images.dropzone')}
            </Text>
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          </div>
        </Group>
      </Dropzone>
    </Stack>
  );
}
