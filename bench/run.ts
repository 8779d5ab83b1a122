import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loadConfig } from '../server/src/config.ts'
import { newPglite, openPglite } from '../server/src/db/client.ts'
import { seed } from '../server/src/seed/seed.ts'
import { startServer } from '../server/src/server.ts'
import { benchCostSheet } from './cost-sheet.ts'
import { measureInventory } from './inventory.ts'
import { benchPostSalesPdf } from './post-sales-pdf.ts'
import { printResults, type BenchResult } from './results.ts'

/**
 * `npm run bench`: measures what users wait for against its budget and fails when one is over.
 * Figures are wall-clock on this machine (2 cores); each is the median of its runs.
 */

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0

async function seedDemo(): Promise<BenchResult> {
  const database = await openPglite(newPglite())
  await database.migrate()
  const started = performance.now()
  await seed(database.db, { leads: 5000, today: new Date('2026-11-21T09:00:00+05:30') })
  const elapsed = performance.now() - started
  await database.close()
  return { name: 'seed 5,000 leads (first start)', value: elapsed, unit: 'ms', budget: 20_000 }
}

async function startAndServe(): Promise<BenchResult[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteoffice-bench-'))
  // The embedded database whatever the environment says: this measures the default product.
  const cfg = loadConfig({
    DATA_DIR: dir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SEED_LEADS: '500',
  })
  await (await startServer(cfg)).close()
  const starts: number[] = []
  for (let i = 0; i < 3; i++) {
    const t = performance.now()
    const server = await startServer(cfg)
    await fetch(`${server.url}/health`)
    starts.push(performance.now() - t)
    await server.close()
  }
  const server = await startServer(cfg)
  const latencies: number[] = []
  for (let i = 0; i < 300; i++) {
    const t = performance.now()
    await (await fetch(`${server.url}/health`)).arrayBuffer()
    latencies.push(performance.now() - t)
  }
  await server.close()
  fs.rmSync(dir, { recursive: true, force: true })
  return [
    {
      name: 'server start to first answer (seeded)',
      value: median(starts),
      unit: 'ms',
      budget: 5000,
    },
    { name: 'GET /health p95', value: percentile(latencies, 0.95), unit: 'ms', budget: 20 },
  ]
}

const results = [
  await seedDemo(),
  ...(await startAndServe()),
  ...(await benchCostSheet()),
  ...(await measureInventory()),
  ...(await benchPostSalesPdf()),
]
process.exit(printResults(results) ? 1 : 0)
