import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import { isApiPath, PRERENDERED_PAGES } from '../../../contract/routes.ts'
import { notFound } from '../errors.ts'
import { routePages } from '../route-pages.ts'

const NO_CACHE = 'no-cache'
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * A hashed file of the build that no page or worker runs as a document: it gets only the headers
 * a subresource needs (app.ts). Workers' scripts (`*.worker-<hash>.js`) are left out, since a
 * worker's CSP is the one its own script is served with.
 */
export function isLeanAsset(url: string): boolean {
  const pathname = url.split('?')[0] ?? ''
  return pathname.startsWith('/assets/') && !pathname.includes('.worker-')
}

/**
 * Serves the built PWA: hashed assets forever, everything else revalidated so a deploy reaches
 * users at once (index.html and sw.js above all). Unknown non-API paths get index.html so the
 * client router can answer them, including with its 404 page.
 */
export const pwaPlugin = fp(async (app: FastifyInstance, opts: { distDir: string }) => {
  const indexPath = path.join(opts.distDir, 'index.html')
  const built = fs.existsSync(indexPath)
  const prerendered = new Map(
    Object.entries(PRERENDERED_PAGES).filter(([, file]) =>
      fs.existsSync(path.join(opts.distDir, file)),
    ),
  )
  const sendRoutePage = built ? routePages(opts.distDir) : null
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      cacheControl: false,
      // The build writes x.br and x.gz beside each text file (scripts/precompress.ts); send
      // them as they are, with Content-Encoding and Vary: Accept-Encoding.
      preCompressed: true,
      // The build's own manifests (the route table route-pages.ts reads) are not the site's.
      allowedPath: (pathname) => !pathname.startsWith('/.vite/'),
      setHeaders(reply, filePath) {
        const rel = path.relative(opts.distDir, filePath)
        reply.header('cache-control', rel.startsWith(`assets${path.sep}`) ? IMMUTABLE : NO_CACHE)
      },
    })
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    const wantsPage = request.method === 'GET' && !isApiPath(pathname) && !path.extname(pathname)
    if (!wantsPage) throw notFound(`No route for ${request.method} ${pathname}`)
    if (!built) throw notFound('The PWA is not built: run `npm run build`')
    // A page the build drew (scripts/prerender.ts) is sent for its own path; the app takes it over.
    reply.header('cache-control', NO_CACHE)
    const drawn = prerendered.get(pathname)
    if (drawn) return reply.type('text/html').sendFile(drawn)
    // Else the app's page, naming the chunks of the path's screen (route-pages.ts).
    if (sendRoutePage && (await sendRoutePage(request, reply, pathname))) return reply
    return reply.type('text/html').sendFile('index.html')
  })
})
