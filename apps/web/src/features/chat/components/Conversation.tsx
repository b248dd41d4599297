import { useEffect, useRef } from 'react';
import { ActionIcon, Alert, Button, Group, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications/store';
import { IconArrowLeft, IconUsers } from '@tabler/icons-react';
import type { ChatMessageDto, ChatRoomDto } from '@portal/shared/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../app/api/errors';
import { CenteredLoader } from '../../../app/components/CenteredLoader';
import { confirmYesNo } from '../../../app/components/confirm';
import { setMessages, useDeleteMessage, useLoadOlder, useMessages } from '../api/chat';
import { withoutMessage } from '../api/messageList';
import { Composer } from './Composer';
import { MessageLog } from './MessageLog';
import classes from './chat.module.css';

interface Props {
  room: ChatRoomDto;
  onSend: (room: number, text: string) => Promise<unknown>;
  /** On a phone: back to the room list. */
  onBack?: () => void;
  /** When the members are not beside the conversation: the button that shows them. */
  onMembers?: () => void;
}

/** The open room: its name, its messages and the text box (keyed by the room: another room starts afresh). */
export function Conversation({ room, onSend, onBack, onMembers }: Props) {
  const { t } = useTranslation('chat');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const id = room.codChtSala;
  const messages = useMessages(id);
  const older = useLoadOlder(id);
  const remove = useDeleteMessage();
  const title = useRef<HTMLHeadingElement>(null);

  // On a phone the list gave way to the conversation: the focus goes to its title.
  const focusTitle = onBack !== undefined;
  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, [focusTitle, id]);

  const askDelete = (message: ChatMessageDto) =>
    confirmYesNo({
      question: t('deleteQuestion'),
      detail: message.txtMensagem,
      danger: true,
      onConfirm: () =>
        remove.mutate(message.codChtMensagem, {
          onSuccess: () => {
            setMessages(queryClient, id, (list) => withoutMessage(list, message.codChtMensagem));
            notifications.show({ color: 'teal', message: t('deleted') });
          },
          onError: (failure) => notifications.show({ color: 'red', title: t('deleteFailed'), message: errorText(failure) }),
        }),
    });

  return (
    <section className={classes.conversation} aria-labelledby="chat-room-title">
      <Group className={classes.conversationHeader} gap="xs" wrap="nowrap">
        {onBack && (
          <ActionIcon variant="subtle" size="lg" aria-label={t('back')} onClick={onBack}>
            <IconArrowLeft size={20} aria-hidden />
          </ActionIcon>
        )}
        <Title order={2} size="h4" id="chat-room-title" ref={title} tabIndex={-1} className={classes.roomTitle}>
          {room.nomSala}
        </Title>
        {onMembers && (
          <Button variant="light" size="compact-sm" leftSection={<IconUsers size={16} aria-hidden />} onClick={onMembers}>
            {t('members')}
          </Button>
        )}
      </Group>
      {messages.isError ? (
        <Alert color="red" role="alert" m="sm">
          {errorText(messages.error)}
        </Alert>
      ) : !messages.data ? (
        <div className={classes.logPlaceholder}>
          <CenteredLoader label={t('loading')} />
        </div>
      ) : (
        <MessageLog
          roomName={room.nomSala}
          messages={messages.data.messages}
          hasOlder={messages.data.hasOlder}
          loadingOlder={older.isPending}
          onOlder={() =>
            older.mutate(undefined, {
              onError: (failure) => notifications.show({ color: 'red', title: t('olderFailed'), message: errorText(failure) }),
            })
          }
          onDelete={askDelete}
        />
      )}
      <Composer onSend={(text) => onSend(id, text)} />
    </section>
  );
}
