import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { PROJECT_PATHS, type TProjectList } from '../../../../contract/projects.ts'
import { DEMO_PATHS, DEMO_THANK_YOU } from '../../../../contract/demo-requests.ts'
import { startTestServer, type TestServer } from '../../../test/harness.ts'
import { bearer, signIn } from '../../../test/sign-in.ts'
import { DEMO_PHONES } from '../../seed/demo-users.ts'
import { seed } from '../../seed/seed.ts'

let server: TestServer
const today = new Date()

beforeAll(async () => {
  server = await startTestServer()
  await seed(server.db, { leads: 300, today })
})
afterAll(() => server.close())

const getJson = async <T>(path: string, headers: Record<string, string>) => {
  const res = await fetch(`${server.url}${path}`, { headers })
  return { status: res.status, body: (await res.json()) as T }
}

describe('the project landing', () => {
  it('lists the projects the user may work on, with unread counts', async () => {
    const manager = await signIn(server.url, DEMO_PHONES.salesManager)
    const all = await getJson<TProjectList>(PROJECT_PATHS.list(manager.slug), bearer(manager))
    expect(all.body.items).toHaveLength(3)
    expect(all.body.pageInfo).toEqual({ pageNumber: 1, pageSize: 100, totalNumItems: 3 })

    const single = await signIn(server.url, DEMO_PHONES.salesExecutiveOneProject)
    const one = await getJson<TProjectList>(PROJECT_PATHS.list(single.slug), bearer(single))
    expect(one.body.items).toHaveLength(1)
    expect(one.body.items[0]?.reraNo).toBeTruthy()
  })

  it('resets a project count to 0, once, and only for projects the user may open', async () => {
    const exec = await signIn(server.url, DEMO_PHONES.salesExecutive)
    const before = await getJson<TProjectList>(PROJECT_PATHS.list(exec.slug), bearer(exec))
    const busy = before.body.items.find((p) => p.notificationCount > 0)
    expect(busy, 'the seed leaves unread assignments').toBeDefined()
    const reset = (projectId: string, key: string) =>
      fetch(`${server.url}${PROJECT_PATHS.resetNotifications(exec.slug, projectId)}`, {
        method: 'PATCH',
        headers: { ...bearer(exec), 'idempotency-key': key },
      })
    const first = await reset(busy!._id, 'reset-key-0001')
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ projectId: busy!._id, notificationCount: 0 })
    expect((await reset(busy!._id, 'reset-key-0001')).headers.get('idempotent-replayed')).toBe(
      'true',
    )
    const after = await getJson<TProjectList>(PROJECT_PATHS.list(exec.slug), bearer(exec))
    expect(after.body.items.find((p) => p._id === busy!._id)?.notificationCount).toBe(0)

    const single = await signIn(server.url, DEMO_PHONES.salesExecutiveOneProject)
    const own = await getJson<TProjectList>(PROJECT_PATHS.list(single.slug), bearer(single))
    const foreign = before.body.items.find((p) => p._id !== own.body.items[0]?._id)!
    const denied = await fetch(
      `${server.url}${PROJECT_PATHS.resetNotifications(single.slug, foreign._id)}`,
      { method: 'PATCH', headers: bearer(single) },
    )
    expect(denied.status).toBe(403)
    const unknown = await reset('no-such-project', 'reset-key-0002')
    expect(unknown.status).toBe(422)
    expect(await unknown.json()).toMatchObject({ code: 'UNKNOWN_PROJECT' })
    expect(await denied.json()).toMatchObject({
      message: "Permission denied (You don't have permission)",
    })
  })
})

describe('request a demo', () => {
  async function solvedPayload(): Promise<string> {
    const challenge = (await (
      await fetch(`${server.url}${DEMO_PATHS.captchaChallenge}`)
    ).json()) as Challenge
    const solution = await solveChallenge({ challenge, deriveKey })
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
  }
  const submit = (captcha: string, name = 'Anita Deshmukh') =>
    fetch(`${server.url}${DEMO_PATHS.submit}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        email: 'anita@skyline.example.in',
        phone: '9822012345',
        company: 'Skyline Developers',
        city: 'Nashik',
        captcha,
      }),
    })

  it('verifies a solved captcha and refuses a forged one', async () => {
    const verify = (payload: string) =>
      fetch(`${server.url}${DEMO_PATHS.verifyCaptcha}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ payload }),
      }).then((r) => r.json())
    expect(await verify(await solvedPayload())).toEqual({ result: 'Success' })
    expect(await verify(Buffer.from('{"challenge":{},"solution":{}}').toString('base64'))).toEqual({
      result: 'Failed',
    })
  })

  it('stores a request once per solved captcha and lists it for administrators', async () => {
    const captcha = await solvedPayload()
    const ok = await submit(captcha)
    expect(ok.status).toBe(201)
    expect(await ok.json()).toEqual({ message: DEMO_THANK_YOU })
    const replay = await submit(captcha, 'Someone Else')
    expect(replay.status).toBe(400)
    expect(await replay.json()).toMatchObject({ code: 'CAPTCHA_FAILED' })

    const admin = await signIn(server.url, DEMO_PHONES.admin)
    const list = await getJson<{ items: { name: string }[] }>(
      DEMO_PATHS.list(admin.slug),
      bearer(admin),
    )
    expect(list.body.items.map((i) => i.name)).toEqual(['Anita Deshmukh'])
    const exec = await signIn(server.url, DEMO_PHONES.salesExecutive)
    expect((await getJson(DEMO_PATHS.list(exec.slug), bearer(exec))).status).toBe(403)
  })

  it('names the bad fields of a request', async () => {
    const res = await fetch(`${server.url}${DEMO_PATHS.submit}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: '🏠', email: 'x', phone: '12', company: '', captcha: 'x' }),
    })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { fields: { field: string }[] }
    expect(body.fields.map((f) => f.field).sort()).toEqual(['company', 'email', 'name', 'phone'])
  })
})
