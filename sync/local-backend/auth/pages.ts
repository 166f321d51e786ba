import type { BackendResponse } from '../http/types'
import type { StoredMail } from './mailbox'

// The two pages the auth service serves to the developer's browser: the Google stand-in's consent
// page and the local mailbox. Plain server-rendered HTML, English only (a developer tool, not
// part of the app), every interpolated value escaped.

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1c1e21; }
  main { max-width: 44rem; margin: 2rem auto; padding: 1.5rem 2rem; background: #fff; border-radius: 12px; box-shadow: 0 1px 4px rgb(0 0 0 / 0.12); }
  h1 { font-size: 1.4rem; margin-top: 0; }
  .warning { background: #fff4ce; border: 1px solid #e0b400; border-radius: 8px; padding: 0.75rem 1rem; }
  .error { color: #b00020; font-weight: 600; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; font: inherit; padding: 0.5rem; margin-top: 0.25rem; }
  button { font: inherit; padding: 0.5rem 1.25rem; margin-top: 1rem; cursor: pointer; }
  ul.accounts { list-style: none; padding: 0; } ul.accounts li { margin: 0.25rem 0; }
  ul.accounts button { margin: 0; width: 100%; text-align: left; }
  table { width: 100%; border-collapse: collapse; } td, th { text-align: left; padding: 0.5rem; border-top: 1px solid #ddd; vertical-align: top; }
  td.link { word-break: break-all; } .muted { color: #5f6368; font-size: 0.9rem; }`

export function htmlPage(status: number, title: string, body: string): BackendResponse {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`
  return {
    status,
    // `same-origin`, not `no-referrer`: no link leaks to another site, and the stand-in's form still
    // posts with its own Origin (no-referrer would send `Origin: null`, which the gateway refuses).
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-frame-options': 'DENY', 'referrer-policy': 'same-origin' },
    body: html,
  }
}

export interface ConsentPageInput {
  readonly state: string
  readonly formAction: string
  readonly cancelUrl: string
  readonly returnTo: string
  readonly knownAccounts: readonly { email: string; name: string }[]
  readonly email?: string
  readonly name?: string
  readonly error?: string
}

export const STAND_IN_TITLE = 'Local stand-in for Google sign-in'

/** The page /authorize sends the browser to instead of Google. It must never pass for Google. */
export function consentPage(status: number, input: ConsentPageInput): BackendResponse {
  const hidden = `<input type="hidden" name="state" value="${escapeHtml(input.state)}">`
  const accounts = input.knownAccounts.length
    ? `<h2>Continue as an account used before</h2><ul class="accounts">${input.knownAccounts
        .map(
          (account) => `<li><form method="post" action="${escapeHtml(input.formAction)}">${hidden}
<input type="hidden" name="email" value="${escapeHtml(account.email)}"><input type="hidden" name="name" value="${escapeHtml(account.name)}">
<button type="submit">${escapeHtml(account.name ? `${account.name} (${account.email})` : account.email)}</button></form></li>`,
        )
        .join('')}</ul><h2>Or another account</h2>`
    : ''
  return htmlPage(
    status,
    STAND_IN_TITLE,
    `<h1>${STAND_IN_TITLE}</h1>
<p class="warning"><strong>This is not Google.</strong> This page is served by the local development backend, which stands in for
Google sign-in so that "Continue with Google" works on this machine without a Google account or an internet connection.
No Google account is used and no password is checked: whatever email you enter here is treated as an address Google has
verified. Never enter a real password on this page.</p>
<p class="muted">After you continue, you return to ${escapeHtml(input.returnTo)}</p>
${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
${accounts}<form method="post" action="${escapeHtml(input.formAction)}">${hidden}
<label for="email">Email</label><input id="email" name="email" type="email" required autocomplete="email" value="${escapeHtml(input.email ?? '')}">
<label for="name">Name (optional)</label><input id="name" name="name" type="text" autocomplete="name" value="${escapeHtml(input.name ?? '')}">
<button type="submit">Continue as this account</button></form>
<p><a href="${escapeHtml(input.cancelUrl)}">Cancel and go back</a></p>`,
  )
}

export function expiredConsentPage(siteUrl: string): BackendResponse {
  return htmlPage(
    400,
    STAND_IN_TITLE,
    `<h1>${STAND_IN_TITLE}</h1><p class="error" role="alert">This sign-in attempt is unknown or has expired.</p>
<p>Go back to <a href="${escapeHtml(siteUrl)}">the app</a> and choose "Continue with Google" again.</p>`,
  )
}

/** Every mail the backend "sent", newest first, links clickable. */
export function mailboxPage(mails: readonly StoredMail[]): BackendResponse {
  const rows = mails
    .map(
      (mail) => `<tr><td>${escapeHtml(mail.created_at)}</td><td>${escapeHtml(mail.to)}</td><td>${escapeHtml(mail.subject)}</td>
<td class="link">${mail.link ? `<a href="${escapeHtml(mail.link)}">${escapeHtml(mail.link)}</a>` : ''}</td></tr>`,
    )
    .join('')
  return htmlPage(
    200,
    'Local mailbox',
    `<h1>Local mailbox</h1>
<p>The local backend sends no real mail. Every confirmation, password-recovery and email-change mail it would have sent is
listed here, newest first (and printed on the backend's console). Follow a link to act on it.
<a href="?">Refresh</a> · <a href="?format=json">JSON</a></p>
${mails.length ? `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th><th>Link</th></tr></thead><tbody>${rows}</tbody></table>` : '<p class="muted">No mail yet.</p>'}`,
  )
}
