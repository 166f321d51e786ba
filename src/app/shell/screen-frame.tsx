import type { ReactNode } from 'react'
import { Plural, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { buttonClass, EmptyState, PageHeader } from '../../ui'
import { useTradeCount } from '../../db'

interface ScreenFrameProps {
  title: string
  description: string
  children?: ReactNode
}

/**
 * A screen's heading and, until the screen has content of its own, the state of the trader's local
 * journal that it will be built on: empty, or how many trades it holds.
 */
export function ScreenFrame({ title, description, children }: ScreenFrameProps) {
  return (
    <>
      <PageHeader title={title} description={description} />
      {children ?? <JournalState />}
    </>
  )
}

function JournalState() {
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
