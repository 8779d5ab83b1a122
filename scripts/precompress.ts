import fs from 'node:fs/promises'
import path from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import { compressedCopies } from '../server/src/compressed-copies.ts'

/** Text the browser downloads; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/i

export interface PrecompressResult {
  files: number
  bytes: number
  br: number
  gzip: number
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
}

/**
 * Writes `x.br` and `x.gz` (`compressedCopies`) beside every compressible file under `dir`, when
 * the copy is smaller: the server sends them as they are, so no request pays for compressing them.
 */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, br: 0, gzip: 0 }
  // All at once: zlib's work runs on libuv's thread pool, which bounds the parallelism itself.
  await Promise.all(
    (await filesUnder(dir)).map(async (file) => {
      const raw = await fs.readFile(file)
      const { br, gzip: gz } = await compressedCopies(raw)
      // A copy no smaller than the file is not written: the server then sends the file itself.
      const writes: Array<[string, Buffer]> = [
        [`${file}.br`, br],
        [`${file}.gz`, gz],
      ]
      let wrote = false
      for (const [name, bytes] of writes) {
        if (bytes.length >= raw.length) {
          await fs.rm(name, { force: true })
          continue
        }
        await fs.writeFile(name, bytes)
        wrote = true
        if (name.endsWith('.br')) result.br += bytes.length
        else result.gzip += bytes.length
      }
      if (wrote) {
        result.files++
        result.bytes += raw.length
      }
    }),
  )
  return result
}

/**
 * Vite build step: Brotli and gzip copies of the built PWA, after every other step has written
 * its files (the service worker and its manifest included).
 */
export function precompress(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'siteoffice:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir)
        const r = await precompressDir(outDir)
        const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`
        config.logger.info(
          `precompressed ${r.files} files of ${kb(r.bytes)}: brotli ${kb(r.br)}, gzip ${kb(r.gzip)}`,
        )
      },
    },
  }
}
