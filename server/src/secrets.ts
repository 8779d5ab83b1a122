import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { exportPKCS8, generateKeyPair, importPKCS8 } from 'jose'
import type { Config } from './config.ts'

export interface Secrets {
  signingKey: CryptoKey
  /** Derived from the signing key, so verifying needs nothing else. */
  verifyingKey: CryptoKey
  hmacSecret: string
}

interface StoredSecrets {
  signingKeyPem: string
  hmacSecret: string
}

const ALG = 'EdDSA'

/**
 * Keys from the environment when given (several servers behind a load balancer must share
 * them), else made on first start and kept in DATA_DIR, readable by this user only.
 */
export async function loadSecrets(config: Config): Promise<Secrets> {
  const file = path.join(config.dataDir, 'secrets.json')
  let stored: StoredSecrets
  if (fs.existsSync(file)) {
    stored = JSON.parse(fs.readFileSync(file, 'utf8')) as StoredSecrets
  } else {
    const { privateKey } = await generateKeyPair(ALG, { extractable: true })
    stored = {
      signingKeyPem: await exportPKCS8(privateKey),
      hmacSecret: randomBytes(32).toString('base64url'),
    }
    fs.mkdirSync(config.dataDir, { recursive: true })
    fs.writeFileSync(file, JSON.stringify(stored), { mode: 0o600 })
  }
  const pem = config.AUTH_SIGNING_KEY ?? stored.signingKeyPem
  const signingKey = await importPKCS8(pem, ALG, { extractable: true })
  const jwk = await crypto.subtle.exportKey('jwk', signingKey)
  const verifyingKey = await crypto.subtle.importKey(
    'jwk',
    { kty: jwk.kty, crv: jwk.crv, x: jwk.x },
    { name: 'Ed25519' },
    true,
    ['verify'],
  )
  return { signingKey, verifyingKey, hmacSecret: config.HMAC_SECRET ?? stored.hmacSecret }
}
