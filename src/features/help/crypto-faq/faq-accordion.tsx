import { Accordion } from '@ark-ui/react/accordion'
import { useLingui } from '@lingui/react'
import type { FaqEntry } from './faq-entries'
import * as styles from './crypto-faq.css'

interface FaqAccordionProps {
  readonly entries: readonly FaqEntry[]
  /** Controlled: the ids shown expanded (the product FAQ's search opens its matches). */
  readonly open?: readonly string[]
  readonly onOpenChange?: (open: string[]) => void
}

/**
 * One group of questions. Each question is a heading holding the disclosure button, so the page's
 * outline (and FAQPage readers) list the questions even while the answers are collapsed.
 */
export function FaqAccordion({ entries, open, onOpenChange }: FaqAccordionProps) {
  const { i18n } = useLingui()
  return (
    <Accordion.Root
      className={styles.root}
      multiple
      collapsible
      value={open ? [...open] : undefined}
      onValueChange={onOpenChange ? (details) => onOpenChange(details.value) : undefined}
    >
      {entries.map((entry) => (
        <Accordion.Item key={entry.id} value={entry.id} id={entry.id} className={styles.item}>
          <h3 className={styles.question}>
            <Accordion.ItemTrigger className={styles.trigger}>
              <span>{i18n._(entry.question)}</span>
              <Accordion.ItemIndicator className={styles.indicator}>
                <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
                  <path d="M6 9l6 6 6-6" />
                </svg>
              </Accordion.ItemIndicator>
            </Accordion.ItemTrigger>
          </h3>
          <Accordion.ItemContent>
            <div className={styles.answer}>
              {entry.answer.map((paragraph) => (
                <p key={paragraph.id} className={styles.paragraph}>
                  {i18n._(paragraph)}
                </p>
              ))}
            </div>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
