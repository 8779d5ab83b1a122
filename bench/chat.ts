import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  CHAT_EVENTS,
  CHAT_PATHS,
  type TChatMessage,
  type TSendChatMessage,
} from '../contract/chat.ts'
import { LEAD_PATHS, type TLeadList } from '../contract/leads.ts'
import { signIn } from '../server/test/sign-in.ts'
import { connectSocket } from '../server/test/socket-client.ts'
import { headersOf, startServerProcess, stopServerProcess } from './server-process.ts'

/**
 * `npm run bench:chat` (issue 18's first budget): an executive's message sent over the socket
 * (send-message) until its created-message reaches a second client in the lead's room, over
 * MESSAGES messages one after another, p95 ≤ 150 ms. The server as `npm start` runs it, in its
 * own process, on PGlite with the demo seed and the development WhatsApp provider; both clients
 * are socket.io's own, on loopback. "OVER" marks a miss; the exit code is 1 then.
 */
const EXECUTIVE = '9000000003'
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200)
const WARM_UP = 10
const P95_BUDGET_MS = 150

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteoffice-bench-chat-'))
const { url, child } = await startServerProcess({ DATA_DIR: dir, SEED_LEADS: '500' })
try {
  const executive = await signIn(url, EXECUTIVE)
  const list = await fetch(`${url}${LEAD_PATHS.leads(executive.slug)}?limit=20`, {
    headers: headersOf(executive),
  })
  if (!list.ok) throw new Error(`lead list: ${list.status} ${await list.text()}`)
  // The development directory says a number ending in 0000 is not on WhatsApp.
  const lead = ((await list.json()) as TLeadList).items.find(
    (l) => !l.profile.whatsAppNumber.endsWith('0000'),
  )
  if (!lead) throw new Error('the executive has no lead on WhatsApp')
  const sender = await connectSocket(url, executive.accessToken)
  const watcher = await connectSocket(url, executive.accessToken)
  for (const socket of [sender, watcher])
    await socket.emit(CHAT_EVENTS.joinRoom, { conversation_id: lead._id })

  const times: number[] = []
  for (let i = 0; i < WARM_UP + MESSAGES; i++) {
    const message: TSendChatMessage = {
      conversation_id: lead._id,
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

  // Every message is on the conversation once.
  const page = await fetch(`${url}${CHAT_PATHS.chats}?conversation_id=${lead._id}&limit=1`, {
    headers: headersOf(executive),
  })
  const total = ((await page.json()) as { pageInfo: { totalNumItems: number } }).pageInfo
    .totalNumItems
  const sorted = [...times].sort((a, b) => a - b)
  const p50 = percentile(sorted, 50)
  const p95 = percentile(sorted, 95)
  const late = p95 > P95_BUDGET_MS
  console.log(
    `${late ? 'OVER' : 'ok  '}  send to created-message on a second client, ${MESSAGES} messages` +
      `  p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, worst ${sorted.at(-1)!.toFixed(1)} ms` +
      `  (budget p95 ${P95_BUDGET_MS} ms; ${total} messages stored)`,
  )
  if (total !== WARM_UP + MESSAGES) {
    console.log(`OVER  messages stored: ${total}, sent ${WARM_UP + MESSAGES}`)
    process.exitCode = 1
  }
  if (late) process.exitCode = 1
} finally {
  await stopServerProcess(child)
  fs.rmSync(dir, { recursive: true, force: true })
}
