import type { FastifyInstance } from 'fastify'
import cors from '@fastify/cors'
import helmet from 'helmet'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { createFastify } from './http-server.ts'
import { logSerializers } from './logging.ts'
import { compressionPlugin } from './plugins/compression.ts'
import { errorsPlugin } from './plugins/errors.ts'
import { inputTextPlugin } from './plugins/input-text.ts'
import { idempotencyPlugin } from './plugins/idempotency.ts'
import { isLeanAsset, pwaPlugin } from './plugins/pwa.ts'
import { socketPlugin } from './plugins/socket.ts'
import { gracefulClosePlugin } from './plugins/graceful-close.ts'
import rateLimit from '@fastify/rate-limit'
import { healthRoutes } from './modules/health/health.routes.ts'
import { adminSetupRoutes } from './modules/admin-setup/admin-setup.routes.ts'
import { authenticationRoutes } from './modules/auth/authentication.routes.ts'
import { authorizationRoutes } from './modules/auth/authorization.routes.ts'
import type { SmsSender } from './modules/auth/sms.ts'
import { demoRoutes } from './modules/demo/demo.routes.ts'
import { ileadRoutes } from './modules/ilead/ilead.routes.ts'
import { RecordingStore } from './modules/ilead/calls/recordings-store.ts'
import { devMailOutboxRoutes } from './modules/ilead/reports/dev-mail-outbox.routes.ts'
import { ReportWorker } from './modules/ilead/reports/report-worker.ts'
import { BulkUploadQueue } from './modules/ilead/bulk-upload/bulk-upload-job.ts'
import { objectUploadRoutes } from './object-upload.routes.ts'
import { DevelopmentMailer, type Mailer } from './mailer.ts'
import type { ObjectStore } from './object-store.ts'
import type { TelephonyProvider } from './modules/ilead/calls/telephony.ts'
import type { DefinitionWriter } from './modules/ilead/moderation/definition-writer.ts'
import type { LeadScorer } from './modules/ilead/scoring/lead-scorer.ts'
import { TransparentLeadScorer } from './modules/ilead/scoring/transparent-scorer.ts'
import type { WhatsAppDirectory } from './modules/ilead/whatsapp/whatsapp.ts'
import { profileRoutes } from './modules/profile/profile.routes.ts'
import { createProviders } from './provider-factory.ts'
import { ChatService } from './modules/ilead/chat/chat.service.ts'
import { chatRoutes } from './modules/ilead/chat/chat.routes.ts'
import { chatSocket } from './modules/ilead/chat/chat.socket.ts'
import { devChatRoutes } from './modules/ilead/chat/dev-chat.routes.ts'
import {
  DevelopmentWhatsAppMessenger,
  WebhookWhatsAppMessenger,
  type WhatsAppMessenger,
} from './modules/ilead/chat/whatsapp-messenger.ts'
import { providerCallbackRoutes } from './modules/ilead/chat/provider-callback.routes.ts'
import { ticketRoutes } from './modules/ticket/tickets.routes.ts'
import { ticketSocket } from './modules/ticket/tickets.socket.ts'
import { loadSecrets } from './secrets.ts'
import { accessPlugin } from './security/access.ts'
import { readCachePlugin } from './plugins/read-cache.ts'
import { connectRedis } from './redis.ts'
import { HEADERS } from '../../contract/http.ts'
import { AUTH_ERROR_CODES } from '../../contract/auth.ts'
import type { ImageGenerator } from './modules/admin-setup/content/image-generator.ts'

export interface AppOptions {
  config: Config
  database: Database
  // Outside services: the ones the configuration chooses (SMS_PROVIDER, ...) unless given here.
  /** The SMS gateway (SMS_PROVIDER). */
  sms?: SmsSender
  /** Who is on WhatsApp (WHATSAPP_DIRECTORY). */
  whatsApp?: WhatsAppDirectory
  /** The lead score's source; the published transparent formula unless one is provided. */
  leadScorer?: LeadScorer
  /** Places outbound calls (TELEPHONY_PROVIDER). */
  telephony?: TelephonyProvider
  /** Sends e-mail: reports (MAIL_PROVIDER). */
  mailer?: Mailer
  /** Keeps files: call recordings, report files (OBJECT_STORE). */
  objects?: ObjectStore
  /** Writes and checks agent moderation definitions (DEFINITION_WRITER). */
  definitions?: DefinitionWriter
  /** Draws amenity images for brochures (IMAGE_GENERATOR). */
  images?: ImageGenerator
  /** Sends WhatsApp chat messages and reports their receipts (WHATSAPP_MESSENGER). */
  messenger?: WhatsAppMessenger
  /** How often the report worker looks for work when not told of any (ms). */
  reportPollMs?: number
}

export function loggerOptions(config: Config) {
  return {
    level: config.LOG_LEVEL,
    serializers: logSerializers,
    // Tokens and one-time codes must never reach the log.
    redact: ['req.headers.authorization', `req.headers["${HEADERS.refreshToken}"]`],
    ...(config.NODE_ENV === 'development' && process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
      : {}),
  }
}

export async function buildApp({
  config,
  database,
  sms,
  whatsApp,
  leadScorer,
  telephony,
  mailer,
  objects,
  definitions,
  images,
  messenger,
  reportPollMs,
}: AppOptions): Promise<FastifyInstance> {
  const app = createFastify(config, {
    logger: loggerOptions(config),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)
  app.decorate('database', database)
  app.decorate('db', database.db)
  app.decorateRequest('userId', null)

  await app.register(gracefulClosePlugin)
  await app.register(errorsPlugin)
  await app.register(inputTextPlugin)
  await app.register(idempotencyPlugin)
  await app.register(accessPlugin, { secrets: await loadSecrets(config) })
  // After the access check, before compression (decision 0024).
  await app.register(readCachePlugin, { maxBytes: config.READ_CACHE_MB * 1024 * 1024 })
  // One SMS sender for sign-in and site-visit codes, so the development inbox shows both.
  const providers = createProviders(
    { config, log: app.log, hmacSecret: app.secrets.hmacSecret },
    { sms, telephony, whatsApp, messenger, mailer, objects, definitions, images },
  )
  const rateLimitRedis = config.REDIS_URL ? await connectRedis(config.REDIS_URL) : undefined
  if (rateLimitRedis) app.addHook('onClose', async () => void (await rateLimitRedis.quit()))
  await app.register(rateLimit, {
    global: false,
    ...(rateLimitRedis ? { redis: rateLimitRedis } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: AUTH_ERROR_CODES.rateLimited,
      message: `Too many requests, please try again in ${context.after}`,
    }),
  })
  // Security headers: one helmet middleware, built once (@fastify/helmet builds it per request).
  const securityHeaders = helmet({
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
  // A hashed script, style, font or image needs only these two: the document's policies (CSP,
  // framing, HSTS, referrer) come from the page that loads it, and a first load asks for about a
  // hundred such files, each of which carried a kilobyte of headers (issue 14). A worker's
  // script keeps the whole set: its CSP is its own response's.
  const assetHeaders = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  })
  app.addHook('onRequest', (request, reply, done) => {
    const headers = isLeanAsset(request.url) ? assetHeaders : securityHeaders
    headers(request.raw, reply.raw, (error) => done(error as Error | undefined))
  })
  await app.register(cors, {
    origin: config.CORS_ORIGINS,
    credentials: true,
    exposedHeaders: [HEADERS.idempotentReplay],
  })
  // Before every route: compress reaches only the routes registered after it.
  await app.register(compressionPlugin)
  await app.register(socketPlugin)
  await app.register(healthRoutes)
  await app.register(authenticationRoutes, { sms: providers.sms })
  await app.register(authorizationRoutes)
  await app.register(profileRoutes)
  await app.register(adminSetupRoutes, { objects: providers.objects, images: providers.images })
  // Report files and mailed reports, made in the background by every server process.
  const reportWorker = new ReportWorker({
    db: database.db,
    objects: providers.objects,
    mailer: providers.mailer,
    log: app.log,
    pollMs: reportPollMs,
    retentionMs: config.REPORT_RETENTION_DAYS * 86_400_000,
    queues: [new BulkUploadQueue(database.db, providers.objects)],
  })
  app.addHook('onReady', async () => reportWorker.start())
  app.addHook('onClose', async () => reportWorker.stop())
  // The embedded store's pre-signed PUT addresses (an S3 store takes its own).
  await app.register(objectUploadRoutes, { objects: providers.objects })
  await app.register(ileadRoutes, {
    scorer: leadScorer ?? new TransparentLeadScorer(),
    sms: providers.sms,
    telephony: providers.telephony,
    recordings: new RecordingStore(providers.objects),
    whatsApp: providers.whatsApp,
    objects: providers.objects,
    definitions: providers.definitions,
    reportWorker,
  })
  // communication-service: chat with leads, over HTTP and the socket (decision 0039).
  const chat = new ChatService(
    database.db,
    app.io,
    providers.whatsApp,
    providers.messenger,
    app.log,
    providers.objects,
  )
  app.addHook('onClose', async () => providers.messenger.close())
  await app.register(chatRoutes, { chat, objects: providers.objects })
  chatSocket(app, chat)
  // ticket: customer queries, over HTTP and the same socket (decision 0057).
  await app.register(ticketRoutes, { objects: providers.objects })
  ticketSocket(app)
  if (providers.messenger instanceof WebhookWhatsAppMessenger) {
    await app.register(providerCallbackRoutes, { messenger: providers.messenger })
  }
  if (
    providers.messenger instanceof DevelopmentWhatsAppMessenger &&
    config.NODE_ENV !== 'production' &&
    config.DEV_SMS_INBOX === 'loopback'
  ) {
    await app.register(devChatRoutes, { chat })
  }
  // For tests and demos only, guarded as the SMS inbox is: it holds every mailed report.
  if (
    providers.mailer instanceof DevelopmentMailer &&
    config.NODE_ENV !== 'production' &&
    config.DEV_SMS_INBOX === 'loopback'
  ) {
    await app.register(devMailOutboxRoutes, { mailer: providers.mailer })
  }
  await app.register(demoRoutes)
  await app.register(pwaPlugin, { distDir: config.distDir })
  return app
}
