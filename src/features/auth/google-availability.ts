import { useEffect, useState } from 'react'
import { backendConfig } from '../../platform/backend-config'

let offered: Promise<boolean> | undefined

/**
 * Whether the project signs in with Google: GoTrue's `GET /auth/v1/settings` says so in
 * `external.google`. The local backend turns it on only with its development switch
 * (LOCAL_AUTH_SHORTCUTS, README.md), so the button is shown only where it leads somewhere. A failed
 * check (offline, server down) answers false and is asked again on the next visit.
 */
export function googleSignInOffered(): Promise<boolean> {
  offered ??= readGoogleSetting().catch(() => {
    offered = undefined
    return false
  })
  return offered
}

async function readGoogleSetting(): Promise<boolean> {
  const { url, anonKey } = backendConfig()
  const response = await fetch(`${url}/auth/v1/settings`, { headers: { apikey: anonKey, accept: 'application/json' } })
  if (!response.ok) throw new Error(`settings: ${response.status}`)
  const body = (await response.json()) as { external?: { google?: unknown } }
  return body.external?.google === true
}

export function useGoogleSignInOffered(): boolean {
  const [isOffered, setOffered] = useState(false)
  useEffect(() => {
    let live = true
    void googleSignInOffered().then((value) => {
      if (live) setOffered(value)
    })
    return () => {
      live = false
    }
  }, [])
  return isOffered
}
