import { t } from '@lingui/core/macro'
import { EVENT_NAME_MAX, EVENT_NOTES_MAX, type EventFormField, type EventFormProblem, type EventImpact } from '../../domain/market'

export function impactLabel(impact: EventImpact): string {
  return { low: t`Low impact`, medium: t`Medium impact`, high: t`High impact` }[impact]
}

/** The message shown next to a refused field. */
export function eventFormMessage(problem: EventFormProblem, field: EventFormField): string {
  const nameMax = EVENT_NAME_MAX
  const notesMax = EVENT_NOTES_MAX
  switch (problem) {
    case 'required':
      return field === 'name'
        ? t`Name the event, e.g. US CPI.`
        : field === 'date'
          ? t`Choose the day of the event.`
          : field === 'time'
            ? t`Enter the time of the event.`
            : t`Enter the currency or market it moves, e.g. USD.`
    case 'tooLong':
      return field === 'name' ? t`Use at most ${nameMax} characters.` : t`Use at most ${notesMax} characters.`
    case 'invalidDate':
      return t`Enter a real date between 1970 and 2100.`
    case 'invalidTime':
      return t`Enter a time as HH:MM, 00:00 to 23:59.`
    case 'invalidImpact':
      return t`Choose low, medium or high impact.`
    case 'invalidMarket':
      return t`Use 2 to 20 letters or digits, e.g. USD, EUR, BTC or CRYPTO.`
  }
}
