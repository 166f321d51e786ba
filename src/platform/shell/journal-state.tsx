import { Plural, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { buttonClass, EmptyState } from '../../ui'
import { useTradeCount } from '../../db'

/** The state of the trader's local journal: empty (with the way to fill it), or how many trades. */
export default function JournalState() {
  const { t } = useLingui()
  const { data: count, isLoading } = useTradeCount()
  if (isLoading) return null
  if (count === 0) {
    return (
      <EmptyState
        title={t`No trades yet`}
        description={t`Log a trade or import your exchange history, and this screen fills with your own numbers. Everything stays on this device and works offline.`}
        action={
          <Link to="/upload" className={buttonClass({ variant: 'primary' })}>
            {t`Upload Trades`}
          </Link>
        }
      />
    )
  }
  return <EmptyState title={<Plural value={count} one="Your journal holds # trade" other="Your journal holds # trades" />} />
}
