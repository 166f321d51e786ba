import { Trans, useLingui } from '@lingui/react/macro'
import { container, lead, sectionTitle } from '../public-layout/public.css'
import { header, section } from './section.css'
import * as styles from './exchanges-section.css'
import { PARTNER_EXCHANGES } from '../../../domain/partner-exchanges'

export function ExchangesSection() {
  const { t } = useLingui()
  const points = [
    { title: t`Fees in any coin`, text: t`BNB, USDT or the base coin: each fee is converted at the fill's price.` },
    { title: t`Funding per position`, text: t`Funding paid and received lands on the trade it belongs to.` },
    { title: t`Inverse and linear contracts`, text: t`Coin-margined P&L and contract sizes are worked out correctly.` },
  ]
  return (
    <section className={section} aria-labelledby="exchanges-title">
      <div className={container}>
        <div className={header}>
          <h2 id="exchanges-title" className={sectionTitle}>
            <Trans>Built for crypto traders</Trans>
          </h2>
          <p className={lead}>
            <Trans>Import your history from the exchanges you already use, spot and futures.</Trans>
          </p>
        </div>
        <ul className={styles.strip} aria-label={t`Supported exchanges`}>
          {PARTNER_EXCHANGES.map((name) => (
            <li key={name} className={styles.wordmark}>
              {name}
            </li>
          ))}
        </ul>
        <ul className={styles.points}>
          {points.map((point) => (
            <li key={point.title} className={styles.point}>
              <h3 className={styles.pointTitle}>{point.title}</h3>
              <p className={styles.pointText}>{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
