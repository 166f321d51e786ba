/**
 * Building an Intl formatter costs far more than using one, and a trade table formats thousands
 * of cells, so formatters are kept per locale and options.
 */
const numberFormats = new Map<string, Intl.NumberFormat>()
const dateFormats = new Map<string, Intl.DateTimeFormat>()
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>()

/**
 * The number options the app formats with. The cache key is made of exactly these, so an option
 * outside this list (which the type refuses) would have to be added to the key in numberFormat.
 */
export type NumberFormatCacheOptions = Pick<
  Intl.NumberFormatOptions,
  'style' | 'currency' | 'notation' | 'minimumFractionDigits' | 'maximumFractionDigits' | 'signDisplay' | 'unit' | 'unitDisplay'
>

export function numberFormat(locale: string, options: NumberFormatCacheOptions): Intl.NumberFormat {
  // A fixed template rather than JSON.stringify(options): this runs for every number a table or a
  // dashboard shows, and serialising the object was a visible share of the dashboard's first render.
  const o = options
  const key = `${locale}|${o.style}|${o.currency}|${o.notation}|${o.minimumFractionDigits}|${o.maximumFractionDigits}|${o.signDisplay}|${o.unit}|${o.unitDisplay}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, options)
    numberFormats.set(key, format)
  }
  return format
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    dateFormats.set(key, format)
  }
  return format
}

export function relativeTimeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale)
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
    relativeFormats.set(locale, format)
  }
  return format
}
