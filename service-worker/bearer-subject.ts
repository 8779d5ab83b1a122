/**
 * The `sub` claim of an `Authorization: Bearer <JWT>` header, or null. Decoded, not verified: it
 * only partitions the response store, so user B's requests never match user A's rows. A forged
 * token gains nothing, since it can only name rows its own browser wrote.
 */
export function bearerSubject(authorization: string | null): string | null {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1]
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as { sub?: unknown }
    return typeof claims.sub === 'string' && claims.sub ? claims.sub : null
  } catch {
    return null
  }
}

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0))
  return new TextDecoder().decode(bytes)
}
