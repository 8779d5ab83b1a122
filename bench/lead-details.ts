import { chromium, request as playwrightRequest, type Page } from '@playwright/test'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../server/src/db/client.ts'
import { leads, projects, users } from '../server/src/db/schema.ts'
import type { RunningServer } from '../server/src/server.ts'
import { LEAD_DETAILS_SYNC_MEASURE } from '../src/features/leads/offline/offline-query-measure.ts'
import { sessionFor, SESSION_KEY } from '../tests/e2e/fixtures/sign-in.ts'

/**
 * `npm run bench:leads`' figure for decision 0017: a sales executive holding EXECUTIVE_LEADS
 * leads starts the app; after the lead sync, the background fetch of the details of their leads
 * most likely to be needed runs. Its wall time (syncLeadDetails' User Timing entry) and its
 * longest main-thread task are judged against issue 13's budgets.
 */
const EXECUTIVE = '9000000003'
export const EXECUTIVE_LEADS = 2_000

export interface DetailsResult {
  name: string
  value: number
  unit: string
  budget: number
}

/** Gives the executive exactly the newest EXECUTIVE_LEADS leads of the project's organisation. */
export async function giveExecutiveLeads(database: Database, projectId: string): Promise<void> {
  const [executive] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, EXECUTIVE))
  const [project] = await database.db
    .select({ orgId: projects.orgId })
    .from(projects)
    .where(eq(projects.id, projectId))
  if (!executive || !project) throw new Error('the seed made no sales executive or project')
  await database.db.execute(
    sql`update ${leads} set assignee_id = null where assignee_id = ${executive.id}`,
  )
  await database.db.execute(
    sql`update ${leads} set assignee_id = ${executive.id} where id in (
      select id from ${leads} where org_id = ${project.orgId}
      order by updated_at desc limit ${EXECUTIVE_LEADS})`,
  )
}

/** Long tasks (over 50 ms) of the page, from its start: Chromium reports nothing shorter. */
export function recordLongTasks() {
  const tasks: { startTime: number; duration: number }[] = []
  ;(window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push({ startTime: e.startTime, duration: e.duration })
  }).observe({ type: 'longtask', buffered: true })
}

type LongTaskWindow = Window & { __longTasks: { startTime: number; duration: number }[] }

/** Waits until the page's own start is over: two seconds without a long task. */
export async function waitUntilQuiet(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const last = (window as unknown as LongTaskWindow).__longTasks.at(-1)
      return performance.now() - (last ? last.startTime + last.duration : 0) > 2000
    },
    undefined,
    { timeout: 120_000, polling: 250 },
  )
}

/** The longest long task that overlaps `from`..`to` (page times); 0 when there was none. */
export function longestTaskBetween(page: Page, from: number, to = Number.MAX_VALUE) {
  return page.evaluate(
    ([from, to]) =>
      Math.max(
        0,
        ...(window as unknown as LongTaskWindow).__longTasks
          .filter((t) => t.startTime + t.duration >= from && t.startTime <= to)
          .map((t) => t.duration),
      ),
    [from, to] as const,
  )
}

export async function leadDetailsFigures(
  server: RunningServer,
  executablePath: string,
): Promise<DetailsResult[]> {
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  const api = await playwrightRequest.newContext({ baseURL: server.url })
  try {
    const raw = await sessionFor(api, 'salesExecutive')
    const context = await browser.newContext({ baseURL: server.url })
    await context.addInitScript(recordLongTasks)
    const page = await context.newPage()
    await page.goto('/login')
    await page.evaluate(([key, session]) => localStorage.setItem(key, session), [
      SESSION_KEY,
      raw,
    ] as const)
    await page.goto('/developer')
    const handle = await page.waitForFunction(
      (name) => {
        const entry = performance.getEntriesByName(name)[0] as PerformanceMeasure | undefined
        return entry
          ? {
              start: entry.startTime,
              duration: entry.duration,
              detail: entry.detail as { selected: number; fetched: number },
            }
          : null
      },
      LEAD_DETAILS_SYNC_MEASURE,
      { timeout: 180_000, polling: 500 },
    )
    const measured = await handle.jsonValue()
    if (!measured) throw new Error('the lead details were not fetched')
    const { start, duration, detail } = measured
    const longest = await page.evaluate(
      ([from, to]) => {
        const tasks = (
          window as unknown as { __longTasks: { startTime: number; duration: number }[] }
        ).__longTasks
        return Math.max(
          0,
          ...tasks.filter((t) => t.startTime >= from && t.startTime <= to).map((t) => t.duration),
        )
      },
      [start, start + duration] as const,
    )
    console.log(
      `lead details: fetched for ${detail.fetched} of the executive's ${EXECUTIVE_LEADS} leads (due soon, and the newest)`,
    )
    return [
      {
        name: `lead details, ${detail.fetched} of ${EXECUTIVE_LEADS} leads`,
        value: duration,
        unit: 'ms',
        budget: 20_000,
      },
      { name: 'longest main-thread task during details', value: longest, unit: 'ms', budget: 50 },
    ]
  } finally {
    await browser.close()
    await api.dispose()
  }
}
