import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import {
  dashboardRange,
  rangeQuery,
  type TDashboardPreset,
} from '../../contract/dashboard-filters.ts'
import {
  DASHBOARD_PATHS,
  type TAgentPerformanceList,
  type TLeadOverview,
} from '../../contract/dashboards.ts'
import { HEADERS } from '../../contract/http.ts'
import { parseSession, projectsOf, type StoredSession } from './fixtures/notifications.ts'
import { goOffline, offlineAgain, waitForServiceWorker } from './fixtures/network.ts'
import { sessionFor, signIn, storeSession } from './fixtures/sign-in.ts'

/**
 * Issue 16's home dashboard on the real PWA, server and seeded database: a sales manager lands
 * on it, the buckets follow the period and the project, a bucket opens the lead list holding as
 * many leads, agent performance opens an agent, and the tasks' old address still works.
 */

async function get<T>(
  request: APIRequestContext,
  session: StoredSession,
  path: string,
  params: Record<string, string | number>,
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

/** The wire query the screen sends for a preset, made here with the contract's own function. */
const rangeOf = (preset: TDashboardPreset, projectId?: string) => ({
  dateField: 'createdAt',
  ...rangeQuery(dashboardRange({ preset }, new Date())),
  ...(projectId ? { projectId } : {}),
})

async function openAs(page: Page, who: StoredSession, path: string) {
  await page.goto('/login')
  await storeSession(page, who.raw)
  await page.goto(path)
}

const main = (page: Page) => page.getByRole('main')
const leadOverview = (page: Page) => main(page).getByRole('region', { name: 'Lead overview' })
const bucket = (region: Locator, name: string) =>
  region.getByRole('link', { name: new RegExp(`^${name}`) })
/** The lead list's count line for `n` leads, digit grouping or not. */
const leadsText = (n: number) => new RegExp(`^${String(n).split('').join(',?')} leads?$`)
const countOf = async (link: Locator) =>
  Number((await link.getByTestId('bucket-count').textContent())?.replace(/,/g, ''))

test('a manager lands on home; the buckets follow period and project; a bucket opens as many leads', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const manager = parseSession(await sessionFor(request, 'salesManager'))
  const overview = (preset: TDashboardPreset, projectId?: string) =>
    get<TLeadOverview>(
      request,
      manager,
      DASHBOARD_PATHS.overview(manager.slug),
      rangeOf(preset, projectId),
    )

  await openAs(page, manager, '/developer')
  await expect(page).toHaveURL(/\/developer\/home\/?$/)
  await expect(main(page).getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()

  // The default period: the last 30 days, every project.
  const month = await overview('last30Days')
  await expect(bucket(leadOverview(page), 'Total').getByTestId('bucket-count')).toHaveText(
    month.total.toLocaleString('en-IN'),
  )

  // Six months hold more leads than one (the seed spreads them over 180 days).
  await main(page).getByRole('combobox', { name: 'Period' }).selectOption('last6Months')
  await expect(page).toHaveURL(/preset=last6Months/)
  const half = await overview('last6Months')
  expect(half.total).toBeGreaterThan(month.total)
  await expect(bucket(leadOverview(page), 'Total').getByTestId('bucket-count')).toHaveText(
    half.total.toLocaleString('en-IN'),
  )

  // One project: its buckets, and the header's project becomes it too.
  const projects = await projectsOf(request, manager)
  const project = projects[0]!
  await main(page).getByRole('combobox', { name: 'Project' }).selectOption(project._id)
  await expect(page).toHaveURL(new RegExp(`projectId=${project._id}`))
  const one = await overview('last6Months', project._id)
  expect(one.total).toBeLessThan(half.total)
  await expect(bucket(leadOverview(page), 'Total').getByTestId('bucket-count')).toHaveText(
    one.total.toLocaleString('en-IN'),
  )
  // Every stage's bucket shows the server's count.
  for (const item of one.items) {
    expect(await countOf(bucket(leadOverview(page), item.name))).toBe(item.count)
  }

  // A one-stage bucket (New Lead also counts Open) opens the lead list holding as many leads.
  const busiest = one.items
    .filter((item) => item.name !== 'New Lead')
    .sort((a, b) => b.count - a.count)[0]!
  expect(busiest.count).toBeGreaterThan(0)
  await bucket(leadOverview(page), busiest.name).click()
  await expect(page).toHaveURL(/\/developer\/manage-leads\?/)
  await expect(page).toHaveURL(/date=last6Months/)
  await expect(main(page).getByText(new RegExp(`^${busiest.count} leads?$`))).toBeVisible({
    timeout: 20_000,
  })

  // New Lead counts New Lead and Open: its list is filtered by both stages, as many leads again,
  // and clearing that filter leaves the period's and project's leads, the Total bucket's count.
  await page.goBack()
  const fresh = one.items.find((item) => item.name === 'New Lead')!
  expect(fresh.count).toBeGreaterThan(0)
  await bucket(leadOverview(page), 'New Lead').click()
  await expect(page).toHaveURL(/stages=New(\+|%20)Lead(,|%2C)Open/)
  const stages = main(page).getByRole('group', { name: 'Stages' })
  await expect(stages).toContainText('New Lead, Open')
  await expect(main(page).getByText(leadsText(fresh.count))).toBeVisible({
    timeout: 20_000,
  })
  await stages.getByRole('button', { name: 'Clear the stages filter' }).click()
  await expect(page).not.toHaveURL(/stages=/)
  await expect(main(page).getByText(leadsText(one.total))).toBeVisible({
    timeout: 20_000,
  })

  expect(
    (await new AxeBuilder({ page }).include('main').analyze()).violations.map((v) => v.id),
  ).toEqual([])
})

test('the home is axe clean in dark theme, and a custom range with its end first asks nothing', async ({
  page,
  request,
}) => {
  const manager = parseSession(await sessionFor(request, 'salesManager'))
  await page.goto('/login')
  await storeSession(page, manager.raw)
  await page.evaluate(() => localStorage.setItem('siteoffice.theme', 'dark'))
  await page.goto('/developer/home?preset=last6Months')
  await expect(bucket(leadOverview(page), 'Total')).toBeVisible()
  await expect(main(page).getByRole('table').first().locator('tbody tr').first()).toBeVisible()
  expect(
    (await new AxeBuilder({ page }).include('main').analyze()).violations.map((v) => v.id),
  ).toEqual([])

  const overviews: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/overview')) overviews.push(r.url())
  })
  await main(page).getByRole('combobox', { name: 'Period' }).selectOption('custom')
  await main(page).getByLabel('From').fill('2026-03-10')
  await main(page).getByLabel('To').fill('2026-03-01')
  await expect(main(page).getByText('End date must be after start date.')).toBeVisible()
  await expect(main(page).getByText(/^Choose the first and last day of the period/)).toBeVisible()
  expect(overviews.filter((u) => u.includes('2026-03'))).toEqual([])
})

test('agent performance opens an agent: numbers, call summary with its graph, calls sorted', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const manager = parseSession(await sessionFor(request, 'salesManager'))
  const agents = await get<TAgentPerformanceList>(
    request,
    manager,
    DASHBOARD_PATHS.agents(manager.slug),
    rangeOf('last6Months'),
  )
  const top = agents.items[0]!
  const name = `${top.agent.firstName} ${top.agent.lastName}`.trim()

  await openAs(page, manager, '/developer/home/agent-performance?preset=last6Months')
  await main(page).getByRole('button', { name, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`agent=${top.agent._id}`))
  const panel = main(page).getByRole('region', { name, exact: true })
  await expect(panel.getByRole('heading', { name: 'Call summary' })).toBeVisible()
  // The graph draws (its own chunk, loaded when needed).
  await expect(panel.locator('svg path').first()).toBeVisible({ timeout: 20_000 })

  const calls = panel.getByRole('region', { name: 'Calls and meetings' })
  await expect(calls.locator('tbody tr').first()).toBeVisible()
  const header = calls.getByRole('columnheader', { name: /Lead Name/ })
  await expect(header).toHaveAttribute('aria-sort', 'none')
  await header.getByRole('button').click()
  await expect(page).toHaveURL(/sortBy=leadName/)
  await expect(header).toHaveAttribute('aria-sort', 'ascending')

  expect(
    (await new AxeBuilder({ page }).include('main').analyze()).violations.map((v) => v.id),
  ).toEqual([])
})

test('the tasks table moved under home; its old address redirects with its filters', async ({
  page,
  request,
}) => {
  const manager = parseSession(await sessionFor(request, 'salesManager'))
  await openAs(page, manager, '/developer/tasks?status=Overdue')
  await expect(page).toHaveURL(/\/developer\/home\/all-tasks\?status=Overdue$/)
  await expect(main(page).getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible()
  await expect(main(page).getByRole('table').locator('tbody tr').first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Tasks', exact: true })).toHaveAttribute(
    'href',
    '/developer/home/all-tasks',
  )
})

test('offline, the home shows what the device saved, with its age; a new period needs the network', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  await signIn(context, request, 'salesManager')
  await page.goto('/developer/home?preset=last7Days')
  // The reads go through the worker once it controls the page, so they are stored.
  await waitForServiceWorker(page)
  await page.reload()
  const total = bucket(leadOverview(page), 'Total').getByTestId('bucket-count')
  await expect(total).toHaveText(/\d/)
  const shown = await total.textContent()

  await goOffline(context)
  await page.reload()
  await offlineAgain(context)
  await expect(total).toHaveText(shown!)
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: /Data as of \d{2}:\d{2} (AM|PM)/ })
      .first(),
  ).toBeVisible()

  // Days never loaded on this device: said once, with the nearest saved period to open.
  await main(page).getByRole('combobox', { name: 'Period' }).selectOption('custom')
  const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10)
  await main(page).getByLabel('From', { exact: true }).fill(day(300))
  await main(page).getByLabel('To', { exact: true }).fill(day(250))
  await expect(main(page).getByText('This period is not saved on this device.')).toBeVisible({
    timeout: 30_000,
  })
  await main(page)
    .getByRole('button', { name: /^Open .*saved$/ })
    .click()
  await expect(total).toHaveText(/\d/)
  await expect(page).toHaveURL(/fromDate=/)
})
