/** The device's IANA zone, or UTC where Intl cannot tell. */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    return 'UTC'
  }
}

/**
 * `instant` as an `<input type="datetime-local">` value (`YYYY-MM-DDTHH:mm`) on the wall clock of
 * `timeZone`, falling back to UTC for an unknown zone.
 */
export function toLocalDateTimeInput(instant: Date, timeZone: string): string {
  let format: Intl.DateTimeFormat
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
  } catch {
    return instant.toISOString().slice(0, 16)
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]))
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`
}
