import * as v from 'valibot'
import { DECIMAL_PATTERN } from '../common'

/**
 * Preference documents are read through schemas where every field has a fallback: a missing or
 * corrupted field reads as its default and the rest of the document is kept. Unknown fields are kept
 * (loose objects), so a value written by a newer app version on another device survives a round trip
 * through an older one.
 */

export const decimalString = v.pipe(v.string(), v.regex(new RegExp(DECIMAL_PATTERN)))

export function withDefault<const TSchema extends v.GenericSchema>(schema: TSchema, value: v.InferOutput<TSchema>): v.SchemaWithFallback<TSchema, v.InferOutput<TSchema>> {
  return v.fallback(schema, value)
}

/** An array that drops the items that do not parse instead of discarding the whole list. */
export function arrayOfValid<TItem extends v.GenericSchema>(item: TItem) {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((items): v.InferOutput<TItem>[] =>
      items.flatMap((raw) => {
        const parsed = v.safeParse(item, raw)
        return parsed.success ? [parsed.output] : []
      }),
    ),
  )
}

/** A string-keyed record that drops entries whose value does not parse. */
export function recordOfValid<TValue extends v.GenericSchema>(value: TValue) {
  return v.pipe(
    v.record(v.string(), v.unknown()),
    v.transform((entries): Record<string, v.InferOutput<TValue>> => {
      const out: Record<string, v.InferOutput<TValue>> = {}
      for (const [key, raw] of Object.entries(entries)) {
        const parsed = v.safeParse(value, raw)
        if (parsed.success) out[key] = parsed.output
      }
      return out
    }),
  )
}
