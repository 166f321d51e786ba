/**
 * The `Prefer` header (RFC 7240) as PostgREST's Preferences.hs reads it: comma-separated values
 * over one or more headers, the first of each kind wins, unknown ones are ignored unless
 * `handling=strict`. `tx=` is ignored (Supabase does not allow overriding the transaction end)
 * and so is `timezone=` (the local backend always answers in UTC).
 */

export interface Preferences {
  readonly resolution?: 'merge-duplicates' | 'ignore-duplicates'
  readonly representation?: 'representation' | 'minimal' | 'headers-only'
  readonly count?: 'exact' | 'planned' | 'estimated'
  readonly missing?: 'default' | 'null'
  readonly handling?: 'strict' | 'lenient'
  readonly maxAffected?: number
  /** Values that are none of the above (reported with handling=strict). */
  readonly invalid: readonly string[]
}

const ACCEPTED = [
  'resolution=merge-duplicates',
  'resolution=ignore-duplicates',
  'return=representation',
  'return=minimal',
  'return=headers-only',
  'count=exact',
  'count=planned',
  'count=estimated',
  'tx=commit',
  'tx=rollback',
  'missing=default',
  'missing=null',
  'handling=strict',
  'handling=lenient',
]

export function parsePreferences(header: string | undefined): Preferences {
  // The gateway joins repeated headers with ", ", which splits the same way.
  const prefs = (header ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '')
  const first = <T extends string>(key: string): T | undefined => {
    const found = prefs.find((value) => ACCEPTED.includes(value) && value.startsWith(`${key}=`))
    return found?.slice(key.length + 1) as T | undefined
  }
  const maxAffectedValue = prefs.find((value) => value.startsWith('max-affected='))?.slice('max-affected='.length)
  const maxAffected = maxAffectedValue !== undefined && /^-?\d+$/.test(maxAffectedValue) ? Number(maxAffectedValue) : undefined
  const resolution = first<'merge-duplicates' | 'ignore-duplicates'>('resolution')
  const representation = first<'representation' | 'minimal' | 'headers-only'>('return')
  const count = first<'exact' | 'planned' | 'estimated'>('count')
  const missing = first<'default' | 'null'>('missing')
  const handling = first<'strict' | 'lenient'>('handling')
  return {
    ...(resolution ? { resolution } : {}),
    ...(representation ? { representation } : {}),
    ...(count ? { count } : {}),
    ...(missing ? { missing } : {}),
    ...(handling ? { handling } : {}),
    ...(maxAffected !== undefined ? { maxAffected } : {}),
    invalid: prefs.filter((value) => !ACCEPTED.includes(value) && !value.startsWith('max-affected=')),
  }
}

/** `count=planned` and `count=estimated` count exactly here (no planner estimate to read). */
export const shouldCount = (preferences: Preferences) => preferences.count !== undefined

/** The `Preference-Applied` header for the preferences a response honoured. */
export function preferenceApplied(preferences: Preferences, kind: 'read' | 'insert' | 'update' | 'delete' | 'call', insertHasKey: boolean): string | undefined {
  const values = [
    kind === 'insert' && insertHasKey && preferences.resolution ? `resolution=${preferences.resolution}` : undefined,
    (kind === 'insert' || kind === 'update') && preferences.missing ? `missing=${preferences.missing}` : undefined,
    kind !== 'read' && kind !== 'call' && preferences.representation ? `return=${preferences.representation}` : undefined,
    preferences.count ? `count=${preferences.count}` : undefined,
    preferences.handling ? `handling=${preferences.handling}` : undefined,
    preferences.handling === 'strict' && preferences.maxAffected !== undefined && kind !== 'read' && kind !== 'insert' ? `max-affected=${preferences.maxAffected}` : undefined,
  ].filter((value): value is string => value !== undefined)
  return values.length > 0 ? values.join(', ') : undefined
}
