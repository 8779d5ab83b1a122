import fs from 'node:fs'
import path from 'node:path'
import type { Config } from './config.ts'

const INPUTS = [
  'src',
  'service-worker',
  'public',
  'locales',
  'contract',
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
  const { build } = await import('vite')
  await build({ root, logLevel: 'warn', build: { outDir: config.distDir, emptyOutDir: true } })
}
