import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.ts'
import { localUrl } from './http-server.ts'
import type { Config } from './config.ts'
import { openPgliteDir, openPostgres, type Database } from './db/client.ts'
import { lockDataDir } from './db/data-dir-lock.ts'
import { refreshPlannerData } from './db/maintenance.ts'
import { purgeLeadExits } from './modules/ilead/leads/leads.repository.ts'
import { purgeIdempotencyKeys } from './plugins/idempotency.ts'
import { createObjectStore } from './provider-factory.ts'
import { loadSecrets } from './secrets.ts'
import { isDatabaseEmpty } from './seed/seed-state.repository.ts'

export interface RunningServer {
  app: FastifyInstance
  url: string
  seeded: boolean
  close(): Promise<void>
}

const DAY_MS = 86_400_000

/** Opens the configured database: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR (locked). */
export async function openDatabase(config: Config) {
  if (config.DATABASE_URL) {
    return { database: await openPostgres(config.DATABASE_URL), unlock: async () => {} }
  }
  const unlock = await lockDataDir(config.dataDir)
  try {
    return { database: await openPgliteDir(path.join(config.dataDir, 'pgdata')), unlock }
  } catch (error) {
    await unlock()
    throw error
  }
}

async function prepare(database: Database, config: Config): Promise<boolean> {
  await database.migrate()
  await purgeIdempotencyKeys(
    database.db,
    new Date(Date.now() - config.IDEMPOTENCY_RETENTION_DAYS * DAY_MS),
  )
  await purgeLeadExits(database.db)
  const empty = await isDatabaseEmpty(database.db)
  // The demo data's generator (faker, every locale) is loaded only to seed: 40 MB otherwise kept.
  if (empty) {
    const { seed } = await import('./seed/seed.ts')
    const { hmacSecret } = await loadSecrets(config)
    const objects = createObjectStore(config, hmacSecret)
    await seed(database.db, { leads: config.SEED_LEADS, objects })
  }
  if (database.kind === 'pglite') await refreshPlannerData(database.db)
  return empty
}

export async function startServer(config: Config): Promise<RunningServer> {
  const { database, unlock } = await openDatabase(config)
  let app: FastifyInstance | undefined
  try {
    const seeded = await prepare(database, config)
    app = await buildApp({ config, database })
    const address = await app.listen({ host: config.HOST, port: config.PORT })
    const { port } = new URL(address)
    const url = localUrl(config, port)
    const running = app
    return {
      app: running,
      url,
      seeded,
      async close() {
        await running.close()
        await database.close()
        await unlock()
      },
    }
  } catch (error) {
    await app?.close()
    await database.close()
    await unlock()
    throw error
  }
}
