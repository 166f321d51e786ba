import { lazy, Suspense, type ReactNode } from 'react'
import { PageHeader } from '../../ui'

// Lazy, so a screen's heading paints with the shell while the local database (RxDB) loads behind it.
const JournalState = lazy(() => import('./journal-state'))

interface ScreenFrameProps {
  title: string
  description: string
  children?: ReactNode
}

/**
 * A screen's heading and, until the screen has content of its own, the state of the trader's local
 * journal that it will be built on.
 */
export function ScreenFrame({ title, description, children }: ScreenFrameProps) {
  return (
    <>
      <PageHeader title={title} description={description} />
      {children ?? (
        <Suspense fallback={null}>
          <JournalState />
        </Suspense>
      )}
    </>
  )
}
