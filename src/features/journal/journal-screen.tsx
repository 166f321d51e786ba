import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useCallback, useDeferredValue, useState } from 'react'
import { useAccounts, usePreference, useTags, useTradeCount } from '../../db'
import { activeFilterKeys, EMPTY_JOURNAL_FILTER, type JournalFilter, type JournalSearchParams, type JournalSort } from '../../domain/journal'
import { Button, buttonClass, Dialog, DialogClose, EmptyState, PageHeader, PlusIcon, Spinner, traderTimeZone, useNow } from '../../ui'
import { FilterChips } from './filter-chips'
import { JournalFilters } from './journal-filters'
import { useJournalLabels } from './journal-messages'
import { JournalSummary } from './journal-summary'
import { JournalToolbar } from './journal-toolbar'
import * as styles from './journal.css'
import { TradeDialog } from './trade-dialog'
import { TradeList } from './trade-list'
import { type TradeDialogState, useTradeActions } from './use-trade-actions'
import { useJournalTrades } from './use-journal-trades'
import { useFilterChoices } from './use-filter-choices'
import { useJournalQuery } from './use-journal-query'
import { useWideScreen } from './use-wide-screen'
import { SampleDataArea } from '../sample-data'

/** What the deferred filter lists start from on the first render (they fill in right after). */
const NOTHING: readonly never[] = []
/**
 * The same element on every render, so React skips it when the list changes: a saved trade need not
 * render the sample banner and its confirmation dialog again (it follows the sample data itself).
 */
const sampleDataArea = <SampleDataArea />

export interface JournalScreenProps {
  /** The validated URL search params (filter and sort). */
  readonly search: JournalSearchParams
  /** Writes new params (replacing the history entry). */
  readonly onSearchChange: (search: JournalSearchParams) => void
}

/** /journal: every trade, filtered, searched and sorted, with add, edit, duplicate, share and delete. */
export function JournalScreen({ search, onSearchChange }: JournalScreenProps) {
  const { t } = useLingui()
  const [query, applyQuery] = useJournalQuery(search, onSearchChange)
  const profileState = usePreference('profile')
  const profile = profileState.value
  const tradingDefaults = usePreference('tradingDefaults').value
  const timeZone = traderTimeZone(profile)
  // Amounts count as hidden until the profile is read: the newest rows (read while the app starts)
  // can be on screen before it, and under blur-sensitive-data no frame may show an amount.
  const blur = profileState.isLoading || profile.blurSensitiveData
  const now = useNow(query.filter.datePreset ? 60_000 : null)
  const journal = useJournalTrades(query, { now, timeZone, breakevenBand: tradingDefaults.breakevenBand })
  // An indexed count answers at once; the full list (and its own count) follows.
  const liveCount = useTradeCount()
  const labels = useJournalLabels()
  const { data: tags } = useTags()
  const { data: accounts } = useAccounts()
  // The filter lists follow a render later, in a render React can interrupt: a saved trade's row, or
  // the first rows of a cold open, never wait for the symbol scan or the tag checkboxes' mounting.
  const choices = useFilterChoices(useDeferredValue(journal.source, NOTHING), useDeferredValue(tags, NOTHING), accounts)
  const [dialog, setDialog] = useState<TradeDialogState | null>(null)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const wide = useWideScreen()
  const onAction = useTradeActions({ summaries: journal.summaries, labels, blur, timeZone, openDialog: setDialog })
  const closeDialog = useCallback(() => setDialog(null), [])
  const addTrade = useCallback(() => setDialog({ mode: 'add' }), [])
  const openFilters = useCallback(() => setFiltersOpen(true), [])

  const setFilter = useCallback((filter: JournalFilter) => applyQuery({ ...query, filter }), [applyQuery, query])
  const setSort = useCallback((sort: JournalSort) => applyQuery({ ...query, sort }), [applyQuery, query])
  const setSearchText = useCallback((text: string) => setFilter({ ...query.filter, search: text }), [setFilter, query.filter])
  const clearFilters = useCallback(() => applyQuery({ ...query, filter: EMPTY_JOURNAL_FILTER }), [applyQuery, query])
  const activeCount = activeFilterKeys(query.filter).length

  const filters = <JournalFilters filter={query.filter} onChange={setFilter} choices={choices} labels={labels} idPrefix={wide ? 'bar' : 'sheet'} />

  return (
    <>
      <PageHeader
        title={t`Trades`}
        description={t`Every trade you have logged, with filters and search`}
        actions={
          <Button leadingIcon={<PlusIcon />} onClick={addTrade}>
            {t`Add trade`}
          </Button>
        }
      />
      {journal.empty ? (
        <>
          <EmptyState
            title={t`No trades yet`}
            description={t`Log your first trade and it shows up here, with its P&L and ROI. Everything stays on this device and works offline.`}
            action={
              <>
                <Button leadingIcon={<PlusIcon />} onClick={addTrade}>
                  {t`Add a trade`}
                </Button>
                <Link to="/upload" className={buttonClass({ variant: 'secondary' })}>
                  {t`Upload Trades`}
                </Link>
              </>
            }
          />
          {/* A journal never used also offers the first run: start empty or load a sample journal. */}
          {sampleDataArea}
        </>
      ) : (
        <>
          {/* The sample banner ('Remove sample data') while the sample journal is loaded. */}
          {sampleDataArea}
          <JournalToolbar query={query} onSearch={setSearchText} onSort={setSort} labels={labels} onOpenFilters={wide ? undefined : openFilters} activeFilters={activeCount} />
          {wide ? (
            <section className={styles.filterPanel} aria-label={t`Filters`}>
              {filters}
            </section>
          ) : (
            <Dialog
              open={filtersOpen}
              onOpenChange={setFiltersOpen}
              title={t`Filters`}
              footer={
                <DialogClose>
                  <Button variant="primary">{t`Show trades`}</Button>
                </DialogClose>
              }
            >
              <div className={styles.filterPanel}>{filters}</div>
            </Dialog>
          )}
          <FilterChips filter={query.filter} onChange={setFilter} onClear={clearFilters} tags={tags} accounts={accounts} labels={labels} />
          <JournalSummary
            trades={journal.complete ? journal.trades : undefined}
            count={journal.complete ? journal.trades.length : !journal.narrowed && !liveCount.isLoading ? liveCount.data : undefined}
            summaries={journal.summaries}
            blur={blur}
          />
          {journal.error ? (
            <EmptyState title={t`Failed to load data`} description={t`Your trades could not be read from this device. Reload the page to try again.`} />
          ) : journal.loading ? (
            <div className={styles.loadingRow}>
              <Spinner label={t`Loading trades`} showLabel />
            </div>
          ) : journal.complete && journal.trades.length === 0 ? (
            <EmptyState
              headingLevel={2}
              title={t`No trades match`}
              description={t`Nothing in your journal fits these filters.`}
              action={<Button onClick={clearFilters}>{t`Clear filters`}</Button>}
            />
          ) : (
            <TradeList trades={journal.trades} summaries={journal.summaries} blur={blur} timeZone={timeZone} labels={labels} canTag onAction={onAction} />
          )}
        </>
      )}
      <TradeDialog state={dialog} timeZone={timeZone} onClose={closeDialog} />
    </>
  )
}
