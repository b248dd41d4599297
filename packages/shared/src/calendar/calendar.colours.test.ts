import { describe, expect, it } from 'vitest';
import { EVENT_COLOURS, type EventColourKey, eventSwatch } from './calendar.schemas';

/** Hue (0-360), saturation and lightness (0-1) of a `#rrggbb` colour, and its chroma (max - min, 0-1). */
function hsl(hex: string) {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  const lightness = (max + min) / 2;
  const saturation = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * lightness - 1));
  let hue = 0;
  if (chroma > 0) {
    if (max === r) hue = 60 * (((g - b) / chroma + 6) % 6);
    else if (max === g) hue = 60 * ((b - r) / chroma + 2);
    else hue = 60 * ((r - g) / chroma + 4);
  }
  return { hue, saturation, lightness, chroma };
}

type Hsl = ReturnType<typeof hsl>;
const hueIn = (from: number, to: number) => (c: Hsl) =>
  c.chroma >= 0.25 && (from <= to ? c.hue >= from && c.hue <= to : c.hue >= from || c.hue <= to);

/** What each Portuguese name means: its hue family (and lightness where the name says it). */
const FAMILY: Record<EventColourKey, { means: string; is: (c: Hsl) => boolean }> = {
  vermelho: { means: 'red', is: hueIn(345, 10) },
  laranjado: { means: 'orange', is: hueIn(15, 40) },
  amarelo: { means: 'yellow', is: hueIn(45, 65) },
  verde: { means: 'green', is: hueIn(75, 165) },
  azulMarinho: { means: 'navy blue (a dark blue)', is: (c) => hueIn(210, 250)(c) && c.lightness <= 0.4 },
  roxo: { means: 'purple', is: hueIn(260, 310) },
  cinzaClaro: { means: 'light grey', is: (c) => c.chroma <= 0.12 && c.lightness >= 0.75 },
  preto: { means: 'black', is: (c) => c.chroma <= 0.05 && c.lightness <= 0.25 },
};

describe('the event colours', () => {
  it.each(EVENT_COLOURS.map((colour) => [colour.key, colour.swatch, FAMILY[colour.key].means] as const))(
    '%s is painted %s, which reads as %s',
    (key, swatch) => {
      expect(FAMILY[key].is(hsl(swatch)), `${key}: ${JSON.stringify(hsl(swatch))}`).toBe(true);
    },
  );

  it('reads the test’s own families right: the documents’ light cyan is not navy, their amber not yellow', () => {
    expect(FAMILY.azulMarinho.is(hsl('#00baf2'))).toBe(false);
    expect(FAMILY.amarelo.is(hsl('#fdb94d'))).toBe(false);
    expect(FAMILY.roxo.is(hsl('#8781bd'))).toBe(false);
    expect(FAMILY.azulMarinho.is(hsl('#000080'))).toBe(true);
  });

  it('keeps the documents’ stored values (§9) and paints each with its own swatch, eight different ones', () => {
    expect(EVENT_COLOURS.map((colour) => colour.hex)).toEqual([
      '#f64c60',
      '#86c879',
      '#00baf2',
      '#f59448',
      '#8781bd',
      '#fdb94d',
      '#d8d6e8',
      '#333333',
    ]);
    expect(eventSwatch('#00baf2')).toBe('#1f3a93');
    for (const colour of EVENT_COLOURS) expect(eventSwatch(colour.hex)).toBe(colour.swatch);
    expect(new Set(EVENT_COLOURS.map((colour) => colour.swatch)).size).toBe(EVENT_COLOURS.length);
  });
});
