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
    /**
     * Not declared with mutation(): a POST that changes nothing (a check), or one whose response
     * is a credential that must never be stored for replay (tokens). Such a route makes its own
     * transaction.
     */
    idempotency?: 'exempt'
  }
}
