let known: { readonly offset: number; readonly zone: string } | undefined

/**
 * The device's IANA zone, or UTC where Intl cannot tell. Asking Intl builds a formatter (several ms
 * on a slow phone, and screens ask on every render), so the answer is kept while the device's UTC
 * offset stays the same: a trip to a zone with another offset, or a DST change, asks again.
 */
export function deviceTimeZone(): string {
  const offset = new Date().getTimezoneOffset()
  if (known?.offset === offset) return known.zone
  let zone = 'UTC'
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    // Keeps UTC.
  }
  known = { offset, zone }
  return zone
}

/** The zone the trader's days, hours and months are in: the profile's zone, else the device's. */
export function traderTimeZone(profile: { readonly timeZone: string | null }): string {
  return profile.timeZone ?? deviceTimeZone()
}
