import { useLingui } from '@lingui/react/macro'
import { createTradeSummaryCache, DEFAULT_JOURNAL_QUERY } from '../../domain/journal'
import { Button, PageHeader, PlusIcon } from '../../ui'
import { JournalFilters } from './journal-filters'
import { useJournalLabels } from './journal-messages'
import type { JournalSnapshot } from './journal-snapshot'
import { JournalSummary } from './journal-summary'
import { JournalToolbar } from './journal-toolbar'
import * as styles from './journal.css'
import { RowMenu } from './row-menu'
import { ROW_HEIGHT } from './row-height'
import { TradeRowLink } from './trade-row'
import { useWideScreen } from './use-wide-screen'

const NONE: readonly never[] = []
const NO_CHOICES = { symbols: NONE, exchanges: NONE, tags: NONE, accounts: NONE }
const noop = () => {}
// The summary is given a count only: it derives nothing from this cache.
const NO_SUMMARIES = createTradeSummaryCache('0')
const noItems = () => []

/**
 * How many of a snapshot's rows are drawn: those a window `viewportHeight` tall can show wherever the
 * list starts, plus two for a slightly taller one. The rest would only cost a cold open their markup.
 */
export function drawnRowCount(snapshot: JournalSnapshot, viewportHeight: number = window.innerHeight): number {
  return Math.min(snapshot.rows.length, Math.ceil(viewportHeight / ROW_HEIGHT) + 2)
}

/**
 * /journal as it looked when last seen (journal-snapshot.ts), drawn while the local database is still
 * opening: the same header, toolbar, filters, count and rows as the live screen's first frame, so the
 * live screen replaces it without a jump. Links to a trade's details work; the controls are inert
 * (the live screen, a moment later, is what acts on them).
 */
export function JournalSnapshotScreen({ snapshot }: { readonly snapshot: JournalSnapshot }) {
  const { t } = useLingui()
  const labels = useJournalLabels()
  const wide = useWideScreen()
  const { rows, count, blur, timeZone } = snapshot
  // The list keeps the height of all the snapshot's rows, so the page is as tall (a scrollbar that
  // came and went would shift the layout); only the rows on screen are drawn.
  const drawn = rows.slice(0, drawnRowCount(snapshot))
  return (
    <div aria-busy="true" className={styles.snapshot}>
      <PageHeader
        title={t`Trades`}
        description={t`Every trade you have logged, with filters and search`}
        actions={
          <Button leadingIcon={<PlusIcon />} inert>
            {t`Add trade`}
          </Button>
        }
      />
      <div inert className={styles.snapshot}>
        <JournalToolbar query={DEFAULT_JOURNAL_QUERY} onSearch={noop} onSort={noop} labels={labels} onOpenFilters={wide ? undefined : noop} activeFilters={0} />
        {wide ? (
          <section className={styles.filterPanel} aria-label={t`Filters`}>
            <JournalFilters filter={DEFAULT_JOURNAL_QUERY.filter} onChange={noop} choices={NO_CHOICES} labels={labels} idPrefix="snapshot" />
          </section>
        ) : null}
        <JournalSummary trades={undefined} count={count} summaries={NO_SUMMARIES} blur={blur} />
      </div>
      <ul className={styles.list} style={{ height: rows.length * ROW_HEIGHT }} aria-label={t`Trades`}>
        {drawn.map((row, index) => (
          <li
            key={row.id}
            className={styles.row}
            style={{ transform: `translateY(${index * ROW_HEIGHT}px)` }}
            aria-setsize={rows.length}
            aria-posinset={index + 1}
            data-row-index={index}
          >
            <TradeRowLink row={row} blur={blur} timeZone={timeZone} labels={labels} />
            <span inert className={styles.snapshot}>
              <RowMenu label={t`Actions for ${row.symbol}`} items={noItems} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
