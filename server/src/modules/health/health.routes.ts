import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sql } from 'drizzle-orm'
import { ZHealth } from '../../../../contract/common.ts'
import { HEALTH_PATH } from '../../../../contract/routes.ts'
import { APP_VERSION } from '../../version.ts'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    HEALTH_PATH,
    { schema: { response: { 200: ZHealth } }, config: { access: 'public' } },
    async () => {
      await app.db.execute(sql`select 1`)
      return {
        status: 'ok' as const,
        database: app.database.kind,
        version: APP_VERSION,
        uptimeSeconds: Math.round(process.uptime()),
      }
    },
  )
}
