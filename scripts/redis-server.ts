import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { carryOut, isExecutableFile, provision, stop, thisHost } from './debian-package.ts'
import { freePort } from './pg-cluster.ts'

/** Where Debian's `redis-server` package puts the server. */
const DEBIAN_REDIS_SERVER = '/usr/bin/redis-server'

/** Debian's redis-server, installing the package when it can (as Chromium and PostgreSQL are). */
export function redisServerBin(): string {
  const step = provision(
    {
      present: isExecutableFile(DEBIAN_REDIS_SERVER),
      pkg: 'redis-server',
      missing: `Redis not found at ${DEBIAN_REDIS_SERVER}`,
      orElse: 'set TEST_REDIS_URL to a Redis server the tests may use',
    },
    thisHost(),
  )
  carryOut(step, 'Redis', () => isExecutableFile(DEBIAN_REDIS_SERVER))
  return DEBIAN_REDIS_SERVER
}

/** Answers when Redis answers PING on the port, or after `timeoutMs` with an error. */
async function whenReady(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const pong = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.setTimeout(500)
      socket.once('connect', () => socket.write('PING\r\n'))
      socket.once('data', (data) => {
        socket.destroy()
        resolve(data.toString().startsWith('+PONG'))
      })
      socket.once('error', () => resolve(false))
      socket.once('timeout', () => {
        socket.destroy()
        resolve(false)
      })
    })
    if (pong) return
    if (Date.now() > until) throw new Error(`redis-server did not answer on port ${port}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

export interface ThrowawayRedis {
  port: number
  url: string
}

/**
 * A Redis nobody else uses, on loopback only, with no persistence (no RDB snapshots, no AOF), in
 * a temporary directory. It is stopped and its directory removed when this process exits, whatever
 * the reason: the caller turns signals into an exit.
 */
export async function startThrowawayRedis(bin: string): Promise<ThrowawayRedis> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteoffice-redis-'))
  const log = path.join(dir, 'redis.log')
  const port = await freePort()
  const server = spawn(
    bin,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
      '--logfile',
      log,
      '--daemonize',
      'no',
    ],
    { stdio: 'ignore' },
  )
  process.once('exit', () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL')
    fs.rmSync(dir, { recursive: true, force: true })
  })
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code) => reject(new Error(`redis-server exited (code ${code})`))),
  )
  try {
    await Promise.race([whenReady(port, 15_000), exited])
  } catch (error) {
    const logTail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trimEnd() : ''
    console.error([logTail, (error as Error).message].join('\n').trim())
    stop('The throwaway redis-server did not start (output above)')
  }
  exited.catch(() => {})
  return { port, url: `redis://127.0.0.1:${port}` }
}
