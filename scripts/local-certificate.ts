import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { generate } from 'selfsigned'

/**
 * A certificate for localhost, written into `dir`, and the Chromium flag that trusts it by its
 * key alone: the web bench serves the PWA over HTTPS, and so over HTTP/2, as a deployment does,
 * and the server's tests speak to it (decision 0062), without touching the machine's trust store.
 */
export async function localCertificate(dir: string) {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }],
  })
  const certFile = path.join(dir, 'tls-cert.pem')
  const keyFile = path.join(dir, 'tls-key.pem')
  fs.writeFileSync(certFile, pems.cert)
  fs.writeFileSync(keyFile, pems.private)
  const spki = new crypto.X509Certificate(pems.cert).publicKey.export({
    type: 'spki',
    format: 'der',
  })
  const pin = crypto.createHash('sha256').update(spki).digest('base64')
  return {
    cert: pems.cert,
    certFile,
    keyFile,
    chromeFlag: `--ignore-certificate-errors-spki-list=${pin}`,
  }
}
