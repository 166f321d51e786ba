import { useLingui } from '@lingui/react/macro'
import { CHECK_IN_NOTE_MAX, type CheckInField, type CheckInProblem } from '../../domain/psychology'

/** Why a check-in field was refused, in the trader's language. */
export function useCheckInMessage() {
  const { t } = useLingui()
  return (problem: CheckInProblem, field: CheckInField): string => {
    switch (problem) {
      case 'required':
        return field === 'day' ? t`Choose the day of the check-in.` : field === 'mood' ? t`Choose your mood, from 1 to 5.` : t`Choose your energy, from 1 to 5.`
      case 'invalidDay':
        return t`Enter a real date.`
      case 'futureDay':
        return t`A check-in cannot be for a day that has not come yet.`
      case 'outOfRange':
        return t`Choose a score from 1 to 5.`
      case 'tooLong':
        return t`Keep the note under ${CHECK_IN_NOTE_MAX} characters.`
    }
  }
}

/** The words of the 1-5 scores. */
export function useScoreWords() {
  const { t } = useLingui()
  return {
    mood: [t`Awful`, t`Low`, t`Okay`, t`Good`, t`Great`],
    energy: [t`Drained`, t`Tired`, t`Steady`, t`Focused`, t`Sharp`],
  }
}
