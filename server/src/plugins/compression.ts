import zlib from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import compress from '@fastify/compress'
import { isApiPath } from '../../../contract/routes.ts'

/** Under this many bytes an answer fits a packet or two: compressing it saves nothing. */
export const COMPRESS_THRESHOLD_BYTES = 1024

/**
 * Text the browser reads: JSON, HTML, JS, CSS, SVG, XML. Not octet-stream (a recording is
 * audio, compressed already) and not event streams (compression would hold events back).
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[/+](?:json|xml)(?:;|$)|\/javascript(?:;|$)/

/**
 * Compresses answers on the fly (decision 0019): Brotli at quality 4, which costs about what
 * gzip does and is smaller (quality 11 takes many times longer for a few per cent), gzip for
 * clients without Brotli. The built PWA is compressed at build time instead (plugins/pwa.ts sends
 * those copies, whose Content-Encoding this leaves alone). Request bodies are never inflated: no
 * client sends them compressed, and a small compressed body could unpack to a large one.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  // The PWA's own files are compressed once, at build time (plugins/pwa.ts); one without a copy
  // is an image or too small to gain, so nothing outside the API is compressed per request.
  // Added before compress's own hook, which reads `compress` as each route is declared.
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) route.compress = false
  })
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE,
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: 6 },
    globalDecompression: false,
  })
})
