import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The games' answer key, as the player receives it: never the answer itself, but for each item a
 * key `answerKey(salt, item, rightValue)`. The browser checks a move by computing the key of what
 * the child chose and comparing, so the answer is neither in the page nor in the response, and a
 * game still plays offline. (A determined adult could try every value in the console; games are
 * practice, not graded: the graded activities keep their key on the server until submission.)
 *
 * `salt` is random per response and `item` an opaque token of that response, so keys cannot be
 * compared across responses or mapped to database rows. A plain JS SHA-256 (not crypto.subtle,
 * which a school's http:// address does not offer) keeps it synchronous and the same everywhere.
 */
export function answerKey(salt: string, item: string, value: string): string {
  return bytesToHex(sha256(utf8ToBytes(`${salt}|${item}|${value}`))).slice(0, 24);
}

/** A letter or word as the games compare it: accents and case folded ('á' finds 'a', 'Ç' finds 'c'). */
export function foldForGame(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleUpperCase('pt-BR').trim();
}
