import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications/store';
import { TOPIC_MESSAGE_MAX, TOPIC_TITLE_MAX } from '@portal/shared/forum';
import { useTranslation } from 'react-i18next';
import { useErrorText, useFieldErrors } from '../../../app/api/errors';
import { useCreateTopic } from '../api/forum';
import { TextCounter } from './TextCounter';

/** 'Novo tópico' (profiles 1-3): title up to 100 characters, message up to 240. */
export function TopicDialog({ room, onClose }: { room: number; onClose: () => void }) {
  const { t } = useTranslation('forum');
  const errorText = useErrorText();
  const fieldErrors = useFieldErrors();
  const create = useCreateTopic();
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const tm = useTranslation('msg').t;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!title.trim()) missing.txtTopico = tm('forumFillAll');
    if (!message.trim()) missing.dscTopico = tm('forumFillAll');
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    create.mutate(
      { codFrmSala: room, txtTopico: title.trim(), dscTopico: message.trim() },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('topicCreated') });
          onClose();
        },
        onError: (error) => {
          setErrors(fieldErrors(error));
          notifications.show({ color: 'red', title: t('publishFailed'), message: errorText(error) });
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('topicDialog')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('title')}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            maxLength={TOPIC_TITLE_MAX}
            required
            error={errors.txtTopico}
            aria-describedby="topic-title-count"
            data-autofocus
          />
          <TextCounter id="topic-title-count" count={title.length} max={TOPIC_TITLE_MAX} />
          <Textarea
            label={t('message')}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            maxLength={TOPIC_MESSAGE_MAX}
            autosize
            minRows={3}
            required
            error={errors.dscTopico}
            aria-describedby="topic-message-count"
          />
          <TextCounter id="topic-message-count" count={message.length} max={TOPIC_MESSAGE_MAX} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
