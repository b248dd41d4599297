import { MAX_UPLOAD_BYTES } from '@portal/shared/common/uploads';
import { useEffect, useMemo, useState } from 'react';
import { Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Dropzone, type FileRejection, type FileWithPath } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications/store';
import { IconPhotoUp, IconPhotoX, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AccountDto } from '@portal/shared/auth';
import { AVATAR_TYPES } from '@portal/shared/users';
import { ApiError } from '../../../app/api/client';
import { useErrorText } from '../../../app/api/errors';
import { useChangeAvatar } from '../api/settings';

const REJECTION_MESSAGE: Record<string, string> = {
  'too-many-files': 'avatarOnlyOne',
  'file-invalid-type': 'imageInvalid',
  'file-too-large': 'fileTooLarge',
};

/** One avatar image, jpeg or png, at most 5 MiB, with a preview before it is saved. */
export function AvatarCard({ user }: { user: AccountDto }) {
  const { t } = useTranslation(['translation', 'users']);
  const errorText = useErrorText();
  const change = useChangeAvatar();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const onDrop = (files: FileWithPath[]) => {
    setProblem(null);
    if (files.length > 1) {
      setProblem('avatarOnlyOne');
      return;
    }
    setFile(files[0] ?? null);
  };

  const onReject = (rejections: FileRejection[]) => {
    setFile(null);
    const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => String(error.code)));
    const code = codes.find((c) => c in REJECTION_MESSAGE);
    setProblem(rejections.length > 1 || code === 'too-many-files' ? 'avatarOnlyOne' : (REJECTION_MESSAGE[code ?? ''] ?? 'imageInvalid'));
  };

  const save = () => {
    if (!file) {
      setProblem('avatarRequired');
      return;
    }
    change.mutate(file, {
      onSuccess: () => {
        setFile(null);
        notifications.show({ color: 'teal', message: t('users:settings.avatar.saved') });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          message:
            error instanceof ApiError && error.status >= 400 && error.status < 500 ? errorText(error) : t('saveError', { ns: 'msg' }),
        }),
    });
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="avatar-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4" id="avatar-title">
            {t('users:settings.avatar.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('users:settings.avatar.description')}
          </Text>
        </div>
        <Group gap="lg" align="center" wrap="nowrap">
          <Avatar
            src={preview ?? user.imgAvatar}
            name={user.nomUsuario}
            color="indigo"
            variant="filled"
            size={96}
            radius={96}
            alt={preview ? t('users:settings.avatar.previewAlt') : t('users:settings.avatar.currentAlt')}
          />
          <Dropzone
            onDrop={onDrop}
            onReject={onReject}
            accept={[...AVATAR_TYPES]}
            maxSize={MAX_UPLOAD_BYTES}
            maxFiles={1}
            multiple={false}
            useFsAccessApi={false}
            loading={change.isPending}
            inputProps={{ 'aria-label': t('users:settings.avatar.dropzoneLabel') }}
            radius="md"
            style={{ flex: 1 }}
          >
            <Group justify="center" gap="md" mih={96} style={{ pointerEvents: 'none' }} wrap="nowrap">
              <Dropzone.Accept>
                <IconUpload size={36} stroke={1.5} aria-hidden />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconPhotoX size={36} stroke={1.5} aria-hidden />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconPhotoUp size={36} stroke={1.5} aria-hidden />
              </Dropzone.Idle>
              <div>
                <Text fw={600}>{file ? file.name : t('users:settings.avatar.dropzoneTitle')}</Text>
                <Text size="sm" c="dimmed" id="avatar-hint">
                  {t('users:settings.avatar.dropzoneHint')}
                </Text>
              </div>
            </Group>
          </Dropzone>
        </Group>
        {problem && (
          <Text c="red.8" size="sm" role="alert" data-testid="avatar-problem">
            {t(problem, { ns: 'msg' })}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          {file && (
            <Button variant="default" onClick={() => setFile(null)} disabled={change.isPending}>
              {t('common.cancel')}
            </Button>
          )}
          <Button onClick={save} loading={change.isPending} disabled={!file}>
            {t('users:settings.avatar.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
