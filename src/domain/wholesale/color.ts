/**
 * A tissue's colour models computed from its hex (SPEC.md 3 'Tissue': rgb, hsl, hsv, hsi): one pure
 * function, used by the server for every answer (the browser shows what the server says).
 */
export const HEX_RE = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** '#ABC' / 'aabbcc' -> '#aabbcc', or null when it is not a hex colour. */
export function normaliseHex(input: string): string | null {
  const m = HEX_RE.exec(input.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return `#${h.toLowerCase()}`;
}

export interface ColorModels {
  rgb: string;
  hsl: string;
  hsv: string;
  hsi: string;
}
/** The colour models a tissue is answered with beside its hex, in this order (colorModels() computes them). */
export const COLOR_MODELS = ['rgb', 'hsl', 'hsv', 'hsi'] as const satisfies readonly (keyof ColorModels)[];

const round = (n: number) => Math.round(n);
const pct = (n: number) => `${round(n * 100)}%`;

/** The hue in degrees 0..359 (0 for a grey). */
function hueOf(r: number, g: number, b: number, max: number, delta: number): number {
  if (delta === 0) return 0;
  let h: number;
  if (max === r) h = ((g - b) / delta) % 6;
  else if (max === g) h = (b - r) / delta + 2;
  else h = (r - g) / delta + 4;
  const deg = round(h * 60);
  return ((deg % 360) + 360) % 360;
}

/**
 * '#ff8000' -> { rgb: 'rgb(255, 128, 0)', hsl: 'hsl(30, 100%, 50%)', hsv: 'hsv(30, 100%, 100%)',
 * hsi: 'hsi(30, 100%, 50%)' }. Hue in whole degrees, the rest in whole percents. HSI uses the
 * geometric hue (as HSL/HSV's hexagonal one would differ only slightly): H from acos, I = (r+g+b)/3,
 * S = 1 - min/I. Throws on a value that is not a hex colour.
 */
export function colorModels(hex: string): ColorModels {
  const h = normaliseHex(hex);
  if (!h) throw new Error(`not a hex colour: ${hex}`);
  const R = parseInt(h.slice(1, 3), 16);
  const G = parseInt(h.slice(3, 5), 16);
  const B = parseInt(h.slice(5, 7), 16);
  const r = R / 255;
  const g = G / 255;
  const b = B / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  const hue = hueOf(r, g, b, max, delta);

  const l = (max + min) / 2;
  const sl = delta === 0 ? 0 : delta / (1 - Math.abs(2 * l - 1));
  const sv = max === 0 ? 0 : delta / max;

  const i = (r + g + b) / 3;
  const si = i === 0 ? 0 : 1 - min / i;
  let hi = 0;
  if (delta !== 0) {
    const num = 0.5 * (r - g + (r - b));
    const den = Math.sqrt((r - g) * (r - g) + (r - b) * (g - b));
    const theta = (Math.acos(Math.max(-1, Math.min(1, num / den))) * 180) / Math.PI;
    hi = round(b > g ? 360 - theta : theta) % 360;
  }
  return {
    rgb: `rgb(${R}, ${G}, ${B})`,
    hsl: `hsl(${hue}, ${pct(sl)}, ${pct(l)})`,
    hsv: `hsv(${hue}, ${pct(sv)}, ${pct(max)})`,
    hsi: `hsi(${hi}, ${pct(si)}, ${pct(i)})`,
  };
}
