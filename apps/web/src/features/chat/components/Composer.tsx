import { useRef, useState } from 'react';
import { ActionIcon, Group, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { CHAT_MESSAGE_MAX } from '@portal/shared/chat';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../app/api/errors';
import { EmojiPicker } from './EmojiPicker';
import classes from './chat.module.css';

interface Props {
  /** Sends the text; rejects with the server's refusal (shown under the box). */
  onSend: (text: string) => Promise<unknown>;
}

/** The text box: Enter sends (Shift+Enter starts a line), non-blank and at most 250 characters, with a counter and the emoji. */
export function Composer({ onSend }: Props) {
  const { t } = useTranslation('chat');
  const errorText = useErrorText();
  const box = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (sending) return;
    if (!text.trim()) return setError(t('chatMessageInvalid', { ns: 'msg' }));
    setSending(true);
    try {
      await onSend(text.trim());
      setText('');
      setError(undefined);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setSending(false);
    }
  };

  const insert = (emoji: string) => {
    const field = box.current;
    const start = field?.selectionStart ?? text.length;
    const end = field?.selectionEnd ?? text.length;
    const next = `${text.slice(0, start)}${emoji}${text.slice(end)}`.slice(0, CHAT_MESSAGE_MAX);
    setText(next);
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  return (
    <form
      className={classes.composer}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      noValidate
    >
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <EmojiPicker onPick={insert} />
        <Textarea
          ref={box}
          className={classes.box}
          aria-label={t('message')}
          placeholder={t('placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void send();
            }
          }}
          maxLength={CHAT_MESSAGE_MAX}
          autosize
          minRows={1}
          maxRows={4}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'chat-count chat-error' : 'chat-count'}
        />
        <ActionIcon type="submit" size="lg" aria-label={t('send')} loading={sending}>
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <Group justify="space-between" gap="xs" wrap="nowrap" mt={4}>
        <Text id="chat-error" size="xs" c="red.8" role="alert">
          {error}
        </Text>
        <Text id="chat-count" size="xs" c={CHAT_MESSAGE_MAX - text.length <= 10 ? 'red.8' : 'dimmed'} className={classes.counter}>
          {t('counter', { count: text.length, max: CHAT_MESSAGE_MAX })}
        </Text>
      </Group>
    </form>
  );
}
