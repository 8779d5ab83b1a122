import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, request as playwrightRequest } from '@playwright/test'
import type { TSession } from '../contract/auth.ts'
import {
  CHAT_EVENTS,
  CHAT_PATHS,
  type TChatMessage,
  type TChatPage,
  type TSendChatMessage,
} from '../contract/chat.ts'
import { LEAD_PATHS, type TLeadList } from '../contract/leads.ts'
import { loadConfig } from '../server/src/config.ts'
import { ensurePwaBuilt } from '../server/src/pwa-build.ts'
import { signIn } from '../server/test/sign-in.ts'
import { connectSocket } from '../server/test/socket-client.ts'
import { SESSION_KEY, sessionFor } from '../tests/e2e/fixtures/sign-in.ts'
import { printLongTasks, printTopFunctions, startProfile } from './cpu-profile.ts'
import { longestTaskBetween, recordLongTasks, waitUntilQuiet } from './lead-details.ts'
import { headersOf, startServerProcess, stopServerProcess } from './server-process.ts'

/**
 * `npm run bench:chat` (issue 18's budgets), the server as `npm start` runs it, in its own
 * process, on PGlite with the demo seed and the development WhatsApp provider:
 * - an executive's message sent over the socket (send-message) until its created-message reaches
 *   a second client in the lead's room, over MESSAGES messages one after another, p95 ≤ 150 ms
 *   (both clients socket.io's own, on loopback);
 * - a conversation of CONVERSATION messages opened on the lead's page in Debian's Chromium, on a
 *   device already signed in and synced, OPENINGS times: its first screen of messages drawn
 *   ≤ 300 ms (median) after the page's answer arrived, then scrolled up
 *   to its first message (older pages read as it goes) with no main-thread task over 50 ms.
 * "OVER" marks a miss; the exit code is 1 then. BENCH_CHAT_BROWSER=0 skips the browser's part.
 * BENCH_PROFILE=1 prints the functions with the most self time before the last opening's first
 * screen, and over the scroll (traced) the main thread's tasks and CPU time and what its longest
 * tasks were made of (DIST_DIR=<a `vite build --minify false` output> names the functions).
 */
const EXECUTIVE = '9000000003'
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200)
const WARM_UP = 10
const P95_BUDGET_MS = 150
const CONVERSATION = 1_000
const FIRST_SCREEN_BUDGET_MS = 300
const OPENINGS = 5
const LONG_TASK_BUDGET_MS = 50
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

/** Stored messages of the lead's conversation. */
async function storedCount(url: string, session: TSession, leadId: string): Promise<number> {
  const res = await fetch(`${url}${CHAT_PATHS.chats}?conversation_id=${leadId}&limit=1`, {
    headers: headersOf(session),
  })
  return ((await res.json()) as TChatPage).pageInfo.totalNumItems
}

/** The executive's first leads on WhatsApp (the development directory refuses numbers ending 0000). */
async function leadsOnWhatsApp(url: string, session: TSession): Promise<TLeadList['items']> {
  const list = await fetch(`${url}${LEAD_PATHS.leads(session.slug)}?limit=20`, {
    headers: headersOf(session),
  })
  if (!list.ok) throw new Error(`lead list: ${list.status} ${await list.text()}`)
  return ((await list.json()) as TLeadList).items.filter(
    (l) => !l.profile.whatsAppNumber.endsWith('0000'),
  )
}

/** Send-message to created-message on a second client: whether its p95 is over budget. */
async function sendToCreated(url: string, executive: TSession, leadId: string): Promise<boolean> {
  const sender = await connectSocket(url, executive.accessToken)
  const watcher = await connectSocket(url, executive.accessToken)
  for (const socket of [sender, watcher])
    await socket.emit(CHAT_EVENTS.joinRoom, { conversation_id: leadId })
  const times: number[] = []
  for (let i = 0; i < WARM_UP + MESSAGES; i++) {
    const message: TSendChatMessage = {
      conversation_id: leadId,
      client_message_id: randomUUID(),
      payload: { type: 'text', text: `Bench message ${i + 1}` },
    }
    const started = performance.now()
    const seen = watcher.next<TChatMessage>(
      CHAT_EVENTS.createdMessage,
      (m) => m.client_message_id === message.client_message_id,
      5_000,
    )
    await sender.emit(CHAT_EVENTS.sendMessage, message)
    await seen
    if (i >= WARM_UP) times.push(performance.now() - started)
  }
  sender.close()
  watcher.close()
  const total = await storedCount(url, executive, leadId)
  const sorted = [...times].sort((a, b) => a - b)
  const p95 = percentile(sorted, 95)
  const late = p95 > P95_BUDGET_MS || total !== WARM_UP + MESSAGES
  console.log(
    `${late ? 'OVER' : 'ok  '}  send to created-message on a second client, ${MESSAGES} messages` +
      `  p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms,` +
      ` worst ${sorted.at(-1)!.toFixed(1)} ms  (budget p95 ${P95_BUDGET_MS} ms;` +
      ` ${total} of ${WARM_UP + MESSAGES} stored)`,
  )
  return late
}

/**
 * A conversation of CONVERSATION messages, ours over the socket and the lead's through the
 * development inbound endpoint, ten at a time (HTTP sends are limited to 120 a minute a user).
 */
async function fillConversation(url: string, executive: TSession, leadId: string) {
  const socket = await connectSocket(url, executive.accessToken)
  const text = (i: number, who: string) =>
    `${who} ${i + 1}: ${'about the site visit and the price of the flat '.repeat(1 + (i % 4))}`
  const post = async (i: number) => {
    if (i % 3 !== 2) {
      const ack = (await socket.emit(CHAT_EVENTS.sendMessage, {
        conversation_id: leadId,
        client_message_id: randomUUID(),
        payload: { type: 'text', text: text(i, 'Message') },
      } satisfies TSendChatMessage)) as { ok?: boolean }
      if (!ack?.ok) throw new Error(`message ${i + 1}: ${JSON.stringify(ack)}`)
      return
    }
    const res = await fetch(`${url}${CHAT_PATHS.devInbound}`, {
      method: 'POST',
      headers: headersOf(executive, { 'content-type': 'application/json' }),
      body: JSON.stringify({
        conversation_id: leadId,
        payload: { type: 'text', text: text(i, 'Reply') },
      }),
    })
    if (!res.ok) throw new Error(`reply ${i + 1}: ${res.status} ${await res.text()}`)
  }
  for (let i = 0; i < CONVERSATION; i += 10)
    await Promise.all(Array.from({ length: 10 }, (_, k) => post(i + k)))
  socket.close()
}

/** The long conversation on the lead's page: whether a figure is over budget. */
async function conversationInBrowser(url: string, leadId: string): Promise<boolean> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  const api = await playwrightRequest.newContext({ baseURL: url })
  try {
    const raw = await sessionFor(api, 'salesExecutive')
    const context = await browser.newContext({
      baseURL: url,
      viewport: { width: 1024, height: 768 },
    })
    await context.addInitScript(recordLongTasks)
    const page = await context.newPage()
    await page.goto('/login')
    await page.evaluate(([key, session]) => localStorage.setItem(key, session), [
      SESSION_KEY,
      raw,
    ] as const)
    // The everyday case: a device already signed in, its leads saved for offline use, opens a
    // lead. (The very first visit shares the main thread with that first save.) Opened
    // OPENINGS times, each a fresh page load; the median is judged, the worst printed.
    await page.goto('/developer/manage-leads')
    await waitUntilQuiet(page)
    const firsts: number[] = []
    for (let i = 0; i < OPENINGS; i++) {
      if (i > 0) await waitUntilQuiet(page)
      const last = i === OPENINGS - 1
      const opening =
        process.env.BENCH_PROFILE && last ? await page.context().newCDPSession(page) : null
      if (opening) {
        await opening.send('Profiler.enable')
        await opening.send('Profiler.start')
      }
      await page.goto(`/developer/manage-leads/${leadId}`)
      // From the conversation page's answer (its last byte) to its messages on screen.
      const first = await page.waitForFunction(
        (path) => {
          const answer = performance
            .getEntriesByType('resource')
            .find((e) => e.name.includes(path)) as PerformanceResourceTiming | undefined
          const shown = document.querySelector('[data-testid=chat-log] [data-testid=chat-message]')
          return answer && shown ? performance.now() - answer.responseEnd : false
        },
        CHAT_PATHS.chats + '?',
        { timeout: 60_000, polling: 'raf' },
      )
      firsts.push((await first.jsonValue()) as number)
      if (opening)
        printTopFunctions(
          (await opening.send('Profiler.stop')).profile,
          `from the conversation's answer to its first screen (${firsts.at(-1)!.toFixed(0)} ms)`,
          firsts.at(-1),
        )
    }
    firsts.sort((a, b) => a - b)
    const firstScreen = percentile(firsts, 50)
    await waitUntilQuiet(page)
    const stopProfile = process.env.BENCH_PROFILE
      ? await startProfile(page, 'bench-chat-scroll')
      : null
    const scrollFrom = await page.evaluate(() => performance.now())
    const log = page.getByTestId('chat-log')
    await log.hover()
    // Up, a wheel turn at a time, until the first message is drawn (older pages read on the way).
    let steps = 0
    while (
      !(await page.evaluate((text) => {
        const log = document.querySelector('[data-testid=chat-log]')
        return !!log && log.scrollTop === 0 && (log.textContent ?? '').includes(text)
      }, 'Message 1: '))
    ) {
      if (++steps > 2_000) throw new Error('the first message never came into view')
      await page.mouse.wheel(0, -400)
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
    }
    const longest = await longestTaskBetween(page, scrollFrom)
    if (stopProfile) {
      const recorded = await stopProfile()
      printTopFunctions(recorded.profile, 'while scrolling up')
      printLongTasks(recorded)
    }
    const lateFirst = firstScreen > FIRST_SCREEN_BUDGET_MS
    const lateScroll = longest > LONG_TASK_BUDGET_MS
    console.log(
      `${lateFirst ? 'OVER' : 'ok  '}  ${CONVERSATION}-message conversation, first screen after its answer` +
        `  median ${firstScreen.toFixed(0)} ms, worst ${firsts.at(-1)!.toFixed(0)} ms of ${OPENINGS} openings` +
        `  (budget ${FIRST_SCREEN_BUDGET_MS} ms)`,
    )
    console.log(
      `${lateScroll ? 'OVER' : 'ok  '}  scrolled up to its first message (${steps} wheel turns),` +
        ` longest main-thread task  ${longest.toFixed(0)} ms  (budget ${LONG_TASK_BUDGET_MS} ms)`,
    )
    return lateFirst || lateScroll
  } finally {
    await browser.close()
    await api.dispose()
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteoffice-bench-chat-'))
const browserPart = process.env.BENCH_CHAT_BROWSER !== '0'
if (browserPart)
  await ensurePwaBuilt(
    loadConfig({
      DATA_DIR: dir,
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
    }),
  )
const { url, child } = await startServerProcess({ DATA_DIR: dir, SEED_LEADS: '500' })
try {
  const executive = await signIn(url, EXECUTIVE)
  const [first, second] = await leadsOnWhatsApp(url, executive)
  if (!first || !second) throw new Error('the executive has fewer than two leads on WhatsApp')
  let late = await sendToCreated(url, executive, first._id)
  if (browserPart) {
    await fillConversation(url, executive, second._id)
    late = (await conversationInBrowser(url, second._id)) || late
  }
  if (late) process.exitCode = 1
} finally {
  await stopServerProcess(child)
  fs.rmSync(dir, { recursive: true, force: true })
}
