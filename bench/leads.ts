import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  chromium,
  request as playwrightRequest,
  type BrowserContext,
  type Page,
} from '@playwright/test'
import { LEAD_PATHS, type TLeadList } from '../contract/leads.ts'
import { HEADERS, PLATFORM_WEB } from '../contract/http.ts'
import { isApiPath } from '../contract/routes.ts'
import { loadConfig, type Config } from '../server/src/config.ts'
import { openPgliteDir, openPostgres } from '../server/src/db/client.ts'
import { ensurePwaBuilt } from '../server/src/pwa-build.ts'
import { startServer, type RunningServer } from '../server/src/server.ts'
import { signIn } from '../server/test/sign-in.ts'
import { offlineLeadSync } from '../tests/e2e/fixtures/leads.ts'
import { sessionFor, SESSION_KEY } from '../tests/e2e/fixtures/sign-in.ts'
import {
  LEAD_DETAILS_SYNC_MEASURE,
  OFFLINE_QUERY_MEASURE,
} from '../src/features/leads/offline/offline-query-measure.ts'
import { giveExecutiveLeads, leadDetailsFigures, recordLongTasks } from './lead-details.ts'
import { seedWorstCase } from './worst-case.ts'

/**
 * `npm run bench:leads`: the lead screens with 50,000 seeded leads, against their budgets.
 *
 * The worst case a device meets is one project holding every lead, so after seeding, the first
 * organisation's leads are all moved into its first project, and the sales manager (who syncs the
 * chosen project's leads) syncs that one. Measured in Debian's Chromium against the built PWA:
 * - the initial sync of the offline lead table, and its longest main-thread task;
 * - the tab's JS heap after that sync and one navigation in the app (garbage collected);
 * - cold starts of the lead list until 50 rows are on screen, 5 offline and 5 on "lie-fi" (the
 *   network up, no API request ever answered): the median and the worst of each;
 * - offline search, 3 runs: the p95 of the device query in each (queryLocalLeads' User Timing
 *   entries; the search box's 300 ms debounce is not part of it).
 * - the background fetch of lead details (decision 0017) for a sales executive holding 2,000
 *   leads: its wall time and its longest main-thread task (lead-details.ts).
 * And the server's lead page p99 at 20 concurrent requests, on PGlite, and on PostgreSQL when
 * BENCH_DATABASE_URL names a database this may wipe. DIST_DIR builds and serves the PWA there
 * rather than in dist/; BENCH_LEADS sets the leads seeded; BENCH_PROFILE=1 profiles the first
 * offline cold start; BENCH_VERBOSE=1 prints each cold start's paint and device queries.
 */
const LEADS = Number(process.env.BENCH_LEADS ?? 50_000)
const MANAGER = '9000000002'
const CONCURRENCY = 20
const REQUESTS = 1_000
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** Cold starts of each kind (offline, lie-fi): their median and worst are judged. */
const COLD_STARTS = 5
/** Runs of the offline search, each judged on its own p95. */
const SEARCH_RUNS = 3

interface Result {
  name: string
  value: number
  unit: string
  /** Absent: reported, not judged (the issue sets no budget for it). */
  budget?: number
}

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0

/** The lead list's first pages, tabs and searches, 20 requests in flight at a time. */
async function leadPageP99(server: RunningServer, projectId: string): Promise<number> {
  const session = await signIn(server.url, MANAGER)
  const headers = {
    authorization: `Bearer ${session.accessToken}`,
    [HEADERS.clientId]: 'bench-leads',
    [HEADERS.platform]: PLATFORM_WEB,
  }
  const base = `${server.url}${LEAD_PATHS.projectLeads(session.slug, projectId)}`
  const queries = [
    'page=1&limit=10',
    'page=2&limit=10',
    'page=20&limit=10',
    'page=1&limit=10&leadStatus=Qualified',
    'page=1&limit=10&leadStatus=Open&showAiData=true',
    'page=1&limit=10&searchBy=sharma',
    'page=1&limit=10&searchBy=3210',
    'page=1&limit=10&sort=fullName&order=asc',
  ]
  // Warm the caches (and PGlite's plans) as a running server's would be.
  for (const q of queries) await (await fetch(`${base}?${q}`, { headers })).arrayBuffer()
  const latencies: number[] = []
  let next = 0
  async function worker() {
    while (next < REQUESTS) {
      const q = queries[next++ % queries.length]
      const t = performance.now()
      const res = await fetch(`${base}?${q}`, { headers })
      const body = (await res.json()) as TLeadList
      if (!res.ok || !Array.isArray(body.items)) throw new Error(`${q}: ${res.status}`)
      latencies.push(performance.now() - t)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return percentile(latencies, 0.99)
}

/**
 * BENCH_PROFILE=1: a CPU profile of the page until `stop` is called, saved for devtools, with
 * the functions that took the most time printed.
 */
async function startProfile(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  return async () => {
    const { profile } = await cdp.send('Profiler.stop')
    const file = path.join(os.tmpdir(), 'bench-leads-cold-start.cpuprofile')
    fs.writeFileSync(file, JSON.stringify(profile))
    const gaps = profile.timeDeltas ?? []
    const selfMs = new Map<number, number>()
    profile.samples?.forEach((id, i) =>
      selfMs.set(id, (selfMs.get(id) ?? 0) + (gaps[i] ?? 0) / 1000),
    )
    const byFunction = new Map<string, number>()
    for (const node of profile.nodes) {
      const { functionName, url, lineNumber } = node.callFrame
      const name = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber}`
      byFunction.set(name, (byFunction.get(name) ?? 0) + (selfMs.get(node.id) ?? 0))
    }
    console.log(`cold start profile: ${file}`)
    for (const [name, ms] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 30))
      console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${name}`)
  }
}

/** From the lead list to a lead's page, in the app; then the tab's heap, collected, in MB. */
async function heapAfterNavigation(page: Page): Promise<number> {
  await page
    .waitForFunction(
      (name) => performance.getEntriesByName(name).length > 0,
      LEAD_DETAILS_SYNC_MEASURE,
      {
        timeout: 120_000,
        polling: 500,
      },
    )
    .catch(() => console.log('the lead details fetch did not end in 2 minutes: heap read anyway'))
  const row = page.locator('[aria-label="Leads"] [role="listitem"] a').first()
  const name = (await row.textContent())?.trim() ?? ''
  await row.click()
  await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 30_000 })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  await cdp.detach()
  return usedSize / 1024 / 1024
}

async function browserFigures(server: RunningServer, projectId: string): Promise<Result[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  const api = await playwrightRequest.newContext({ baseURL: server.url })
  const raw = await sessionFor(api, 'salesManager')
  const { orgId } = JSON.parse(raw) as { orgId: string }
  // Tall enough that 50 rows of the virtualized list are on screen at once.
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 4000 },
  })
  await context.addInitScript(recordLongTasks)
  const page = await context.newPage()
  await page.goto('/login')
  await page.evaluate(
    ([key, session, choice]) => {
      localStorage.setItem(key, session)
      localStorage.setItem('siteoffice.chosen-project', choice)
    },
    [SESSION_KEY, raw, JSON.stringify({ orgId, projectId })] as const,
  )

  // 1. The initial sync, from its first request to its completion.
  let firstSyncAt = 0
  page.on('request', (r) => {
    if (!firstSyncAt && new URL(r.url()).pathname.endsWith('/leads/sync')) firstSyncAt = Date.now()
  })
  const syncRequests: { at: number; server: number }[] = []
  if (process.env.BENCH_VERBOSE)
    page.on('requestfinished', (r) => {
      if (!new URL(r.url()).pathname.endsWith('/leads/sync')) return
      const t = r.timing()
      syncRequests.push({ at: Date.now(), server: t.responseEnd - t.requestStart })
    })
  await page.goto('/developer/manage-leads')
  // The worker registers at the page's load event, which a busy machine can hold back a while.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 120_000,
  })
  let state = await offlineLeadSync(page)
  const deadline = Date.now() + 180_000
  while (!state.some((s) => s.completedAt !== null)) {
    if (Date.now() > deadline) throw new Error('the lead sync did not finish in 3 minutes')
    await page.waitForTimeout(200)
    state = await offlineLeadSync(page)
  }
  const done = state.find((s) => s.completedAt !== null)!
  const syncMs = (done.completedAt ?? 0) - firstSyncAt
  const longest = await page.evaluate(
    ([from, to]) => {
      const origin = performance.timeOrigin
      const tasks = (
        window as unknown as { __longTasks: { startTime: number; duration: number }[] }
      ).__longTasks
      return Math.max(
        0,
        ...tasks
          .filter((t) => origin + t.startTime >= from && origin + t.startTime <= to)
          .map((t) => t.duration),
      )
    },
    [firstSyncAt, done.completedAt ?? Date.now()] as const,
  )
  console.log(`synced ${done.stored} of ${done.total} leads to the device`)
  if (process.env.BENCH_VERBOSE)
    console.log(
      'sync requests (ms after the first: server time):',
      syncRequests.map((r) => `${r.at - firstSyncAt}:${Math.round(r.server)}`).join(' '),
    )
  if (process.env.BENCH_VERBOSE)
    console.log(
      await page.evaluate((from) => {
        const tasks = (
          window as unknown as { __longTasks: { startTime: number; duration: number }[] }
        ).__longTasks
        return tasks
          .map(
            (t) =>
              `${Math.round(performance.timeOrigin + t.startTime - from)}ms +${Math.round(t.duration)}`,
          )
          .join(', ')
      }, firstSyncAt),
    )

  // 1b. The tab's JS heap after the sync and one navigation (decision 0018: the synced set is not
  // kept in memory once the sync is over), once the details' background fetch that follows it
  // is over too, and garbage collected.
  const heapMb = await heapAfterNavigation(page)

  // 2. Cold starts, each a new page until 50 rows are on screen: COLD_STARTS with the network cut
  // (offline), and as many on "lie-fi" (the network up, every API request left unanswered: the
  // device's rows must not wait for it). Medians and the worst, since one start on a busy machine
  // says little.
  await page.close()
  const offline: number[] = []
  const lieFi: number[] = []
  const searches: number[][] = []
  for (let run = 0; run < COLD_STARTS; run++) {
    const cold = await coldStart(
      context,
      'offline',
      run === 0 && Boolean(process.env.BENCH_PROFILE),
    )
    offline.push(cold.ms)
    // 3. Offline search, SEARCH_RUNS times (each on its own cold page): the p95 of each run.
    if (run < SEARCH_RUNS) searches.push(await offlineSearch(cold.page))
    await cold.page.close()
  }
  for (let run = 0; run < COLD_STARTS; run++) {
    const cold = await coldStart(context, 'lie-fi', false)
    lieFi.push(cold.ms)
    await cold.page.close()
  }
  await context.unrouteAll({ behavior: 'ignoreErrors' })
  await browser.close()
  await api.dispose()
  const runs = (xs: number[]) => `[${xs.map((x) => x.toFixed(0)).join(', ')}]`
  return [
    { name: `initial lead sync (${done.stored} leads)`, value: syncMs, unit: 'ms', budget: 15_000 },
    { name: 'longest main-thread task during sync', value: longest, unit: 'ms', budget: 100 },
    { name: 'tab JS heap after the sync and a navigation', value: heapMb, unit: 'MB', budget: 150 },
    ...coldStartResults('offline cold start to 50 rows', offline, runs),
    ...coldStartResults('lie-fi cold start to 50 rows', lieFi, runs),
    ...searches.map((times, i) => ({
      name: `offline search p95, run ${i + 1} (${times.length} queries)`,
      value: percentile(times, 0.95),
      unit: 'ms',
      budget: 150,
    })),
  ]
}

function coldStartResults(name: string, times: number[], runs: (xs: number[]) => string): Result[] {
  return [
    {
      name: `${name}, median of ${times.length} ${runs(times)}`,
      value: percentile(times, 0.5),
      unit: 'ms',
      budget: 800,
    },
    { name: `${name}, worst`, value: Math.max(...times), unit: 'ms', budget: 1_200 },
  ]
}

/**
 * A new page of the lead list until 50 rows are on screen, in ms from its navigation. Offline:
 * the network cut and the page told so; lie-fi: the browser online, every API request (and the
 * health check) held unanswered, as on a link that is up but carries nothing.
 */
async function coldStart(
  context: BrowserContext,
  mode: 'offline' | 'lie-fi',
  profile: boolean,
): Promise<{ ms: number; page: Page }> {
  await context.unrouteAll({ behavior: 'ignoreErrors' })
  if (mode === 'offline') {
    await context.setOffline(true)
    await context.route(
      (url) => isApiPath(url.pathname),
      (route) => route.abort('internetdisconnected'),
    )
  } else {
    await context.setOffline(false)
    // Never fulfilled: the request hangs until the app gives up on it or the page closes.
    await context.route(
      (url) => isApiPath(url.pathname),
      () => undefined,
    )
  }
  const cold = await context.newPage()
  const profiler = profile ? await startProfile(cold) : undefined
  await cold.goto('/developer/manage-leads', { waitUntil: 'commit' })
  if (mode === 'offline') {
    // Chromium's offline emulation cuts the network but starts each new document believing it
    // is online (tests/e2e/fixtures/network.ts); a device in flight mode knows it is not.
    // Toggling the emulation as the document commits tells it, before the app's code has run.
    await context.setOffline(false)
    await context.setOffline(true)
  }
  const online = await cold.evaluate(() => navigator.onLine)
  const handle = await cold
    .waitForFunction(
      () => {
        const rows = document.querySelectorAll('[aria-label="Leads"] [role="listitem"]')
        return rows.length >= 50 ? performance.now() : false
      },
      undefined,
      { timeout: 30_000, polling: 'raf' },
    )
    .catch(async (error: unknown) => {
      await cold.screenshot({ path: path.join(os.tmpdir(), `bench-leads-${mode}-start.png`) })
      throw error
    })
  const ms = (await handle.jsonValue()) as number
  if (online !== (mode === 'lie-fi'))
    throw new Error(`the ${mode} page believed it was ${online ? 'online' : 'offline'}`)
  if (profiler) await profiler()
  if (process.env.BENCH_VERBOSE)
    console.log(
      `${mode} cold start ${ms.toFixed(0)} ms\n`,
      await cold.evaluate((measure) => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime
        const queries = performance
          .getEntriesByName(measure)
          .map((e) => `${Math.round(e.startTime)}+${Math.round(e.duration)}`)
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
        return [
          `first paint ${paint === undefined ? 'not reported' : `${Math.round(paint)} ms`}; device queries ${queries.join(', ')}`,
          `navigation: response ${Math.round(nav.responseEnd)} ms, domInteractive ${Math.round(nav.domInteractive)}, load ${Math.round(nav.loadEventEnd)}`,
        ].join('\n')
      }, OFFLINE_QUERY_MEASURE),
    )
  return { ms, page: cold }
}

/** Names and number endings of leads on the device, searched; each device query's duration. */
async function offlineSearch(cold: Page): Promise<number[]> {
  const terms = await cold.evaluate(() =>
    [...document.querySelectorAll('[aria-label="Leads"] [role="listitem"]')]
      .slice(0, 30)
      .map((row) => row.textContent ?? ''),
  )
  const names = terms.map((t) => t.split(/\s+/).slice(0, 2).join(' ')).filter(Boolean)
  const queries = [...names, ...names.map((n) => n.split(' ')[0] ?? n), '32', 'sharma', 'ku']
  const search = cold.getByRole('searchbox', { name: 'Search leads' })
  await cold.evaluate((name) => performance.clearMeasures(name), OFFLINE_QUERY_MEASURE)
  for (const q of queries) {
    await search.fill(q)
    await cold.waitForTimeout(450)
  }
  return cold.evaluate(
    (name) =>
      performance
        .getEntriesByName(name)
        .filter((e) => (e as PerformanceMeasure).detail?.search)
        .map((e) => e.duration),
    OFFLINE_QUERY_MEASURE,
  )
}

async function onPglite(): Promise<Result[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteoffice-bench-leads-'))
  const config: Config = loadConfig({
    DATA_DIR: dir,
    PORT: '0',
    HOST: '127.0.0.1',
    DEV_SMS_INBOX: 'loopback',
    LOG_LEVEL: 'silent',
    ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
  })
  // The figures are of the PWA as its sources stand, as `npm start` would serve it.
  await ensurePwaBuilt(config)
  const database = await openPgliteDir(path.join(config.dataDir, 'pgdata'))
  const projectId = await seedWorstCase(database, LEADS)
  await giveExecutiveLeads(database, projectId)
  await database.close()
  const server = await startServer(config)
  try {
    const p99 = await leadPageP99(server, projectId)
    const browser = await browserFigures(server, projectId)
    const details = await leadDetailsFigures(server, CHROMIUM)
    return [
      ...browser,
      ...details,
      // PGlite is one connection: 20 requests at once wait for each other by design.
      { name: 'lead page p99, 20 concurrent (PGlite)', value: p99, unit: 'ms' },
    ]
  } finally {
    await server.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

async function onPostgres(url: string): Promise<Result[]> {
  const database = await openPostgres(url)
  const projectId = await seedWorstCase(database, LEADS)
  await database.close()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteoffice-bench-leads-pg-'))
  const server = await startServer(
    loadConfig({
      DATA_DIR: dir,
      DATABASE_URL: url,
      PORT: '0',
      HOST: '127.0.0.1',
      DEV_SMS_INBOX: 'loopback',
      LOG_LEVEL: 'silent',
    }),
  )
  try {
    const p99 = await leadPageP99(server, projectId)
    return [{ name: 'lead page p99, 20 concurrent (PostgreSQL)', value: p99, unit: 'ms' }]
  } finally {
    await server.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const results = await onPglite()
const pgUrl = process.env.BENCH_DATABASE_URL
if (pgUrl) results.push(...(await onPostgres(pgUrl)))
else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL to a database this may wipe)')

let over = 0
for (const r of results) {
  const ok = r.budget === undefined || r.value <= r.budget
  if (!ok) over++
  const verdict = r.budget === undefined ? 'info' : ok ? 'ok  ' : 'OVER'
  const budget = r.budget === undefined ? '' : `  (budget ${r.budget} ${r.unit})`
  console.log(
    `${verdict}  ${r.name.padEnd(44)} ${r.value.toFixed(1).padStart(9)} ${r.unit}${budget}`,
  )
}
process.exit(over === 0 ? 0 : 1)
