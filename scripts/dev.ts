import { spawn, type ChildProcess } from 'node:child_process'

/**
 * Hot-reloading development: the API server restarts on server or contract changes, and Vite
 * serves the PWA with its proxy pointing at that server (see vite.config.ts).
 */
const apiPort = process.env.API_PORT ?? '8080'
const children: ChildProcess[] = [
  spawn(
    process.execPath,
    ['--watch-path=server/src', '--watch-path=contract', '--import', 'tsx', 'server/src/start.ts'],
    { stdio: 'inherit', env: { ...process.env, PORT: apiPort, PWA_BUILD: 'skip' } },
  ),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
]

const stop = () => children.forEach((c) => c.kill('SIGTERM'))
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
for (const child of children)
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
