import { useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, memo, useLayoutEffect, useRef } from 'react'
import type { Trade } from '../../db'
import type { TradeSummaryCache } from '../../domain/journal'
import type { JournalLabels } from './journal-messages'
import * as styles from './journal.css'
import { ROW_HEIGHT } from './row-height'
import { type RowAction, TradeRow } from './trade-row'
import { useWindowRange } from './use-window-range'

interface TradeListProps {
  readonly trades: readonly Trade[]
  readonly summaries: TradeSummaryCache
  readonly blur: boolean
  readonly timeZone: string
  readonly labels: JournalLabels
  readonly canTag: boolean
  readonly onAction: (action: RowAction, trade: Trade) => void
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => Math.min(count - 1, index + 1),
  ArrowUp: (index) => Math.max(0, index - 1),
  PageDown: (index, count) => Math.min(count - 1, index + Math.max(1, Math.floor(window.innerHeight / ROW_HEIGHT) - 1)),
  PageUp: (index) => Math.max(0, index - Math.max(1, Math.floor(window.innerHeight / ROW_HEIGHT) - 1)),
  Home: () => 0,
  End: (_index, count) => count - 1,
}

/**
 * The journal's rows, windowed by hand: the list is as tall as all its rows, and only those on or
 * near the screen exist in the DOM, each at index x ROW_HEIGHT. Figures are derived for rendered rows
 * only. Arrow keys, Page Up/Down, Home and End move between rows, scrolling the target into the window.
 */
export const TradeList = memo(function TradeList({ trades, summaries, blur, timeZone, labels, canTag, onAction }: TradeListProps) {
  const { t } = useLingui()
  const listRef = useRef<HTMLUListElement>(null)
  const { start, end } = useWindowRange(listRef, trades.length, ROW_HEIGHT)
  const pendingFocus = useRef<number | null>(null)

  // After a key moved the window, focus the target row once it has been rendered.
  useLayoutEffect(() => {
    const index = pendingFocus.current
    if (index === null) return
    const link = listRef.current?.querySelector<HTMLElement>(`[data-row-index="${index}"] [data-row-link]`)
    if (link) {
      pendingFocus.current = null
      link.focus({ preventScroll: true })
    }
  })

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const step = KEY_STEPS[event.key]
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-row-index]')
    // Keys inside an open menu or on the actions button are theirs; only the row links move.
    if (!step || !row || !(event.target as HTMLElement).hasAttribute('data-row-link')) return
    event.preventDefault()
    const target = step(Number(row.dataset.rowIndex), trades.length)
    const list = listRef.current
    if (!list) return
    const rowTop = list.getBoundingClientRect().top + window.scrollY + target * ROW_HEIGHT
    if (rowTop < window.scrollY) window.scrollTo({ top: rowTop })
    else if (rowTop + ROW_HEIGHT > window.scrollY + window.innerHeight) window.scrollTo({ top: rowTop + ROW_HEIGHT - window.innerHeight })
    pendingFocus.current = target
    const link = list.querySelector<HTMLElement>(`[data-row-index="${target}"] [data-row-link]`)
    if (link) {
      pendingFocus.current = null
      link.focus({ preventScroll: true })
    }
  }

  const rows = []
  for (let index = start; index < end; index += 1) {
    const trade = trades[index]
    if (!trade) continue
    rows.push(
      <TradeRow
        key={trade.id}
        trade={trade}
        summary={summaries.get(trade)}
        index={index}
        count={trades.length}
        top={index * ROW_HEIGHT}
        blur={blur}
        timeZone={timeZone}
        labels={labels}
        canTag={canTag}
        onAction={onAction}
      />,
    )
  }
  return (
    // The arrow keys move the focus between the rows' own buttons (roving focus), so the list listens.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <ul ref={listRef} className={styles.list} style={{ height: trades.length * ROW_HEIGHT }} aria-label={t`Trades`} onKeyDown={onKeyDown}>
      {rows}
    </ul>
  )
})
