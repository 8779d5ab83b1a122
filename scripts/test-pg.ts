import { spawn, type ChildProcess } from 'node:child_process'
import os from 'node:os'
import { postgresBin, startThrowawayCluster } from './pg-cluster.ts'

/**
 * The server suite again, on PostgreSQL: every test file gets its own database there. Without
 * DATABASE_URL, on a throwaway cluster of its own, gone when this script ends, however it ends.
 */
let suite: ChildProcess | undefined

const running = (child?: ChildProcess): child is ChildProcess & { pid: number } =>
  child?.pid !== undefined && child.exitCode === null && child.signalCode === null

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // The suite has a process group of its own, so vitest's workers stop too; its end then
    // takes the usual way out, which removes the cluster.
    if (running(suite)) process.kill(-suite.pid, signal)
    else process.exit(128 + os.constants.signals[signal])
  })
}

function runSuite(databaseUrl: string): Promise<number> {
  return new Promise((resolve) => {
    suite = spawn(process.execPath, ['--import', 'tsx', 'scripts/test.ts', 'server'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DATABASE_URL: databaseUrl },
      detached: true,
    })
    suite.once('error', (error) => {
      console.error(error.message)
      resolve(1)
    })
    suite.once('exit', (code, signal) =>
      resolve(code ?? 128 + (signal ? os.constants.signals[signal] : 0)),
    )
  })
}

async function throwawayDatabase(): Promise<string> {
  const cluster = await startThrowawayCluster(postgresBin())
  console.log(
    `DATABASE_URL is unset: started a throwaway PostgreSQL ${cluster.version} cluster on` +
      ` 127.0.0.1:${cluster.port}, removed when the suite ends`,
  )
  return cluster.url
}

const databaseUrl = process.env.DATABASE_URL || (await throwawayDatabase())
process.exit(await runSuite(databaseUrl))
