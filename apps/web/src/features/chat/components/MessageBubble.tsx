import { ActionIcon, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ChatMessageDto } from '@portal/shared/chat';
import { useTranslation } from 'react-i18next';
import { clockTime } from './when';
import classes from './chat.module.css';

interface Props {
  message: ChatMessageDto;
  /** Asks to delete the message (own messages only). */
  onDelete: (message: ChatMessageDto) => void;
}

/**
 * One message of the conversation: the user's own on the right in the theme's colour, with the delete
 * button; another's on the left in grey, with its author's name and time.
 */
export function MessageBubble({ message, onDelete }: Props) {
  const { t } = useTranslation('chat');
  const own = message.proprio;
  const time = (
    <Text component="time" dateTime={message.datCriacao} size="xs" className={classes.time}>
      {clockTime(message.datCriacao)}
    </Text>
  );
  return (
    <li className={classes.message} data-own={own || undefined}>
      <div className={classes.bubble}>
        {own ? (
          <VisuallyHidden>{t('youSaid')}</VisuallyHidden>
        ) : (
          <Group gap={8} wrap="nowrap" justify="space-between">
            <Text size="xs" fw={700} className={classes.author}>
              {message.nomUsuario}
            </Text>
            {time}
          </Group>
        )}
        <Text size="sm" className={classes.text}>
          {message.txtMensagem}
        </Text>
        {own && (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {time}
            <ActionIcon
              size="sm"
              variant="transparent"
              color="white"
              className={classes.deleteButton}
              aria-label={t('deleteMessage')}
              onClick={() => onDelete(message)}
            >
              <IconTrash size={14} aria-hidden />
            </ActionIcon>
          </Group>
        )}
      </div>
    </li>
  );
}
