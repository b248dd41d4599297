import msg from 'virtual:messages/pt';
import translation from '../pt.json';

/** The shell's texts and the API's messages in this language: one chunk, loaded only when the language is used. */
export const bundle = { translation, msg };
