import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

export interface CompressedCopies {
  br: Buffer
  gzip: Buffer
}

/**
 * Brotli (quality 11) and gzip (level 9) copies of a text the server sends many times unchanged:
 * the slowest, smallest settings, paid once per text (the build's copies of the PWA,
 * scripts/precompress.ts, and each page the server names a route's chunks in, route-pages.ts),
 * never per request. zlib's work runs on libuv's thread pool, off the event loop.
 */
export async function compressedCopies(raw: Buffer): Promise<CompressedCopies> {
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ])
  return { br, gzip: gz }
}
