import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite, type PGliteOptions } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import * as schema from './schema.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
/** What a repository function runs on: the database, or the transaction it is given. */
export type Conn = Db | Tx

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
  close(): Promise<void>
}

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
)

/** Arbitrary but fixed: every SiteOffice process takes this advisory lock to migrate. */
const MIGRATION_LOCK_ID = 7_304_211

/**
 * A PGlite with the extensions the migrations create (pg_trgm, migration 0005): PGlite loads an
 * extension only when it is named here, so every PGlite of ours, a data directory's, a test's or
 * a bench's, is made by this.
 */
export function newPglite(options: PGliteOptions = {}): PGlite {
  return new PGlite({
    ...options,
    extensions: { ...options.extensions, pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS],
  })
}

/**
 * PostgreSQL's own buffer pool lives in PGlite's WebAssembly memory, which never shrinks, while
 * the operating system caches the same files anyway. A quarter of PostgreSQL's default keeps the
 * server within its memory budget on 50,000 leads after the start's VACUUM (ANALYZE) (bench:server:
 * 604 MB at 64MB, 435 MB at 32MB), and reads and the write mix were as fast or faster there.
 */
const EMBEDDED_SETTINGS = ['-c', 'shared_buffers=32MB']

export async function openPglite(client: PGlite): Promise<Database> {
  await client.waitReady
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  }
}

/** Embedded PostgreSQL in `dir`; the caller holds the data-directory lock. */
export function openPgliteDir(dir: string): Promise<Database> {
  fs.mkdirSync(dir, { recursive: true })
  return openPglite(newPglite({ dataDir: dir }))
}

export async function openPostgres(url: string): Promise<Database> {
  // Loaded only for PostgreSQL: an embedded server never needs the driver.
  const { default: pg } = await import('pg')
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle connection the server dropped (restart, failover) would otherwise crash the process;
  // the pool replaces it, and a query on a broken one fails on its own.
  pool.on('error', () => {})
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several servers may start at once: one migrates, the others wait on the lock.
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
        try {
          await migratePg(drizzlePg({ client, casing: 'snake_case' }), {
            migrationsFolder: MIGRATIONS_DIR,
          })
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
        }
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
