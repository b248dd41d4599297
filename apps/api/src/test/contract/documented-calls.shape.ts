/**
 * What an entry of the documented calls is (`documented-calls.ts` explains the readings), and the makers
 * the per-document lists write their entries with.
 */

export type DocumentName = '1-authoring' | '2-access-users-activities' | '3-reports-communication';
export type Profile = 'Master' | 'Gestor' | 'Diretor' | 'Coordenador' | 'Professor' | 'Aluno' | 'Assistente' | 'public';

/** Field paths: `a`, `a.b`, `a[].b` (the array's first element), `**.a` (anywhere in the answer), `nome_*` (a key starting so). */
export type Answer =
  | { shape: 'object'; fields: readonly string[] }
  | { shape: 'rows'; fields: readonly string[] }
  | { shape: 'page'; fields: readonly string[] }
  | { shape: 'text'; contains: string }
  | { shape: 'unspecified' };

export interface Body {
  format: 'json' | 'multipart';
  /** Leaf paths of the body: `a`, `a.b`, `a[].b`, `[].a` for an array body; a multipart file is a field like the others. */
  fields: readonly string[];
}

export interface HttpCall {
  kind: 'http';
  doc: DocumentName;
  /** The subsection of §7 that names it. */
  section: string;
  alsoIn?: readonly string[];
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Query parameters the documents show (`?codTurma=`). */
  query?: readonly string[];
  profile: Profile;
  body?: Body;
  /** The documents' image variant of the same call: multipart, maybe keyed by another id. */
  variant?: { label: string; path: string; body: Body };
  answer: Answer;
  /** A status the documents or DECISIONS.md give (otherwise any 2xx). */
  status?: number;
  /** Where DECISIONS.md replaces or settles the documented call. */
  decision?: string;
  note?: string;
}

export interface SocketEvent {
  kind: 'socket';
  doc: '3-reports-communication';
  section: 'Chat';
  direction: 'emit' | 'receive';
  event: string;
  profile: Profile;
  /** The payload's fields the documents name (emitted events). */
  payload?: readonly string[];
  /** What a received event must carry (the chat message's fields of §3, or the user's id). */
  carries?: readonly string[];
  note?: string;
}

export type DocumentedCall = HttpCall | SocketEvent;

/** `GET /trl_livro/{id}`, `emit chatToServer`: the entry's name in messages. */
export function callName(call: DocumentedCall): string {
  return call.kind === 'http'
    ? `${call.method} ${call.path}${call.query?.length ? `?${call.query.map((q) => `${q}=`).join('&')}` : ''}`
    : `${call.direction} ${call.event}`;
}

export function callSource(call: DocumentedCall): string {
  return `${call.doc}.md §7 "${call.section}"`;
}

// ---------------------------------------------------------------- entry makers

export const json = (...fields: string[]): Body => ({ format: 'json', fields });
export const multipart = (...fields: string[]): Body => ({ format: 'multipart', fields });
export const object = (fields: readonly string[]): Answer => ({ shape: 'object', fields });
export const rows = (fields: readonly string[]): Answer => ({ shape: 'rows', fields });
export const page = (fields: readonly string[]): Answer => ({ shape: 'page', fields });
export const unspecified: Answer = { shape: 'unspecified' };

export const PAGED =
  'DECISIONS.md "Data, files and limits": this list is paginated by the server, answering {items, total, page, pageSize}.';
export const BOTH_ANSWER =
  'DECISIONS.md "Beyond the documents": where the product has a better call, both answer: the documented one as a thin route over the same service.';

/** One document's entry maker, `d1(section, call)`. */
export const documentCalls =
  (doc: DocumentName) =>
  (section: string, call: Omit<HttpCall, 'kind' | 'doc' | 'section'>): HttpCall => ({
    kind: 'http',
    doc,
    section,
    ...call,
  });
