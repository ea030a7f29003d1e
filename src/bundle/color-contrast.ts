/**
 * WCAG contrast between sRGB colours, and a colour's nearest variant (same hue and saturation, lightness moved in
 * one direction) that reaches a contrast ratio against every given background. Pure.
 */
export type Rgb = [number, number, number]

/** `#rgb`, `#rrggbb`, `rgb(r, g, b)` or `hsl(h, s%, l%)` → channels in 0..1; undefined for anything else (named colours, alpha). */
export function parseColor(text: string): Rgb | undefined {
  const value = text.trim().toLowerCase()
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(value)
  if (short) return short.slice(1).map((d) => parseInt(d + d, 16) / 255) as Rgb
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(value)
  if (long) return long.slice(1).map((d) => parseInt(d, 16) / 255) as Rgb
  const rgb = /^rgb\(\s*(\d{1,3})\s*,?\s*(\d{1,3})\s*,?\s*(\d{1,3})\s*\)$/.exec(value)
  if (rgb) return rgb.slice(1).map((d) => Math.min(255, Number(d)) / 255) as Rgb
  const hsl = /^hsl\(\s*(\d{1,3}(?:\.\d+)?)\s*,\s*(\d{1,3}(?:\.\d+)?)%\s*,\s*(\d{1,3}(?:\.\d+)?)%\s*\)$/.exec(value)
  if (hsl)
    return fromHsl([
      (Number(hsl[1]) % 360) / 360,
      Math.min(100, Number(hsl[2])) / 100,
      Math.min(100, Number(hsl[3])) / 100,
    ])
  return undefined
}

export function toHex(rgb: Rgb): string {
  return (
    '#' +
    rgb
      .map((v) =>
        Math.round(Math.min(1, Math.max(0, v)) * 255)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  )
}

function relativeLuminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

function toHsl([r, g, b]: Rgb): Rgb {
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const l = (max + min) / 2
  if (max === min) return [0, 0, l]
  const d = max - min
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min)
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4
  return [h / 6, s, l]
}

function fromHsl([h, s, l]: Rgb): Rgb {
  if (s === 0) return [l, l, l]
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s
  const p = 2 * l - q
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t
    if (u < 1 / 6) return p + (q - p) * 6 * u
    if (u < 1 / 2) return q
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6
    return p
  }
  return [channel(h + 1 / 3), channel(h), channel(h - 1 / 3)]
}

const LIGHTNESS_STEP = 0.005

/**
 * `color` as it is when it already has `ratio` against every background, else darkened (`direction` -1, for light
 * backgrounds) or lightened (+1, dark backgrounds) step by step in HSL lightness until it has; hue and saturation
 * stay, so the palette keeps its look.
 */
export function withContrast(color: Rgb, backgrounds: Rgb[], ratio: number, direction: -1 | 1): Rgb {
  const enough = (c: Rgb) => backgrounds.every((bg) => contrastRatio(c, bg) >= ratio)
  if (enough(color)) return color
  const [h, s, l0] = toHsl(color)
  for (let l = l0; l >= 0 && l <= 1; l += direction * LIGHTNESS_STEP) {
    // whole 8-bit channels, as the colour is written
    const candidate = fromHsl([h, s, l]).map((c) => Math.round(c * 255) / 255) as Rgb
    if (enough(candidate)) return candidate
  }
  return direction < 0 ? [0, 0, 0] : [1, 1, 1]
}
