import type { ReactNode } from 'react'
import { FirstRunPanel } from './first-run-panel'
import { SampleBanner } from './sample-banner'
import { useSampleData } from './use-sample-data'

interface SampleDataAreaProps {
  /** What the screen shows otherwise; replaced by the first-run panel on a journal never used. */
  readonly children?: ReactNode
  /** Size of the sample to offer (the benchmark's URL flag); default 400. */
  readonly sampleTradeCount?: number
}

/**
 * The top of the dashboard (and the journal): the first-run panel on a brand-new journal, the sample
 * banner while the sample is loaded, and the screen's own content otherwise.
 */
export default function SampleDataArea({ children, sampleTradeCount }: SampleDataAreaProps) {
  const sample = useSampleData()
  if (!sample.isLoading && (sample.showFirstRun || sample.operation.kind === 'loading')) {
    return (
      <FirstRunPanel
        operation={sample.operation}
        tradeCount={sampleTradeCount}
        onStartEmpty={() => void sample.startEmpty()}
        onLoadSample={() => void sample.loadSample(sampleTradeCount)}
      />
    )
  }
  // The screen's own content never waits for this check (the journal's first rows are measured), and
  // keeps its place when the banner comes: moved, React would mount it again, and the dashboard
  // computed every number twice on a cold open.
  return (
    <>
      {!sample.isLoading && sample.hasSample ? <SampleBanner removing={sample.operation.kind === 'removing'} onRemove={sample.removeSample} /> : null}
      {children}
    </>
  )
}
