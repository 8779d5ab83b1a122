import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { goOffline, goOnline, offlineAgain, waitForServiceWorker } from './fixtures/network.ts'
import { sessionFor, signIn, storeSession } from './fixtures/sign-in.ts'

const HTTP_CACHE_DB = 'siteoffice-http-cache'
const DATA_AS_OF = /Data as of \d{2}:\d{2} (AM|PM)/

function banner(page: Page) {
  return page.getByRole('status', { name: 'Connection' })
}

/** The banner as shown, by axe: contrast of its colour palette in light and dark included. */
async function expectAccessibleBanner(page: Page) {
  for (const theme of ['light', 'dark']) {
    await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme)
    const results = await new AxeBuilder({ page }).include('[role="status"]').analyze()
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    )
    expect(
      serious.map((v) => `${v.id}: ${v.help}`),
      `axe on the banner (${theme})`,
    ).toEqual([])
  }
}

/** The user's project cards (not "All projects"), each named by its heading. */
function projectCards(page: Page) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /Work on this project/ }) })
}

async function projectNames(page: Page): Promise<string[]> {
  await expect(page.getByRole('heading', { name: 'Your projects' })).toBeVisible()
  await expect(projectCards(page).first()).toBeVisible()
  const headings = await projectCards(page).getByRole('heading', { level: 2 }).allInnerTexts()
  return headings.map((name) => name.trim())
}

/** Shown nowhere: not as a card, not in the header's project selector. */
async function expectNotShown(page: Page, names: string[]) {
  for (const name of names) await expect(page.getByText(name, { exact: true })).toHaveCount(0)
}

async function expectCards(page: Page, names: string[]) {
  for (const name of names) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible()
  }
}

/** The projects a user sees, after browsing them once with the worker in control. */
async function browseLanding(page: Page): Promise<string[]> {
  await page.goto('/developer/projects')
  await waitForServiceWorker(page)
  await page.reload()
  return projectNames(page)
}

test('browse, go offline, reload: the stored screens show with "Data as of"; online again they refresh', async ({
  page,
  context,
  request,
}) => {
  await signIn(context, request, 'admin')
  const names = await browseLanding(page)
  expect(names.length).toBeGreaterThan(0)
  await expect(banner(page)).toHaveText('')

  await page.getByRole('link', { name: 'Demo requests' }).click()
  const demoContent = page
    .getByRole('region', { name: 'Demo requests' })
    .or(page.getByText('No demo requests yet'))
  await expect(demoContent).toBeVisible()
  const demoText = await demoContent.innerText()

  await goOffline(context)
  await page.goto('/developer/projects')
  await offlineAgain(context)
  await expectCards(page, names)
  await expect(banner(page)).toContainText('You are offline.')
  await expect(banner(page)).toContainText(DATA_AS_OF)
  // The banner says it; the "Internet Connection error" toast is not shown as well.
  await expect(page.getByText('Internet Connection error')).toHaveCount(0)
  await expectAccessibleBanner(page)

  await page.getByRole('link', { name: 'Demo requests' }).click()
  await expect(demoContent).toHaveText(demoText)

  await page.getByRole('link', { name: 'Project overview' }).click()
  const refreshed = page.waitForResponse(
    (response) =>
      response.url().includes('/projects') &&
      response.ok() &&
      response.headers()['x-siteoffice-source'] === undefined,
  )
  await goOnline(context)
  await refreshed
  await expect(banner(page)).toHaveText('')
  await expectCards(page, names)
})

test("user B on the same browser never gets user A's stored answers", async ({
  page,
  context,
  request,
}) => {
  // A: the sales manager, who sees three projects; signed out below, so a session of its own.
  const managerSession = await sessionFor(request, 'salesManager', { fresh: true })
  const executiveSession = await sessionFor(request, 'singleProjectExecutive')

  await page.goto('/login')
  await storeSession(page, managerSession)
  const managerProjects = await browseLanding(page)
  expect(managerProjects).toHaveLength(3)
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/login/)

  // B signs in and goes offline before loading anything: nothing of B's is stored.
  await goOffline(context)
  await storeSession(page, executiveSession)
  await page.goto('/developer/projects')
  await offlineAgain(context)
  await expect(banner(page)).toContainText('You are offline.')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Internet Connection error' }),
  ).toBeVisible()
  await expect(banner(page)).not.toContainText('Data as of')
  await expectNotShown(page, managerProjects)

  // B browses online once, then offline again: B's own project, and only it.
  await goOnline(context)
  await page.reload()
  const executiveProjects = await projectNames(page)
  expect(executiveProjects).toHaveLength(1)
  await goOffline(context)
  await page.reload()
  await offlineAgain(context)
  await expect(banner(page)).toContainText('You are offline.')
  await expect(banner(page)).toContainText(DATA_AS_OF)
  await expectCards(page, executiveProjects)
  await expectNotShown(
    page,
    managerProjects.filter((name) => !executiveProjects.includes(name)),
  )
  await goOnline(context)
})

test("the store is keyed by user: without any wipe, B still cannot read A's rows", async ({
  page,
  context,
  request,
}) => {
  await page.goto('/login')
  await storeSession(page, await sessionFor(request, 'salesManager'))
  const managerProjects = await browseLanding(page)
  const storedRows = await page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onerror = () => reject(open.error ?? new Error('open failed'))
        open.onsuccess = () => {
          const count = open.result.transaction('responses').objectStore('responses').count()
          count.onsuccess = () => resolve(count.result)
          count.onerror = () => reject(count.error ?? new Error('count failed'))
        }
      }),
    HTTP_CACHE_DB,
  )
  expect(storedRows).toBeGreaterThan(0)

  // Another user's session replaces A's with nothing wiped (a failed or skipped sign-out).
  await storeSession(page, await sessionFor(request, 'singleProjectExecutive'))
  await goOffline(context)
  await page.reload()
  await offlineAgain(context)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Internet Connection error' }),
  ).toBeVisible()
  await expectNotShown(page, managerProjects)
  await goOnline(context)
})
