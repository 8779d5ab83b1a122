/**
 * Where a read is filed in the response store. A GET under its URL; a POST that reads (a
 * dashboard report) under its URL, READ_BODY_SEPARATOR and its JSON body with sorted keys, so
 * the same filters sent in another order find the same answer. Imported by the worker and by the
 * page (which lists the stored ranges of a report), so the two cannot disagree.
 */

/** A URL never holds a fragment here (Request.url drops it), so the first `#` splits the key. */
export const READ_BODY_SEPARATOR = '#'

/** JSON with every object's keys sorted, at every depth; undefined members dropped as JSON does. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) =>
            a < b ? -1 : a > b ? 1 : 0,
          ),
        )
      : inner,
  )
}

export function postReadKey(url: string, body: unknown): string {
  return `${url}${READ_BODY_SEPARATOR}${canonicalJson(body)}`
}

/** A stored key split back: the URL and, for a POST, its body (undefined for a GET). */
export function parseReadKey(key: string): { url: string; body: unknown } {
  const at = key.indexOf(READ_BODY_SEPARATOR)
  if (at < 0) return { url: key, body: undefined }
  try {
    return { url: key.slice(0, at), body: JSON.parse(key.slice(at + 1)) as unknown }
  } catch {
    return { url: key.slice(0, at), body: undefined }
  }
}

/** The request's key, or null for a POST whose body is not JSON (never stored). */
export async function readKeyOf(request: Request): Promise<string | null> {
  if (request.method === 'GET') return request.url
  try {
    // A clone: the original's body still goes to the network.
    return postReadKey(request.url, JSON.parse(await request.clone().text()) as unknown)
  } catch {
    return null
  }
}
