import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { newId } from '../../db'
import { PLAN_RULE_SECTIONS, type PlanRule, type PlanRuleSection, type TradingPlanDefinition } from '../../domain/plans'
import { Button, Card, Checkbox, FormDialog, notify, TextField, SelectField } from '../../ui'
import * as styles from './trading-plan.css'

export interface PlanChecklistProps {
  readonly plan: TradingPlanDefinition
  readonly save: (next: TradingPlanDefinition) => Promise<void>
}

const MAX_RULE_LENGTH = 500

/**
 * The written rules as a checklist to go through before a trade: ticks are for the moment (kept on
 * screen, not stored); adding, editing and removing a rule saves the plan.
 */
export function PlanChecklist({ plan, save }: PlanChecklistProps) {
  const { t } = useLingui()
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set())
  const [section, setSection] = useState<PlanRuleSection>('entry')
  const [text, setText] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [editing, setEditing] = useState<PlanRule | null>(null)
  const sectionLabel: Record<PlanRuleSection, string> = { entry: t`Entry criteria`, exit: t`Exit rules`, risk: t`Risk and discipline`, other: t`Other rules` }
  const checkText = (value: string) => (!value.trim() ? t`Write the rule` : value.trim().length > MAX_RULE_LENGTH ? t`Use at most 500 characters` : undefined)
  const editLabel = (text: string) => t`Edit rule: ${text}`
  const removeLabel = (text: string) => t`Remove rule: ${text}`
  const done = plan.rules.filter((rule) => ticked.has(rule.id)).length
  const total = plan.rules.length

  async function write(next: TradingPlanDefinition, message: string) {
    try {
      await save(next)
      notify.success(message)
      return true
    } catch {
      notify.error(t`Something went wrong`)
      return false
    }
  }

  async function add(event: FormEvent) {
    event.preventDefault()
    const problem = checkText(text)
    if (problem) {
      setError(problem)
      return
    }
    if (await write({ ...plan, rules: [...plan.rules, { id: newId(), section, text: text.trim() }] }, t`Rule added`)) setText('')
  }

  return (
    <Card as="section" aria-labelledby="plan-rules-title" className={styles.form}>
      <div className={styles.row}>
        <h2 id="plan-rules-title" className={styles.sectionTitle}>
          {t`Your rules`}
        </h2>
        {total > 0 ? (
          <div className={styles.row}>
            <span className={styles.muted} aria-live="polite">{t`${done} of ${total} checked`}</span>
            <Button size="sm" variant="ghost" onClick={() => setTicked(new Set())} disabled={done === 0}>
              {t`Clear ticks`}
            </Button>
          </div>
        ) : null}
      </div>
      <p className={styles.muted}>{t`Go through the list before each trade. Ticks are not saved: the list starts clear next time.`}</p>
      {total === 0 ? <p className={styles.muted}>{t`No rules yet: write your entry criteria, exit rules and the habits you trade by.`}</p> : null}
      {PLAN_RULE_SECTIONS.map((key) => {
        const rules = plan.rules.filter((rule) => rule.section === key)
        if (rules.length === 0) return null
        return (
          <section key={key} aria-label={sectionLabel[key]} className={styles.form}>
            <h3 className={styles.muted}>{sectionLabel[key]}</h3>
            <ul className={styles.ruleList}>
              {rules.map((rule) => (
                <li key={rule.id} className={styles.rule}>
                  <Checkbox
                    className={styles.ruleText}
                    label={rule.text}
                    checked={ticked.has(rule.id)}
                    onCheckedChange={(checked) =>
                      setTicked((previous) => {
                        const next = new Set(previous)
                        if (checked) next.add(rule.id)
                        else next.delete(rule.id)
                        return next
                      })
                    }
                  />
                  <span className={styles.ruleActions}>
                    <Button size="sm" variant="ghost" aria-label={editLabel(rule.text)} onClick={() => setEditing(rule)}>
                      {t`Edit`}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={removeLabel(rule.text)}
                      onClick={() => void write({ ...plan, rules: plan.rules.filter((other) => other.id !== rule.id) }, t`Rule removed`)}
                    >
                      {t`Remove`}
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )
      })}
      <form className={styles.addForm} onSubmit={(event) => void add(event)} noValidate aria-label={t`Add a rule`}>
        <SelectField
          label={t`Section`}
          name="section"
          value={section}
          onValueChange={(value) => setSection(value as PlanRuleSection)}
          options={PLAN_RULE_SECTIONS.map((key) => ({ value: key, label: sectionLabel[key] }))}
        />
        <TextField
          label={t`New rule`}
          name="rule"
          value={text}
          autoComplete="off"
          placeholder={t`e.g. Only trade with the 4h trend`}
          onChange={(event) => {
            setText(event.target.value)
            setError(undefined)
          }}
          errorText={error}
        />
        <div className={styles.addButton}>
          <Button type="submit">{t`Add rule`}</Button>
        </div>
      </form>
      {editing ? (
        <EditRuleDialog
          rule={editing}
          sectionLabel={sectionLabel}
          check={checkText}
          onSave={async (changed) => {
            if (await write({ ...plan, rules: plan.rules.map((rule) => (rule.id === changed.id ? changed : rule)) }, t`Updated successfully`)) setEditing(null)
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  )
}

function EditRuleDialog({
  rule,
  sectionLabel,
  check,
  onSave,
  onClose,
}: {
  rule: PlanRule
  sectionLabel: Record<PlanRuleSection, string>
  check: (text: string) => string | undefined
  onSave: (rule: PlanRule) => Promise<void>
  onClose: () => void
}) {
  const { t } = useLingui()
  const [section, setSection] = useState(rule.section)
  const [text, setText] = useState(rule.text)
  const [error, setError] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)
  async function submit() {
    const problem = check(text)
    if (problem) {
      setError(problem)
      return
    }
    setSaving(true)
    await onSave({ ...rule, section, text: text.trim() })
    setSaving(false)
  }
  return (
    <FormDialog title={t`Edit rule`} saving={saving} onSubmit={() => void submit()} onClose={onClose} formClassName={styles.form}>
      <SelectField
        label={t`Section`}
        name="section"
        value={section}
        onValueChange={(value) => setSection(value as PlanRuleSection)}
        options={PLAN_RULE_SECTIONS.map((key) => ({ value: key, label: sectionLabel[key] }))}
      />
      <TextField
        label={t`Rule`}
        name="rule"
        value={text}
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value)
          setError(undefined)
        }}
        errorText={error}
      />
    </FormDialog>
  )
}
