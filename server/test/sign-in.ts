import { createHash, randomBytes } from 'node:crypto'
import { AUTH_PATHS, COUNTRY_CODE, type TSession } from '../../contract/auth.ts'

export interface Pkce {
  verifier: string
  challenge: string
}

export function newPkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

export async function post(
  url: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

/** The code the development SMS sender last "sent" to the number. */
export async function lastCode(url: string, phone: string): Promise<string> {
  const res = await fetch(`${url}${AUTH_PATHS.devSmsInbox}?phone=${phone}`)
  if (res.status === 404)
    throw new Error(
      'The development SMS inbox is off: start the server with DEV_SMS_INBOX=loopback',
    )
  const { messages } = (await res.json()) as { messages: { text: string }[] }
  const code = messages[0]?.text.match(/\d{6}/)?.[0]
  if (!code) throw new Error(`No code was sent to ${phone}`)
  return code
}

/** Signs in through the real endpoints, as the PWA does: code, PKCE, token. */
export async function signIn(url: string, phone: string): Promise<TSession> {
  const otp = await post(url, AUTH_PATHS.getOtp, { phone, countryCode: COUNTRY_CODE })
  if (otp.status !== 200) throw new Error(`get-otp: ${otp.status} ${await otp.text()}`)
  const { refId } = (await otp.json()) as { refId: string }
  const pkce = newPkce()
  const verified = await post(url, AUTH_PATHS.verifyOtp, {
    refId,
    otp: await lastCode(url, phone),
    phone,
    codeChallenge: pkce.challenge,
  })
  const { authCode } = (await verified.json()) as { authCode: string }
  const token = await post(url, AUTH_PATHS.accessToken, {
    authCode,
    codeVerifier: pkce.verifier,
    codeChallenge: pkce.challenge,
  })
  if (token.status !== 200) throw new Error(`access-token: ${token.status} ${await token.text()}`)
  return (await token.json()) as TSession
}

export const bearer = (session: Pick<TSession, 'accessToken'>) => ({
  authorization: `Bearer ${session.accessToken}`,
})
