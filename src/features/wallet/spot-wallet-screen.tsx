import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useMemo, useState } from 'react'
import { useAccounts, usePreference } from '../../db'
import { buildWallet, type CostMethod, holdingsByCoin, isHeld, realisedByQuote, walletInput } from '../../domain/wallet'
import { buttonClass, Card, CardHeader, cx, EmptyState, formatMoney, PageHeader, Select, Sensitive, Spinner, Switch } from '../../ui'
import { HoldingCard } from './holding-card'
import { useWalletRows } from './use-wallet-rows'
import * as styles from './wallet.css'

type View = 'coin' | 'account'

/**
 * /spot-wallet: what the trader holds on spot, per coin or per account, with cost basis and realised
 * P&L per quote currency, worked out on the device from the imported spot fills and cash flows.
 */
export function SpotWalletScreen() {
  const { t, i18n } = useLingui()
  const rows = useWalletRows()
  const { data: accounts } = useAccounts({ deleted: 'include' })
  const profile = usePreference('profile').value
  const defaults = usePreference('tradingDefaults').value
  const [chosenMethod, setMethod] = useState<CostMethod | null>(null)
  const [view, setView] = useState<View>('coin')
  const [showEmpty, setShowEmpty] = useState(false)
  // LIFO is a way to close trades, not a cost basis a wallet reports: it starts on FIFO.
  const method: CostMethod = chosenMethod ?? (defaults.pnlMethod === 'average' ? 'average' : 'fifo')

  const wallet = useMemo(() => buildWallet(walletInput(rows.batches, rows.fills, rows.ledger, method)), [rows.batches, rows.fills, rows.ledger, method])
  const holdings = useMemo(() => (view === 'coin' ? holdingsByCoin(wallet.holdings) : wallet.holdings), [view, wallet.holdings])
  const shown = showEmpty ? holdings : holdings.filter((holding) => isHeld(holding) || Number(holding.shortfall) !== 0)
  const realised = realisedByQuote(wallet.holdings)
  const accountName = new Map(accounts.map((account) => [account.id, account.name]))
  const blur = profile.blurSensitiveData
  const timeZone = profile.timeZone ?? undefined

  let body: ReactNode
  if (rows.error) body = <EmptyState title={t`Failed to load data`} description={t`Your imports could not be read from this device. Reload the page to try again.`} />
  else if (rows.loading) body = <Spinner label={t`Loading your wallet`} showLabel />
  else if (wallet.holdings.length === 0)
    body = (
      <EmptyState
        title={t`No spot holdings yet`}
        description={t`The wallet is worked out from the spot trade history, deposits and withdrawals you import from your exchanges' CSV exports. Trades typed in by hand and futures are not part of it.`}
        action={
          <Link to="/upload" className={buttonClass({ variant: 'primary' })}>
            {t`Import an export`}
          </Link>
        }
      />
    )
  else
    body = (
      <div className={styles.stack}>
        <div className={styles.toolbar}>
          <div className={styles.toolbarItem}>
            <Select
              label={t`Show`}
              items={[
                { value: 'coin', label: t`By coin` },
                { value: 'account', label: t`By account` },
              ]}
              value={view}
              onValueChange={(value) => setView(value === 'account' ? 'account' : 'coin')}
            />
          </div>
          <div className={styles.toolbarItem}>
            <Select
              label={t`Cost method`}
              items={[
                { value: 'fifo', label: t`FIFO (first in, first out)` },
                { value: 'average', label: t`Average cost` },
              ]}
              value={method}
              onValueChange={(value) => setMethod(value === 'average' ? 'average' : 'fifo')}
            />
          </div>
          <Switch label={t`Show coins no longer held`} checked={showEmpty} onCheckedChange={setShowEmpty} />
        </div>
        <Card as="section" aria-labelledby="wallet-realised">
          <CardHeader
            titleId="wallet-realised"
            title={t`Realised P&L on spot`}
            description={t`One total per quote currency: amounts in different currencies are never added together.`}
            headingLevel={2}
          />
          {realised.length === 0 ? (
            <p className={styles.small}>
              <Trans>Nothing sold yet against a known cost.</Trans>
            </p>
          ) : (
            <dl className={styles.summary}>
              {realised.map((total) => (
                <div key={total.quote} className={styles.fact}>
                  <dt className={styles.factLabel}>{total.quote}</dt>
                  <dd className={cx(styles.factValue, Number(total.amount) > 0 ? styles.positive : Number(total.amount) < 0 ? styles.negative : undefined)}>
                    <Sensitive hidden={blur}>
                      {formatMoney(total.amount, i18n.locale, {
                        currency: total.quote,
                        signed: true,
                      })}
                    </Sensitive>
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </Card>
        {wallet.skippedFills > 0 ? (
          <p className={styles.notice} role="note">
            {plural(wallet.skippedFills, {
              one: '# spot fill names a pair whose two coins could not be told apart; it is left out.',
              other: '# spot fills name a pair whose two coins could not be told apart; they are left out.',
            })}
          </p>
        ) : null}
        {shown.length === 0 ? (
          <EmptyState
            title={t`Nothing held right now`}
            description={t`Every coin you bought has been sold or withdrawn. Turn on 'Show coins no longer held' to see their realised P&L.`}
            headingLevel={2}
          />
        ) : (
          <ul className={styles.list} aria-label={t`Holdings`}>
            {shown.map((holding) => (
              <li key={holding.key}>
                <HoldingCard holding={holding} accountName={holding.accountId ? accountName.get(holding.accountId) : undefined} blur={blur} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        )}
      </div>
    )

  return (
    <>
      <PageHeader title={t`Spot Wallet`} description={t`Your spot holdings and their value`} />
      <div className={styles.stack}>
        <p className={styles.notice}>
          <Trans>
            Worked out on this device from your imported spot fills and your deposits, withdrawals, transfers and fees. Values use the last price each coin traded at in your
            journal, with its date: they are not live prices.
          </Trans>
        </p>
        {body}
      </div>
    </>
  )
}
