import { afterEach, describe, expect, it, vi } from 'vitest'
import { base64Url, codeChallengeOf, createPkcePair } from './pkce.ts'
import { sha256 } from './sha256.ts'

// RFC 7636 appendix B.
const RFC_VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'
const RFC_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('PKCE', () => {
  it('derives the RFC 7636 appendix B challenge with Web Crypto', async () => {
    await expect(codeChallengeOf(RFC_VERIFIER)).resolves.toBe(RFC_CHALLENGE)
  })

  it('derives the same challenge without crypto.subtle (plain-http LAN server)', async () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) })
    await expect(codeChallengeOf(RFC_VERIFIER)).resolves.toBe(RFC_CHALLENGE)
    const pair = await createPkcePair()
    expect(pair.verifier).toMatch(/^[A-Za-z0-9_-]{64}$/)
  })

  it('makes a fresh 43-128 character verifier and its 43-character challenge each time', async () => {
    const first = await createPkcePair()
    const second = await createPkcePair()
    expect(first.verifier).toMatch(/^[A-Za-z0-9._~-]{43,128}$/)
    expect(first.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(first.verifier).not.toBe(second.verifier)
    await expect(codeChallengeOf(first.verifier)).resolves.toBe(first.challenge)
  })

  it('base64url has no padding and the URL-safe alphabet', () => {
    expect(base64Url(new Uint8Array([0xfb, 0xff, 0xfe]))).toBe('-__-')
    expect(base64Url(new Uint8Array([1]))).toBe('AQ')
  })
})

describe('sha256 fallback', () => {
  it('matches the FIPS 180-4 test vectors, across block boundaries', () => {
    const text = (s: string) => new TextEncoder().encode(s)
    expect(hex(sha256(text('')))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    )
    expect(hex(sha256(text('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    )
    expect(hex(sha256(text('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    )
    expect(hex(sha256(new Uint8Array(1000).fill(0x61)))).toBe(
      '41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3',
    )
  })
})
