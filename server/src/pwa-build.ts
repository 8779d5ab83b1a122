import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Config } from './config.ts'

const INPUTS = [
  'src',
  'service-worker',
  'public',
  'locales',
  'contract',
  // The build's own plugins (prerender, route preloads, Chakra's global CSS, compression).
  'scripts',
  'index.html',
  'vite.config.ts',
  'package.json',
]

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  return fs
    .readdirSync(entry)
    .reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs)
}

/** `npm start` builds the PWA when its sources are newer than the last build. */
export async function ensurePwaBuilt(config: Config): Promise<void> {
  if (config.PWA_BUILD === 'skip') return
  const root = process.cwd()
  const built = fs.statSync(path.join(config.distDir, 'index.html'), { throwIfNoEntry: false })
  const newest = Math.max(...INPUTS.map((i) => newestMtime(path.join(root, i))))
  if (built && (built.mtimeMs >= newest || config.NODE_ENV === 'production')) return
  console.log('  Building the PWA (sources changed since the last build)...')
  // A child process: the PWA is always a production build, whatever NODE_ENV this server has.
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js')
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', config.distDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  )
  if (result.status !== 0) throw new Error('The PWA build failed: see the messages above')
}
