import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { AUTH_PATHS, ZDevSmsInbox } from '../../contract/auth.ts'
import { HEADERS } from '../../contract/http.ts'
import { WITHOUT_SERVICE_WORKER } from './fixtures/network.ts'

test.use(WITHOUT_SERVICE_WORKER)

/** The PWA keeps its session under this localStorage key (src/features/auth/model/session-store.ts). */
const SESSION_KEY = 'siteoffice.session'

const PHONES = {
  admin: '9000000001',
  salesExecutive: '9000000003',
  salesManager: '9000000002',
  salesExecutive2: '9000000004',
  customer: '9000000009',
}

interface StoredSession {
  accessToken: string | null
  refreshToken: string
  slug: string
  orgId: string
  includedModules: string[]
}

async function storedSession(page: Page): Promise<StoredSession | null> {
  // An organisation switch navigates; a read that meets the navigation is tried again.
  for (let attempt = 0; ; attempt++) {
    try {
      const raw = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)
      return raw ? (JSON.parse(raw) as StoredSession) : null
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('Execution context was destroyed')) throw error
      await page.waitForLoadState()
    }
  }
}

/** The code the development SMS sender "texted" to the number (newest first). */
async function latestCode(request: APIRequestContext, phone: string): Promise<string> {
  const response = await request.get(`${AUTH_PATHS.devSmsInbox}?phone=${phone}`)
  expect(response.ok()).toBe(true)
  const { messages } = ZDevSmsInbox.parse(await response.json())
  const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1]
  if (!code) throw new Error(`no code in the development inbox for ${phone}`)
  return code
}

async function askForCode(page: Page, request: APIRequestContext, phone: string) {
  await page.goto('/login')
  await page.getByLabel('Mobile number').fill(phone)
  const sent = page.waitForResponse((r) => r.url().includes(AUTH_PATHS.getOtp))
  await page.getByRole('button', { name: 'Get code' }).click()
  expect((await sent).ok()).toBe(true)
  await expect(page.getByLabel('One-time code')).toBeFocused()
  return latestCode(request, phone)
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('One-time code').fill(code)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

async function signIn(page: Page, request: APIRequestContext, phone: string) {
  await enterCode(page, await askForCode(page, request, phone))
  await expect(page).toHaveURL(/\/developer\/home\/?$/)
  await expect.poll(() => storedSession(page)).not.toBeNull()
}

test('a sales executive signs in with the texted code, stays signed in and survives an expired token', async ({
  page,
  request,
}) => {
  const code = await askForCode(page, request, PHONES.salesExecutive)
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  await enterCode(page, wrong)
  await expect(page.getByRole('alert')).toHaveText('Entered OTP is invalid.')
  expect(await storedSession(page)).toBeNull()

  await enterCode(page, code)
  await expect(page).toHaveURL(/\/developer\/home\/?$/)
  const session = await storedSession(page)
  expect(session).toMatchObject({ accessToken: expect.any(String), slug: expect.any(String) })

  await page.reload()
  await expect(page).toHaveURL(/\/developer\/home\/?$/)
  expect((await storedSession(page))?.refreshToken).toBe(session?.refreshToken)
  // Signed in, the sign-in page sends the user on.
  await page.goto('/login')
  await expect(page).toHaveURL(/\/developer\/home\/?$/)

  // Mid-session the access token expires: the next call gets a 401, refreshes and goes on.
  const expired =
    'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyIiwiZXhwIjoxNjAwMDAwMDAwfQ.c2lnbmF0dXJlLWV4cGlyZWQ'
  await page.evaluate(
    ([key, token]) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>
      localStorage.setItem(key, JSON.stringify({ ...stored, accessToken: token }))
    },
    [SESSION_KEY, expired] as const,
  )
  const refreshed = page.waitForResponse((r) => r.url().includes(AUTH_PATHS.refreshToken))
  await page.reload()
  expect((await refreshed).status()).toBe(200)
  await expect(page).toHaveURL(/\/developer\/home\/?$/)
  await expect
    .poll(async () => (await storedSession(page))?.accessToken)
    .not.toMatch(new RegExp(`^(${expired})?$`))
  const after = await storedSession(page)
  expect(after?.refreshToken).not.toBe(session?.refreshToken)
})

test('the sign-in page is drawn before the app runs, and what is done to it meanwhile is kept', async ({
  page,
  request,
}) => {
  // The app's entry held back, as on a slow link: the page the build drew is all there is.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  // Not until `load`: the entry, added once the drawing is painted, may hold that back.
  await page.goto('/login', { waitUntil: 'domcontentloaded' })
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  const phone = page.getByLabel('Mobile number')
  await expect(phone).toHaveAttribute('data-prerendered', '')
  await phone.fill(PHONES.salesExecutive)
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark')
  // Nothing is sent, nor the page reloaded, while only the drawing is there.
  await page.getByRole('button', { name: 'Get code' }).click()
  await expect(page).toHaveURL(/\/login$/)

  const sent = page.waitForResponse((r) => r.url().includes(AUTH_PATHS.getOtp))
  release()
  // The app takes over: the number and the press of "Get code" are kept, and the theme chosen.
  expect((await sent).ok()).toBe(true)
  await expect(page.getByLabel('One-time code')).toBeFocused()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await enterCode(page, await latestCode(request, PHONES.salesExecutive))
  await expect(page).toHaveURL(/\/developer\/home\/?$/)
})

test('a signed-out visit to a signed-in page goes through /login and comes back', async ({
  page,
  request,
}) => {
  await page.goto('/developer')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdeveloper/)
  await signIn(page, request, PHONES.salesManager)
})

test('an administrator switches organisation', async ({ page, request }) => {
  await signIn(page, request, PHONES.admin)
  const before = await storedSession(page)
  const switcher = page.getByRole('combobox', { name: 'Organisation' })
  const firstName = await switcher.locator('option:checked').textContent()

  const other = await switcher.locator('option:not(:checked)').first().getAttribute('value')
  await switcher.selectOption(other ?? '')

  await expect.poll(async () => (await storedSession(page))?.orgId).toBe(other)
  const after = await storedSession(page)
  expect(after?.slug).not.toBe(before?.slug)
  expect(after?.accessToken).not.toBe(before?.accessToken)
  await expect(switcher.locator('option:checked')).not.toHaveText(firstName ?? '')
  await expect(page).toHaveURL(/\/developer\/home\/?$/)
})

test('a home buyer is told to use the mobile app, keyboard only, on an accessible page', async ({
  page,
  request,
}) => {
  await page.goto('/login')
  // The number field has the focus on arrival; Enter submits each step. The page is judged by
  // axe once drawn (its first render is a transition, after the load event).
  await expect(page.getByLabel('Mobile number')).toBeFocused()
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid number.')
  await page.keyboard.type(PHONES.customer)
  const sent = page.waitForResponse((r) => r.url().includes(AUTH_PATHS.getOtp))
  await page.keyboard.press('Enter')
  expect((await sent).ok()).toBe(true)
  await expect(page.getByLabel('One-time code')).toBeFocused()
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

  await page.keyboard.type(await latestCode(request, PHONES.customer))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert')).toContainText('available only in the mobile app')
  await expect(page).toHaveURL(/\/login/)
  expect(await storedSession(page)).toBeNull()
})

test('sign-out leaves no token in any storage', async ({ page, request, context }) => {
  await signIn(page, request, PHONES.salesExecutive2)
  const session = await storedSession(page)
  const tokens = [session?.accessToken, session?.refreshToken].filter(Boolean) as string[]

  const account = page.getByRole('button', { name: /^Account/ })
  if (await account.isVisible()) {
    await account.click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
  } else {
    await page.getByRole('button', { name: 'Sign out' }).click()
  }
  await expect(page).toHaveURL(/\/login/)

  const storage = await page.evaluate(() => ({
    local: Object.entries(localStorage),
    session: Object.entries(sessionStorage),
    cookie: document.cookie,
  }))
  const everything = JSON.stringify(storage) + JSON.stringify(await context.cookies())
  expect(storage.local.map(([key]) => key)).not.toContain(SESSION_KEY)
  for (const token of tokens) expect(everything).not.toContain(token)

  // And the old refresh token is dead on the server too.
  const refresh = await request.post(AUTH_PATHS.refreshToken, {
    headers: { [HEADERS.refreshToken]: session?.refreshToken ?? '' },
  })
  expect(refresh.status()).toBe(401)
})
