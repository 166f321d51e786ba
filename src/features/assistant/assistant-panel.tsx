import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { answerQuestion, type AssistantAnswer, parseQuestion } from '../../domain/assistant'
import { Button, Dialog, Spinner, TextField } from '../../ui'
import { useFormatters } from '../charts'
import { AssistantAnswerView } from './assistant-answer'
import { useAssistantMessages } from './assistant-messages'
import { assistantState, closeAssistant, subscribeAssistant } from './assistant-store'
import { useAssistantJournal } from './use-assistant-journal'
import * as styles from './assistant.css'

interface Asked {
  readonly id: number
  readonly question: string
  readonly answer: AssistantAnswer
}

/** Questions kept on screen, newest first. */
const HISTORY = 8
const MAX_QUESTION = 300

/**
 * The assistant: a question in the trader's words, answered on this device by the question engine
 * over the metrics engine, with the trades it counted and links to them. Loaded on first use.
 */
export default function AssistantPanel() {
  const { t } = useLingui()
  const { open, prompt, promptId } = useSyncExternalStore(subscribeAssistant, assistantState)
  const journal = useAssistantJournal()
  const fmt = useFormatters()
  const words = useAssistantMessages(fmt, journal.names)
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const [asked, setAsked] = useState<readonly Asked[]>([])
  const nextId = useRef(1)
  const answeredPrompt = useRef(0)
  const examples = useMemo(() => [t`What is my win rate on bitcoin?`, t`Longs vs shorts: P&L`, t`How many trades last week?`, t`Fees this month`], [t])

  const ask = (question: string) => {
    const now = Date.now()
    const answer = answerQuestion(parseQuestion(question, journal.vocabulary, { now, timeZone: journal.timeZone }), journal.contextAt(now))
    const id = nextId.current++
    setAsked((previous) => [{ id, question, answer }, ...previous].slice(0, HISTORY))
  }

  // A question the panel was opened with ('Ask about this') is asked once the journal has loaded.
  useEffect(() => {
    if (!open || prompt === null || journal.loading || answeredPrompt.current === promptId) return
    answeredPrompt.current = promptId
    ask(prompt.slice(0, MAX_QUESTION))
    // `ask` reads the journal of this render, which is the loaded one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, prompt, promptId, journal.loading])

  function submit(event: FormEvent) {
    event.preventDefault()
    const question = text.trim()
    if (question === '') {
      setProblem(t`Type a question, or pick an example below.`)
      return
    }
    if (question.length > MAX_QUESTION) {
      setProblem(t`Keep the question under 300 characters.`)
      return
    }
    setProblem(undefined)
    ask(question)
    setText('')
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : closeAssistant())}
      title={t`Assistant`}
      description={t`Answers are computed on this device from your journal, with the trades they count. Nothing is sent anywhere.`}
      size="lg"
      initialFocusEl={() => document.querySelector<HTMLInputElement>('input[name="assistant-question"]')}
    >
      <div className={styles.body}>
        <form className={styles.askForm} onSubmit={submit} noValidate aria-label={t`Ask the assistant`}>
          <TextField
            label={t`Your question`}
            name="assistant-question"
            value={text}
            autoComplete="off"
            placeholder={t`e.g. What is my win rate on bitcoin?`}
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
        <ul className={styles.examples} aria-label={t`Example questions`}>
          {examples.map((example) => (
            <li key={example}>
              <Button size="sm" variant="secondary" className={styles.example} onClick={() => ask(example)} disabled={journal.loading}>
                {example}
              </Button>
            </li>
          ))}
        </ul>
        {journal.loading ? <Spinner label={t`Loading trades`} showLabel /> : null}
        {asked.length > 0 ? (
          <ul className={styles.answers} aria-label={t`Answers`} aria-live="polite">
            {asked.map((entry) => (
              <li key={entry.id} className={styles.answer} aria-label={entry.question}>
                <p className={styles.question}>{entry.question}</p>
                <AssistantAnswerView answer={entry.answer} fmt={fmt} blur={journal.blur} words={words} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Dialog>
  )
}
