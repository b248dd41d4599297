/**
 * Windows-1252 bytes of a text, as Excel in Brazil saves "CSV (separado por vírgulas)": made here
 * byte by byte (every character used is in Latin-1, one byte each), not by an encoder under test.
 */
export function windows1252(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    if (code > 0xff) throw new Error(`not in Latin-1: ${char}`);
    return code;
  });
}
