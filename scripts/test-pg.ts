import { spawnSync } from 'node:child_process'

/** The server suite again, on PostgreSQL: every test file gets its own database there. */
if (!process.env.DATABASE_URL) {
  console.error(
    'test:pg needs DATABASE_URL, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres',
  )
  process.exit(2)
}
const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/test.ts', 'server'], {
  stdio: 'inherit',
})
process.exit(result.status ?? 1)
