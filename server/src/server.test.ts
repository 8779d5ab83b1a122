import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { testConfig } from '../test/harness.ts'
import { DataDirLockedError } from './db/data-dir-lock.ts'
import { startServer, type RunningServer } from './server.ts'

const dirs: string[] = []
const running: RunningServer[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()))
  dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true }))
})

function embeddedConfig() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteoffice-data-'))
  dirs.push(dir)
  const config = testConfig({ DATA_DIR: dir, SEED_LEADS: '20' })
  return { ...config, DATABASE_URL: undefined }
}

describe.skipIf(process.env.DATABASE_URL)('the embedded database', () => {
  it('is migrated and seeded on first start, and kept on the next', async () => {
    const config = embeddedConfig()
    const first = await startServer(config)
    expect(first.seeded).toBe(true)
    await first.close()
    const second = await startServer(config)
    running.push(second)
    expect(second.seeded).toBe(false)
    const health = await fetch(`${second.url}/health`)
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' })
  })

  it('refuses a second server on the same data directory, with a clear message', async () => {
    const config = embeddedConfig()
    running.push(await startServer(config))
    const second = startServer(config)
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError)
    await expect(second).rejects.toThrow(/already using the data directory/)
  })
})
