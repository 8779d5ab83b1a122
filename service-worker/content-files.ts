/**
 * A project's unit plans and brochure, kept on the device so they open at the site without a
 * signal (issue 19 item 7, decision 0048). The page stores them in CONTENT_FILE_CACHE; this
 * route answers from there when the network fails. Their addresses are signed for a week and
 * name the object by a server-made key that never gets other bytes, so a stored copy answers
 * any later address of the same key (the search, the signature, is ignored when matching).
 */
const CONTENT_FILE = /^\/content-store\/v1\/objects\/project-content\/[0-9a-f-]{36}$/

export function isContentFileRequest(url: URL, apiOrigins: ReadonlySet<string>): boolean {
  return apiOrigins.has(url.origin) && CONTENT_FILE.test(url.pathname)
}

/** The network first, so a signature is checked whenever it can be; the kept copy offline. */
export async function contentFileFirst(
  request: Request,
  { cache, fetch }: { cache: Cache; fetch: (r: Request) => Promise<Response> },
): Promise<Response> {
  try {
    return await fetch(request)
  } catch (error) {
    const stored = await cache.match(request, { ignoreSearch: true })
    if (stored) return stored
    throw error
  }
}
