import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useFormatters } from '../../../src/features/charts/use-formatters'
import type { DashboardData } from '../../../src/features/dashboard/use-dashboard-data'
import { OutcomeWidget } from '../../../src/features/dashboard/widgets/outcome-widget'
// Compiled by the Lingui Vite plugin, as the app loads them.
import { messages as en } from '../../../locales/en/messages.po'
import { messages as es } from '../../../locales/es/messages.po'
import { messages as pt } from '../../../locales/pt/messages.po'

// 4 wins, 2 losses, 1 breakeven: the win rate is 4 / 6 = 66.7%, the wins' share 4 / 7 = 57.1%.
// The widget only reads the overall counts.
const data = { metrics: { overall: { wins: 4, losses: 2, breakevens: 1, open: 0 } } } as unknown as DashboardData

function Widget() {
  return <OutcomeWidget data={data} fmt={useFormatters()} />
}

function render(locale: 'en' | 'es' | 'pt'): string {
  const i18n = setupI18n({ locale, messages: { [locale]: { en, es, pt }[locale] } })
  const html = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <Widget />
    </I18nProvider>,
  )
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
}

describe('the outcome split says its shares count breakevens, unlike the win rate', () => {
  it.each([
    ['en', '57.1%', 'Share of all closed trades', 'Shares of all closed trades, breakevens included. The win rate leaves breakevens out'],
    ['es', '57,1', 'Parte de todas las operaciones cerradas', 'La tasa de acierto deja fuera las de equilibrio'],
    ['pt', '57,1', 'Parcela de todas as operações fechadas', 'A taxa de acerto deixa os empates de fora'],
  ] as const)('%s', (locale, winsShare, column, note) => {
    const text = render(locale)
    expect(text).toContain(winsShare)
    expect(text).toContain(column)
    expect(text).toContain(note)
  })
})
