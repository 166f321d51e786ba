import { useEffect } from 'react'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { describeError, recordError } from '../../platform/errors/error-log'
import { ErrorScreen } from './error-screen'

/** A screen that threw while loading or rendering: logged, recorded locally, then the error screen. */
export function RouteErrorScreen({ error }: ErrorComponentProps) {
  useEffect(() => {
    console.error(error)
    recordError(error, { page: window.location.pathname, action: 'render-screen' })
  }, [error])
  return <ErrorScreen message={describeError(error).message} />
}
