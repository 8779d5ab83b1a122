import { sha256 } from './sha256.ts'

/** RFC 7636 PKCE: the verifier stays in memory on this page, only its S256 challenge travels. */
export interface PkcePair {
  verifier: string
  challenge: string
}

/** 48 random bytes: a 64-character verifier, inside RFC 7636's 43 to 128. */
const VERIFIER_BYTES = 48

export function base64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function createCodeVerifier(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(VERIFIER_BYTES)))
}

async function digest(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  // `subtle` exists only in secure contexts; plain-http LAN servers get the same digest in JS.
  if (globalThis.crypto?.subtle) {
    return new Uint8Array(await crypto.subtle.digest('SHA-256', data))
  }
  return sha256(data)
}

/** S256: base64url(SHA-256(ASCII(verifier))), without padding. */
export async function codeChallengeOf(verifier: string): Promise<string> {
  return base64Url(await digest(new TextEncoder().encode(verifier)))
}

export async function createPkcePair(): Promise<PkcePair> {
  const verifier = createCodeVerifier()
  return { verifier, challenge: await codeChallengeOf(verifier) }
}
