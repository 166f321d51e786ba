import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { BucketBarChart } from '../../../src/features/charts/bucket-bar-chart'
import { MultiLineChart } from '../../../src/features/charts/multi-line-chart'
import { OutcomeScatterChart } from '../../../src/features/charts/outcome-scatter-chart'
import { SignedBarChart } from '../../../src/features/charts/signed-bar-chart'

// Server rendering draws the charts at the measuring hook's fallback width: enough to check what
// they promise (an accessible image, its data table, money hidden under the blur flag, no NaN).
beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

const render = (element: ReactElement) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{element}</I18nProvider>)
const usd = (n: number) => `$${n.toFixed(2)}`

type Chart = (options: { money: boolean; blur: boolean; empty?: boolean }) => ReactElement

const charts: [name: string, chart: Chart][] = [
  [
    'BucketBarChart',
    ({ money, blur, empty }) => (
      <BucketBarChart
        title="P&L by hour"
        description="Sum of P&L per hour."
        categoryLabel="Hour"
        valueLabel="P&L"
        formatValue={usd}
        money={money}
        blur={blur}
        bars={
          empty
            ? []
            : [
                { label: '09', value: 120.5, tone: 'gain' },
                { label: '10', value: -40, tone: 'loss' },
                { label: '11', value: 0, tone: 'neutral' },
              ]
        }
      />
    ),
  ],
  [
    'SignedBarChart',
    ({ money, blur, empty }) => (
      <SignedBarChart
        title="P&L by weekday"
        description="Sum of P&L per weekday."
        categoryLabel="Weekday"
        valueLabel="P&L"
        detailLabel="Trades"
        formatValue={usd}
        money={money}
        blur={blur}
        bars={
          empty
            ? []
            : [
                { label: 'Mon', value: 120.5, detail: '3 trades' },
                { label: 'Tue', value: -40, detail: '1 trade' },
              ]
        }
      />
    ),
  ],
  [
    'MultiLineChart',
    ({ money, blur, empty }) => (
      <MultiLineChart
        title="Fee impact"
        description="Gross against net."
        categoryLabel="Month"
        labels={empty ? [] : ['Jan', 'Feb']}
        series={
          empty
            ? []
            : [
                { name: 'Gross', values: [120.5, 200] },
                { name: 'Net', values: [100, 150] },
              ]
        }
        formatValue={usd}
        money={money}
        blur={blur}
      />
    ),
  ],
  [
    'OutcomeScatterChart',
    ({ money, blur, empty }) => (
      <OutcomeScatterChart
        title="Position size vs P&L"
        description="One dot per trade."
        points={
          empty
            ? []
            : [
                { x: 1000, y: 120.5, outcome: 'win', label: 'BTC a' },
                { x: 500, y: -40, outcome: 'loss', label: 'ETH b' },
              ]
        }
        xLabel="Position size"
        yLabel="P&L"
        formatX={usd}
        formatY={usd}
        moneyX={money}
        moneyY={money}
        blur={blur}
        pointLabel="Trade"
        outcomeLabel="Outcome"
        outcomeName={(o) => o}
      />
    ),
  ],
]

/** The markup with every element marked data-blurred (and its content) cut out. */
function withoutBlurred(html: string): string {
  return html.replace(/<(text|span)[^>]*data-blurred[^>]*>.*?<\/\1>/g, '')
}

describe('SignedBarChart', () => {
  it("colours bars by their sign and lists each bar's detail in the table", () => {
    const html = render(charts.find(([name]) => name === 'SignedBarChart')![1]({ money: true, blur: false }))
    expect(html).toContain('<th scope="col">Trades</th>')
    expect(html).toContain('<td>3 trades</td>')
    const [gain, loss] = [...html.matchAll(/<rect[^>]*class="([^"]*)"/g)].map((match) => match[1])
    expect(gain).toBeTruthy()
    expect(loss).toBeTruthy()
    expect(gain).not.toBe(loss)
  })
})

describe.each(charts)('%s', (_name, chart) => {
  it('is an image named by its title and described, with its data as a table', () => {
    const html = render(chart({ money: true, blur: false }))
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="[^"]+-title"[^>]*aria-describedby="[^"]+-desc"/)
    expect(html).toMatch(/<title id="[^"]+">[^<]+<\/title><desc id="[^"]+">[^<]+<\/desc>/)
    expect(html).toContain('<table><caption>')
    expect(html).toContain('<td>$120.50</td>')
    // Drawn at a real pixel width (text at its real size), not scaled through a viewBox.
    expect(html).toMatch(/<svg[^>]*width="\d+"/)
    expect(html).not.toContain('viewBox')
  })

  it('hides money under the blur flag: the table reads Hidden and the axis labels are blurred', () => {
    const html = render(chart({ money: true, blur: true }))
    expect(html).toContain('<td>Hidden</td>')
    expect(html).toContain('data-blurred')
    expect(withoutBlurred(html)).not.toMatch(/\$-?\d/)
  })

  it('leaves values that are not money readable under the blur flag', () => {
    const html = render(chart({ money: false, blur: true }))
    expect(html).not.toContain('>Hidden<')
    expect(html).not.toContain('data-blurred')
    expect(html).toContain('<td>$120.50</td>')
  })

  it('draws no NaN or Infinity with no data', () => {
    const html = render(chart({ money: true, blur: false, empty: true }))
    expect(html).toContain('role="img"')
    expect(html).not.toMatch(/NaN|Infinity/)
  })
})
