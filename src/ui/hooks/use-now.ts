import { useEffect, useState } from 'react'

/**
 * The current time, refreshed every `intervalMs` while given (null: read once). Date presets are
 * relative to it, so 'Today' moves on at midnight on a journal left open.
 */
export function useNow(intervalMs: number | null): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (intervalMs === null) return
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
