import { Title } from '@mantine/core';
import type { ChatRoomDto } from '@portal/shared/chat';
import { useTranslation } from 'react-i18next';
import { RoomItem } from './RoomItem';
import classes from './chat.module.css';

interface Props {
  rooms: ChatRoomDto[];
  selected: number | null;
  onOpen: (room: number) => void;
  focusRoom?: number | null;
}

/** The user's rooms, one button each, the latest conversation first. */
export function RoomList({ rooms, selected, onOpen, focusRoom }: Props) {
  const { t } = useTranslation('chat');
  return (
    <section className={classes.rooms} aria-labelledby="chat-rooms-title">
      <Title order={2} size="h4" id="chat-rooms-title" className={classes.paneTitle}>
        {t('rooms')}
      </Title>
      <ul className={classes.roomList}>
        {rooms.map((room) => (
          <li key={room.codChtSala}>
            <RoomItem room={room} selected={room.codChtSala === selected} onOpen={onOpen} focus={room.codChtSala === focusRoom} />
          </li>
        ))}
      </ul>
    </section>
  );
}
