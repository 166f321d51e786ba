import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { PARTNER_EXCHANGES } from '../../../domain/partner-exchanges'
import { Badge, Button, buttonClass, Card, CardHeader, formatDate, formatRelativeTime, useNow } from '../../../ui'
import { type AccessToken, useCommunityAccess } from '../../social'
import { nextAutoSyncAt } from './auto-sync-schedule'
import { ConnectDialog } from './connect-dialog'
import { type ExchangeConnection, type ExchangeSyncProblem, removeConnection, syncConnection } from './exchange-sync-api'
import { useMarketWords, useSyncProblemWords } from './exchange-sync-messages'
import { syncExchangeName } from './sync-exchanges'
import { useExchangeConnections, useReplicationPull } from './use-exchange-connections'
import * as styles from '../exchanges.css'

/**
 * API connections on /exchange-connections: a read-only key per exchange, synced by the server
 * ('Sync now'); the fills arrive through ordinary replication and become trades as a CSV import's do.
 */
export function ApiConnectionsSection() {
  const { t } = useLingui()
  const access = useCommunityAccess()
  const connections = useExchangeConnections(access)
  const pull = useReplicationPull()
  const [connecting, setConnecting] = useState(false)

  return (
    <Card as="section" aria-labelledby="api-connections-title">
      <CardHeader titleId="api-connections-title" title={t`API connections`} />
      <div className={styles.stack}>
        {access.kind !== 'account' ? (
          <>
            <p
              className={styles.muted}
            >{t`Connections need an account: the server syncs your exchange, so your journal must sync to an account. Your journal lives only on this device now.`}</p>
            <div>
              <Link to="/auth" className={buttonClass({ variant: 'primary' })}>
                {t`Sign in or create an account`}
              </Link>
            </div>
          </>
        ) : (
          <>
            <p className={styles.muted}>
              {t`Connect a read-only API key once: the server fetches your fills and funding payments, and they become trades here as an imported CSV's do. Each sync is an import you can undo on Upload Trades.`}
            </p>
            {connections.value?.length ? (
              <ul className={styles.list} aria-label={t`Connected exchanges`}>
                {connections.value.map((connection) => (
                  <li key={connection.id}>
                    <ConnectionCard
                      connection={connection}
                      accessToken={access.accessToken}
                      online={access.online}
                      fetchedAt={connections.fetchedAt}
                      onChanged={async () => {
                        await connections.refresh()
                        pull()
                      }}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
            <div>
              <Button onClick={() => setConnecting(true)} disabled={!access.online}>
                {t`Connect an exchange`}
              </Button>
            </div>
            {!access.online ? <p className={styles.muted}>{t`You are offline: connecting and syncing wait until you are back online.`}</p> : null}
          </>
        )}
        <PartnerStatus />
      </div>
      {connecting ? (
        <ConnectDialog
          accessToken={access.accessToken}
          onClose={() => setConnecting(false)}
          onConnected={() => {
            setConnecting(false)
            void connections.refresh()
          }}
        />
      ) : null}
    </Card>
  )
}

interface ConnectionCardProps {
  readonly connection: ExchangeConnection
  readonly accessToken: AccessToken
  readonly online: boolean
  readonly fetchedAt: string | null
  readonly onChanged: () => Promise<void>
}

function ConnectionCard({ connection, accessToken, online, fetchedAt, onChanged }: ConnectionCardProps) {
  const { t, i18n } = useLingui()
  const problemWords = useSyncProblemWords()
  const marketWords = useMarketWords()
  const now = useNow(30_000)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<ExchangeSyncProblem | null>(null)
  const shownProblem = problem ?? connection.lastErrorCode
  const lastSync = connection.lastSyncAt
    ? `${formatDate(connection.lastSyncAt, i18n.locale, { style: 'datetime' })} (${formatRelativeTime(connection.lastSyncAt, Math.max(now, Date.now()), i18n.locale)})`
    : t`Not yet`
  const nextSyncAt = nextAutoSyncAt(connection, now)
  const nextSync =
    nextSyncAt === null
      ? t`After you fix the problem below`
      : nextSyncAt <= now
        ? t`Due now (while the app is open and online)`
        : formatRelativeTime(new Date(nextSyncAt).toISOString(), now, i18n.locale)
  const headingId = `connection-${connection.id}`
  const fills = connection.lastFillsAdded
  const funding = connection.lastFundingAdded

  const syncNow = async () => {
    setBusy(true)
    const result = await syncConnection(accessToken, connection.id)
    setProblem(result.ok ? null : result.problem)
    await onChanged()
    setBusy(false)
  }
  const remove = async () => {
    setBusy(true)
    const result = await removeConnection(accessToken, connection.id)
    setProblem(result.ok ? null : result.problem)
    await onChanged()
    setBusy(false)
  }

  return (
    <Card as="article" aria-labelledby={headingId} className={styles.card}>
      <div className={styles.cardTop}>
        <h3 id={headingId} className={styles.name}>
          {syncExchangeName(connection.exchange)}
        </h3>
        <Badge tone={shownProblem ? 'warning' : 'success'}>{shownProblem ? t`Needs attention` : t`Connected`}</Badge>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t`Markets`}</dt>
          <dd className={styles.factValue}>{connection.markets.map(marketWords).join(', ')}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t`API key`}</dt>
          <dd className={styles.factValue}>{`••••${connection.keyLast4}`}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t`Last sync`}</dt>
          <dd className={styles.factValue}>{lastSync}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t`Next sync`}</dt>
          <dd className={styles.factValue}>{nextSync}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t`Added by the last sync`}</dt>
          <dd className={styles.factValue}>
            <Plural value={fills} one="# fill" other="# fills" />, <Plural value={funding} one="# funding payment" other="# funding payments" />
          </dd>
        </div>
        {connection.fillsSkipped > 0 ? (
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{t`Skipped fills`}</dt>
            <dd className={styles.factValue}>
              <Plural
                value={connection.fillsSkipped}
                one="# fill in a market the exchange no longer lists: its answer does not say the coins or the contract size. Import it from the exchange's CSV export."
                other="# fills in markets the exchange no longer lists: its answer does not say their coins or contract size. Import them from the exchange's CSV export."
              />
            </dd>
          </div>
        ) : null}
      </dl>
      {shownProblem ? (
        <p role="alert" className={styles.muted}>
          <strong>{problemWords(shownProblem).what}</strong>
          <br />
          {problemWords(shownProblem).todo}
        </p>
      ) : null}
      {!online ? (
        <p className={styles.muted} role="status">
          {fetchedAt ? t`Offline: showing the status saved on this device. Sync now works again when you are back online.` : t`Offline.`}
        </p>
      ) : null}
      <div className={styles.cardTop}>
        <Button onClick={() => void syncNow()} disabled={!online || busy} aria-label={t`Sync now`}>
          {busy ? t`Syncing…` : t`Sync now`}
        </Button>
        <Button variant="ghost" onClick={() => void remove()} disabled={!online || busy}>
          {t`Remove connection`}
        </Button>
      </div>
    </Card>
  )
}

/** Every partner exchange and how it reaches the journal today, said plainly. */
function PartnerStatus() {
  const { t } = useLingui()
  // What the server syncs through each exchange's API (sync/exchange-sync/client.ts); the rest import by CSV.
  const apiSynced: Partial<Record<string, string>> = {
    Binance: t`spot, USDⓈ-M and COIN-M futures fills and funding`,
    Bybit: t`unified account: spot, USDT perpetual and inverse fills, funding`,
    OKX: t`spot and perpetual swap fills, swap funding`,
  }
  // How far back a connection's first sync reaches (sync/exchange-sync/binance.ts, bybit.ts, okx.ts).
  const firstSyncDepth: Partial<Record<string, string>> = {
    Binance: t`The first sync finds the futures pairs traded in the last 90 days and the spot pairs of the coins held now; spot pairs of coins no longer held come by CSV.`,
    Bybit: t`The first sync reaches back 90 days; older fills come by CSV.`,
    OKX: t`The first sync reaches back 3 months, as far as OKX's API keeps fills; older fills come by CSV.`,
  }
  return (
    <div>
      <h3 className={styles.name}>{t`How each exchange connects`}</h3>
      <ul aria-label={t`How each exchange connects`}>
        {PARTNER_EXCHANGES.map((name) => {
          const markets = apiSynced[name]
          return (
            <li key={name}>
              {markets ? (
                <>
                  <Trans>
                    {name}: synced through its API with a read-only key ({markets}), or by CSV.
                  </Trans>{' '}
                  {firstSyncDepth[name]}
                </>
              ) : (
                <Trans>{name}: CSV only.</Trans>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
