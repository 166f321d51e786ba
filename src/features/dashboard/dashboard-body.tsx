import { plural } from '@lingui/core/macro'
import { Plural, useLingui } from '@lingui/react/macro'
import { useLocation, useRouteContext } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react'
import { useTradeCount } from '../../db'
import type { WidgetPlacement } from '../../domain/preferences'
import { EmptyState, Spinner, SelectField } from '../../ui'
import { DashboardToolbar } from './dashboard-toolbar'
import { ScreenFilters } from './filters'
import { addWidget } from '../../domain/dashboard-layout/grid-layout'
import { DashboardGrid } from './layout/dashboard-grid'
import { useDashboardLayout } from './layout/use-dashboard-layout'
import { isWidgetType, missingWidgets, WIDGET_SIZES, type WidgetType } from '../../domain/dashboard-layout/widget-catalog'
import { openingPicture, retireOpeningPicture } from './picture/opening-picture'
import { PicturePart } from './picture/picture-part'
import { useDashboardPictureCapture } from './picture/use-picture-capture'
import { useDashboardData } from './use-dashboard-data'
import { useFormatters } from '../charts'
import { useWidgetNames, WIDGET_COMPONENTS } from './widgets/widget-registry'
import * as styles from './dashboard.css'

const JournalState = lazy(() => import('../../platform/shell/journal-state'))

/**
 * The dashboard below its heading: filters, the edit-mode toolbar and the widget grid, all computed
 * on this device from the local database (works offline).
 */
export default function DashboardBody() {
  const { t } = useLingui()
  const data = useDashboardData()
  const fmt = useFormatters()
  const layout = useDashboardLayout()
  const names = useWidgetNames()
  const { data: count, isLoading: countLoading } = useTradeCount()
  // After a reload the saved layout arrives after the numbers: drawing the default grid meanwhile
  // would show the wrong order for a moment.
  const loading = data.loading || layout.loading
  const { userId } = useRouteContext({ from: '/_app' }).userSession
  const plain = useLocation({ select: (location) => location.searchStr === '' })
  const live = !loading && !countLoading && !data.error
  // The numbers index.html drew stay until these are computed; the plain dashboard's are kept for the next open.
  useEffect(() => {
    if (live) retireOpeningPicture()
  }, [live])
  const picturable = plain && count > 0 && !layout.editing && !data.blur && data.report === data.metrics.primary
  const shown = useMemo(() => ({ report: data.report, layout: layout.layout, fmt }), [data.report, layout.layout, fmt])
  useDashboardPictureCapture(userId, live ? (picturable ? 'keep' : 'skip') : 'wait', shown)
  const nameOf = useCallback((item: WidgetPlacement) => (isWidgetType(item.widget) ? names[item.widget] : item.widget), [names])
  const renderWidget = (item: WidgetPlacement) => {
    if (!isWidgetType(item.widget)) return null
    const Widget = WIDGET_COMPONENTS[item.widget]
    return <Widget data={data} fmt={fmt} />
  }
  const add = (type: WidgetType) => layout.change(addWidget(layout.layout, type, type, WIDGET_SIZES[type][layout.breakpoint], layout.cols))

  if (!countLoading && count === 0) {
    return (
      <Suspense fallback={null}>
        <JournalState />
      </Suspense>
    )
  }
  if (!live && !data.error) {
    const picture = openingPicture(userId)
    if (picture) return <PicturePart parts={picture} part="body" />
  }
  const { report, currencies } = data
  const currency = report.currency
  const others = currencies
    .filter((c) => c.currency !== currency)
    .map((c) => c.currency)
    .join(', ')
  const unpriced = report.unpriced

  return (
    <div className={styles.screen} data-picture-part="body">
      <ScreenFilters>
        {currencies.length > 1 ? (
          <SelectField
            label={t`Currency`}
            name="currency"
            value={currency}
            onValueChange={data.setCurrency}
            options={currencies.map((c) => ({ value: c.currency, label: t`${c.currency} (${plural(c.trades, { one: '# trade', other: '# trades' })})` }))}
          />
        ) : null}
      </ScreenFilters>
      {countLoading ? null : (
        <p className={styles.journalCount}>
          <Plural value={count} one="Your journal holds # trade" other="Your journal holds # trades" />
        </p>
      )}
      {currencies.length > 1 ? (
        <p className={styles.notice} role="note">
          {t`Amounts are in ${currency}. Trades quoted in ${others} are analysed apart (choose the currency above): amounts in different currencies are never added together.`}
        </p>
      ) : null}
      {unpriced > 0 ? (
        <p className={styles.notice}>
          {plural(unpriced, {
            one: '# closed trade pays fees in a coin without a price and is left out.',
            other: '# closed trades pay fees in a coin without a price and are left out.',
          })}
        </p>
      ) : null}
      <DashboardToolbar state={layout} addable={missingWidgets(layout.layout).map((type) => ({ type, name: names[type] }))} onAdd={add} />
      {data.error ? (
        <EmptyState title={t`Failed to load data`} description={t`Your trades could not be read from this device. Reload the page to try again.`} />
      ) : loading ? (
        <Spinner label={t`Loading trades`} showLabel />
      ) : layout.layout.length === 0 ? (
        <EmptyState title={t`No widgets on the dashboard`} description={t`Use Add widget in edit mode, or Reset layout to get the default widgets back.`} />
      ) : (
        <DashboardGrid layout={layout.layout} cols={layout.cols} editing={layout.editing} onChange={layout.change} nameOf={nameOf} renderWidget={renderWidget} />
      )}
    </div>
  )
}
