/** Set by index.html's inline script when it has drawn a screen's pre-paint. */
interface Prepainted {
  readonly __prepaint?: { readonly route: string; readonly user: string }
}

/** The route whose pre-paint index.html drew before the app's code ran, if any. */
export function prepaintedRoute(): string | undefined {
  return typeof window === 'undefined' ? undefined : (window as Prepainted).__prepaint?.route
}
