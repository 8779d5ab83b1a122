import { AUTH_PATHS } from '../../contract/auth.ts'
import { ConfigError, loadConfig, type Config } from './config.ts'
import { DataDirLockedError } from './db/data-dir-lock.ts'
import { ensurePwaBuilt } from './pwa-build.ts'
import { startServer } from './server.ts'
import { DEMO_USERS } from './seed/demo-users.ts'

/** Where the one-time codes go, and the inbox setting, for the start banner. */
function codesNote(config: Config, url: string): string[] {
  if (config.SMS_PROVIDER !== 'development')
    return [`  One-time codes are sent by SMS (SMS_PROVIDER=${config.SMS_PROVIDER}).`]
  return [
    '  The one-time code is written to this log (the development SMS stand-in sends nothing).',
    config.DEV_SMS_INBOX === 'loopback'
      ? `  The development SMS inbox answers on this machine only: ${url}${AUTH_PATHS.devSmsInbox}`
      : '  The development SMS inbox is off (DEV_SMS_INBOX=loopback serves it to this machine).',
  ]
}

async function main() {
  const config = loadConfig()
  await ensurePwaBuilt(config)
  const server = await startServer(config)
  const where = config.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`
  const users = DEMO_USERS.map((u) => `    ${u.phone}  ${u.role}`).join('\n')
  console.log(
    [
      '',
      `  SiteOffice is running at ${server.url}  (database: ${where}${server.seeded ? ', demo data seeded' : ''})`,
      `  Sign in at ${server.url}/login with one of these mobile numbers:`,
      users,
      ...codesNote(config, server.url),
      '',
    ].join('\n'),
  )
  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    server.app.log.info(`${signal} received, shutting down`)
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', () => shutdown('SIGINT'))
  process.once('SIGTERM', () => shutdown('SIGTERM'))
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof ConfigError)
    console.error(`\n  ${error.message}\n`)
  else console.error(error)
  process.exit(1)
})
