import { Component, type ReactNode } from 'react'
import { describeError, recordError } from '../../platform/errors/error-log'
import { ErrorScreen } from './error-screen'

/** Outermost net for errors outside any route (providers, the shell itself). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false }

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error(error)
    recordError(error, { page: window.location.pathname, action: 'render-app' })
  }

  override render() {
    return this.state.failed ? <ErrorScreen message={describeError(this.state.error).message} /> : this.props.children
  }
}
