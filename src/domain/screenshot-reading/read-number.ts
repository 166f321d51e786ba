/**
 * Numbers as exchanges print them: `1,234.5`, `1.234,5`, `+12.3%`, `-0.0042 BTC`, `x20`, `20x`,
 * `≈ 98 765,4`. The result is a plain decimal string (`-1234.5`), never a float, so a price like
 * 0.00001234 keeps every digit.
 */
export type NumberLocale = 'point' | 'comma'

export interface ReadNumber {
  readonly value: string
  /** True when the decimal mark could only be told from the card's language (e.g. `1,234`). */
  readonly ambiguous: boolean
}

const NUMBER_CORE = /^[+\-−–]?\d[\d.,\u00a0\u202f' ]*$/

/**
 * `text` without its sign, currency, unit or percent sign, read as a decimal. `decimalMark` is the
 * card language's usual mark, used only when the text alone can't tell (one separator followed by
 * exactly three digits). Returns undefined for anything that is not one number.
 */
export function readNumber(text: string, decimalMark: NumberLocale = 'point'): ReadNumber | undefined {
  const trimmed = text
    .trim()
    .replace(/^[≈~$]+/, '')
    .replace(/^(?:usdt|usdc|usd)\s*/i, '')
    .replace(/\s*(?:%|[a-z]{2,6}|\$)$/i, '')
    .trim()
  if (!NUMBER_CORE.test(trimmed)) return undefined
  const negative = /^[-−–]/.test(trimmed)
  let digits = trimmed.replace(/^[+\-−–]/, '').replace(/[\u00a0\u202f' ]/g, '')
  if (!/\d$/.test(digits)) return undefined
  const points = (digits.match(/\./g) ?? []).length
  const commas = (digits.match(/,/g) ?? []).length
  let ambiguous = false
  let decimal: '.' | ',' | undefined
  if (points > 0 && commas > 0) {
    decimal = digits.lastIndexOf('.') > digits.lastIndexOf(',') ? '.' : ','
    if ((decimal === '.' ? points : commas) > 1) return undefined
  } else if (points + commas === 1) {
    const mark = points ? '.' : ','
    const after = digits.length - digits.indexOf(mark) - 1
    const leadingZero = /^0[.,]/.test(digits)
    if (after === 3 && !leadingZero) {
      ambiguous = true
      decimal = (decimalMark === 'point') === (mark === '.') ? mark : undefined
    } else decimal = mark
  } else if (points > 1 || commas > 1) {
    decimal = undefined // only thousands separators: 1,234,567
  }
  const thousands = decimal === '.' ? ',' : decimal === ',' ? '.' : undefined
  const [whole = '', fraction] = decimal ? digits.split(decimal) : [digits]
  const wholeDigits = thousands || !decimal ? whole.replace(/[.,]/g, '') : whole
  if (thousands && !validGrouping(whole, thousands)) return undefined
  if (!decimal && (points > 1 || commas > 1) && !validGrouping(whole, points > 1 ? '.' : ',')) return undefined
  if (!/^\d+$/.test(wholeDigits) || (fraction !== undefined && !/^\d+$/.test(fraction))) return undefined
  digits = fraction !== undefined ? `${wholeDigits}.${fraction}` : wholeDigits
  digits = digits.replace(/^0+(?=\d)/, '')
  const isZero = /^[0.]+$/.test(digits)
  return { value: negative && !isZero ? `-${digits}` : digits, ambiguous }
}

/** `1,234,567` groups: 1-3 digits, then groups of exactly three. */
function validGrouping(whole: string, separator: string): boolean {
  if (!whole.includes(separator)) return true
  const groups = whole.split(separator)
  return /^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((group) => /^\d{3}$/.test(group))
}

/** `20x`, `x20`, `20X`, `Cross 20x` → `20`; undefined when the text is not a leverage. */
export function readLeverage(text: string): string | undefined {
  const match = /^(?:x\s?(\d{1,3}(?:[.,]\d+)?)|(\d{1,3}(?:[.,]\d+)?)\s?x)$/i.exec(text.trim())
  const raw = match?.[1] ?? match?.[2]
  if (!raw) return undefined
  const value = raw.replace(',', '.').replace(/\.0+$/, '')
  return Number(value) >= 1 && Number(value) <= 200 ? value : undefined
}
