import { Accordion } from '@ark-ui/react/accordion'
import { useLingui } from '@lingui/react'
import type { FaqEntry } from '../crypto-faq/faq-entries'
import * as styles from '../crypto-faq/crypto-faq.css'

/**
 * One group of product questions, in the crypto FAQ's accordion style. Each question is a heading
 * holding its disclosure button; `open` lists the entries shown expanded (the search opens its matches).
 */
export function ProductFaqAccordion({
  entries,
  open,
  onOpenChange,
}: {
  entries: readonly FaqEntry[]
  open: readonly string[]
  onOpenChange: (open: string[]) => void
}) {
  const { i18n } = useLingui()
  return (
    <Accordion.Root className={styles.root} multiple collapsible value={[...open]} onValueChange={(details) => onOpenChange(details.value)}>
      {entries.map((entry) => (
        <Accordion.Item key={entry.id} value={entry.id} id={entry.id} className={styles.item}>
          <h3 className={styles.question}>
            <Accordion.ItemTrigger className={styles.trigger}>
              <span>{i18n._(entry.question)}</span>
              <Accordion.ItemIndicator className={styles.indicator}>
                <svg
                  width="20"
                  height="20"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  aria-hidden="true"
                >
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
