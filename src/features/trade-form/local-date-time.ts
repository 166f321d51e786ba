/**
 * `instant` as an `<input type="datetime-local">` value (`YYYY-MM-DDTHH:mm`) on the wall clock of
 * `timeZone`, falling back to UTC for an unknown zone. With `exact`, seconds and milliseconds are
 * written when the instant has them, so editing a trade and saving it unchanged keeps its time.
 */
export function toLocalDateTimeInput(instant: Date, timeZone: string, options: { exact?: boolean } = {}): string {
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
    return withPrecision(instant.toISOString().slice(0, 16), instant, options.exact)
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]))
  return withPrecision(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`, instant, options.exact)
}

/** Zone offsets are whole minutes, so the seconds and milliseconds read the same in every zone. */
function withPrecision(minutes: string, instant: Date, exact = false): string {
  const seconds = instant.getUTCSeconds()
  const ms = instant.getUTCMilliseconds()
  if (!exact || (seconds === 0 && ms === 0)) return minutes
  const ss = String(seconds).padStart(2, '0')
  return ms === 0 ? `${minutes}:${ss}` : `${minutes}:${ss}.${String(ms).padStart(3, '0')}`
}
