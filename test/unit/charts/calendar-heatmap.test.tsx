import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { CalendarHeatmap } from '../../../src/features/charts/calendar-heatmap'
import { InitialWidthContext } from '../../../src/features/charts/initial-width'

const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
const LABELS = { date: 'Day', pnl: 'P&L', trades: 'Trades', previous: 'Previous month', next: 'Next month' }

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

function drawn(month: string, width: number) {
  const html = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <InitialWidthContext.Provider value={width}>
        <CalendarHeatmap
          title="Daily P&L"
          description="Net P&L of each day."
          days={[{ date: `${month}-02`, pnl: 12.5, trades: 1 }]}
          month={month}
          formatMoney={(value) => value.toFixed(2)}
          formatMonth={(value) => value}
          formatDay={(value) => value}
          weekdayNames={WEEKDAYS}
          labels={LABELS}
        />
      </InitialWidthContext.Provider>
    </I18nProvider>,
  )
  const svgHeight = Number(/<svg[^>]* height="([\d.]+)"/.exec(html)?.[1])
  const bottoms = [...html.matchAll(/<rect[^>]* y="([\d.]+)"[^>]* height="([\d.]+)"/g)].map((match) => Number(match[1]) + Number(match[2]))
  return { svgHeight, lowestDay: Math.max(...bottoms), days: bottoms.length }
}

describe('CalendarHeatmap', () => {
  // Nov 2026 starts on a Sunday (six week rows from Monday), Jul 2026 on a Wednesday (five),
  // Feb 2021 on a Monday with 28 days (four); 320 px is a phone column, 700 px a wide widget.
  it.each([
    ['2026-11', 30, 320],
    ['2026-11', 30, 700],
    ['2026-07', 31, 700],
    ['2021-02', 28, 700],
  ])('%s at %i days and %i px wide keeps every day inside the drawing', (month, dayCount, width) => {
    const { svgHeight, lowestDay, days } = drawn(month, width)
    expect(days).toBe(dayCount)
    expect(lowestDay).toBeLessThanOrEqual(svgHeight)
    // No empty band below the last week either.
    expect(svgHeight - lowestDay).toBeLessThan(8)
  })
})
