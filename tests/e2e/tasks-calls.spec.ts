import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { DISPOSITION_PATHS, type TCallLogSummary } from '../../contract/dispositions.ts'
import { HEADERS } from '../../contract/http.ts'
import { TASK_PATHS, type TTaskList } from '../../contract/tasks.ts'
import { goOffline, offlineAgain, waitForServiceWorker } from './fixtures/network.ts'
import { parseSession, type StoredSession } from './fixtures/notifications.ts'
import { sessionFor, storeSession } from './fixtures/sign-in.ts'

/**
 * The all-tasks table and the call logs on the real PWA, server and seeded database (issue 7),
 * as a sales manager, who sees every lead of their projects.
 */

async function get<T>(
  request: APIRequestContext,
  session: StoredSession,
  path: string,
  params: Record<string, string | number> = {},
): Promise<T> {
  const res = await request.get(path, {
    headers: {
      authorization: `Bearer ${session.accessToken}`,
      [HEADERS.clientId]: 'e2e-api',
      [HEADERS.platform]: 'web',
    },
    params,
  })
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()) as T
}

/** Where the PWA keeps the theme (src/components/ui/color-theme.tsx THEME_STORAGE_KEY). */
const THEME_KEY = 'siteoffice.theme'

async function openAs(
  page: Page,
  who: StoredSession,
  path: string,
  theme: 'light' | 'dark' = 'light',
) {
  await page.goto('/login')
  await storeSession(page, who.raw)
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    THEME_KEY,
    theme,
  ] as const)
  await page.goto(path)
}

/** What axe finds wrong in the screen itself (the shell has its own test). */
async function axeViolations(page: Page) {
  return (await new AxeBuilder({ page }).include('main').analyze()).violations
}

const main = (page: Page) => page.getByRole('main')

test('the tasks table filters by status, type and search, pages, and opens a lead', async ({
  page,
  request,
}) => {
  const manager = parseSession(await sessionFor(request, 'salesManager'))
  const all = await get<TTaskList>(request, manager, TASK_PATHS.tasks(manager.slug))
  expect(all.pageInfo.totalNumItems, 'the seed gives the manager more than a page').toBeGreaterThan(
    20,
  )
  const overdue = await get<TTaskList>(request, manager, TASK_PATHS.tasks(manager.slug), {
    taskStatus: 'Overdue',
    taskType: 'Follow Up',
  })
  const target = overdue.items.at(-1)
  expect(target, 'the seed has overdue follow-ups').toBeDefined()

  await openAs(page, manager, '/developer/tasks')
  const table = main(page).getByRole('table')
  await expect(table.getByRole('row')).toHaveCount(21)
  const pageCount = Math.ceil(all.pageInfo.totalNumItems / 20)

  // Pages: 20 a page, 1-based on screen.
  await expect(main(page).getByText(`Page 1 of ${pageCount}`)).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await main(page).getByRole('button', { name: 'Next' }).click()
  await expect(main(page).getByText(`Page 2 of ${pageCount}`)).toBeVisible()
  await expect(page).toHaveURL(/[?&]page=1\b/)

  // Overdue as the server's clock judges it; a filter starts again from the first page.
  await main(page).getByRole('combobox', { name: 'Task status' }).selectOption('Overdue')
  await expect(page).toHaveURL(/status=Overdue/)
  await expect(page).not.toHaveURL(/[?&]page=/)
  await expect(table.getByText('Pending', { exact: true })).toHaveCount(0)
  await expect(table.getByText('Overdue', { exact: true }).first()).toBeVisible()

  await main(page).getByRole('combobox', { name: 'Task type' }).selectOption('Follow Up')
  await expect(page).toHaveURL(/type=Follow\+Up|type=Follow%20Up/)
  await expect(table.getByRole('row')).toHaveCount(Math.min(overdue.pageInfo.totalNumItems, 20) + 1)
  await expect(table.getByText('Site Visit', { exact: true })).toHaveCount(0)

  const name = target!.lead.fullName
  await main(page).getByRole('searchbox', { name: 'Search tasks' }).fill(name)
  await expect(page).toHaveURL(/[?&]q=/)
  const row = table.getByRole('row').filter({ hasText: name }).first()
  await expect(row).toBeVisible()
  await expect(row.getByText('Overdue', { exact: true })).toBeVisible()

  await row.getByRole('link', { name: `Open lead ${name}` }).click()
  await expect(page).toHaveURL(/\/developer\/manage-leads\/[^/?]+$/)
  await expect(page.getByRole('heading', { name })).toBeVisible()
})

test('the call logs show the incoming and outbound summary and its line graph over the calls', async ({
  page,
  context,
  request,
}) => {
  // Two loads, axe in the dark theme, a filter and an offline reload: a minute on CI's machine.
  test.setTimeout(120_000)
  const manager = parseSession(await sessionFor(request, 'salesManager'))
  const summary = await get<TCallLogSummary>(
    request,
    manager,
    DISPOSITION_PATHS.callSummary(manager.slug),
  )
  expect(summary.incoming.totalCalls + summary.outbound.totalCalls).toBeGreaterThan(0)

  // In the dark theme: axe judges its contrast.
  await openAs(page, manager, '/developer/call-logs', 'dark')
  // Reads go through the service worker once it controls the page (for the offline reload).
  await waitForServiceWorker(page)
  await page.reload()
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Call logs' }),
  ).toBeVisible()
  const panel = main(page).getByRole('region', { name: 'Call summary' })
  const card = (heading: string) =>
    panel
      .locator('div')
      .filter({ has: page.getByRole('heading', { name: heading }) })
      .last()
  const count = (n: number) => new Intl.NumberFormat('en-IN').format(n)
  for (const [heading, totals] of [
    ['Incoming', summary.incoming],
    ['Outbound', summary.outbound],
  ] as const) {
    await expect(card(heading)).toContainText(`Total calls${count(totals.totalCalls)}`)
    await expect(card(heading)).toContainText(`Total minutes${count(totals.totalMinutes)}`)
    await expect(card(heading)).toContainText(`Average minutes${count(totals.avgMinutes)}`)
  }
  await expect(main(page).getByRole('table').getByRole('row').nth(1)).toBeVisible()
  // The line graph, per India day from the first call to the last, and its table.
  const graph = panel
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: 'Calls per day' }) })
    .last()
  await expect(graph.locator('svg path').first()).toBeAttached()
  await graph.getByText('Show as a table').click()
  const days = graph.getByRole('region', { name: 'Total calls' }).getByRole('row')
  await expect(days).toHaveCount(summary.series.length + 1)
  const busiest = summary.series.reduce((a, b) =>
    b.outbound.totalCalls > a.outbound.totalCalls ? b : a,
  )
  await expect(days.filter({ hasText: busiest.day })).toContainText(
    count(busiest.outbound.totalCalls),
  )
  expect(await axeViolations(page)).toEqual([])
  await graph.getByText('Show as a table').click()

  // The summary follows the filters: incoming calls only leave nothing outbound.
  await main(page).getByRole('combobox', { name: 'Call type' }).selectOption('In Bound')
  await expect(page).toHaveURL(/callType=In/)
  await expect(card('Outbound')).toContainText('Total calls0')
  await expect(card('Incoming')).toContainText(`Total calls${count(summary.incoming.totalCalls)}`)

  // Offline, the same view comes from the device's store and says how old it is.
  await expect(main(page).getByRole('table').getByRole('row').nth(1)).toBeVisible()
  await goOffline(context)
  await page.reload()
  await offlineAgain(context)
  // The screen's own note, beside the offline banner's.
  const asOf = main(page)
    .getByRole('status')
    .and(main(page).getByText(/^Data as of /))
  await expect(asOf).toBeVisible()
  await expect(card('Incoming')).toContainText(`Total calls${count(summary.incoming.totalCalls)}`)
  await expect(main(page).getByRole('table').getByRole('row').nth(1)).toBeVisible()
  // The graph too: its numbers came with the summary, its code with the app.
  await expect(graph.locator('svg path').first()).toBeAttached()
})
