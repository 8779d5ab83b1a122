import { spawn, type ChildProcess } from 'node:child_process'
import os from 'node:os'
import { postgresBin, startThrowawayCluster } from './pg-cluster.ts'
import { redisServerBin, startThrowawayRedis } from './redis-server.ts'

/**
 * The server suite again, on PostgreSQL: every test file gets its own database there. Without
 * DATABASE_URL, on a throwaway cluster of its own, gone when this script ends, however it ends.
 * The same for Redis (TEST_REDIS_URL), which the two-process chat test needs (decision 0041).
 * Files given (`npm run test:pg -- server/…test.ts`) run alone, without the rest of the suite.
 */
const files = process.argv.slice(2)
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

function runSuite(databaseUrl: string, redisUrl: string): Promise<number> {
  const [cmd, args] = files.length
    ? ['npx', ['vitest', 'run', '--project', 'server', ...files]]
    : [process.execPath, ['--import', 'tsx', 'scripts/test.ts', 'server']]
  return new Promise((resolve) => {
    suite = spawn(cmd, args, {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DATABASE_URL: databaseUrl, TEST_REDIS_URL: redisUrl },
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

async function throwawayRedis(): Promise<string> {
  const redis = await startThrowawayRedis(redisServerBin())
  console.log(
    `TEST_REDIS_URL is unset: started a throwaway redis-server on 127.0.0.1:${redis.port}` +
      ' (no persistence), stopped when the suite ends',
  )
  return redis.url
}

const databaseUrl = process.env.DATABASE_URL || (await throwawayDatabase())
const redisUrl = process.env.TEST_REDIS_URL || (await throwawayRedis())
process.exit(await runSuite(databaseUrl, redisUrl))
