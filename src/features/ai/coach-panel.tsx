import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useMemo, useRef, useState } from 'react'
import { answerIntent, type CoachContext, type CoachIntent, parseIntent } from '../../domain/coach'
import { Button, TextField } from '../../ui'
import { openAssistant } from '../assistant'
import { type AnalyticsLabels, useSubjectPhrases } from '../analytics'
import type { Formatters } from '../charts'
import { CoachAnswerView } from './coach-answer'
import * as styles from './ai.css'

export interface CoachPanelProps {
  readonly context: CoachContext
  readonly fmt: Formatters
  readonly labels: AnalyticsLabels
  readonly blur: boolean
}

interface Asked {
  readonly id: number
  readonly question: string
  readonly intent: CoachIntent
}

/** Questions kept on screen, newest first. */
const HISTORY = 5

/**
 * The question box: a suggested question carries its intent, a typed one goes through the intent
 * parser. Answers are recomputed from the live journal, so an edit to a trade shows at once.
 */
export function CoachPanel({ context, fmt, labels, blur }: CoachPanelProps) {
  const { t } = useLingui()
  const phrases = useSubjectPhrases(labels, fmt)
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const [asked, setAsked] = useState<readonly Asked[]>([])
  const nextId = useRef(1)
  const suggestions = useMemo<readonly { question: string; intent: CoachIntent }[]>(
    () => [
      { question: t`What is my best setup?`, intent: 'bestSetup' },
      { question: t`When do I lose most?`, intent: 'losingTimes' },
      { question: t`How did last week go?`, intent: 'lastWeek' },
      { question: t`Which symbol is my best?`, intent: 'bestSymbol' },
      { question: t`Do I trade worse after a loss?`, intent: 'afterLoss' },
      { question: t`Longs or shorts: which pay more?`, intent: 'longVsShort' },
    ],
    [t],
  )
  const suggestionTexts = useMemo(() => suggestions.map((s) => s.question), [suggestions])

  const ask = (question: string, intent: CoachIntent) => {
    const id = nextId.current++
    setAsked((previous) => [{ id, question, intent }, ...previous].slice(0, HISTORY))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const question = text.trim()
    if (question === '') {
      setProblem(t`Type a question, or pick one below.`)
      return
    }
    if (question.length > 300) {
      setProblem(t`Keep the question under 300 characters.`)
      return
    }
    setProblem(undefined)
    setText('')
    const intent = parseIntent(question)
    // A question for a figure ("what is my win rate on bitcoin?") goes to the assistant, whose engine
    // reads which trades it is about; the coach's overall answer would ignore the coin or the period.
    if (intent === 'overall') openAssistant(question)
    else ask(question, intent)
  }

  return (
    <div className={styles.answers}>
      <form className={styles.askForm} onSubmit={submit} noValidate aria-label={t`Ask the coach`}>
        <TextField
          label={t`Your question`}
          name="question"
          value={text}
          autoComplete="off"
          placeholder={t`e.g. When do I lose most?`}
          onChange={(event) => {
            setText(event.target.value)
            setProblem(undefined)
          }}
          errorText={problem}
        />
        <Button type="submit" className={styles.askButton}>
          {t`Ask`}
        </Button>
      </form>
      <ul className={styles.suggestions} aria-label={t`Suggested questions`}>
        {suggestions.map((s) => (
          <li key={s.intent} className={styles.suggestionItem}>
            <Button size="sm" variant="secondary" className={styles.suggestion} onClick={() => ask(s.question, s.intent)}>
              {s.question}
            </Button>
          </li>
        ))}
      </ul>
      {asked.length > 0 ? (
        <ul className={styles.answers} aria-label={t`Answers`}>
          {asked.map((entry) => (
            <li key={entry.id} className={styles.answer} aria-label={entry.question}>
              <p className={styles.question}>{entry.question}</p>
              <CoachAnswerView answer={answerIntent(entry.intent, context)} fmt={fmt} labels={labels} phrases={phrases} blur={blur} suggestions={suggestionTexts} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
