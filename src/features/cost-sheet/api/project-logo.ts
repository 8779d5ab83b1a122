import { LOGO_MAX_BYTES } from '../../../../contract/projects.ts'

/*
 * The project's logo for the PDF, kept on the device. The logo's address is signed and changes
 * every week, so its bytes are kept under the project's id in a cache of their own (emptied at
 * sign-out with every other cache, src/offline/storage-wipe.ts), not by address.
 */
const CACHE = 'siteoffice-cost-sheet-logos'
const keyOf = (projectId: string) => `/cost-sheet-logo/${encodeURIComponent(projectId)}`

/** PNG or JPEG by their first bytes, within the logo's size: anything else is not drawn. */
export function isLogoImage(bytes: Uint8Array): boolean {
  if (bytes.length === 0 || bytes.length > LOGO_MAX_BYTES) return false
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff
  return png || jpeg
}

async function fetchLogo(url: string): Promise<Uint8Array | null> {
  // A signed object address, not an API call: no token, no client id, nothing for http.ts.
  // eslint-disable-next-line no-restricted-globals -- see above
  const answer = await fetch(url)
  if (!answer.ok) return null
  const bytes = new Uint8Array(await answer.arrayBuffer())
  return isLogoImage(bytes) ? bytes : null
}

/** Fetches the logo and keeps it; a failure (offline, a broken image) keeps what was kept. */
export async function keepProjectLogo(projectId: string, url: string | null): Promise<void> {
  if (typeof caches === 'undefined' || !url) return
  const bytes = await fetchLogo(url).catch(() => null)
  if (!bytes) return
  const cache = await caches.open(CACHE)
  await cache.put(keyOf(projectId), new Response(bytes as BlobPart))
}

/**
 * The logo's bytes for a PDF: the kept ones (stored after sign-in with the other offline reads),
 * else fetched and kept now; null when the project has none or it cannot be had.
 */
export async function projectLogoBytes(
  projectId: string,
  url: string | null,
): Promise<Uint8Array | null> {
  if (!url) return null
  if (typeof caches === 'undefined') return fetchLogo(url).catch(() => null)
  const read = async () => {
    const kept = await (await caches.open(CACHE)).match(keyOf(projectId))
    return kept ? new Uint8Array(await kept.arrayBuffer()) : null
  }
  const kept = await read()
  if (kept) return kept
  await keepProjectLogo(projectId, url)
  return read()
}
