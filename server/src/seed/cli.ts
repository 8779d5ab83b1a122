import path from 'node:path'
import { parseArgs } from 'node:util'
import { inArray } from 'drizzle-orm'
import { loadConfig } from '../config.ts'
import { openPgliteDir, openPostgres, type Database } from '../db/client.ts'
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts'
import { users } from '../db/schema.ts'
import { createObjectStore } from '../provider-factory.ts'
import { loadSecrets } from '../secrets.ts'
import { DEMO_USERS } from './demo-users.ts'
import { seed, type SeedSummary } from './seed.ts'
import { wipeDatabase } from './wipe.ts'

const USAGE = `Usage: npm run seed -- [--leads N]

Replaces all data in the configured database (DATABASE_URL, else PGlite in DATA_DIR)
with demo data. --leads defaults to SEED_LEADS (5000).`

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { leads: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  })
  if (values.help) {
    console.log(USAGE)
    return
  }
  const config = loadConfig()
  const leads = values.leads === undefined ? config.SEED_LEADS : Number(values.leads)
  if (!Number.isInteger(leads) || leads < 0) {
    throw new UsageError(`--leads must be a whole number of 0 or more, not "${values.leads}"`)
  }

  // The same database the server opens; the lock makes this refuse while a server runs on it.
  let unlock = async () => {}
  let database: Database
  if (config.DATABASE_URL) {
    database = await openPostgres(config.DATABASE_URL)
  } else {
    unlock = await lockDataDir(config.dataDir)
    try {
      database = await openPgliteDir(path.join(config.dataDir, 'pgdata'))
    } catch (error) {
      await unlock()
      throw error
    }
  }
  try {
    await database.migrate()
    console.log(
      `Seeding ${leads} leads into ${config.DATABASE_URL ? 'PostgreSQL' : config.dataDir} ...`,
    )
    // Wipe and seed in one transaction: if seeding fails, the old data is still there.
    const objects = createObjectStore(config, (await loadSecrets(config)).hmacSecret)
    const summary = await database.db.transaction(async (tx) => {
      await wipeDatabase(tx)
      return seed(tx, { leads, objects })
    })
    const names = await database.db
      .select({ phone: users.phone, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(
        inArray(
          users.phone,
          DEMO_USERS.map((u) => u.phone),
        ),
      )
    report(summary, new Map(names.map((u) => [u.phone, `${u.firstName} ${u.lastName}`])))
  } finally {
    await database.close()
    await unlock()
  }
}

function report(summary: SeedSummary, names: Map<string, string>) {
  const width = Math.max(...Object.keys(summary.counts).map((t) => t.length))
  console.log('')
  for (const [table, count] of Object.entries(summary.counts)) {
    console.log(`  ${table.padEnd(width)}  ${count.toLocaleString('en-US').padStart(9)}`)
  }
  console.log(`\n  Seeded in ${(summary.elapsedMs / 1000).toFixed(1)} s.\n`)
  console.log('  Sign in with one of these mobile numbers:')
  for (const user of DEMO_USERS) {
    console.log(`    ${user.phone}  ${user.role.padEnd(36)} ${names.get(user.phone) ?? ''}`)
  }
  console.log('')
}

class UsageError extends Error {}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof UsageError) {
    console.error(`\n  ${error.message}\n`)
  } else {
    console.error(error)
  }
  process.exitCode = 1
})
