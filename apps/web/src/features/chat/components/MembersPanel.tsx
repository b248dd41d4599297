import { Alert, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ChatMemberDto } from '@portal/shared/chat';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../app/api/errors';
import { CenteredLoader } from '../../../app/components/CenteredLoader';
import { useMembers } from '../api/chat';
import classes from './chat.module.css';

interface Props {
  room: number;
  roomName: string;
  online: ReadonlySet<number>;
  me: number;
  /** Without its own heading (inside a drawer whose title names it). */
  withTitle?: boolean;
}

/** Online first, then by name. */
function byPresence(members: ChatMemberDto[], online: ReadonlySet<number>): ChatMemberDto[] {
  return [...members].sort(
    (a, b) => Number(online.has(b.codBseUsuario)) - Number(online.has(a.codBseUsuario)) || a.nomUsuario.localeCompare(b.nomUsuario, 'pt'),
  );
}

/** The room's information: its members, each online or offline, live from the socket's presence events. */
export function MembersPanel({ room, roomName, online, me, withTitle = true }: Props) {
  const { t } = useTranslation('chat');
  const errorText = useErrorText();
  const members = useMembers(room);
  const count = members.data?.filter((member) => online.has(member.codBseUsuario)).length ?? 0;
  return (
    <section className={classes.members} data-plain={!withTitle || undefined} aria-label={t('membersOf', { room: roomName })}>
      {withTitle && (
        <Title order={2} size="h4" className={classes.paneTitle}>
          {t('members')}
        </Title>
      )}
      {members.isError ? (
        <Alert color="red" role="alert">
          {errorText(members.error)}
        </Alert>
      ) : !members.data ? (
        <CenteredLoader label={t('loading')} />
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="xs">
            {t('onlineCount', { count, total: members.data.length })}
          </Text>
          <ul className={classes.memberList}>
            {byPresence(members.data, online).map((member) => {
              const isOnline = online.has(member.codBseUsuario);
              return (
                <li key={member.codBseUsuario} className={classes.member}>
                  <span className={classes.dot} data-online={isOnline || undefined} aria-hidden />
                  <Text size="sm" truncate>
                    {member.nomUsuario}
                    {member.codBseUsuario === me && ` ${t('you')}`}
                  </Text>
                  <VisuallyHidden>, {isOnline ? t('online') : t('offline')}</VisuallyHidden>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
