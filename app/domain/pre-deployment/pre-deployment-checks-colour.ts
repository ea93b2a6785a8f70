/**
 * Colours as the browser reports them in computed styles, and WCAG 2 contrast (decision 032). Pure: no DOM.
 * Chromium reports colours the page set in the CSS Color 4 spaces in those spaces (Tailwind's palette is `oklch`),
 * so the parser reads `rgb()`/`rgba()`, hex, `oklch()`, `oklab()`, `color(srgb …)` and the few keywords computed
 * styles use; anything else is unknown (`null`) and the element is not judged.
 */

/** An sRGB colour: channels 0-255 (not rounded), alpha 0-1. */
export type Rgba = { r: number; g: number; b: number; a: number };

export const TRANSPARENT: Rgba = { r: 0, g: 0, b: 0, a: 0 };
export const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
export const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

const KEYWORDS: Record<string, Rgba> = { transparent: TRANSPARENT, white: WHITE, black: BLACK };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A number, a percentage of `percentOf`, or `none` (0), as CSS Color 4 writes a component. */
function component(token: string | undefined, percentOf: number): number | null {
  if (token === undefined) return null;
  if (token === "none") return 0;
  const percent = token.endsWith("%");
  const value = Number.parseFloat(token);
  if (!Number.isFinite(value)) return null;
  return percent ? (value / 100) * percentOf : value;
}

/** An angle in degrees (`deg`, `rad`, `turn`, `grad` or a bare number). */
function hue(token: string | undefined): number | null {
  if (token === undefined) return null;
  if (token === "none") return 0;
  const value = Number.parseFloat(token);
  if (!Number.isFinite(value)) return null;
  if (token.endsWith("rad")) return (value * 180) / Math.PI;
  if (token.endsWith("grad")) return value * 0.9;
  if (token.endsWith("turn")) return value * 360;
  return value;
}

/** The arguments of `name(a b c / alpha)` or `name(a, b, c, alpha)`: three components and the alpha. */
function argumentsOf(body: string): { parts: string[]; alpha: number } | null {
  const [main = "", alphaText] = body.split("/").map((part) => part.trim());
  const parts = main.split(/[\s,]+/).filter(Boolean);
  let alpha = 1;
  if (alphaText !== undefined) {
    const value = component(alphaText, 1);
    if (value === null) return null;
    alpha = value;
  } else if (parts.length === 4) {
    const value = component(parts.pop(), 1);
    if (value === null) return null;
    alpha = value;
  }
  if (parts.length !== 3) return null;
  return { parts, alpha: clamp(alpha, 0, 1) };
}

/** Linear-light sRGB (0-1) to an sRGB channel (0-255), clipped to the gamut. */
function encode(linear: number): number {
  const c = clamp(linear, 0, 1);
  return 255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);
}

/** OKLab (L 0-1) to sRGB, by OKLab's published matrices (Ottosson 2020). */
function fromOklab(l: number, a: number, b: number, alpha: number): Rgba {
  const l1 = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m1 = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s1 = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return {
    r: encode(4.0767416621 * l1 - 3.3077115913 * m1 + 0.2309699292 * s1),
    g: encode(-1.2684380046 * l1 + 2.6097574011 * m1 - 0.3413193965 * s1),
    b: encode(-0.0041960863 * l1 - 0.7034186147 * m1 + 1.707614701 * s1),
    a: alpha,
  };
}

function fromHex(hex: string): Rgba | null {
  const digits =
    hex.length <= 4
      ? hex
          .split("")
          .map((digit) => digit + digit)
          .join("")
      : hex;
  if (!/^[0-9a-f]{6}([0-9a-f]{2})?$/.test(digits)) return null;
  const byte = (index: number) => Number.parseInt(digits.slice(index, index + 2), 16);
  return { r: byte(0), g: byte(2), b: byte(4), a: digits.length === 8 ? byte(6) / 255 : 1 };
}

/** A computed colour value as sRGB, or null when it is empty or in a form this parser does not read. */
export function parseColor(value: string | null | undefined): Rgba | null {
  const text = (value ?? "").trim().toLowerCase();
  if (!text) return null;
  if (text in KEYWORDS) return KEYWORDS[text]!;
  if (text.startsWith("#")) return fromHex(text.slice(1));
  const call = /^([a-z-]+)\((.*)\)$/.exec(text);
  if (!call) return null;
  const [, name, body = ""] = call;
  if (name === "color") {
    const [space = "", ...rest] = body.trim().split(/\s+/);
    if (space !== "srgb") return null;
    const args = argumentsOf(rest.join(" "));
    const channels = args?.parts.map((part) => component(part, 1));
    if (!args || !channels || channels.some((channel) => channel === null)) return null;
    const [r, g, b] = channels as number[];
    return {
      r: clamp(r! * 255, 0, 255),
      g: clamp(g! * 255, 0, 255),
      b: clamp(b! * 255, 0, 255),
      a: args.alpha,
    };
  }
  const args = argumentsOf(body);
  if (!args) return null;
  const [first, second, third] = args.parts;
  if (name === "rgb" || name === "rgba") {
    const channels = [first, second, third].map((part) => component(part, 255));
    if (channels.some((channel) => channel === null)) return null;
    const [r, g, b] = channels.map((channel) => clamp(channel!, 0, 255));
    return { r: r!, g: g!, b: b!, a: args.alpha };
  }
  if (name === "oklab") {
    const l = component(first, 1);
    const a = component(second, 0.4);
    const b = component(third, 0.4);
    if (l === null || a === null || b === null) return null;
    return fromOklab(l, a, b, args.alpha);
  }
  if (name === "oklch") {
    const l = component(first, 1);
    const chroma = component(second, 0.4);
    const angle = hue(third);
    if (l === null || chroma === null || angle === null) return null;
    const radians = (angle * Math.PI) / 180;
    return fromOklab(l, chroma * Math.cos(radians), chroma * Math.sin(radians), args.alpha);
  }
  return null;
}

/** Every colour named in a computed `background-image` (a gradient's stops), in order. */
export function colorsIn(backgroundImage: string): Rgba[] {
  const tokens =
    backgroundImage.match(/(?:rgba?|oklch|oklab|color)\([^()]*\)|#[0-9a-f]{3,8}\b|\b(?:white|black)\b/gi) ??
    [];
  return tokens.map(parseColor).filter((color): color is Rgba => color !== null);
}

/** `top` painted over `bottom` (source-over in sRGB, as browsers blend). */
export function blend(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a + bottom.a * (1 - top.a);
  if (a === 0) return TRANSPARENT;
  const mix = (t: number, b: number) => (t * top.a + b * bottom.a * (1 - top.a)) / a;
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a };
}

/** WCAG 2 relative luminance of an opaque sRGB colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(first: Rgba, second: Rgba): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
