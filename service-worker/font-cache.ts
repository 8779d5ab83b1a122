/**
 * The Devanagari font files (src/lib/devanagari-font.ts) are left out of the precache, so English
 * users never download them; once a Hindi user's page fetches them, they are kept here and
 * answered from here, offline too. Their names carry a content hash: a stored file never changes.
 */
export const FONT_CACHE = 'siteoffice-fonts'

const FONT_FILE = /\/assets\/noto-sans-devanagari-[^/]*\.woff2$/

export function isFontRequest(url: URL, origin: string): boolean {
  return url.origin === origin && FONT_FILE.test(url.pathname)
}

export async function cacheFirst(
  request: Request,
  { cache, fetch }: { cache: Cache; fetch: (r: Request) => Promise<Response> },
): Promise<Response> {
  const stored = await cache.match(request)
  if (stored) return stored
  const response = await fetch(request)
  if (response.ok) await cache.put(request, response.clone())
  return response
}
