import { useEffect, useState } from 'react'
import { createForecastRun, type ForecastInput, type ForecastResult } from '../../domain/forecast'

/** Paths per slice: about 5-20 ms of work on a phone, so input and scrolling stay smooth. */
const PATHS_PER_SLICE = 200

export type ForecastRunState =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly progress: number }
  | { readonly status: 'done'; readonly result: ForecastResult; readonly input: ForecastInput }
  | { readonly status: 'failed' }

/**
 * Runs the Monte Carlo in slices between browser tasks (a macrotask per slice), so a large run
 * never freezes the screen; a new input cancels the run in progress. Deterministic: the seed is in
 * the input, so slicing changes nothing.
 */
export function useForecastRun(input: ForecastInput | undefined): ForecastRunState {
  const [state, setState] = useState<ForecastRunState>({ status: 'idle' })
  useEffect(() => {
    if (!input) {
      setState({ status: 'idle' })
      return
    }
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const run = createForecastRun(input)
    setState({ status: 'running', progress: 0 })
    const slice = () => {
      if (cancelled) return
      try {
        const done = run.advance(PATHS_PER_SLICE)
        if (done) setState({ status: 'done', result: run.result(), input })
        else {
          setState({ status: 'running', progress: run.completed() / input.runs })
          timer = setTimeout(slice, 0)
        }
      } catch (error) {
        console.error(error)
        setState({ status: 'failed' })
      }
    }
    timer = setTimeout(slice, 0)
    return () => {
      cancelled = true
      if (timer !== undefined) clearTimeout(timer)
    }
  }, [input])
  return state
}
