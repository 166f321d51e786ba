import type { HslTriple } from './colour-theme'

const HEX = /^#?([0-9a-f]{6})$/i

/** `#4A90E2` to `212 72% 59%` (the colour inputs give hex, the theme variables hold HSL). Null if not hex. */
export function hexToHsl(hex: string): HslTriple | null {
  const match = HEX.exec(hex.trim())
  if (!match) return null
  const value = Number.parseInt(match[1]!, 16)
  const r = ((value >> 16) & 255) / 255
  const g = ((value >> 8) & 255) / 255
  const b = (value & 255) / 255
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const light = (max + min) / 2
  const delta = max - min
  let hue = 0
  let saturation = 0
  if (delta !== 0) {
    saturation = delta / (1 - Math.abs(2 * light - 1))
    if (max === r) hue = ((g - b) / delta) % 6
    else if (max === g) hue = (b - r) / delta + 2
    else hue = (r - g) / delta + 4
    hue *= 60
    if (hue < 0) hue += 360
  }
  return `${Math.round(hue) % 360} ${Math.round(saturation * 100)}% ${Math.round(light * 100)}%`
}

const TRIPLE = /^\s*(-?\d+(?:\.\d+)?)(?:deg)?\s+(\d+(?:\.\d+)?)%\s+(\d+(?:\.\d+)?)%\s*$/

/** Parsed `h s% l%`, or null. */
export function parseHsl(triple: HslTriple): { h: number; s: number; l: number } | null {
  const match = TRIPLE.exec(triple)
  if (!match) return null
  return { h: ((Number(match[1]) % 360) + 360) % 360, s: Math.min(100, Number(match[2])), l: Math.min(100, Number(match[3])) }
}

/** `212 72% 59%` to `#4a90e2` (for the colour inputs when editing); null if not a triple. */
export function hslToHex(triple: HslTriple): string | null {
  const parsed = parseHsl(triple)
  if (!parsed) return null
  const s = parsed.s / 100
  const l = parsed.l / 100
  const a = s * Math.min(l, 1 - l)
  const channel = (n: number) => {
    const k = (n + parsed.h / 30) % 12
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(0)}${channel(8)}${channel(4)}`
}

/** Lightness of a triple (0-100), for picking readable text on top of it; 50 if unreadable. */
export function lightnessOf(triple: HslTriple): number {
  return parseHsl(triple)?.l ?? 50
}
