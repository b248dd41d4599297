import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { cssVariablesResolver, theme } from '../app/theme';

/** The light scheme's CSS variables of the app's theme (Mantine's and the app's own), as the browser has them. */
export const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const variables: Record<string, string> = {
  ...defaultCssVariablesResolver(merged).variables,
  ...defaultCssVariablesResolver(merged).light,
  ...cssVariablesResolver(merged).light,
};
for (const [name, shades] of Object.entries(merged.colors))
  shades.forEach((value, shade) => (variables[`--mantine-color-${name}-${shade}`] = value));

/** A colour as the browser would paint it: `var(--x)` followed to its value. */
export function resolve(value: string): string {
  const reference = /^var\((--[\w-]+)\)$/.exec(value.trim());
  if (!reference) return value.trim().toLowerCase();
  const next = variables[reference[1]!];
  if (next === undefined) throw new Error(`unknown CSS variable ${reference[1]}`);
  return resolve(next);
}

/** WCAG's contrast ratio of two #rgb / #rrggbb colours. */
export function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const digits = hex.replace('#', '');
    const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
    const [r, g, b] = [0, 2, 4].map((i) => {
      const c = parseInt(full.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
