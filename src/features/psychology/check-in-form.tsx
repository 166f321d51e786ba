import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useRef, useState } from 'react'
import type { JournalEntry, LocalDate } from '../../domain'
import { CHECK_IN_FIELDS, type CheckInErrors, type CheckInField, type CheckInValues, readCheckIn } from '../../domain/psychology'
import { useJournalEntryRepository } from '../../db'
import { Button, Field, notify, TextArea, TextField } from '../../ui'
import { TagPicker } from '../tags'
import { useCheckInMessage, useScoreWords } from './check-in-messages'
import { ScorePicker } from './score-picker'
import * as styles from './psychology.css'

export interface CheckInFormProps {
  readonly initial: CheckInValues
  /** The live check-ins by day: saving a day that has one updates it (one check-in per day). */
  readonly checkIns: ReadonlyMap<LocalDate, JournalEntry>
  readonly today: LocalDate
  readonly onSaved?: (entry: JournalEntry) => void
}

/** The daily check-in: mood, energy, emotions and a note; a refused form keeps what was typed. */
export function CheckInForm({ initial, checkIns, today, onSaved }: CheckInFormProps) {
  const { t } = useLingui()
  const entries = useJournalEntryRepository()
  const message = useCheckInMessage()
  const words = useScoreWords()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<CheckInErrors>({})
  const [saving, setSaving] = useState(false)
  const existing = checkIns.get(values.day.trim())

  const set = <K extends keyof CheckInValues>(field: K, value: CheckInValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }))
    if (field !== 'emotionIds') setErrors((previous) => ({ ...previous, [field as CheckInField]: undefined }))
  }
  const error = (field: CheckInField) => {
    const problem = errors[field]
    return problem ? message(problem, field) : undefined
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (saving) return
    const result = readCheckIn(values, today)
    if (!result.ok) {
      setErrors(result.errors)
      const first = CHECK_IN_FIELDS.find((field) => result.errors[field])
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    const { fields } = result
    setSaving(true)
    try {
      const target = checkIns.get(fields.day)
      const saved = target
        ? await entries.patch(target.id, { mood: fields.mood, energy: fields.energy, tagIds: [...fields.tagIds], body: fields.body })
        : await entries.insert({ kind: 'psychology', day: fields.day, mood: fields.mood, energy: fields.energy, tagIds: [...fields.tagIds], body: fields.body, tradeIds: [] })
      notify.success(target ? t`Check-in updated` : t`Check-in saved`)
      onSaved?.(saved)
    } catch {
      notify.error(t`Something went wrong`)
    } finally {
      setSaving(false)
    }
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t`Daily check-in`}>
      <TextField
        label={t`Day`}
        name="day"
        type="date"
        max={today}
        value={values.day}
        onChange={(event) => set('day', event.target.value)}
        errorText={error('day')}
        helperText={existing ? t`This day already has a check-in: saving updates it.` : undefined}
      />
      <div className={styles.scores}>
        <ScorePicker legend={t`Mood`} name="mood" value={values.mood} words={words.mood} onChange={(value) => set('mood', value)} error={error('mood')} />
        <ScorePicker legend={t`Energy and focus`} name="energy" value={values.energy} words={words.energy} onChange={(value) => set('energy', value)} error={error('energy')} />
      </div>
      <TagPicker kinds={['emotion']} label={t`Emotions`} value={values.emotionIds} onChange={(ids) => set('emotionIds', ids)} />
      <Field label={t`Note`} helperText={t`Sleep, stress, what is on your mind, your plan for the session.`} errorText={error('note')}>
        <TextArea name="note" rows={3} value={values.note} onChange={(event) => set('note', event.target.value)} />
      </Field>
      <div className={styles.actions}>
        <Button type="submit" loading={saving}>
          {existing ? t`Update check-in` : t`Save check-in`}
        </Button>
      </div>
    </form>
  )
}
