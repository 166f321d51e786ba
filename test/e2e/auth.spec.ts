import { expect, test } from '@playwright/test'
import { AuthPage, BACKEND_URL, createAccount, E2E_ANON_KEY, mailsTo, STRONG_PASSWORD, uniqueEmail } from './support/auth-page'

// Against the local Supabase-compatible backend on a real PostgreSQL 15 (playwright.config.ts starts it).

test.describe('accounts', () => {
  test('sign up lands on the dashboard; sign out goes home; sign in comes back', async ({ page }) => {
    const auth = new AuthPage(page)
    const account = { fullName: 'Ana Trader', email: uniqueEmail('signup'), password: STRONG_PASSWORD }
    const request = await auth.signUp(account)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    // docs/product.md section 7: the sign-up payload and its redirect target.
    expect(new URL(request.url()).searchParams.get('redirect_to')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/)
    const body = request.postDataJSON()
    expect(body).toMatchObject({ email: account.email, password: account.password, data: { full_name: 'Ana Trader', country: 'Portugal', marketing_consent: false } })
    expect(Date.parse(body.data.terms_accepted_at)).toBeGreaterThan(Date.now() - 60_000)
    // The server keeps it as the user's metadata.
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('tj-auth-session') ?? '{}').accessToken)
    const user = await page.request.get(`${BACKEND_URL}/auth/v1/user`, { headers: { apikey: E2E_ANON_KEY, authorization: `Bearer ${token}` } })
    expect((await user.json()).user_metadata).toMatchObject({ full_name: 'Ana Trader', country: 'Portugal', marketing_consent: false })
    await page.getByRole('button', { name: 'Account menu' }).click()
    await expect(page.getByText(account.email)).toBeVisible()
    await expect(page.getByText('Ana Trader')).toBeVisible()
    await page.keyboard.press('Escape')

    await auth.signOut()
    expect(await page.evaluate(() => [localStorage.getItem('tj-auth-session'), localStorage.getItem('rememberMe')])).toEqual([null, null])
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/auth/)

    await auth.signIn(account.email, account.password)
    await expect(auth.toasts('success').filter({ hasText: 'Successfully logged in' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('rememberMe'))).toBe('true')
  })

  test('the submit button reads Loading... and is disabled while busy', async ({ page }) => {
    const auth = new AuthPage(page)
    const account = await createAccount(page.request)
    // Hold the sign-in request so the busy state can be seen. The button turns busy before the
    // request leaves, so release only once the request is really held.
    let release: () => void = () => undefined
    let markHeld: () => void = () => undefined
    const held = new Promise<void>((resolve) => (markHeld = resolve))
    await page.route('**/auth/v1/token?grant_type=password', async (route) => {
      await new Promise<void>((resolve) => {
        release = resolve
        markHeld()
      })
      await route.continue()
    })
    await auth.open()
    await auth.field('Email').fill(account.email)
    await auth.field('Password').fill(account.password)
    await auth.submit('Sign In').click()
    await expect(page.getByRole('button', { name: 'Loading...' })).toBeDisabled()
    await held
    release()
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('a wrong password shows the service message, stays on /auth and keeps what was typed', async ({ page }) => {
    const auth = new AuthPage(page)
    const account = await createAccount(page.request)
    await auth.open()
    await auth.field('Email').fill(account.email)
    await auth.field('Password').fill('wrong-password')
    await auth.submit('Sign In').click()
    await expect(auth.errorToast()).toHaveText(/Invalid login credentials/)
    await expect(page).toHaveURL(/\/auth$/)
    await expect(auth.field('Email')).toHaveValue(account.email)
    await expect(auth.field('Password')).toHaveValue('wrong-password')
    await expect(auth.submit('Sign In')).toBeEnabled()
  })

  test('signing up twice with one email says the user exists', async ({ page }) => {
    const auth = new AuthPage(page)
    const account = await createAccount(page.request)
    await auth.open()
    await auth.toSignUp()
    await auth.fillSignUp({ fullName: 'Again', country: 'Chile', email: account.email, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD })
    await auth.tick(/^I accept the Terms of Service/)
    await auth.tick('I have read and accept the Privacy Policy')
    await auth.submit('Create Account').click()
    await expect(auth.errorToast()).toHaveText(/User already registered/)
    await expect(page).toHaveURL(/\/auth$/)
    await expect(auth.field('Full name')).toHaveValue('Again')
  })

  test('Keep me logged in off: the session ends with the browser session', async ({ page, browser }) => {
    const auth = new AuthPage(page)
    const account = await createAccount(page.request)
    await auth.signIn(account.email, account.password, { rememberMe: false })
    expect(await page.evaluate(() => [localStorage.getItem('tj-auth-session'), sessionStorage.getItem('tj-auth-session') !== null, localStorage.getItem('rememberMe')])).toEqual([
      null,
      true,
      'false',
    ])
    // This tab keeps working across reloads...
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    // ...but a new browser session (only localStorage survives) is signed out.
    const next = await browser.newContext({ storageState: await page.context().storageState() })
    const nextPage = await next.newPage()
    await nextPage.goto('/dashboard')
    await expect(nextPage).toHaveURL(/\/auth/)
    await next.close()
  })
})

test.describe('validation (spec section 5): only the first failing message, as an error toast', () => {
  test('sign in', async ({ page }) => {
    const auth = new AuthPage(page)
    await auth.open()
    const cases: [string, string, string][] = [
      ['', '', 'Please enter a valid email address'],
      ['not-an-email', 'secret', 'Please enter a valid email address'],
      [`${'a'.repeat(250)}@example.com`, 'secret', 'Email is too long'],
      ['ana@example.com', '12345', 'Password must be at least 6 characters'],
      ['ana@example.com', 'x'.repeat(129), 'Password is too long'],
    ]
    for (const [email, password, message] of cases) {
      await auth.field('Email').fill(email)
      await auth.field('Password').fill(password)
      await auth.submit('Sign In').click()
      await expect(auth.errorToast(), message).toHaveCount(1)
      await expect(auth.errorToast()).toHaveText(new RegExp(message))
      await expect(page).toHaveURL(/\/auth$/)
      // Typed values survive the rejection.
      await expect(auth.field('Email')).toHaveValue(email)
    }
  })

  test('reset password', async ({ page }) => {
    const auth = new AuthPage(page)
    await auth.open()
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible()
    for (const [email, message] of [
      ['nope', 'Please enter a valid email address'],
      [`${'b'.repeat(256)}@x.io`, 'Email is too long'],
    ]) {
      await auth.field('Email').fill(email!)
      await auth.submit('Send Reset Link').click()
      await expect(auth.errorToast()).toHaveCount(1)
      await expect(auth.errorToast()).toHaveText(new RegExp(message!))
    }
    await page.getByRole('button', { name: 'Back to Sign In' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible()
  })

  test('sign up: every message, in order, the first failing only', async ({ page }) => {
    const auth = new AuthPage(page)
    await auth.open()
    await auth.toSignUp()
    const password = page.getByLabel('Password', { exact: true })
    await expect(password).toHaveAttribute('minlength', '12')
    await expect(password).toHaveAttribute('required', '')
    await expect(page.getByLabel('Confirm password', { exact: true })).toHaveAttribute('minlength', '12')

    const steps: [Parameters<AuthPage['fillSignUp']>[0], string][] = [
      [{}, 'Please enter a valid email address'],
      [{ email: `${'a'.repeat(250)}@example.com` }, 'Email is too long'],
      [{ email: uniqueEmail('rules'), password: 'Sh0rt!pass' }, 'Password must be at least 12 characters'],
      [{ password: `Aa1!${'x'.repeat(125)}` }, 'Password is too long'],
      [{ password: 'lower1!lower1!' }, 'Password must contain at least one uppercase letter'],
      [{ password: 'UPPER1!UPPER1!' }, 'Password must contain at least one lowercase letter'],
      [{ password: 'NoNumbers!Here' }, 'Password must contain at least one number'],
      [{ password: 'NoSpecial1Here' }, 'Password must contain at least one special character'],
      [{ password: STRONG_PASSWORD, confirmPassword: 'Different1!pass' }, "Passwords don't match"],
      [{ confirmPassword: STRONG_PASSWORD, fullName: 'A' }, 'Full name is required'],
      [{ fullName: 'N'.repeat(101) }, 'Name is too long'],
      [{ fullName: 'Rule Follower', country: 'P' }, 'Please select your country'],
      [{ country: 'C'.repeat(101) }, 'Country name is too long'],
      [{ country: 'Portugal' }, 'You must accept the Terms and Privacy Policy'],
    ]
    for (const [values, message] of steps) {
      await auth.fillSignUp(values)
      await auth.submit('Create Account').click()
      await expect(auth.errorToast(), message).toHaveCount(1)
      await expect(auth.errorToast()).toHaveText(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      await expect(page).toHaveURL(/\/auth$/)
    }
    // The message also sits next to its field.
    await expect(page.getByText('You must accept the Terms and Privacy Policy').first()).toBeVisible()
    await auth.tick(/^I accept the Terms of Service/)
    await auth.submit('Create Account').click()
    await expect(auth.errorToast()).toHaveText(/You must accept the Privacy Policy/)
    // Everything typed is still there.
    await expect(auth.field('Full name')).toHaveValue('Rule Follower')
    await expect(auth.field('Country')).toHaveValue('Portugal')
    await auth.tick('I have read and accept the Privacy Policy')
    await auth.submit('Create Account').click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })
})

test.describe('password reset through the local mailbox', () => {
  test('request a link, follow it, set a new password, sign in with it', async ({ page }) => {
    const auth = new AuthPage(page)
    const account = await createAccount(page.request, 'Forgetful Trader')
    const newPassword = 'N3w!Password-2025'

    await auth.open()
    await auth.field('Email').fill(account.email)
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    // The email typed on the sign-in form carries over.
    await expect(auth.field('Email')).toHaveValue(account.email)
    await auth.submit('Send Reset Link').click()
    await expect(auth.toasts('success').filter({ hasText: 'Password reset email sent! Check your inbox.' })).toBeVisible()
    // docs/product.md section 4: a successful send clears the email and goes back to sign in.
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible()
    await expect(auth.field('Email')).toHaveValue('')

    let link = ''
    await expect.poll(async () => (link = (await mailsTo(page.request, account.email)).find((mail) => mail.kind === 'recovery')?.link ?? '')).not.toBe('')
    expect(new URL(link).searchParams.get('redirect_to')).toMatch(/\/auth$/)
    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible()
    // The tokens do not stay in the address bar.
    expect(new URL(page.url()).hash).toBe('')
    await auth.field('New password').fill('weak')
    await auth.field('Confirm new password').fill('weak')
    await auth.submit('Update Password').click()
    await expect(auth.errorToast()).toHaveText(/Password must be at least 12 characters/)
    await auth.field('New password').fill(newPassword)
    await auth.field('Confirm new password').fill(newPassword)
    await auth.submit('Update Password').click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(auth.toasts('success').filter({ hasText: 'Password updated successfully' })).toBeVisible()

    await auth.signOut()
    await auth.open()
    await auth.field('Email').fill(account.email)
    await auth.field('Password').fill(account.password)
    await auth.submit('Sign In').click()
    await expect(auth.errorToast()).toHaveText(/Invalid login credentials/)
    await auth.signIn(account.email, newPassword)
  })

  test('an expired or used link says so on /auth', async ({ page }) => {
    const auth = new AuthPage(page)
    await page.goto('/auth#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=')
    await expect(auth.errorToast()).toHaveText(/This link is invalid or has expired/)
    expect(new URL(page.url()).hash).toBe('')
  })
})

test.describe('Google (the local stand-in)', () => {
  test('Continue with Google signs in and lands on the dashboard', async ({ page }) => {
    const auth = new AuthPage(page)
    const email = uniqueEmail('google')
    await auth.open()
    await page.getByRole('button', { name: 'Continue with Google' }).click()
    await expect(page.getByRole('heading', { name: 'Local stand-in for Google sign-in' })).toBeVisible()
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Name (optional)').fill('Gina Google')
    await page.getByRole('button', { name: 'Continue as this account' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(auth.toasts('success').filter({ hasText: 'Successfully logged in' })).toBeVisible()
    await page.getByRole('button', { name: 'Account menu' }).click()
    await expect(page.getByText(email)).toBeVisible()
  })

  test('cancelling on the Google page comes back with an error and signs nobody in', async ({ page }) => {
    const auth = new AuthPage(page)
    await auth.open()
    await page.getByRole('button', { name: 'Continue with Google' }).click()
    await page.getByRole('link', { name: 'Cancel and go back' }).click()
    await expect(page).toHaveURL(/\/auth/)
    await expect(auth.errorToast()).toHaveText(/Failed to sign in with Google/)
  })
})

test.describe('the device-only journal stays available', () => {
  test('Continue without an account sits below the account forms', async ({ page }) => {
    const auth = new AuthPage(page)
    await auth.open()
    await expect(page.getByLabel('Your name (optional)')).toBeVisible()
    await page.getByRole('button', { name: 'Continue without an account' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    // No account, so no sync indicator.
    await expect(auth.syncIndicator()).toHaveCount(0)
  })
})
