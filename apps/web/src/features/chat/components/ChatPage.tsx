import { useDeferredValue, useState } from 'react';
import { Alert, Drawer, EmptyState, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconMessageCircle, IconMessageCircleOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/client';
import { useErrorText } from '../../../app/api/errors';
import { CenteredLoader } from '../../../app/components/CenteredLoader';
import { useAddressParams } from '../../../app/routing/useAddressParams';
import { useMe } from '../../../app/session/me';
import { useRooms } from '../api/chat';
import { useLiveChat } from '../api/useLiveChat';
import { Conversation } from './Conversation';
import { MembersPanel } from './MembersPanel';
import { RoomList } from './RoomList';
import classes from './chat.module.css';

const atLeast = (query: string) => ({ query, options: { getInitialValueInEffect: false } });
/** The list beside the conversation from md; the members beside them too from lg. */
const WIDE = atLeast('(min-width: 62em)');
const ROOMY = atLeast('(min-width: 75em)');

/** /chat/listar (3-reports-communication.md §2 "Chat"): the user's rooms, the open room's conversation and its members. */
export function ChatPage() {
  const { t } = useTranslation('chat');
  const errorText = useErrorText();
  const me = useMe().data;
  const rooms = useRooms();
  // The rooms are drawn in a deferred render, in slices: their answer drew the whole list in one long task on a phone.
  const shownRooms = useDeferredValue(rooms.data);
  const [params, update] = useAddressParams();
  const room = shownRooms?.find((item) => item.codChtSala === Number(params.get('sala'))) ?? null;
  const live = useLiveChat(room?.codChtSala ?? null, { login: me?.cstLogin ?? '', nome: me?.nomUsuario ?? '' });
  const wide = useMediaQuery(WIDE.query, undefined, WIDE.options);
  const roomy = useMediaQuery(ROOMY.query, undefined, ROOMY.options);
  const [membersOpened, members] = useDisclosure(false);
  const [returnTo, setReturnTo] = useState<number | null>(null);

  const open = (id: number) => update({ sala: id });
  const back = () => {
    setReturnTo(room?.codChtSala ?? null);
    update({ sala: null });
  };

  const connection =
    live.status === 'reconnecting' ? (
      <Alert color="yellow" role="status" py="xs">
        {t('reconnecting')}
      </Alert>
    ) : live.status === 'closed' ? (
      <Alert color="red" role="alert" py="xs">
        {live.error ? errorText(new ApiError(live.error)) : t('closed')}
      </Alert>
    ) : null;

  const body = () => {
    if (rooms.isError)
      return (
        <Alert color="red" role="alert">
          {errorText(rooms.error)}
        </Alert>
      );
    if (!shownRooms) return <CenteredLoader label={t('loading')} />;
    if (shownRooms.length === 0)
      return (
        <EmptyState
          className={classes.empty}
          icon={<IconMessageCircleOff size={40} aria-hidden />}
          withIndicatorBackground
          title={t('emptyTitle')}
          description={t('emptyText')}
        />
      );
    const list = <RoomList rooms={shownRooms} selected={room?.codChtSala ?? null} onOpen={open} focusRoom={returnTo} />;
    const conversation = room && (
      <Conversation
        key={room.codChtSala}
        room={room}
        onSend={live.send}
        onBack={wide ? undefined : back}
        onMembers={roomy ? undefined : members.open}
      />
    );
    if (!wide) return <div className={classes.single}>{conversation ?? list}</div>;
    return (
      <div className={classes.layout} data-members={(roomy && room !== null) || undefined}>
        {list}
        {conversation ?? (
          <div className={classes.choose}>
            <IconMessageCircle size={40} aria-hidden />
            <Text c="dimmed">{t('chooseRoom')}</Text>
          </div>
        )}
        {roomy && room && <MembersPanel room={room.codChtSala} roomName={room.nomSala} online={live.online} me={me?.codBseUsuario ?? 0} />}
      </div>
    );
  };

  return (
    <div className={classes.page}>
      <Title order={1} className={classes.pageTitle}>
        {t('title')}
      </Title>
      {connection}
      {body()}
      <Drawer
        opened={membersOpened && room !== null && !roomy}
        onClose={members.close}
        position="right"
        size="xs"
        title={room ? t('membersOf', { room: room.nomSala }) : ''}
        closeButtonProps={{ 'aria-label': t('common.close', { ns: 'translation' }) }}
      >
        {room && (
          <MembersPanel room={room.codChtSala} roomName={room.nomSala} online={live.online} me={me?.codBseUsuario ?? 0} withTitle={false} />
        )}
      </Drawer>
    </div>
  );
}
