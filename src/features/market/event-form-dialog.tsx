import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { useJournalDatabase } from '../../db'
import { type EconomicEvent, EVENT_FORM_FIELDS, EVENT_IMPACTS, type EventFormErrors, type EventFormField, type EventFormValues, readEventForm } from '../../domain/market'
import { Field, focusField, FormDialog, TextArea, TextField, useRecordSave, SelectField } from '../../ui'
import { toLocalDateTimeInput } from '../trade-form'
import { eventFormMessage, impactLabel } from './event-messages'
import * as styles from './market.css'

export interface EventFormDialogProps {
  /** The event to edit; absent for a new one. */
  readonly event?: EconomicEvent
  readonly timeZone: string
  readonly onClose: () => void
}

function initialValues(event: EconomicEvent | undefined, timeZone: string): EventFormValues {
  // A new event starts at the next full hour, on the trader's clock.
  const at = event ? new Date(event.occursAt) : new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000)
  const [date = '', time = ''] = toLocalDateTimeInput(at, timeZone).split('T')
  return { name: event?.name ?? '', date, time, impact: event?.impact ?? 'high', market: event?.market ?? '', notes: event?.notes ?? '' }
}

/** Adds or edits a macro event; a refused form keeps what was typed and says why next to each field. */
export function EventFormDialog({ event, timeZone, onClose }: EventFormDialogProps) {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState(() => initialValues(event, timeZone))
  const [errors, setErrors] = useState<EventFormErrors>({})
  const { saving, save } = useRecordSave(onClose)

  const set = (field: EventFormField) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }))
    setErrors((previous) => ({ ...previous, [field]: undefined }))
  }
  const error = (field: EventFormField) => {
    const problem = errors[field]
    return problem ? eventFormMessage(problem, field) : undefined
  }

  function submit() {
    const result = readEventForm(values, timeZone)
    if (!result.ok) {
      setErrors(result.errors)
      focusField(
        formRef.current,
        EVENT_FORM_FIELDS.find((field) => result.errors[field]),
      )
      return
    }
    void save(async () => {
      if (!event) {
        await db.customItems.insert({ kind: 'economicEvent', name: result.name, order: 0, definition: result.definition })
        return 'created'
      }
      await db.customItems.patch(event.id, { name: result.name, definition: result.definition })
      return 'updated'
    })
  }

  return (
    <FormDialog
      title={event ? t`Edit event` : t`New event`}
      description={t`A macro event you want to trade around. The date and time are on your clock (${timeZone}).`}
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
      formRef={formRef}
      formClassName={styles.form}
    >
      <TextField
        label={t`Event`}
        name="name"
        value={values.name}
        autoComplete="off"
        placeholder={t`e.g. US CPI`}
        onChange={(e) => set('name')(e.target.value)}
        errorText={error('name')}
      />
      <div className={styles.pair}>
        <TextField label={t`Date`} name="date" type="date" value={values.date} onChange={(e) => set('date')(e.target.value)} errorText={error('date')} />
        <TextField label={t`Time`} name="time" type="time" value={values.time} onChange={(e) => set('time')(e.target.value)} errorText={error('time')} />
      </div>
      <div className={styles.pair}>
        <SelectField
          label={t`Impact`}
          name="impact"
          value={values.impact}
          onValueChange={set('impact')}
          options={EVENT_IMPACTS.map((impact) => ({ value: impact, label: impactLabel(impact) }))}
          error={error('impact')}
        />
        <TextField
          label={t`Currency or market`}
          name="market"
          value={values.market}
          autoComplete="off"
          autoCapitalize="characters"
          placeholder="USD"
          onChange={(e) => set('market')(e.target.value)}
          errorText={error('market')}
        />
      </div>
      <Field label={t`Notes`} errorText={error('notes')}>
        <TextArea name="notes" value={values.notes} rows={3} onChange={(e) => set('notes')(e.target.value)} />
      </Field>
    </FormDialog>
  )
}
