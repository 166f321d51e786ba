import { useLingui as useLinguiCore } from '@lingui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { EmptyState, PageHeader, TextField } from '../../ui'
import { PRODUCT_FAQ } from './faq/faq-entries'
import { FaqAccordion } from './crypto-faq/faq-accordion'
import { matchesSearch } from './guide/search-text'
import * as styles from './faq/help.css'

/** /faq: questions about this journal (offline, data, sync, imports, P&L, privacy), searchable. */
export function FaqScreen() {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const [search, setSearch] = useState('')
  const [open, setOpen] = useState<string[]>([])
  const searching = search.trim() !== ''
  const groups = PRODUCT_FAQ.map((group) => ({
    ...group,
    entries: group.entries.filter((entry) => matchesSearch(search, [i18n._(entry.question), ...entry.answer.map((paragraph) => i18n._(paragraph))])),
  })).filter((group) => group.entries.length > 0)
  // While searching, every match is open so the words found are in view; the trader can still close one.
  const matched = groups.flatMap((group) => group.entries.map((entry) => entry.id))
  const [closedWhileSearching, setClosed] = useState<string[]>([])
  const expanded = searching ? matched.filter((id) => !closedWhileSearching.includes(id)) : open
  const onOpenChange = (next: string[]) => {
    if (searching) setClosed(matched.filter((id) => !next.includes(id)))
    else setOpen(next)
  }
  const count = matched.length

  return (
    <>
      <PageHeader title={t`FAQ`} description={t`Answers to common questions about the journal`} />
      <div className={styles.page}>
        <TextField
          className={styles.search}
          type="search"
          label={t`Search the questions`}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value)
            setClosed([])
          }}
          autoComplete="off"
        />
        <p className={styles.muted} role="status">
          {searching ? <Plural value={count} one="# question matches." other="# questions match." /> : null}
        </p>
        {groups.length === 0 ? (
          <EmptyState
            title={t`No question matches "${search}"`}
            description={
              <Trans>
                Try other words, or read the <Link to="/user-guide">User Guide</Link>.
              </Trans>
            }
            headingLevel={2}
          />
        ) : (
          groups.map((group) => (
            <section key={group.id} className={styles.group} aria-labelledby={`faq-${group.id}`}>
              <h2 id={`faq-${group.id}`} className={styles.groupTitle}>
                {i18n._(group.title)}
              </h2>
              <FaqAccordion entries={group.entries} open={expanded} onOpenChange={onOpenChange} />
            </section>
          ))
        )}
        <p className={styles.muted}>
          <Trans>
            Questions about trading itself (funding rates, R-multiples, drawdown) are answered in the <Link to="/crypto-trading-faq">Crypto Trading FAQ</Link>.
          </Trans>
        </p>
      </div>
    </>
  )
}
