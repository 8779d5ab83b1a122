import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import type { TSession } from '../contract/auth.ts'
import { HEADERS, PLATFORM_WEB } from '../contract/http.ts'

/** What the server benches share: the server in its own process, its memory, the headers. */

/** The server as `npm start` runs it, in a child process; resolves with its address. */
export function startServerProcess(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  // BENCH_SERVER_ARGS passes Node options to the server only (e.g. `--cpu-prof`).
  const nodeArgs = process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? []
  if (process.env.BENCH_HEAP_SNAPSHOT)
    nodeArgs.push('--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${os.tmpdir()}`)
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/src/start.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
      PWA_BUILD: 'skip',
      // Sign-in goes through the development inbox, on loopback only.
      DEV_SMS_INBOX: 'loopback',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /running at (http:\/\/\S+)/.exec(out)
      if (match) resolve({ url: match[1]!.replace('localhost', '127.0.0.1'), child })
    })
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before serving`)))
  })
}

export function stopServerProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/** Resident memory of a process, from /proc (Linux), in MB. */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return kb / 1024
}

export const headersOf = (session: TSession, more: Record<string, string> = {}) => ({
  authorization: `Bearer ${session.accessToken}`,
  [HEADERS.clientId]: 'bench-server',
  [HEADERS.platform]: PLATFORM_WEB,
  ...more,
})
