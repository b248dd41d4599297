import msg from 'virtual:messages/es';
import translation from '../es.json';

/** The shell's texts and the API's messages in this language: one chunk, loaded only when the language is used. */
export const bundle = { translation, msg };
