import { useId } from 'react'
import { SCORES } from '../../domain/psychology'
import * as styles from './psychology.css'

export interface ScorePickerProps {
  readonly legend: string
  readonly name: string
  readonly value: string
  readonly words: readonly string[]
  readonly onChange: (value: string) => void
  readonly error?: string
}

/** A 1-to-5 score as five radios (one Tab stop, arrow keys move), each with its word. */
export function ScorePicker({ legend, name, value, words, onChange, error }: ScorePickerProps) {
  const errorId = useId()
  return (
    <fieldset className={styles.scoreGroup} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.scoreOptions}>
        {SCORES.map((score) => (
          <label key={score} className={styles.scoreOption}>
            <input
              className={styles.scoreInput}
              type="radio"
              name={name}
              value={String(score)}
              checked={value === String(score)}
              onChange={() => onChange(String(score))}
              aria-label={`${score} ${words[score - 1] ?? ''}`}
            />
            <span className={styles.scoreNumber} aria-hidden="true">
              {score}
            </span>
            <span className={styles.scoreWord} aria-hidden="true">
              {words[score - 1]}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
