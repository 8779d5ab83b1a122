import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { testConfig } from '../test/harness.ts'
import { loggerOptions } from './app.ts'
import { errorsPlugin } from './plugins/errors.ts'
import { redactError, scrub } from './logging.ts'

describe('the log carries no personal data', () => {
  it("drops a failed query's parameters and masks numbers and addresses", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (whats_app_number)=(9876543210) already exists.',
      constraint: 'leads_number_key',
    })
    const failed = Object.assign(
      new Error(
        'Failed query: insert into "leads" ("full_name", "whats_app_number") values ($1, $2)\nparams: Asha Rao,9876543210',
      ),
      {
        name: 'DrizzleQueryError',
        query: 'insert into "leads" …',
        params: ['Asha Rao', '9876543210'],
        cause,
      },
    )
    const logged = JSON.stringify(redactError(failed))
    expect(logged).not.toContain('9876543210')
    expect(logged).not.toContain('Asha Rao')
    expect(logged).toContain('23505')
    expect(logged).toContain('leads_number_key')
    expect(logged).toContain('insert into')
  })

  it('masks numbers and e-mail addresses in URLs and messages', () => {
    expect(scrub('/leads?searchBy=%2B91 9876543210&x=1')).toBe('/leads?searchBy=%2BXXXXXX3210&x=1')
    expect(scrub('/leads?searchBy=9876543210')).not.toContain('9876543210')
    expect(scrub('mail asha.rao@gmail.com now')).toBe('mail aXXXXXXo@gmail.com now')
    // Ids, times and counts stay readable.
    expect(scrub('lead 3f2a-11 at 1732400000000 took 12345 ms')).toBe(
      'lead 3f2a-11 at 1732400000000 took 12345 ms',
    )
  })
})

describe("the server's log", () => {
  it('keeps a failed query and the URL that caused it free of personal data', async () => {
    const lines: string[] = []
    const stream = { write: (line: string) => void lines.push(line) }
    const client = new PGlite()
    const db = drizzle({ client })
    const app = Fastify({
      logger: { ...loggerOptions(testConfig({ LOG_LEVEL: 'info' })), stream },
    })
    await app.register(errorsPlugin)
    app.get('/leads', async (request) => {
      const { searchBy } = request.query as { searchBy: string }
      // Fails, and PostgreSQL names the value in its message.
      await db.execute(sql`select ${searchBy}::int`)
      return {}
    })
    try {
      const res = await app.inject({ url: '/leads?searchBy=9876543210' })
      expect(res.statusCode).toBe(500)
      const log = lines.join('\n')
      expect(log).toContain('request failed')
      expect(log).toContain('22003')
      expect(log).not.toContain('9876543210')
    } finally {
      await app.close()
      await client.close()
    }
  })
})
