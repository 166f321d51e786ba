import { ChevronLeftIcon, ChevronRightIcon, IconButton } from '../../ui'
import { addMonths, monthGrid } from './calendar-grid'
import { ChartFigure } from './chart-figure'
import * as styles from './chart-theme.css'

export interface CalendarDay {
  /** `YYYY-MM-DD`, local. */
  readonly date: string
  readonly pnl: number
  readonly trades: number
}

export interface CalendarHeatmapProps {
  readonly title: string
  readonly description: string
  /** Days with trades (any months; only `month`'s are drawn). */
  readonly days: readonly CalendarDay[]
  /** `YYYY-MM` shown. */
  readonly month: string
  /** Offers previous / next month buttons when given. */
  readonly onMonthChange?: (month: string) => void
  /** Months that may be shown (`YYYY-MM`, oldest first): the buttons stop at the ends. */
  readonly months?: readonly string[]
  readonly formatMoney: (value: number) => string
  readonly formatMonth: (month: string) => string
  readonly formatDay: (date: string) => string
  /** Seven short weekday names, in column order (Monday first by default). */
  readonly weekdayNames: readonly string[]
  readonly labels: { readonly date: string; readonly pnl: string; readonly trades: string; readonly previous: string; readonly next: string }
  readonly blur?: boolean
  readonly weekStartsOn?: 0 | 1
}

const HEADER = 16
const MAX_CELL = 52
/** A day's square: a seventh of the width, at most MAX_CELL. */
const cellSizeFor = (width: number) => Math.min(MAX_CELL, Math.floor(width / 7))

/**
 * A month of daily P&L: one square per day, green for a gain and red for a loss, deeper for larger
 * amounts (relative to the month's largest day); grey days had no closed trade.
 */
export function CalendarHeatmap(props: CalendarHeatmapProps) {
  const { title, description, days, month, onMonthChange, months = [], formatMoney, formatMonth, formatDay, weekdayNames, labels, blur = false, weekStartsOn = 1 } = props
  const grid = monthGrid(month, weekStartsOn)
  const byDate = new Map(days.map((day) => [day.date, day]))
  const inMonth = grid.cells.map((cell) => byDate.get(cell.date)).filter((day): day is CalendarDay => day !== undefined)
  const largest = inMonth.reduce((max, day) => Math.max(max, Math.abs(day.pnl)), 0)
  const previous = addMonths(month, -1)
  const next = addMonths(month, 1)
  const first = months[0]
  const last = months[months.length - 1]
  return (
    <div>
      <div className={styles.calendarHeader}>
        <p className={styles.calendarTitle} aria-live="polite">
          {formatMonth(month)}
        </p>
        {onMonthChange ? (
          <div>
            <IconButton
              aria-label={labels.previous}
              size="sm"
              icon={<ChevronLeftIcon />}
              disabled={first !== undefined && previous < first}
              onClick={() => onMonthChange(previous)}
            />
            <IconButton aria-label={labels.next} size="sm" icon={<ChevronRightIcon />} disabled={last !== undefined && next > last} onClick={() => onMonthChange(next)} />
          </div>
        ) : null}
      </div>
      <ChartFigure
        title={`${title}: ${formatMonth(month)}`}
        description={description}
        // Six-week months are a row taller: the height follows the squares actually drawn.
        height={(width) => HEADER + grid.weeks * cellSizeFor(width)}
        blur={blur}
        data={{
          columns: [labels.date, labels.pnl, labels.trades],
          rows: inMonth.map((day) => [formatDay(day.date), formatMoney(day.pnl), String(day.trades)]),
          moneyColumns: [1],
        }}
      >
        {(width) => {
          const cell = cellSizeFor(width)
          return (
            <g>
              {weekdayNames.map((name, column) => (
                <text key={name + column} className={styles.tick} x={column * cell + cell / 2} y={11} textAnchor="middle">
                  {name}
                </text>
              ))}
              {grid.cells.map((c) => {
                const day = byDate.get(c.date)
                const strength = day && largest > 0 ? 0.3 + 0.7 * (Math.abs(day.pnl) / largest) : 1
                const fill = !day ? styles.emptyFill : day.pnl > 0 ? styles.gainFill : day.pnl < 0 ? styles.lossFill : styles.neutralFill
                return (
                  <g key={c.date}>
                    <rect
                      className={`${fill} ${styles.dayCell}`}
                      x={c.column * cell + 1}
                      y={HEADER + c.week * cell + 1}
                      width={cell - 2}
                      height={cell - 2}
                      rx={4}
                      fillOpacity={strength}
                    />
                    <text className={styles.dayNumber} x={c.column * cell + 5} y={HEADER + c.week * cell + 12}>
                      {c.day}
                    </text>
                  </g>
                )
              })}
            </g>
          )
        }}
      </ChartFigure>
    </div>
  )
}
