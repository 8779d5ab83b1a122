import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, request as playwrightRequest, type Browser, type Page } from '@playwright/test'
import type { TSession } from '../contract/auth.ts'
import {
  BULK_LEAD_COLUMNS,
  BULK_UPLOAD_MAX_BYTES,
  BULK_UPLOAD_PATHS,
  csvLine,
  type TBulkPresigned,
  type TBulkUpload,
} from '../contract/bulk-upload.ts'
import { ROUTING_PATHS } from '../contract/routing-rules.ts'
import { loadConfig } from '../server/src/config.ts'
import { ensurePwaBuilt } from '../server/src/pwa-build.ts'
import { startServer } from '../server/src/server.ts'
import { signIn } from '../server/test/sign-in.ts'
import { SESSION_KEY, sessionFor } from '../tests/e2e/fixtures/sign-in.ts'
import { printLongTasks, startProfile, topFunctions } from './cpu-profile.ts'
import { longestTaskBetween, recordLongTasks, waitUntilQuiet } from './lead-details.ts'
import { headersOf } from './server-process.ts'

/**
 * `npm run bench:bulk` (issue 17 item 4's budgets), on PGlite with the demo seed:
 * - a CSV of just under 5 MB (about 30,000 rows: mostly good, some invalid, some repeating an
 *   earlier row's number) picked on the bulk upload screen in Debian's Chromium: parsed and
 *   previewed with no main-thread task over 50 ms, from the pick to the preview on screen;
 * - the same file uploaded and processed by the server's worker, under an active routing rule:
 *   within 30 s of its submit, with created + duplicate + invalid = rows.
 * "OVER" marks a miss; the exit code is 1 when any is. BENCH_VERBOSE lists the long tasks
 * after the pick (ms after it: duration). BENCH_PREVIEW_ONLY=1 skips the server's part.
 * BENCH_PREVIEW_RUNS (3) previews are measured, each in a new tab; their median is judged.
 * BENCH_PROFILE=1 records the page's main thread from the pick to the preview (a Chrome trace and
 * a CPU profile, written to the temporary directory) and prints the functions with the most self
 * time, and what each long task was made of.
 */
const MANAGER = '9000000002'
const LONG_TASK_BUDGET_MS = 50
/** Previews measured, each in a new tab: the budget is judged on their median (a shared machine's
 * preemption lengthens a task's wall time now and then). */
const PREVIEW_RUNS = Number(process.env.BENCH_PREVIEW_RUNS ?? 3)
const PROCESS_BUDGET_S = 30
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const NAMES = ['Aarav', 'Diya', 'Kabir', 'Meera', 'Ishaan', 'Ananya', 'Vihaan', 'Saanvi']
const SURNAMES = ['Sharma', 'Iyer', 'Patel', 'Reddy', 'Nair', 'Gupta', 'Kulkarni', 'Das']
const SOCIETIES = [
  'Sai Siddhi Co-operative Housing Society, Wing B, Near Datta Mandir',
  'Green Valley Apartments, Tower 3, Opposite Municipal Garden',
  'Shree Ganesh Heights, Building 2, Behind State Bank of India',
]

/** Rows until the file would pass 5 MB: every 20th invalid, every 25th a repeated number. */
function makeCsv(): { text: string; rows: number } {
  const lines = [csvLine(BULK_LEAD_COLUMNS.map((c) => c.header))]
  let size = Buffer.byteLength(lines[0]!)
  let rows = 0
  for (let i = 0; ; i++) {
    const number = `7${String(100_000_000 + i).slice(-9)}`
    const cells = BULK_LEAD_COLUMNS.map((c) => {
      switch (c.key) {
        case 'fullName':
          return `${NAMES[i % NAMES.length]} ${SURNAMES[(i >> 3) % SURNAMES.length]}`
        case 'whatsAppNumber':
          return i % 20 === 7
            ? '12345'
            : i % 25 === 3 && i > 0
              ? `7${String(100_000_000 + i - 1).slice(-9)}`
              : number
        case 'alternateNumber':
          return ''
        case 'email':
          return `${NAMES[i % NAMES.length]!.toLowerCase()}.${SURNAMES[(i >> 3) % SURNAMES.length]!.toLowerCase()}.${i}@example.in`
        case 'age':
          return String(25 + (i % 40))
        case 'currentLocation':
          // A full address, as spreadsheets from portals carry: about 5 MB for 30,000 rows.
          return `Flat ${100 + (i % 900)}, ${SOCIETIES[i % SOCIETIES.length]}, ${['Baner Road, Pune', 'Andheri East, Mumbai', 'College Road, Nashik', 'Ghodbunder Road, Thane'][i % 4]!} 4110${String(i % 100).padStart(2, '0')}`
        default:
          return c.example
      }
    })
    const line = csvLine(cells)
    if (size + Buffer.byteLength(line) > BULK_UPLOAD_MAX_BYTES - 1024 || rows >= 30_000) break
    lines.push(line)
    size += Buffer.byteLength(line)
    rows++
  }
  return { text: lines.join(''), rows }
}

async function call<T>(
  url: string,
  session: TSession,
  method: string,
  p: string,
  body?: unknown,
): Promise<T> {
  let res: Response
  try {
    res = await fetch(`${url}${p}`, {
      method,
      headers: headersOf(session, body ? { 'content-type': 'application/json' } : {}),
      body: body ? JSON.stringify(body) : undefined,
    })
  } catch (error) {
    // A kept-alive socket the server closed meanwhile: a GET is asked again once.
    if (method !== 'GET') throw error
    res = await fetch(`${url}${p}`, { headers: headersOf(session) })
  }
  if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

/** Starts a trace and a CPU profile of the page's main thread; the returned stop prints them. */
async function profileMainThread(page: Page): Promise<() => Promise<void>> {
  const stop = await startProfile(page, 'bench-bulk-preview')
  return async () => {
    const recorded = await stop()
    console.log('main thread, top self time from the pick to the preview:')
    for (const [name, ms] of topFunctions(recorded.profile, -Infinity, Infinity, 15))
      console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${name}`)
    // The renderer's main thread: its long tasks and what each was made of.
    printLongTasks(recorded)
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteoffice-bench-bulk-'))
const config = loadConfig({
  DATA_DIR: dir,
  PORT: '0',
  HOST: '127.0.0.1',
  DEV_SMS_INBOX: 'loopback',
  LOG_LEVEL: 'silent',
  SEED_LEADS: '500',
  ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
})
await ensurePwaBuilt(config)
const server = await startServer(config)
const { text, rows } = makeCsv()
const csvFile = path.join(dir, 'leads.csv')
fs.writeFileSync(csvFile, text)
console.log(`file: ${rows} rows, ${(Buffer.byteLength(text) / 1024 / 1024).toFixed(2)} MB`)
/**
 * One preview in a new tab: from the pick to the summary on screen, the longest main-thread
 * task (wall time, as the browser's long-task timing gives it).
 */
async function measurePreview(
  browser: Browser,
  raw: string,
  profile: boolean,
): Promise<{ longest: number; projectId: string }> {
  const context = await browser.newContext({ baseURL: server.url })
  await context.addInitScript(recordLongTasks)
  const page = await context.newPage()
  await page.goto('/login')
  await page.evaluate(([key, session]) => localStorage.setItem(key, session), [
    SESSION_KEY,
    raw,
  ] as const)
  await page.goto('/developer/manage-leads/bulk-upload-leads')
  const main = page.getByRole('main')
  const project = main.getByLabel('Project')
  await project.waitFor({ timeout: 60_000 })
  const projectId = (await project.locator('option').nth(1).getAttribute('value')) ?? ''
  await project.selectOption(projectId)
  const input = main.getByLabel(/CSV file/)
  await input.waitFor()
  // The app's own start (the offline lead sync) is over.
  await waitUntilQuiet(page)
  const stopProfile = profile ? await profileMainThread(page) : null
  // The input is found before the pick, and the summary (its counts, then its failing rows a
  // frame later) is waited for by reading the status lines and the table's caption only:
  // Playwright's own locators (labels, visibility, text of every element) would run on the
  // page's thread during the measurement and make long tasks of their own.
  const inputHandle = await input.elementHandle()
  if (!inputHandle) throw new Error('no file input')
  const pickedAt = await page.evaluate(() => performance.now())
  await inputHandle.setInputFiles(csvFile)
  await page.waitForFunction(
    () =>
      // Shown ones only: the screen draws a hidden preview at its start (its styles first).
      [...document.querySelectorAll('main [role=status]')].some(
        (e) => e.checkVisibility() && /rows: .* will be added/.test(e.textContent),
      ) &&
      [...document.querySelectorAll('main table caption')].some(
        (c) => c.checkVisibility() && /Rows that will fail/.test(c.textContent),
      ),
    undefined,
    { timeout: 120_000, polling: 100 },
  )
  const doneAt = await page.evaluate(() => performance.now())
  // The frame that lays out what was just drawn, and its long-task entry, come a little later.
  await page.waitForTimeout(500)
  const settledAt = await page.evaluate(() => performance.now())
  await stopProfile?.()
  const longest = await longestTaskBetween(page, pickedAt, settledAt)
  if (process.env.BENCH_VERBOSE)
    console.log(
      'long tasks (ms after the pick: duration):',
      await page.evaluate(
        (from) =>
          (
            window as unknown as { __longTasks: { startTime: number; duration: number }[] }
          ).__longTasks
            .filter((t) => t.startTime + t.duration >= from)
            .map((t) => `${Math.round(t.startTime - from)}:${Math.round(t.duration)}`)
            .join(' '),
        pickedAt,
      ),
    )
  console.log(
    `preview on screen ${Math.round(doneAt - pickedAt)} ms after the pick; longest task ${longest.toFixed(0)} ms`,
  )
  await context.close()
  return { longest, projectId }
}

const results: { name: string; value: number; unit: string; budget: number }[] = []
try {
  const manager = await signIn(server.url, MANAGER)
  // 1. The preview in Chromium: the longest main-thread task from the pick to the summary.
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  const api = await playwrightRequest.newContext({ baseURL: server.url })
  const raw = await sessionFor(api, 'salesManager')
  const runs: number[] = []
  let projectId = ''
  for (let run = 0; run < PREVIEW_RUNS; run++) {
    const measured = await measurePreview(browser, raw, run === 0 && !!process.env.BENCH_PROFILE)
    runs.push(measured.longest)
    projectId = measured.projectId
  }
  const median = [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)]!
  console.log(`longest task of each preview: ${runs.map((r) => r.toFixed(0)).join(', ')} ms`)
  results.push({
    name: `longest main-thread task, 5 MB CSV preview, median of ${runs.length}`,
    value: median,
    unit: 'ms',
    budget: LONG_TASK_BUDGET_MS,
  })
  await browser.close()
  await api.dispose()
  if (!process.env.BENCH_PREVIEW_ONLY) {
    // 2. The server: the same file through the three steps, processed under a routing rule.
    const executives = await call<{ items: { _id: string }[] }>(
      server.url,
      manager,
      'GET',
      `${ROUTING_PATHS.projectExecutives(manager.slug, projectId)}?limit=1000`,
    )
    const existing = await call<{ items: unknown[] }>(
      server.url,
      manager,
      'GET',
      ROUTING_PATHS.projectRules(manager.slug, projectId),
    ).catch(() => ({ items: [] }))
    if (!existing.items.length && executives.items.length)
      await call(server.url, manager, 'POST', ROUTING_PATHS.rules(manager.slug), {
        projectId,
        executives: executives.items.slice(0, 3).map((e) => ({ userId: e._id })),
      }).catch((e: unknown) => console.log(`routing rule not made: ${String(e)}`))
    const size = Buffer.byteLength(text)
    const file = { fileName: 'leads.csv', fileSize: size, fileType: 'text/csv' }
    const signed = await call<TBulkPresigned>(
      server.url,
      manager,
      'POST',
      BULK_UPLOAD_PATHS.presigned(manager.slug, projectId),
      file,
    )
    const put = await fetch(`${server.url}${signed.uploadUrl}`, {
      method: 'PUT',
      headers: { 'content-type': 'text/csv' },
      body: text,
    })
    if (!put.ok) throw new Error(`PUT: ${put.status}`)
    const started = performance.now()
    let job = await call<TBulkUpload>(
      server.url,
      manager,
      'POST',
      BULK_UPLOAD_PATHS.submit(manager.slug, projectId),
      { ...file, fileUrl: signed.fileUrl },
    )
    while (job.status === 'processing' && performance.now() - started < 120_000) {
      await new Promise((r) => setTimeout(r, 200))
      job = await call<TBulkUpload>(
        server.url,
        manager,
        'GET',
        BULK_UPLOAD_PATHS.upload(manager.slug, projectId, job._id),
      )
    }
    const seconds = (performance.now() - started) / 1000
    const accounted = job.created + job.duplicates + job.invalid
    console.log(
      `processed: ${job.status}, ${job.created} created, ${job.duplicates} duplicate, ${job.invalid} invalid of ${rows} rows${job.message ? ` (${job.message})` : ''}`,
    )
    results.push({
      name: 'server processing, 5 MB CSV (PGlite)',
      value: job.status === 'completed' && accounted === rows ? seconds : Infinity,
      unit: 's',
      budget: PROCESS_BUDGET_S,
    })
  }
} finally {
  await server.close()
  fs.rmSync(dir, { recursive: true, force: true })
}

let over = 0
for (const r of results) {
  const ok = r.value <= r.budget
  if (!ok) over++
  console.log(
    `${ok ? 'ok  ' : 'OVER'}  ${r.name.padEnd(46)} ${r.value.toFixed(1).padStart(9)} ${r.unit}  (budget ${r.budget} ${r.unit})`,
  )
}
process.exit(over ? 1 : 0)
