import { isValidElement, type ReactElement, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { SampleDataState } from '../../../src/features/sample-data/use-sample-data'

const state: { current: Partial<SampleDataState> } = { current: {} }
vi.mock('../../../src/features/sample-data/use-sample-data', () => ({ useSampleData: () => state.current }))
const { default: SampleDataArea } = await import('../../../src/features/sample-data/sample-data-area')

const idle = { kind: 'idle' } as SampleDataState['operation']
const screen = <main id="screen" />

/** Where the screen's content stands among what the area returns (React keeps a child by its place). */
function placeOfScreen(sample: Partial<SampleDataState>): number {
  state.current = { operation: idle, showFirstRun: false, hasSample: false, ...sample }
  const area = SampleDataArea({ children: screen }) as ReactElement<{ children?: ReactNode }>
  const children = isValidElement(area) ? ([] as ReactNode[]).concat(area.props.children) : []
  return children.indexOf(screen)
}

describe('SampleDataArea', () => {
  // Moved to another place when the check answers, the screen would be mounted again: the dashboard
  // computed all its numbers twice on a cold open of a sample journal.
  it('keeps the screen in one place while the sample check runs and after it answers', () => {
    const places = [placeOfScreen({ isLoading: true }), placeOfScreen({ isLoading: false, hasSample: true }), placeOfScreen({ isLoading: false, hasSample: false })]
    expect(places[0]).toBeGreaterThanOrEqual(0)
    expect(new Set(places).size).toBe(1)
  })

  it('shows the first-run panel instead of the screen on a journal never used', () => {
    expect(placeOfScreen({ isLoading: false, showFirstRun: true })).toBe(-1)
  })
})
