import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { AUTH_PATHS, COUNTRY_CODE, type TSession } from '../../../../contract/auth.ts'
import { HEADERS } from '../../../../contract/http.ts'
import { startTestServer, type TestServer } from '../../../test/harness.ts'
import { bearer, lastCode, newPkce, post, signIn } from '../../../test/sign-in.ts'
import { authCodes, otpCodes, phoneBlocks, refreshTokens, users } from '../../db/schema.ts'
import { DEMO_PHONES } from '../../seed/demo-users.ts'
import { seed } from '../../seed/seed.ts'
import { PER_ADDRESS } from './authentication.routes.ts'
import { OTP_RULES, requestOtp, verifyOtp } from './otp.service.ts'
import { WebhookError } from '../../webhook.ts'

let server: TestServer
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers })
const getOtp = (phone: string) =>
  post(server.url, AUTH_PATHS.getOtp, { phone, countryCode: COUNTRY_CODE })

beforeAll(async () => {
  server = await startTestServer()
  await seed(server.db, { leads: 20, today: new Date('2026-11-21T06:30:00Z') })
})
afterAll(() => server.close())
beforeEach(async () => {
  await server.db.delete(otpCodes)
  await server.db.delete(phoneBlocks)
})

describe('one-time codes', () => {
  it('refuses an unknown number with SSO_1016, a deactivated one with SSO_1076, same message', async () => {
    const unknown = await getOtp('9876501234')
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toEqual({
      message: 'Your mobile number not found',
      code: 'SSO_1016',
    })

    await server.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.phone, DEMO_PHONES.marketer))
    const inactive = await getOtp(DEMO_PHONES.marketer)
    await server.db
      .update(users)
      .set({ isActive: true })
      .where(eq(users.phone, DEMO_PHONES.marketer))
    expect(inactive.status).toBe(400)
    expect(await inactive.json()).toEqual({
      message: 'Your mobile number not found',
      code: 'SSO_1076',
    })
  })

  it('a validation 400 names the phone field', async () => {
    const res = await post(server.url, AUTH_PATHS.getOtp, { phone: '12345', countryCode: '91' })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ field: 'phone', message: 'Please enter a valid number' }],
    })
  })

  it('sends a code, stores only its HMAC, and asks to wait before a resend', async () => {
    const res = await getOtp(DEMO_PHONES.salesExecutive)
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toEqual({ refId: expect.any(String), expiresInSeconds: 300, resendInSeconds: 30 })
    const code = await lastCode(server.url, DEMO_PHONES.salesExecutive)
    const [row] = await server.db.select().from(otpCodes).where(eq(otpCodes.refId, body.refId))
    expect(row?.codeHash).not.toContain(code)
    const again = await getOtp(DEMO_PHONES.salesExecutive)
    expect(again.status).toBe(429)
    expect((await again.json()).message).toMatch(/wait \d+ seconds/)
  })

  it('blocks the number for 5 minutes after too many codes', async () => {
    const phone = DEMO_PHONES.salesExecutive2
    const send = async () => {}
    const start = Date.parse('2026-11-21T06:00:00Z')
    const at = (seconds: number) => new Date(start + seconds * 1000)
    for (let i = 0; i < OTP_RULES.maxCodesPerWindow; i++) {
      const ok = await server.db.transaction((tx) =>
        requestOtp(tx, { hmacSecret: 's', send }, phone, at(i * 60)),
      )
      expect(ok.status ?? 200).toBe(200)
    }
    const blocked = await server.db.transaction((tx) =>
      requestOtp(tx, { hmacSecret: 's', send }, phone, at(5 * 60)),
    )
    expect(blocked).toMatchObject({
      status: 403,
      body: { code: 'OTP_BLOCKED', message: 'Reached max number of OTPs, blocked for 5 min' },
    })
    const stillBlocked = await server.db.transaction((tx) =>
      requestOtp(tx, { hmacSecret: 's', send }, phone, at(9 * 60)),
    )
    expect(stillBlocked.status).toBe(403)
    // Once the 5 minutes are over the user gets a code, though the window holds 5 unused ones.
    const after = await server.db.transaction((tx) =>
      requestOtp(tx, { hmacSecret: 's', send }, phone, at(10 * 60 + 1)),
    )
    expect(after.status ?? 200).toBe(200)
    // Outside the window, codes flow too.
    const later = await server.db.transaction((tx) =>
      requestOtp(tx, { hmacSecret: 's', send }, phone, at(25 * 60)),
    )
    expect(later.status ?? 200).toBe(200)
  })

  it('an expired code is SSO_1017', async () => {
    const phone = DEMO_PHONES.postSales
    let code = ''
    const send = async (_: string, text: string) => void (code = text.slice(0, 6))
    const now = new Date()
    const issued = await server.db.transaction((tx) =>
      requestOtp(tx, { hmacSecret: 's', send }, phone, now),
    )
    await issued.afterCommit?.()
    const { refId } = issued.body as { refId: string }
    const late = new Date(now.getTime() + (OTP_RULES.codeTtlSeconds + 1) * 1000)
    const outcome = await server.db.transaction((tx) =>
      verifyOtp(tx, 's', { refId, otp: code, phone, codeChallenge: newPkce().challenge }, late),
    )
    expect(outcome).toMatchObject({ status: 400, body: { code: 'SSO_1017' } })
  })

  it('a wrong code is "Entered OTP is invalid"; five wrong codes block the number', async () => {
    const phone = DEMO_PHONES.salesManager
    const { refId } = await (await getOtp(phone)).json()
    const code = await lastCode(server.url, phone)
    const wrong = code === '000000' ? '111111' : '000000'
    const attempt = (otp: string) =>
      post(server.url, AUTH_PATHS.verifyOtp, {
        refId,
        otp,
        phone,
        codeChallenge: newPkce().challenge,
      })
    for (let i = 1; i < OTP_RULES.maxWrongAttempts; i++) {
      const res = await attempt(wrong)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ message: 'Entered OTP is invalid', code: 'OTP_INVALID' })
    }
    const last = await attempt(wrong)
    expect(last.status).toBe(403)
    expect(await last.json()).toMatchObject({ code: 'OTP_ATTEMPTS_EXCEEDED' })
    // The right code no longer helps, and the number is blocked.
    expect((await attempt(code)).status).toBe(403)
    expect((await getOtp(phone)).status).toBe(403)
  })

  it('judges at most five guesses of one code, however many arrive at once', async () => {
    const phone = DEMO_PHONES.salesExecutiveOneProject
    const { refId } = await (await getOtp(phone)).json()
    const code = await lastCode(server.url, phone)
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')
    // 24 wrong guesses at once; the right code follows once 5 of them are answered. Until the
    // fifth wrong guess is judged nothing is blocked or used up, so the first 5 answers are 5
    // judged guesses: from then on the code must be spent, whatever order the rest arrive in.
    const guess = (otp: string) =>
      post(server.url, AUTH_PATHS.verifyOtp, {
        refId,
        otp,
        phone,
        codeChallenge: newPkce().challenge,
      })
    let answered = 0
    let fiveAnswered!: () => void
    const afterFive = new Promise<void>((resolve) => (fiveAnswered = resolve))
    const wrongs = Array.from({ length: 24 }, (_, i) =>
      guess(wrong(i)).then((res) => {
        if (++answered === 5) fiveAnswered()
        return res
      }),
    )
    await afterFive
    const answers = await Promise.all([...wrongs, guess(code)])
    expect(answers.map((a) => a.status)).not.toContain(200)
    const [row] = await server.db.select().from(otpCodes).where(eq(otpCodes.refId, refId))
    expect(row!.attempts).toBe(OTP_RULES.maxWrongAttempts)
  })

  it('says the server is down, not that something went wrong, when the SMS gateway fails', async () => {
    const own = await startTestServer(undefined, {
      sms: {
        send: async () => {
          throw new WebhookError('The SMS webhook at sms.example answered HTTP 503')
        },
      },
    })
    try {
      await seed(own.db, { leads: 0, today: new Date() })
      const res = await post(own.url, AUTH_PATHS.getOtp, {
        phone: DEMO_PHONES.salesExecutive,
        countryCode: COUNTRY_CODE,
      })
      expect(res.status).toBe(502)
      expect(await res.json()).toEqual({
        code: 'PROVIDER_UNAVAILABLE',
        message: 'Server Down, please try again.',
      })
    } finally {
      await own.close()
    }
  })

  it('limits code requests per address', async () => {
    // A server of its own: the limiter's counts live in the server.
    const own = await startTestServer()
    try {
      const statuses = []
      for (let i = 0; i <= PER_ADDRESS.max; i++) {
        const phone = `98765${String(i).padStart(5, '0')}`
        const res = await post(own.url, AUTH_PATHS.getOtp, { phone, countryCode: COUNTRY_CODE })
        statuses.push(res.status)
      }
      expect(statuses.slice(0, PER_ADDRESS.max).every((s) => s === 400)).toBe(true)
      expect(statuses[PER_ADDRESS.max]).toBe(429)
    } finally {
      await own.close()
    }
  })
})

describe('PKCE and tokens', () => {
  async function authCodeFor(phone: string, challenge: string) {
    const { refId } = await (await getOtp(phone)).json()
    const res = await post(server.url, AUTH_PATHS.verifyOtp, {
      refId,
      otp: await lastCode(server.url, phone),
      phone,
      codeChallenge: challenge,
    })
    return ((await res.json()) as { authCode: string }).authCode
  }

  it('refuses a verifier that does not match the challenge, and spends the code', async () => {
    const pkce = newPkce()
    const authCode = await authCodeFor(DEMO_PHONES.salesExecutive, pkce.challenge)
    const wrong = await post(server.url, AUTH_PATHS.accessToken, {
      authCode,
      codeVerifier: newPkce().verifier,
      codeChallenge: pkce.challenge,
    })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({ message: 'Internal Error', code: 'INVALID_GRANT' })
    const right = await post(server.url, AUTH_PATHS.accessToken, {
      authCode,
      codeVerifier: pkce.verifier,
      codeChallenge: pkce.challenge,
    })
    expect(right.status).toBe(400)
  })

  it('signs in with the spec session fields and the executive scopes', async () => {
    const session = await signIn(server.url, DEMO_PHONES.salesExecutive)
    expect(session).toMatchObject({
      userNumber: DEMO_PHONES.salesExecutive,
      slug: expect.stringMatching(/^in\/dxp\//),
      expiresIn: 900,
      developers: [{ type: 'bussiness', orgId: session.orgId, orgName: expect.any(String) }],
    })
    expect(session.slug.split('/')[2]).toBe(session.orgId)
    const names = session.feScopes.map((s) => s.name)
    expect(names).toContain('DXP_ADD_LEAD')
    expect(names).not.toContain('DXP_LEAD_ASSIGNMENT')
    const config = await get(
      `${AUTH_PATHS.appConfig(session.slug)}?config=includedModules`,
      bearer(session),
    )
    expect(await config.json()).toEqual({ includedModules: expect.arrayContaining(['leads']) })
  })

  it('rotates refresh tokens; a reused one revokes the whole family', async () => {
    const session = await signIn(server.url, DEMO_PHONES.salesExecutive)
    const refresh = (token: string) =>
      post(server.url, AUTH_PATHS.refreshToken, {}, { [HEADERS.refreshToken]: token })
    const first = await refresh(session.refreshToken)
    expect(first.status).toBe(200)
    const rotated = (await first.json()) as TSession
    expect(rotated.refreshToken).not.toBe(session.refreshToken)
    expect((await get(AUTH_PATHS.profile(rotated.userHash), bearer(rotated))).status).toBe(200)

    const reused = await refresh(session.refreshToken)
    expect(reused.status).toBe(401)
    expect((await refresh(rotated.refreshToken)).status).toBe(401)
    expect((await get(AUTH_PATHS.profile(rotated.userHash), bearer(rotated))).status).toBe(401)
  })

  it('rotates a refresh token once, however many parallel calls present it', async () => {
    const session = await signIn(server.url, DEMO_PHONES.salesExecutive2)
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        post(
          server.url,
          AUTH_PATHS.refreshToken,
          {},
          { [HEADERS.refreshToken]: session.refreshToken },
        ),
      ),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 401)).toHaveLength(7)
  })

  it('switches organisation: new tokens and scopes, the old family ends', async () => {
    const session = await signIn(server.url, DEMO_PHONES.admin)
    expect(session.developers).toHaveLength(2)
    const other = session.developers.find((d) => d.orgId !== session.orgId)!
    const res = await post(
      server.url,
      AUTH_PATHS.switchOrganisation,
      { orgId: other.orgId },
      { [HEADERS.refreshToken]: session.refreshToken },
    )
    expect(res.status).toBe(200)
    const switched = (await res.json()) as TSession
    expect(switched.orgId).toBe(other.orgId)
    expect(switched.slug.split('/')[2]).toBe(other.orgId)
    expect((await get(AUTH_PATHS.profile(session.userHash), bearer(session))).status).toBe(401)
    // A token of one organisation does not open another's routes.
    const cross = await get(
      `${AUTH_PATHS.appConfig(session.slug)}?config=includedModules`,
      bearer(switched),
    )
    expect(cross.status).toBe(403)
  })

  it('refuses to switch into an organisation the user is not in', async () => {
    const session = await signIn(server.url, DEMO_PHONES.salesManager)
    const admin = await signIn(server.url, DEMO_PHONES.admin)
    const foreign = admin.developers.find((d) => d.orgId !== session.orgId)!.orgId
    const res = await post(
      server.url,
      AUTH_PATHS.switchOrganisation,
      { orgId: foreign },
      { [HEADERS.refreshToken]: session.refreshToken },
    )
    expect(res.status).toBe(403)
  })

  it('a home buyer has no business profile: the customer flag', async () => {
    const session = await signIn(server.url, DEMO_PHONES.customer)
    const res = await get(AUTH_PATHS.multiProfile(session.userHash), bearer(session))
    expect(await res.json()).toEqual({ profiles: [] })
    expect(session.feScopes).toEqual([])
  })

  it('a profile URL serves only its own user', async () => {
    const exec = await signIn(server.url, DEMO_PHONES.salesExecutive)
    const manager = await signIn(server.url, DEMO_PHONES.salesManager)
    expect((await get(AUTH_PATHS.profile(manager.userHash), bearer(exec))).status).toBe(403)
  })

  it('signing out ends the access token at once', async () => {
    const session = await signIn(server.url, DEMO_PHONES.salesExecutive)
    const out = await post(
      server.url,
      AUTH_PATHS.signOut,
      { deviceToken: 'web-1' },
      bearer(session),
    )
    expect(out.status).toBe(200)
    const after = await get(AUTH_PATHS.profile(session.userHash), bearer(session))
    expect(after.status).toBe(401)
    expect(await after.json()).toEqual({
      message: 'You need to log in again.',
      code: 'UNAUTHORIZED',
    })
  })

  it('an expired or forged access token is a 401', async () => {
    const session = await signIn(server.url, DEMO_PHONES.salesExecutive)
    const [, payload] = session.accessToken.split('.')
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString())
    const expired = await new SignJWT({ org: claims.org, sid: claims.sid })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject(claims.sub)
      .setIssuer('siteoffice')
      .setIssuedAt(claims.iat - 3600)
      .setExpirationTime(claims.iat - 1800)
      .sign(server.app.secrets.signingKey)
    expect(
      (await get(AUTH_PATHS.profile(session.userHash), bearer({ accessToken: expired }))).status,
    ).toBe(401)
    const forged = `${session.accessToken.slice(0, -4)}AAAA`
    expect(
      (await get(AUTH_PATHS.profile(session.userHash), bearer({ accessToken: forged }))).status,
    ).toBe(401)
    const check = await post(server.url, AUTH_PATHS.checkAuthorization, {
      jwt: session.accessToken,
      apiEndPoint: '/ilead-service/v1/leads',
      host: 'localhost',
      protocol: 'http',
      httpMethod: 'GET',
    })
    expect(await check.json()).toMatchObject({ authorized: true, userId: session.userId })
  })

  it('keeps no token or code in the database in the clear', async () => {
    const session = await signIn(server.url, DEMO_PHONES.salesExecutive)
    const stored = [
      ...(await server.db.select({ v: refreshTokens.tokenHash }).from(refreshTokens)),
      ...(await server.db.select({ v: authCodes.codeHash }).from(authCodes)),
    ].map((r) => r.v)
    expect(stored.length).toBeGreaterThan(0)
    expect(stored).not.toContain(session.refreshToken)
  })
})
