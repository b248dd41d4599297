import { CHAT_PAGE_SIZE, type ChatMessageDto } from '@portal/shared/chat';

/** The loaded part of a room's conversation, oldest first, and whether older messages remain on the server. */
export interface MessageList {
  messages: ChatMessageDto[];
  hasOlder: boolean;
}

const idOf = (message: ChatMessageDto) => message.codChtMensagem;

/** The messages of both lists once each (the later copy wins), in the order they were written. */
function merged(a: ChatMessageDto[], b: ChatMessageDto[]): ChatMessageDto[] {
  const byId = new Map<number, ChatMessageDto>();
  for (const message of [...a, ...b]) byId.set(idOf(message), message);
  return [...byId.values()].sort((x, y) => idOf(x) - idOf(y));
}

/**
 * The room's newest page (opening the room, or again after a reconnection): it replaces what the
 * loaded list held in its range (a message deleted meanwhile goes), the older messages already
 * loaded stay above it and a live message that came while it was asked for stays below.
 */
export function withNewest(current: MessageList | undefined, page: ChatMessageDto[]): MessageList {
  const first = page[0];
  const last = page.at(-1);
  if (!current || !first || !last) return { messages: page, hasOlder: page.length === CHAT_PAGE_SIZE };
  const older = current.messages.filter((message) => idOf(message) < idOf(first));
  const newer = current.messages.filter((message) => idOf(message) > idOf(last));
  return {
    messages: merged(older, merged(page, newer)),
    hasOlder: older.length > 0 ? current.hasOlder : page.length === CHAT_PAGE_SIZE,
  };
}

/** A page of older messages (scrolling up) put above the loaded ones. */
export function withOlder(current: MessageList, page: ChatMessageDto[]): MessageList {
  return { messages: merged(page, current.messages), hasOlder: page.length === CHAT_PAGE_SIZE };
}

/** A message sent or received live: once, however many times it arrives (the sender's ack and its own broadcast). */
export function withMessage(current: MessageList, message: ChatMessageDto): MessageList {
  return { ...current, messages: merged(current.messages, [message]) };
}

export function withoutMessage(current: MessageList, id: number): MessageList {
  return { ...current, messages: current.messages.filter((message) => idOf(message) !== id) };
}

/** The id to ask older messages before (`antesDe`): the oldest loaded. */
export function oldestId(current: MessageList | undefined): number | undefined {
  return current?.messages[0]?.codChtMensagem;
}
