import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { InitialWidthContext } from '../../charts'
import { mountWhenNear } from './mount-when-near'
import * as styles from '../dashboard.css'

/**
 * A widget's body: mounted at once when `eager` (the stat cards, the numbers the trader opens the
 * dashboard for), otherwise when it comes near the viewport or the page is idle (mount-when-near.ts).
 * Until then it is an empty box of the widget's grid cells, so nothing moves when it fills in.
 */
export function DeferredBody({ eager, children }: { readonly eager: boolean; readonly children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const [mounted, setMounted] = useState<{ width: number | undefined } | null>(eager ? { width: undefined } : null)
  const waiting = mounted === null
  useLayoutEffect(() => {
    const element = ref.current
    if (!waiting || !element) return
    return mountWhenNear(element, (width) => setMounted({ width }))
  }, [waiting])
  return (
    <div ref={ref} className={styles.widgetBody} data-widget-body>
      {mounted ? <InitialWidthContext value={mounted.width}>{children}</InitialWidthContext> : null}
    </div>
  )
}
