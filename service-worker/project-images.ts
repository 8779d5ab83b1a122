/**
 * Project logos and RERA QR images (decision 0051). Details carry signed addresses on our API's
 * origin, the same all week (decision 0043), and an `<img>` sends no bearer token, so the API
 * reads' per-user store never sees them. They are kept here instead: the stored copy answers
 * first (an object key is never rewritten: a new image is a new key), the network otherwise,
 * and storing a new address of an image drops its older ones, so a week's new signature does
 * not pile copies up.
 */
export const PROJECT_IMAGE_CACHE = 'siteoffice-project-images'

const PROJECT_IMAGE_PATH = '/content-store/v1/objects/project-images/'

export function isProjectImageRequest(request: Request, apiOrigins: ReadonlySet<string>): boolean {
  if (request.method !== 'GET') return false
  const url = new URL(request.url)
  return apiOrigins.has(url.origin) && url.pathname.startsWith(PROJECT_IMAGE_PATH)
}

export async function storedImageFirst(
  request: Request,
  { cache, fetch }: { cache: Cache; fetch: (r: Request) => Promise<Response> },
): Promise<Response> {
  const stored = await cache.match(request)
  if (stored) return stored
  const response = await fetch(request)
  if (response.ok) {
    const path = new URL(request.url).pathname
    for (const old of await cache.keys())
      if (new URL(old.url).pathname === path) await cache.delete(old)
    await cache.put(request, response.clone())
  }
  return response
}
