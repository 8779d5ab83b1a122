import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { startTestServer, truncateAll, type TestServer } from '../../test/harness.ts'
import { organisations } from '../db/schema.ts'
import { badRequest } from '../errors.ts'
import { mutation } from './idempotency.ts'

let effects = 0

/**
 * How many requests the test routes have received, and how many a test sends at once. An effect
 * waits inside its transaction until every request the test sent has reached the server, so the
 * repeats are surely in flight while it holds its key or id: no timing makes the race.
 */
let arrivals = 0
let expected = 1
let arrived: (() => void)[] = []
const allArrived = () =>
  arrivals >= expected ? Promise.resolve() : new Promise<void>((r) => arrived.push(r))

/** A mutation of the same shape as the product's: validated body, a row written in `tx`. */
const orgRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async () => {
    arrivals++
    if (arrivals >= expected) for (const release of arrived.splice(0)) release()
  })
  mutation(
    app,
    {
      method: 'POST',
      url: '/admin-setup-service/v1/test-organisations',
      config: { access: 'public' },
      schema: { body: z.object({ name: z.string().min(1) }) },
    },
    async (request, tx) => {
      effects++
      if (request.body.name === 'refuse') throw badRequest('REFUSED', 'name: refused')
      const id = `org-${effects}-${Math.random().toString(36).slice(2)}`
      // Every concurrent repeat is in flight before the row is written.
      await allArrived()
      await tx.insert(organisations).values({ id, name: request.body.name, slug: `in/dxp/${id}` })
      return { status: 201, body: { id, name: request.body.name } }
    },
  )
  // A create with a client-made id, shaped like the field actions: look, then insert.
  mutation(
    app,
    {
      method: 'POST',
      url: '/admin-setup-service/v1/test-organisations-by-id',
      config: { access: 'public' },
      schema: { body: z.object({ _id: z.string(), name: z.string().min(1) }) },
    },
    async (request, tx) => {
      const { _id: id, name } = request.body
      const [existing] = await tx.select().from(organisations).where(eq(organisations.id, id))
      if (existing) return { body: { id, name: existing.name } }
      await allArrived()
      await tx.insert(organisations).values({ id, name, slug: `in/dxp/${id}` })
      return { status: 201, body: { id, name } }
    },
  )
}

let server: TestServer
const endpoint = () => `${server.url}/admin-setup-service/v1/test-organisations`

function post(body: unknown, key?: string) {
  return fetch(endpoint(), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-client-id': 'device-1',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  })
}

const countOrgs = async (name: string) =>
  (await server.db.select().from(organisations).where(eq(organisations.name, name))).length

beforeAll(async () => {
  server = await startTestServer((app) => app.register(orgRoutes))
})
afterAll(() => server.close())
beforeEach(async () => {
  effects = 0
  arrivals = 0
  expected = 1
  arrived = []
  await truncateAll(server.db)
})

describe('Idempotency-Key', () => {
  it('a repeated key creates one row and returns the same response', async () => {
    const first = await post({ name: 'Skyline' }, 'key-00000001')
    const second = await post({ name: 'Skyline' }, 'key-00000001')
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    expect(await second.json()).toEqual(await first.json())
    expect(second.headers.get('idempotent-replayed')).toBe('true')
    expect(first.headers.get('idempotent-replayed')).toBeNull()
    expect(await countOrgs('Skyline')).toBe(1)
    expect(effects).toBe(1)
  })

  it('concurrent repeats of one key create one row and all get the same response', async () => {
    expected = 8
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => post({ name: 'Concurrent' }, 'key-concurrent')),
    )
    const bodies = await Promise.all(responses.map((r) => r.json()))
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(201))
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1)
    expect(await countOrgs('Concurrent')).toBe(1)
    expect(effects).toBe(1)
  })

  it('the same key with another body is refused with 422', async () => {
    await post({ name: 'First' }, 'key-00000002')
    const other = await post({ name: 'Second' }, 'key-00000002')
    expect(other.status).toBe(422)
    expect(await other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' })
    expect(await countOrgs('Second')).toBe(0)
  })

  it('keys belong to their client: another device may use the same key', async () => {
    await post({ name: 'Shared' }, 'key-00000003')
    const otherDevice = await fetch(endpoint(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-client-id': 'device-2',
        'idempotency-key': 'key-00000003',
      },
      body: JSON.stringify({ name: 'Shared' }),
    })
    expect(otherDevice.status).toBe(201)
    expect(await countOrgs('Shared')).toBe(2)
  })

  it('without a key every request takes effect', async () => {
    await post({ name: 'Keyless' })
    await post({ name: 'Keyless' })
    expect(await countOrgs('Keyless')).toBe(2)
  })

  it('a refused mutation does not consume its key', async () => {
    const refused = await post({ name: 'refuse' }, 'key-00000004')
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ message: 'name: refused', code: 'REFUSED' })
    const retried = await post({ name: 'refuse' }, 'key-00000004')
    expect(retried.status).toBe(400)
    expect(effects).toBe(2)
  })

  it('parallel creates of one client-made id answer the one record, with or without keys', async () => {
    const body = JSON.stringify({ _id: 'org-client-made', name: 'Made once' })
    const send = (key?: string) =>
      fetch(`${server.url}/admin-setup-service/v1/test-organisations-by-id`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body,
      })
    expected = 4
    const answers = await Promise.all([send(), send(), send('key-00000011'), send('key-00000012')])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201])
    expect(await countOrgs('Made once')).toBe(1)
  })

  it('a malformed key is a 400 naming the header', async () => {
    const res = await post({ name: 'Bad key' }, 'bad key!')
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'INVALID_IDEMPOTENCY_KEY' })
  })

  it('a mutating route declared without mutation() is refused at start-up', async () => {
    const { buildApp } = await import('../app.ts')
    const { testConfig } = await import('../../test/harness.ts')
    const app = await buildApp({ config: testConfig(), database: server.database })
    expect(() =>
      app.post('/ilead-service/v1/unguarded', { config: { access: 'public' } }, async () => ({})),
    ).toThrow(/must be declared with mutation\(\)/)
    await app.close().catch(() => {})
  })
})
