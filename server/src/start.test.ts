import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteoffice-start-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

/** `npm start` as a deployment would run it; stopped after `limitMs` if it is still running. */
function start(env: Record<string, string>, limitMs: number) {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(DATABASE_URL|REDIS_URL|.*_PROVIDER|WHATSAPP_|RECORDING_|DEV_SMS)/.test(name),
    ),
  )
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/start.ts'], {
    cwd: root,
    env: {
      ...inherited,
      PWA_BUILD: 'skip',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise<{ code: number | null; output: string; stopped: boolean }>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), limitMs)
    child.on('exit', (code, signal) => {
      clearTimeout(timer)
      resolve({ code, output, stopped: signal === 'SIGKILL' })
    })
  })
}

describe('a production start', () => {
  it('exits non-zero at once, naming each development provider to replace', async () => {
    const started = Date.now()
    const { code, output, stopped } = await start(
      { NODE_ENV: 'production', SEED_LEADS: '0' },
      20_000,
    )
    expect(stopped, output).toBe(false)
    expect(code).not.toBe(0)
    expect(Date.now() - started).toBeLessThan(15_000)
    expect(output).toContain(
      'Invalid configuration:\n  SMS_PROVIDER=development is a development stand-in; set SMS_PROVIDER=webhook and SMS_WEBHOOK_URL, SMS_WEBHOOK_TOKEN',
    )
    expect(output).toContain('TELEPHONY_PROVIDER=development is a development stand-in')
    expect(output).toContain('WHATSAPP_DIRECTORY=development is a development stand-in')
    expect(output).toContain('DEFINITION_WRITER=development is a development stand-in')
    // It stopped before opening anything: no database was made.
    expect(fs.readdirSync(dataDir)).toEqual([])
  }, 30_000)
})
