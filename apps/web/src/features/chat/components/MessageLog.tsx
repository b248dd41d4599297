import { useLayoutEffect, useRef } from 'react';
import { Button, Center, Loader, Text } from '@mantine/core';
import type { ChatMessageDto } from '@portal/shared/chat';
import { useTranslation } from 'react-i18next';
import { MessageBubble } from './MessageBubble';
import classes from './chat.module.css';

interface Props {
  roomName: string;
  messages: ChatMessageDto[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onOlder: () => void;
  onDelete: (message: ChatMessageDto) => void;
}

/** How close to an edge (px) counts as being at it. */
const EDGE = 64;

interface Snapshot {
  height: number;
  top: number;
  first?: number;
  last?: number;
}

/**
 * The conversation as a log (role="log", read politely as messages arrive): the welcome line, older
 * messages as the user scrolls to the top (or asks with the button), the position kept when they come;
 * it follows new messages when the user was at the bottom or sent them.
 */
export function MessageLog({ roomName, messages, hasOlder, loadingOlder, onOlder, onDelete }: Props) {
  const { t } = useTranslation('chat');
  const ref = useRef<HTMLDivElement>(null);
  const before = useRef<Snapshot | null>(null);

  useLayoutEffect(() => {
    const log = ref.current;
    if (!log) return;
    const first = messages[0]?.codChtMensagem;
    const newest = messages.at(-1);
    const last = newest?.codChtMensagem;
    const previous = before.current;
    if (!previous) {
      log.scrollTop = log.scrollHeight;
    } else if (first !== previous.first && last === previous.last) {
      // Older messages came above: the messages on screen stay where they were.
      log.scrollTop = previous.top + (log.scrollHeight - previous.height);
    } else if (last !== previous.last) {
      const atBottom = previous.height - previous.top - log.clientHeight <= EDGE;
      if (atBottom || newest?.proprio) log.scrollTop = log.scrollHeight;
    }
    before.current = { height: log.scrollHeight, top: log.scrollTop, first, last };
  }, [messages]);

  const onScroll = () => {
    const log = ref.current;
    if (!log || !before.current) return;
    before.current = { ...before.current, height: log.scrollHeight, top: log.scrollTop };
    if (log.scrollTop <= EDGE && hasOlder && !loadingOlder) onOlder();
  };

  return (
    <div
      ref={ref}
      className={classes.log}
      role="log"
      aria-live="polite"
      aria-label={t('messagesOf', { room: roomName })}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take the focus (axe scrollable-region-focusable)
      tabIndex={0}
      onScroll={onScroll}
    >
      <ul className={classes.messageList}>
        <li className={classes.system}>
          <Text size="sm" span>
            {t('welcome')}
          </Text>
        </li>
        {hasOlder && (
          <li className={classes.older}>
            {loadingOlder ? (
              <Center>
                <Loader size="sm" aria-label={t('loadingOlder')} />
              </Center>
            ) : (
              <Button size="compact-sm" variant="subtle" onClick={onOlder}>
                {t('olderMessages')}
              </Button>
            )}
          </li>
        )}
        {messages.map((message) => (
          <MessageBubble key={message.codChtMensagem} message={message} onDelete={onDelete} />
        ))}
      </ul>
    </div>
  );
}
