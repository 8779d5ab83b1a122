import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { DEMO_PATHS } from '../../contract/demo-requests.ts'
import { giveUnread, parseSession, projectsOf } from './fixtures/notifications.ts'
import { sessionFor, signIn } from './fixtures/sign-in.ts'
import { resizeTo } from './fixtures/screen-checks.ts'
import { WITHOUT_SERVICE_WORKER } from './fixtures/network.ts'

test.use(WITHOUT_SERVICE_WORKER)

// Each public layout once: the four legal pages are one LegalDocument with different words, so
// axe judges one of them (each pass is seconds of CPU, in both themes) and the rest are opened.
const PUBLIC_PAGES = ['/', '/login', '/terms-conditions', '/demo-request', '/no-such-page']
const OTHER_LEGAL_PAGES = ['/privacy-policy', '/master-service-agreement', '/cookie-policy']

const NOT_CONNECTED = 'You are not connected to Internet'
const THANK_YOU = 'Thank you for your request! Our team will reach out shortly.'

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  const report = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  )
  // Soft: one run reports every page's violations, not only the first page's.
  expect.soft(report, `axe on ${label}`).toEqual([])
}

/** The side navigation's entries, by their accessible names. */
async function navEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link').first()).toBeVisible()
  return nav.getByRole('link').allInnerTexts()
}

async function fillDemoForm(page: Page, company: string) {
  await page.getByLabel('Your name').fill('Ananya Iyer')
  await page.getByLabel('Company').fill(company)
  await page.getByLabel('Work email').fill('ananya.iyer@example.in')
  await page.getByLabel('Mobile number').fill('9876543210')
  await page.getByLabel('City').fill('Chennai')
  await page.getByLabel('What would you like to see?').fill('Lead follow-up for two projects.')
}

/** Ticks ALTCHA's box and waits for the browser's proof of work and the server's "Success". */
async function solveCaptcha(page: Page) {
  const verified = page.waitForResponse((r) => r.url().includes(DEMO_PATHS.verifyCaptcha))
  // By keyboard, as the widget's own check mark sits over its checkbox and takes the pointer.
  await page.getByRole('checkbox', { name: "I'm not a robot" }).focus()
  await page.keyboard.press('Space')
  expect((await verified).ok()).toBe(true)
  await expect(page.getByText('Success', { exact: true })).toBeVisible({ timeout: 30_000 })
}

test.describe('public pages', () => {
  // One page walks them all (a new browser context for each cost CI more than its checks).
  test('none has a serious accessibility violation, in light and dark', async ({ page }) => {
    test.setTimeout(150_000)
    for (const path of PUBLIC_PAGES) {
      await test.step(path, async () => {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        const theme = page.getByRole('combobox', { name: 'Theme' })
        await theme.selectOption('light')
        await expect(page.locator('html')).not.toHaveClass(/dark/)
        await expectNoSeriousViolations(page, `${path} (light)`)
        await theme.selectOption('dark')
        await expect(page.locator('html')).toHaveClass(/dark/)
        await expectNoSeriousViolations(page, `${path} (dark)`)
      })
    }
    for (const path of OTHER_LEGAL_PAGES) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
  })

  test('an unknown route shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { name: 'Error code 404' })).toBeVisible()
    await page.getByRole('link', { name: 'Go to the start page' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
    await page.goto('/privacy-policy')
    await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('#main-content')).toBeFocused()
  })

  test('Hindi and dark mode survive a reload', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('combobox', { name: 'Language' }).selectOption('hi')
    await page.getByRole('combobox', { name: 'थीम' }).selectOption('dark')
    await expect(page.getByRole('link', { name: 'डेमो का अनुरोध करें' }).first()).toBeVisible()
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page.locator('html')).toHaveClass(/dark/)
    await expect(page.getByRole('link', { name: 'डेमो का अनुरोध करें' }).first()).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'थीम' })).toHaveValue('dark')
  })
})

test.describe('request a demo', () => {
  test('is sent with the captcha solved in the browser, and reaches the administrators', async ({
    page,
    context,
    request,
  }) => {
    const company = `Iyer Estates ${Date.now()}`
    await page.goto('/demo-request')
    await fillDemoForm(page, company)
    await solveCaptcha(page)
    const sent = page.waitForResponse((r) => r.url().endsWith(DEMO_PATHS.submit))
    await page.getByRole('button', { name: 'Request a demo' }).click()
    expect((await sent).status()).toBe(201)
    await expect(page.getByText(THANK_YOU)).toBeVisible()

    await signIn(context, request, 'admin')
    await page.goto('/developer/demo-requests')
    await expect(page.getByRole('cell', { name: company })).toBeVisible()
    await expectNoSeriousViolations(page, '/developer/demo-requests')
  })

  test('says what is wrong under each field', async ({ page }) => {
    await page.goto('/demo-request')
    await page.getByLabel('Mobile number').fill('12345')
    await page.getByRole('button', { name: 'Request a demo' }).click()
    await expect(page.getByText('This field cannot be left blank.').first()).toBeVisible()
    await expect(page.getByText('Please enter a valid number.')).toBeVisible()
    await expect(page.getByText('Please tick the box to show you are not a robot.')).toBeVisible()
    await expect(page.getByLabel('Your name')).toBeFocused()
  })

  test('is refused offline, keeping what was typed', async ({ page, context }) => {
    await page.goto('/demo-request')
    await fillDemoForm(page, 'Offline Estates')
    await solveCaptcha(page)
    const submits: string[] = []
    page.on('request', (r) => {
      if (r.url().endsWith(DEMO_PATHS.submit)) submits.push(r.url())
    })
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Request a demo' }).click()
    await expect(page.getByRole('alert').filter({ hasText: NOT_CONNECTED })).toBeVisible()
    await expect(page.getByLabel('Company')).toHaveValue('Offline Estates')
    expect(submits).toEqual([])
    await context.setOffline(false)
  })
})

test.describe('signed-in shell', () => {
  test('an administrator and a sales executive see different navigation', async ({
    browser,
    request,
  }) => {
    const admin = await browser.newContext()
    await signIn(admin, request, 'admin')
    const adminPage = await admin.newPage()
    await adminPage.goto('/developer/projects')
    const adminNav = await navEntries(adminPage)
    expect(adminNav).toContain('Demo requests')
    expect(adminNav).toContain('Project overview')
    await admin.close()

    const exec = await browser.newContext()
    await signIn(exec, request, 'salesExecutive')
    const execPage = await exec.newPage()
    await execPage.goto('/developer/projects')
    const execNav = await navEntries(execPage)
    expect(execNav).toContain('Project overview')
    expect(execNav).not.toContain('Demo requests')
    await exec.close()
  })

  test('the landing has no serious accessibility violation, in light and dark', async ({
    page,
    context,
    request,
  }) => {
    await signIn(context, request, 'admin')
    await page.goto('/developer/projects')
    await expect(page.getByRole('heading', { name: 'Your projects' })).toBeVisible()
    await expect(page.getByRole('article').nth(1)).toBeVisible()
    await expectNoSeriousViolations(page, '/developer (light)')
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark')
    await expectNoSeriousViolations(page, '/developer (dark)')
    await page.getByRole('button', { name: 'Collapse navigation' }).click()
    await expectNoSeriousViolations(page, '/developer (navigation collapsed)')
  })

  test('on a 768 px tablet the navigation starts narrow and the settings sit behind one button', async ({
    page,
    context,
    request,
  }) => {
    await resizeTo(page, { width: 768, height: 1024 })
    await signIn(context, request, 'admin')
    await page.goto('/developer/projects')
    await expect(page.getByRole('button', { name: 'Expand navigation' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Demo requests' })).toBeVisible()
    await page.getByRole('button', { name: 'Language and theme' }).click()
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark')
    await expect(page.locator('html')).toHaveClass(/dark/)
    await expectNoSeriousViolations(page, '/developer (tablet, settings open)')
  })

  test('choosing a project carries into the header and survives a reload', async ({
    page,
    context,
    request,
  }) => {
    await signIn(context, request, 'salesExecutive')
    await page.goto('/developer/projects')
    const second = page.getByRole('article').nth(1)
    const name = (await second.getByRole('heading').innerText()).trim()
    await second.getByRole('button', { name: /Work on this project/ }).click()
    const selector = page.getByRole('combobox', { name: 'Project' })
    await expect(selector.locator('option:checked')).toHaveText(name)
    await page.reload()
    await expect(selector.locator('option:checked')).toHaveText(name)
    await selector.selectOption({ label: 'All projects' })
    await expect(page.getByRole('button', { name: 'Work on all projects' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  test('marking a project as read sets its count to 0 for good', async ({
    page,
    context,
    request,
  }) => {
    await signIn(context, request, 'salesExecutive')
    const session = parseSession(await sessionFor(request, 'salesExecutive'))
    const [project] = await projectsOf(request, session)
    await giveUnread(request, session, project!._id)
    await page.goto('/developer/projects')
    await expect(page.getByRole('article').nth(1)).toBeVisible()
    const card = page.getByRole('article', { name: project!.projectName })
    await expect(card).toContainText(/[1-9]\d* unread/)
    const name = (await card.getByRole('heading').innerText()).trim()
    const reset = page.waitForResponse((r) => r.request().method() === 'PATCH')
    await card.getByRole('button', { name: /Mark as read/ }).click()
    expect((await reset).ok()).toBe(true)
    const same = page.getByRole('article', { name })
    await expect(same.getByText('No unread')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('article', { name }).getByText('No unread')).toBeVisible()
  })

  test('an unknown route under /developer shows the 404 page', async ({
    page,
    context,
    request,
  }) => {
    await signIn(context, request, 'salesExecutive')
    await page.goto('/developer/no-such-screen')
    await expect(page.getByRole('heading', { name: 'Error code 404' })).toBeVisible()
  })

  test('the demo request list is closed to a sales executive', async ({
    page,
    context,
    request,
  }) => {
    await signIn(context, request, 'salesExecutive')
    await page.goto('/developer/demo-requests')
    await expect(page.getByText("Permission denied (You don't have permission)")).toBeVisible()
  })
})
