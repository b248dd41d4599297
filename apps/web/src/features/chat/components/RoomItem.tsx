import { useEffect, useRef } from 'react';
import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { IconSchool, IconUsersGroup } from '@tabler/icons-react';
import { type ChatRoomDto, messagePreview } from '@portal/shared/chat';
import { useTranslation } from 'react-i18next';
import { listTime } from './when';
import classes from './chat.module.css';

interface Props {
  room: ChatRoomDto;
  selected: boolean;
  onOpen: (room: number) => void;
  /** Takes the focus once drawn (back from the conversation on a phone). */
  focus?: boolean;
}

/** A room of the list: its name, the last message's preview and time, and the unread badge (in its accessible name too). */
export function RoomItem({ room, selected, onOpen, focus }: Props) {
  const { t } = useTranslation('chat');
  const previewId = `chat-room-preview-${room.codChtSala}`;
  const Icon = room.tipo === 'turma' ? IconSchool : IconUsersGroup;
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <UnstyledButton
      className={classes.room}
      data-selected={selected || undefined}
      aria-current={selected || undefined}
      aria-label={t('roomButton', { name: room.nomSala, unread: t('unread', { count: room.naoLidas }) })}
      aria-describedby={previewId}
      onClick={() => onOpen(room.codChtSala)}
      ref={ref}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Icon size={22} aria-hidden className={classes.roomIcon} />
        <div className={classes.roomText}>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Text fw={600} size="sm" truncate>
              {room.nomSala}
            </Text>
            {room.datUltimaMensagem && (
              <Text size="xs" c="dimmed" aria-hidden>
                {listTime(room.datUltimaMensagem)}
              </Text>
            )}
          </Group>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Text id={previewId} size="sm" c="dimmed" truncate>
              {room.ultimaMensagem === null ? t('noMessagesYet') : messagePreview(room.ultimaMensagem)}
            </Text>
            {room.naoLidas > 0 && (
              <Badge size="sm" circle={room.naoLidas < 10} color="red.8" aria-hidden data-testid="unread-badge">
                {room.naoLidas}
              </Badge>
            )}
          </Group>
        </div>
      </Group>
    </UnstyledButton>
  );
}
