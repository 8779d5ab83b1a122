import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { getTableName, sql } from 'drizzle-orm'
import { isTable } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { inject } from 'vitest'
import { buildApp, type AppOptions } from '../src/app.ts'
import { loadConfig, type Config } from '../src/config.ts'
import { newPglite, openPglite, openPostgres, type Database, type Db } from '../src/db/client.ts'
import * as schema from '../src/db/schema.ts'

export interface TestServer {
  app: FastifyInstance
  database: Database
  db: Db
  url: string
  /** The file's own PostgreSQL database (with DATABASE_URL), for processes sharing it. */
  databaseUrl: string | null
  close(): Promise<void>
}

// Keys made for this test process only (secrets.json), shared by its test servers.
const testDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteoffice-test-data-'))

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: testDataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    DIST_DIR: '/nonexistent-dist',
    // Tests read codes from the development inbox, on loopback (server/test/sign-in.ts).
    DEV_SMS_INBOX: 'loopback',
    ...overrides,
  })
}

/**
 * One database per test file: with DATABASE_URL a new PostgreSQL database (dropped at close),
 * otherwise an in-memory PGlite loaded from the migrated template.
 */
async function openTestDatabase(): Promise<{
  database: Database
  url: string | null
  drop(): Promise<void>
}> {
  const url = process.env.DATABASE_URL
  if (!url) {
    const dump = new Blob([fs.readFileSync(inject('pgliteTemplate'))])
    const database = await openPglite(newPglite({ loadDataDir: dump }))
    return { database, url: null, drop: async () => {} }
  }
  const name = `siteoffice_test_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  const template = inject('postgresTemplate')
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`)
  const testUrl = new URL(url)
  testUrl.pathname = `/${name}`
  const database = await openPostgres(testUrl.toString())
  if (!template) await database.migrate()
  return {
    database,
    url: testUrl.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

/** A real server on an ephemeral port over a real database, as the product runs. */
export async function startTestServer(
  configure?: (app: FastifyInstance) => unknown,
  providers: Omit<AppOptions, 'config' | 'database'> = {},
): Promise<TestServer> {
  const { database, url: databaseUrl, drop } = await openTestDatabase()
  const app = await buildApp({ config: testConfig(), database, ...providers })
  await configure?.(app)
  const address = await app.listen({ host: '127.0.0.1', port: 0 })
  return {
    app,
    database,
    db: database.db,
    url: address,
    databaseUrl,
    async close() {
      await app.close()
      await database.close()
      await drop()
    },
  }
}

const tableNames = Object.values(schema)
  .filter(isTable)
  .map((t) => `"${getTableName(t)}"`)

export async function truncateAll(db: Db): Promise<void> {
  await db.execute(sql.raw(`truncate ${tableNames.join(', ')} cascade`))
}
