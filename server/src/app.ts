import Fastify, { type FastifyInstance } from 'fastify'
import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { errorsPlugin } from './plugins/errors.ts'
import { idempotencyPlugin } from './plugins/idempotency.ts'
import { pwaPlugin } from './plugins/pwa.ts'
import { socketPlugin } from './plugins/socket.ts'
import { healthRoutes } from './modules/health/health.routes.ts'
import { HEADERS } from '../../contract/http.ts'

export interface AppOptions {
  config: Config
  database: Database
}

function loggerOptions(config: Config) {
  return {
    level: config.LOG_LEVEL,
    // Tokens and one-time codes must never reach the log.
    redact: ['req.headers.authorization', `req.headers["${HEADERS.refreshToken}"]`],
    ...(config.NODE_ENV === 'development' && process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
      : {}),
  }
}

export async function buildApp({ config, database }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: true,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)
  app.decorate('database', database)
  app.decorate('db', database.db)
  app.decorateRequest('userId', null)

  await app.register(errorsPlugin)
  await app.register(idempotencyPlugin)
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...config.CORS_ORIGINS],
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  })
  await app.register(cors, {
    origin: config.CORS_ORIGINS,
    credentials: true,
    exposedHeaders: [HEADERS.idempotentReplay],
  })
  await app.register(socketPlugin)
  await app.register(healthRoutes)
  await app.register(pwaPlugin, { distDir: config.distDir })
  return app
}
