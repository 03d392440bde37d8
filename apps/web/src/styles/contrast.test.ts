import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** WCAG 2.2 AA for the colour tokens of base.css: 4.5:1 for text on every surface of its theme. */
const css = readFileSync(new URL('./base.css', import.meta.url), 'utf8');

function block(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const body = css.slice(start, css.indexOf('\n}', start));
  return Object.fromEntries([...body.matchAll(/--([a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}
const light = block(':root');
const dark = { ...light, ...block(":root[data-theme='dark']") };

type Rgb = [number, number, number];
/** #rrggbb, or rgba() composited over `base` (the tints are translucent in the dark theme). */
function colour(value: string, base: Rgb): Rgb {
  const hex = /^#([0-9a-f]{6})$/i.exec(value);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1]!.slice(i, i + 2), 16)) as Rgb;
  const rgba = /^rgba\(([\d.]+),\s*([\d.]+),\s*([\d.]+),\s*([\d.]+)\)$/.exec(value);
  if (!rgba) throw new Error(`not a colour: ${value}`);
  const a = Number(rgba[4]);
  return [1, 2, 3].map((i, k) => Number(rgba[i]) * a + base[k]! * (1 - a)) as Rgb;
}
const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const ratio = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const TEXTS = ['text', 'text-muted', 'text-subtle', 'brand', 'danger', 'warning', 'success'];
const SURFACES = ['bg', 'surface', 'surface-2', 'surface-hover', 'brand-soft', 'danger-soft', 'warning-soft', 'success-soft'];

describe.each([
  ['light', light],
  ['dark', dark],
])('%s theme colour tokens', (_name, tokens) => {
  const surface = colour(tokens.surface!, [255, 255, 255]);
  const c = (name: string) => colour(tokens[name]!, surface);

  it('give every text colour 4.5:1 on every surface and tint', () => {
    const failures = TEXTS.flatMap((fg) =>
      SURFACES.map((bg) => ({ pair: `${fg} on ${bg}`, ratio: ratio(c(fg), c(bg)) })).filter((p) => p.ratio < 4.5),
    );
    expect(failures).toEqual([]);
  });

  it('give the primary button text 4.5:1, at rest and on hover', () => {
    expect(ratio(c('on-brand'), c('brand-solid'))).toBeGreaterThanOrEqual(4.5);
    expect(ratio(c('on-brand'), c('brand-solid-hover'))).toBeGreaterThanOrEqual(4.5);
  });

  it('give a danger button (white on --danger or its dark shade) 4.5:1', () => {
    // community.css paints primary danger buttons --danger in light, #b91c1c in dark.
    const fill = tokens === light ? c('danger') : colour('#b91c1c', surface);
    expect(ratio([255, 255, 255], fill)).toBeGreaterThanOrEqual(4.5);
  });
});
