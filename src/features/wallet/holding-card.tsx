import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { exchangeBrand } from '../../domain'
import type { WalletHolding } from '../../domain/wallet'
import { Card, cx, formatDate, formatMoney, formatQuantity, Sensitive } from '../../ui'
import * as styles from './wallet.css'

function Fact({ label, children, tone }: { label: string; children: ReactNode; tone?: string | undefined }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={cx(styles.factValue, tone)}>{children}</dd>
    </div>
  )
}

const toneOf = (amount: string) => (Number(amount) > 0 ? styles.positive : Number(amount) < 0 ? styles.negative : undefined)
const nonZero = (amount: string) => Number(amount) !== 0

/** Fiat currencies Intl knows (USD, EUR...); stablecoins and coins are shown as quantities. */
function isCurrencyCode(asset: string): boolean {
  return typeof Intl.supportedValuesOf === 'function' && Intl.supportedValuesOf('currency').includes(asset)
}

export interface HoldingCardProps {
  readonly holding: WalletHolding
  /** Account name for a per-account holding. */
  readonly accountName?: string | undefined
  readonly blur: boolean
  readonly timeZone?: string | undefined
}

/** One coin (in one account, or across all): quantity, then per quote currency its cost and P&L. */
export function HoldingCard({ holding, accountName, blur, timeZone }: HoldingCardProps) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  // A balance in a fiat currency reads as money ($12.50); a coin keeps its decimals (0.00012 BTC).
  const qty = (value: string) =>
    holding.cash && isCurrencyCode(holding.asset) ? formatMoney(value, locale, { currency: holding.asset }) : `${formatQuantity(value, locale)} ${holding.asset}`
  const money = (value: string, currency: string, signed = false) => formatMoney(value, locale, { currency, signed })
  const day = (at: string) => formatDate(at, locale, { style: 'date', timeZone })
  const where = holding.exchange ? `${exchangeBrand(holding.exchange)}${accountName ? ` · ${accountName}` : ''}` : t`All accounts`
  const { flows } = holding
  return (
    <Card as="article" aria-label={`${holding.asset} ${where}`}>
      <div className={styles.cardTop}>
        <h3 className={styles.coin}>{holding.asset}</h3>
        <p className={styles.where}>{where}</p>
      </div>
      <p className={cx(styles.quantity, Number(holding.quantity) < 0 ? styles.negative : undefined)}>
        <Sensitive hidden={blur}>{qty(holding.quantity)}</Sensitive>
      </p>
      {holding.valuations.map((valuation) => (
        <p key={valuation.quote} className={styles.small}>
          <Trans>
            Worth <Sensitive hidden={blur}>{money(valuation.value, valuation.quote)}</Sensitive> at the last price in your journal,{' '}
            <Sensitive hidden={blur}>{money(valuation.price, valuation.quote)}</Sensitive> on {day(valuation.at)} (not a live price)
          </Trans>
        </p>
      ))}
      {holding.cash ? (
        <p className={styles.small}>
          <Trans>A balance you pay with and receive from sales: it has no cost basis of its own.</Trans>
        </p>
      ) : null}
      {holding.books.map((book) => (
        <section key={book.quote} aria-label={t`Bought with ${book.quote}`}>
          <h4 className={styles.bookTitle}>
            <Trans>Bought with {book.quote}</Trans>
          </h4>
          {nonZero(book.quantity) ? (
            <dl className={styles.facts}>
              <Fact label={t`Held`}>
                <Sensitive hidden={blur}>{qty(book.quantity)}</Sensitive>
              </Fact>
              <Fact label={t`Average cost`}>{book.averageCost ? <Sensitive hidden={blur}>{money(book.averageCost, book.quote)}</Sensitive> : '—'}</Fact>
              <Fact label={t`Cost basis`}>
                <Sensitive hidden={blur}>{money(book.costBasis, book.quote)}</Sensitive>
              </Fact>
              <Fact label={t`Realised P&L`} tone={toneOf(book.realisedPnl)}>
                <Sensitive hidden={blur}>{money(book.realisedPnl, book.quote, true)}</Sensitive>
              </Fact>
              <Fact label={t`Unrealised P&L`} tone={book.unrealisedPnl ? toneOf(book.unrealisedPnl) : undefined}>
                {book.unrealisedPnl ? <Sensitive hidden={blur}>{money(book.unrealisedPnl, book.quote, true)}</Sensitive> : '—'}
              </Fact>
            </dl>
          ) : (
            <dl className={styles.facts}>
              <Fact label={t`Realised P&L`} tone={toneOf(book.realisedPnl)}>
                <Sensitive hidden={blur}>{money(book.realisedPnl, book.quote, true)}</Sensitive>
              </Fact>
            </dl>
          )}
          {book.lastPrice && book.unrealisedPnl ? (
            <p className={styles.small}>
              <Trans>
                Unrealised at <Sensitive hidden={blur}>{money(book.lastPrice.price, book.quote)}</Sensitive>, the last {holding.asset}/{book.quote} trade in your journal (
                {day(book.lastPrice.at)}).
              </Trans>
            </p>
          ) : null}
        </section>
      ))}
      {nonZero(flows.deposited) || nonZero(flows.withdrawn) || nonZero(flows.transferred) || nonZero(flows.fees) ? (
        <dl className={cx(styles.facts, styles.flows)}>
          {nonZero(flows.deposited) ? <Fact label={t`Deposited`}>{<Sensitive hidden={blur}>{qty(flows.deposited)}</Sensitive>}</Fact> : null}
          {nonZero(flows.withdrawn) ? <Fact label={t`Withdrawn`}>{<Sensitive hidden={blur}>{qty(flows.withdrawn)}</Sensitive>}</Fact> : null}
          {nonZero(flows.transferred) ? <Fact label={t`Transfers (net)`}>{<Sensitive hidden={blur}>{qty(flows.transferred)}</Sensitive>}</Fact> : null}
          {nonZero(flows.fees) ? <Fact label={t`Fees in ${holding.asset}`}>{<Sensitive hidden={blur}>{qty(flows.fees)}</Sensitive>}</Fact> : null}
        </dl>
      ) : null}
      {!holding.cash && nonZero(holding.unknownCostQuantity) ? (
        <p className={styles.small}>
          <Trans>
            <Sensitive hidden={blur}>{qty(holding.unknownCostQuantity)}</Sensitive> came in by deposit or transfer, so their cost is unknown and not in the cost basis.
          </Trans>
        </p>
      ) : null}
      {!holding.cash && nonZero(holding.soldWithoutCost) ? (
        <p className={styles.small}>
          <Trans>
            <Sensitive hidden={blur}>{qty(holding.soldWithoutCost)}</Sensitive> were sold without a known cost in the sale's currency: no realised P&L is stated for them.
          </Trans>
        </p>
      ) : null}
      {nonZero(holding.shortfall) ? (
        <p className={styles.warning} role="note">
          <Trans>
            <Sensitive hidden={blur}>{qty(holding.shortfall)}</Sensitive> left this account beyond what your imports brought in. Import its deposits or an earlier export to
            complete it.
          </Trans>
        </p>
      ) : null}
    </Card>
  )
}
