/**
 * The games call a picture by the name its author gave it ('o cachorro'), and by its position only
 * when it has none. A text that begins a sentence with the name has it as `{{Name}}`: this capital.
 */
export const atSentenceStart = (name: string) => name.replace(/^\p{Ll}/u, (letter) => letter.toLocaleUpperCase());
