import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_PATHS } from '../../../../../contract/auth.ts'
import { CHAT_EVENTS, type TChatMessage } from '../../../../../contract/chat.ts'
import { insertLead, startLeadSuite, type LeadSuite } from '../../../../test/lead-fixtures.ts'
import { connectSocket, type TestSocket } from '../../../../test/socket-client.ts'

/**
 * Issue 18 item 7: two real server processes (`node --import tsx server/src/start.ts`, as
 * `npm start` runs) on one PostgreSQL database and one Redis. `npm run test:pg` gives both
 * (DATABASE_URL, and TEST_REDIS_URL from a throwaway redis-server, decision 0041); on PGlite there
 * is no database two processes can share, so the file is skipped there.
 */
const redisUrl = process.env.TEST_REDIS_URL
const shared = Boolean(process.env.DATABASE_URL && redisUrl)
const WITHIN_MS = 1000

interface ServerProcess {
  url: string
  child: ChildProcess
  output: () => string
}

const children: ChildProcess[] = []
const stopAll = () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL')
}

/** One `npm start` server on the suite's database and data directory (its token keys). */
function startProcess(databaseUrl: string, dataDir: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/start.ts'], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      PWA_BUILD: 'skip',
      DIST_DIR: '/nonexistent-dist',
    },
  })
  children.push(child)
  let text = ''
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()))
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const running = /running at (http:\/\/\S+)/.exec(text)
      if (!running) return
      clearInterval(timer)
      const url = running[1]!.replace('localhost', '127.0.0.1')
      resolve({ url, child, output: () => text })
    }, 50)
    child.once('exit', (code) => {
      clearInterval(timer)
      reject(new Error(`server process exited (code ${code}):\n${text}`))
    })
  })
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
  await exited
  clearTimeout(timer)
}

describe.skipIf(!shared)('two server processes through Redis', () => {
  let suite: LeadSuite
  let a: ServerProcess
  let b: ServerProcess
  let leadId: string
  const sockets: TestSocket[] = []

  beforeAll(async () => {
    process.once('exit', stopAll)
    suite = await startLeadSuite()
    const { world, server } = suite
    leadId = (await insertLead(server, world, { assigneeId: world.user.salesExecutive })).id
    const dataDir = server.app.config.dataDir
    ;[a, b] = await Promise.all([
      startProcess(server.databaseUrl!, dataDir),
      startProcess(server.databaseUrl!, dataDir),
    ])
  }, 60_000)

  afterAll(async () => {
    for (const s of sockets) s.close()
    await Promise.all(children.map(stopProcess))
    process.off('exit', stopAll)
    await suite?.server.close()
  })

  it('carries a message sent through one process and its receipts to a client of the other', async () => {
    const onA = await connectSocket(a.url, suite.exec.accessToken)
    const onB = await connectSocket(b.url, suite.manager.accessToken)
    sockets.push(onA, onB)
    for (const s of [onA, onB]) {
      expect(await s.emit(CHAT_EVENTS.joinRoom, { conversation_id: leadId })).toEqual({ ok: true })
    }
    const clientId = randomUUID()
    const started = Date.now()
    const created = onB.next<TChatMessage>(
      CHAT_EVENTS.createdMessage,
      (m) => m.client_message_id === clientId,
      WITHIN_MS,
    )
    const sent = (await onA.emit(CHAT_EVENTS.sendMessage, {
      conversation_id: leadId,
      client_message_id: clientId,
      payload: { type: 'text', text: 'Kal site visit karein?' },
    })) as { ok: boolean; message: TChatMessage }
    expect(sent.ok).toBe(true)
    const message = await created
    expect(Date.now() - started).toBeLessThan(WITHIN_MS)
    expect(message).toMatchObject({ _id: sent.message._id, message_status: 'sent' })
    // The development messenger in process A reports it delivered after 300 ms: process A
    // emits it, the client of process B hears it.
    const delivered = await onB.next<TChatMessage>(
      CHAT_EVENTS.updatedMessage,
      (m) => m._id === message._id && m.message_status === 'delivered',
      WITHIN_MS,
    )
    expect(delivered.wamid).toEqual(message.wamid)
  })

  it('shares the rate limits between the processes', async () => {
    // The sign-in limit is per address: both processes count this test's calls in one window.
    const remaining = async (url: string) => {
      const res = await fetch(`${url}${AUTH_PATHS.verifyOtp}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      return Number(res.headers.get('x-ratelimit-remaining'))
    }
    const first = await remaining(a.url)
    expect(await remaining(b.url)).toBe(first - 1)
    expect(await remaining(a.url)).toBe(first - 2)
  })
})
