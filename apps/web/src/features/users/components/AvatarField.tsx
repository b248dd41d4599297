import { MAX_UPLOAD_BYTES } from '@portal/shared/common/uploads';
import { useEffect, useMemo, useState } from 'react';
import { Avatar, Button, Group, Input, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhotoUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AVATAR_TYPES } from '@portal/shared/users';

const REJECTION_MESSAGE: Record<string, string> = {
  'too-many-files': 'avatarOnlyOne',
  'file-invalid-type': 'imageInvalid',
  'file-too-large': 'fileTooLarge',
};

interface Props {
  file: File | null;
  onChange: (file: File | null) => void;
  current: string | null;
  name: string;
  error?: string;
}

/** §5 User: one avatar image, jpeg or png ('Permitido somente 1 imagem.'), at most 5 MB. */
export function AvatarField({ file, onChange, current, name, error }: Props) {
  const { t } = useTranslation('users');
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const onReject = (rejections: FileRejection[]) => {
    onChange(null);
    const code = rejections.flatMap((r) => r.errors.map((e) => String(e.code))).find((c) => c in REJECTION_MESSAGE);
    setProblem(rejections.length > 1 ? 'avatarOnlyOne' : (REJECTION_MESSAGE[code ?? ''] ?? 'imageInvalid'));
  };
  const message = problem ? t(problem, { ns: 'msg' }) : error;

  return (
    <Input.Wrapper label={t('form.avatar')} description={t('form.avatarHint')} error={message} id="user-avatar">
      <Group gap="md" align="center" wrap="nowrap" mt={6}>
        <Avatar
          src={preview ?? current}
          name={name || undefined}
          color="indigo"
          variant="filled"
          size={72}
          radius={72}
          alt={t('form.avatarAlt')}
        />
        <Stack gap={6} style={{ flex: 1 }}>
          <Dropzone
            onDrop={(files) => {
              setProblem(files.length > 1 ? 'avatarOnlyOne' : null);
              onChange(files.length === 1 ? (files[0] ?? null) : null);
            }}
            onReject={onReject}
            accept={[...AVATAR_TYPES]}
            maxSize={MAX_UPLOAD_BYTES}
            maxFiles={1}
            multiple={false}
            useFsAccessApi={false}
            inputProps={{ 'aria-label': t('form.avatarChoose'), id: 'user-avatar' }}
            radius="md"
            p="sm"
          >
            <Group justify="center" gap="sm" style={{ pointerEvents: 'none' }} wrap="nowrap">
              <IconPhotoUp size={28} stroke={1.5} aria-hidden />
              <Text size="sm">{file ? file.name : t('form.avatarDrop')}</Text>
            </Group>
          </Dropzone>
          {file && (
            <Button variant="subtle" size="compact-sm" onClick={() => onChange(null)} w="fit-content">
              {t('form.avatarRemove')}
            </Button>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
