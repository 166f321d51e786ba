import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { LOCAL_BACKEND_URL } from '../../../src/platform/backend-config'
import { e2eKeys } from '../../support-scripts/e2e-keys'

/** The local backend the e2e suite starts (test/support-scripts/e2e-backend.mjs), where the app looks by default. */
// SUPABASE_PORT: a parallel run's own backend (playwright.config.ts); else where the app looks by default.
export const BACKEND_URL = process.env.SUPABASE_PORT ? `http://127.0.0.1:${process.env.SUPABASE_PORT}` : LOCAL_BACKEND_URL
export const STRONG_PASSWORD = 'Str0ng!Passw0rd'
/** The anon key of the e2e backend, which the build under test carries too. */
export const E2E_ANON_KEY = e2eKeys().anonKey

let counter = 0
/** A fresh address per test (the backend lives for the whole run). */
export function uniqueEmail(prefix = 'trader'): string {
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${++counter}@example.com`
}

export interface Account {
  readonly email: string
  readonly password: string
  readonly fullName: string
}

/** Creates an account straight through the auth API (for tests that are not about signing up). */
export async function createAccount(request: APIRequestContext, fullName = 'Api Trader'): Promise<Account> {
  const account = { email: uniqueEmail('api'), password: STRONG_PASSWORD, fullName }
  const response = await request.post(`${BACKEND_URL}/auth/v1/signup`, {
    headers: { apikey: E2E_ANON_KEY, 'content-type': 'application/json' },
    data: { email: account.email, password: account.password, data: { full_name: fullName, country: 'Portugal' } },
  })
  expect(response.status(), await response.text()).toBe(200)
  return account
}

export interface Mail {
  readonly to: string
  readonly kind: string
  readonly subject: string
  readonly link: string
}

/** The local mailbox (GET /auth/v1/mailbox?format=json), newest first. */
export async function mailsTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const response = await request.get(`${BACKEND_URL}/auth/v1/mailbox?format=json&to=${encodeURIComponent(email)}`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as Mail[]
}

/** /auth as a trader drives it: the three modes, the toasts, sign-out from the account menu. */
export class AuthPage {
  constructor(readonly page: Page) {}

  /** Visible toasts of a kind (a dismissed toast stays in the DOM, hidden, while it animates out). */
  toasts(type: 'error' | 'success' | 'blank') {
    return this.page.locator(`[data-toast-type="${type}"]:not([aria-hidden="true"])`)
  }

  errorToast() {
    return this.toasts('error')
  }

  async open(path = '/auth') {
    await this.page.goto(path)
    await expect(this.page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible()
  }

  field(label: string) {
    return this.page.getByLabel(label, { exact: true })
  }

  submit(name: 'Sign In' | 'Create Account' | 'Send Reset Link' | 'Update Password') {
    return this.page.getByRole('button', { name, exact: true })
  }

  async toSignUp() {
    await this.page.getByRole('button', { name: 'Sign Up', exact: true }).click()
    await expect(this.page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible()
  }

  async fillSignUp(values: { fullName?: string; country?: string; email?: string; password?: string; confirmPassword?: string }) {
    const fields: Record<string, string | undefined> = {
      'Full name': values.fullName,
      Country: values.country,
      Email: values.email,
      Password: values.password,
      'Confirm password': values.confirmPassword,
    }
    for (const [label, value] of Object.entries(fields)) if (value !== undefined) await this.field(label).fill(value)
  }

  /** Ticks a consent checkbox by its label (Ark's checkbox: the label is the control). */
  async tick(label: RegExp | string) {
    const box = this.page.getByRole('checkbox', { name: label })
    if (!(await box.isChecked())) await this.page.getByText(label).click()
    await expect(box).toBeChecked()
  }

  async signUp(account: { fullName: string; email: string; password: string; country?: string }) {
    await this.open()
    await this.toSignUp()
    await this.fillSignUp({ ...account, country: account.country ?? 'Portugal', confirmPassword: account.password })
    await this.tick(/^I accept the Terms of Service/)
    await this.tick('I have read and accept the Privacy Policy')
    const request = this.page.waitForRequest((sent) => sent.url().includes('/auth/v1/signup'))
    await this.submit('Create Account').click()
    await expect(this.page).toHaveURL(/\/dashboard$/)
    await expect(this.toasts('success').filter({ hasText: 'Account created successfully!' })).toBeVisible()
    return request
  }

  async signIn(email: string, password: string, options: { rememberMe?: boolean } = {}) {
    await this.open()
    await this.field('Email').fill(email)
    await this.field('Password').fill(password)
    if (options.rememberMe === false) {
      await this.page.getByText('Keep me logged in').click()
      await expect(this.page.getByRole('checkbox', { name: 'Keep me logged in' })).not.toBeChecked()
    }
    await this.submit('Sign In').click()
    await expect(this.page).toHaveURL(/\/dashboard$/)
    await expect(this.page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  }

  /** Account menu → Sign out → the confirmation dialog (journal kept unless `remove`). */
  async signOut(options: { remove?: boolean } = {}) {
    await this.page.getByRole('button', { name: 'Account menu' }).click()
    await this.page.getByRole('button', { name: 'Sign out' }).click()
    const dialog = this.page.getByRole('alertdialog', { name: 'Sign out?' })
    await expect(dialog).toBeVisible()
    if (options.remove) await dialog.getByText('Remove my journal from this device').click()
    await dialog.getByRole('button', { name: options.remove ? 'Sign out and remove' : 'Sign out', exact: true }).click()
    await expect(this.page).toHaveURL(/\/$/)
  }

  syncIndicator() {
    return this.page.getByRole('button', { name: /^Sync status: / })
  }
}
