import type { Config } from './config.ts'
import type { Database, Db } from './db/client.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: Database
    db: Db
  }
  interface FastifyRequest {
    /** The signed-in user, once the auth plugin has read the bearer token; null before. */
    userId: string | null
  }
  interface FastifyContextConfig {
    /** A POST that changes nothing (a check, a query) says so instead of using idempotent(). */
    idempotency?: 'exempt'
  }
}
