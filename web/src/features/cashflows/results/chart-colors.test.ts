import { describe, expect, it } from 'vitest';
import { chartBackground, chartPalette, type ChartHue, type ChartScheme } from './chart-colors';

type Rgb = [number, number, number];

const linear = (hex: string): Rgb =>
  [1, 3, 5].map((index) => {
    const channel = Number.parseInt(hex.slice(index, index + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as Rgb;

/** WCAG 2's relative luminance and contrast ratio. */
const luminance = (hex: string) => {
  const [r, g, b] = linear(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** Viénot, Brettel and Mollon's (1999) simulation of protanopia and deuteranopia on linear RGB. */
const deficiencies: Record<'protanopia' | 'deuteranopia', [Rgb, Rgb, Rgb]> = {
  protanopia: [
    [0.11238, 0.88762, 0],
    [0.11238, 0.88762, 0],
    [0.00401, -0.00401, 1],
  ],
  deuteranopia: [
    [0.29275, 0.70725, 0],
    [0.29275, 0.70725, 0],
    [-0.02234, 0.02234, 1],
  ],
};

/** CIELAB (D65) of a linear RGB colour. */
function lab([r, g, b]: Rgb): Rgb {
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** The colour difference (CIE76 ΔE) two colours keep for a reader with the deficiency. */
function differenceSeen(a: string, b: string, deficiency: keyof typeof deficiencies): number {
  const seen = (hex: string) => {
    const colour = linear(hex);
    return lab(deficiencies[deficiency].map(([p, q, s]) => Math.min(1, Math.max(0, p * colour[0] + q * colour[1] + s * colour[2]))) as Rgb);
  };
  const [p, q] = [seen(a), seen(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

const schemes: ChartScheme[] = ['light', 'dark'];
const seriesHues: ChartHue[] = ['blue', 'vermillion', 'green', 'black'];

describe('the chart colours', () => {
  it('stand out from the page at 3:1 or more in the light and the dark theme', () => {
    for (const scheme of schemes)
      // Every colour but the page's own, which outlines the labels.
      for (const [hue, colour] of Object.entries(chartPalette[scheme]).filter(([hue]) => hue !== 'page'))
        expect(contrast(colour, chartBackground[scheme]), `${scheme} ${hue}`).toBeGreaterThanOrEqual(3);
  });

  it('write the lines’ labels at 4.5:1 or more', () => {
    for (const scheme of schemes)
      for (const hue of ['vermillionText', 'greyText'] as const)
        expect(contrast(chartPalette[scheme][hue], chartBackground[scheme]), `${scheme} ${hue}`).toBeGreaterThanOrEqual(4.5);
  });

  it('stay apart for protanopia and deuteranopia, where the orange and red before them merged', () => {
    // Mantine's orange.8 and red.9, the running costs and the debt service before: 20 apart for deuteranopia.
    expect(differenceSeen('#E8590C', '#C92A2A', 'deuteranopia')).toBeLessThan(21);
    for (const scheme of schemes)
      for (const [index, a] of seriesHues.entries())
        for (const b of seriesHues.slice(index + 1))
          for (const deficiency of ['protanopia', 'deuteranopia'] as const)
            expect(differenceSeen(chartPalette[scheme][a], chartPalette[scheme][b], deficiency), `${scheme} ${a}/${b} ${deficiency}`).toBeGreaterThan(28);
  });
});
