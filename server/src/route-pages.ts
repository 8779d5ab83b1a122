import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import negotiate from '@fastify/accept-negotiator'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ROUTE_PRELOADS_FILE, routePreloadsOf, type RoutePreloads } from '../../contract/routes.ts'
import { compressedCopies, type CompressedCopies } from './compressed-copies.ts'

interface RoutePage {
  etag: string
  raw: Buffer
  copies: Promise<CompressedCopies>
}

/** The app's page with a `<link rel="modulepreload">` for each file, after the build's own. */
export function withModulePreloads(html: string, files: readonly string[]): string {
  const links = files.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`).join('\n')
  const last = html.lastIndexOf('<link rel="modulepreload"')
  const at = last < 0 ? html.indexOf('</head>') : html.indexOf('>', last) + 1
  if (at <= 0) return html
  return `${html.slice(0, at)}\n${links}${html.slice(at)}`
}

/**
 * The app's page for a path, naming the chunks of the path's screen (decision 0067).
 *
 * index.html names only the entry's own chunks; the screen's chunks used to be named by the page's
 * first script once it had arrived and run. Named in the page, the browser's preload scanner asks
 * for them with the entry's, a round trip sooner, and a page's first paint plainly depends on
 * them. One page per route, made when first asked for and kept, with its compressed copies.
 * Null when the build wrote no table (an older build, or a test's bare page): index.html is sent.
 */
export function routePages(distDir: string) {
  const tableFile = path.join(distDir, ROUTE_PRELOADS_FILE)
  if (!fs.existsSync(tableFile)) return null
  const table = JSON.parse(fs.readFileSync(tableFile, 'utf8')) as RoutePreloads
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8')
  const pages = new Map<number, RoutePage>()

  function pageFor(pathname: string): RoutePage | null {
    const { route, files } = routePreloadsOf(table, pathname)
    if (files.length === 0) return null
    let page = pages.get(route)
    if (!page) {
      const raw = Buffer.from(withModulePreloads(html, files))
      const etag = `"${createHash('sha256').update(raw).digest('base64url').slice(0, 16)}"`
      page = { etag, raw, copies: compressedCopies(raw) }
      pages.set(route, page)
    }
    return page
  }

  /** Sends the path's page, compressed as the browser accepts; false when index.html will do. */
  return async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
  ): Promise<boolean> {
    const page = pageFor(pathname)
    if (!page) return false
    reply.header('etag', page.etag).header('vary', 'accept-encoding').type('text/html')
    if (request.headers['if-none-match'] === page.etag) {
      reply.code(304).send()
      return true
    }
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip'])
    if (encoding) reply.header('content-encoding', encoding)
    reply.send(encoding ? (await page.copies)[encoding] : page.raw)
    return true
  }
}
