import { AUTHORING_CALLS } from './documented-calls.1-authoring';
import { ACCESS_CALLS } from './documented-calls.2-access';
import { COMMUNICATION_CALLS, SOCKET_EVENTS } from './documented-calls.3-reports';
import type { DocumentedCall } from './documented-calls.shape';

/**
 * The documents' calls: one entry per call of section 7 of the three documents
 * (`../shared/spec/1-authoring.md`, `2-access-users-activities.md`, `3-reports-communication.md`), the
 * chat's socket events included, one file a document (`documented-calls.1-authoring.ts`, `.2-access.ts`,
 * `.3-reports.ts`, each in its document's order; the entry's shape in `documented-calls.shape.ts`, §3's fields in
 * `documented-calls.entities.ts`). `documented-calls.test.ts` makes each one as the profile given there and
 * checks the answer against the fields given there; `docs/documented-calls.md` explains the readings.
 *
 * The count: 184 = 176 HTTP calls + 8 socket events. A call the documents name twice (in two documents,
 * or twice in one) is one entry, under the first place that names it (document 1, then 2, then 3);
 * `alsoIn` gives the others. The documents' image variants of the game question and answer calls
 * ("an image variant, multipart") are the same method and path with a multipart body: one entry each,
 * with a `variant`. External calls (the public postal-code provider) and store actions without a path
 * are not calls of this server.
 *
 * Paths are written as the documents write them; the product serves them under `/api`. `{name}` is a
 * parameter (its documented name), a number (`-1`) or `x` is written as the documents write it.
 *
 * Readings (the documents rarely name an answer's fields):
 * - A call that loads records (one, or a list) answers each record with the fields §3 gives that entity,
 *   less what DECISIONS.md forbids to leave the server (`txtSenha`, `dscHashSenha`).
 * - A list that DECISIONS.md pages ("users, classes, answers, reports, access log, news, topics, posts,
 *   messages, tickets") must answer `{items, total, page, pageSize}` (`answer.shape: 'page'`); any other
 *   list may answer an array or such a page (`'rows'`).
 * - A create, update, delete or swap answers what the documents say it answers; where they say nothing
 *   (most: the screens reload their list), only a 2xx is required (`'unspecified'`).
 * - A body is sent with exactly the fields given here: those §7 names for the call, else the ones the
 *   call's screen edits (its §3 entity's names). The few the documents describe without naming
 *   (a day, a filter) use the product's names and say so in `note`.
 * - A documented call is made with the query the documents show and no other: a parameter the product
 *   requires beyond it makes the call fail.
 */

export type { Answer, Body, DocumentName, DocumentedCall, HttpCall, Profile, SocketEvent } from './documented-calls.shape';
export { callName, callSource } from './documented-calls.shape';

/** Every documented call: 176 HTTP calls (68 + 59 + 49 by first document) and 8 socket events. */
export const DOCUMENTED_CALLS: readonly DocumentedCall[] = [...AUTHORING_CALLS, ...ACCESS_CALLS, ...COMMUNICATION_CALLS, ...SOCKET_EVENTS];

export const DOCUMENTED_COUNT = 184;
