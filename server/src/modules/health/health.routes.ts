import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZHealth } from '../../../../contract/common.ts'
import { HEALTH_PATH } from '../../../../contract/routes.ts'
import { APP_VERSION } from '../../version.ts'
import { pingDatabase } from './health.repository.ts'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    HEALTH_PATH,
    { schema: { response: { 200: ZHealth } }, config: { access: 'public' } },
    async () => {
      await pingDatabase(app.db)
      return {
        status: 'ok' as const,
        database: app.database.kind,
        version: APP_VERSION,
        uptimeSeconds: Math.round(process.uptime()),
      }
    },
  )
}
