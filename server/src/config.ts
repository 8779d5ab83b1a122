import path from 'node:path'
import { z } from 'zod'
import { providerIssues, providerSetting } from './providers.ts'

const csv = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  )

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** A gateway's address: HTTPS, so its token never crosses a network in the clear (or loopback). */
const webhookUrl = z
  .url()
  .refine((value) => {
    const url = new URL(value)
    return (
      url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
    )
  }, 'must be an https:// address (http:// only on this machine)')
  .optional()
const webhookToken = z.string().min(1).optional()

const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  CORS_ORIGINS: csv,
  /**
   * A PEM certificate (with its chain) and its private key: the server then speaks HTTPS itself,
   * HTTP/2 beside HTTP/1.1 (decision 0062). Unset, it speaks plain HTTP: on this machine, or
   * behind a proxy that ends TLS.
   */
  TLS_CERT_FILE: z.string().min(1).optional(),
  TLS_KEY_FILE: z.string().min(1).optional(),
  /** Behind a reverse proxy, read the client address from X-Forwarded-For (for rate limits). */
  TRUST_PROXY: z.stringbool().default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DIST_DIR: z.string().default('dist'),
  /** `npm run dev` serves the PWA from Vite, so the API server need not build it. */
  PWA_BUILD: z.enum(['auto', 'skip']).default('auto'),
  SEED_LEADS: z.coerce.number().int().min(0).default(5000),
  /** The most leads one device keeps offline: a sync sends the newest-updated this many. */
  LEAD_SYNC_CAP: z.coerce.number().int().min(1).default(50000),
  /** The answer cache's bound in MB (decision 0024); 0 turns it off. */
  READ_CACHE_MB: z.coerce.number().min(0).default(64),
  IDEMPOTENCY_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
  /** Days a report file is kept after it is made; then deleted and its job marked expired. */
  REPORT_RETENTION_DAYS: z.coerce.number().positive().default(7),
  /** PKCS#8 PEM of an Ed25519 key that signs access tokens; generated into DATA_DIR when unset. */
  AUTH_SIGNING_KEY: z.string().optional(),
  /** Keys one-time-code and captcha HMACs; generated into DATA_DIR when unset. */
  HMAC_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  // Outside services, chosen by configuration; providers.ts holds the rule they all follow.
  SMS_PROVIDER: providerSetting('SMS_PROVIDER'),
  SMS_WEBHOOK_URL: webhookUrl,
  SMS_WEBHOOK_TOKEN: webhookToken,
  TELEPHONY_PROVIDER: providerSetting('TELEPHONY_PROVIDER'),
  TELEPHONY_WEBHOOK_URL: webhookUrl,
  TELEPHONY_WEBHOOK_TOKEN: webhookToken,
  WHATSAPP_DIRECTORY: providerSetting('WHATSAPP_DIRECTORY'),
  WHATSAPP_WEBHOOK_URL: webhookUrl,
  WHATSAPP_WEBHOOK_TOKEN: webhookToken,
  WHATSAPP_MESSENGER: providerSetting('WHATSAPP_MESSENGER'),
  WHATSAPP_MESSENGER_URL: webhookUrl,
  WHATSAPP_MESSENGER_TOKEN: webhookToken,
  /** The provider's own token on its callback (receipts, inbound messages): a long secret. */
  WHATSAPP_CALLBACK_TOKEN: z.string().min(24).optional(),
  MAIL_PROVIDER: providerSetting('MAIL_PROVIDER'),
  MAIL_WEBHOOK_URL: webhookUrl,
  MAIL_WEBHOOK_TOKEN: webhookToken,
  DEFINITION_WRITER: providerSetting('DEFINITION_WRITER'),
  DEFINITION_WEBHOOK_URL: webhookUrl,
  DEFINITION_WEBHOOK_TOKEN: webhookToken,
  IMAGE_GENERATOR: providerSetting('IMAGE_GENERATOR'),
  IMAGE_WEBHOOK_URL: webhookUrl,
  IMAGE_WEBHOOK_TOKEN: webhookToken,
  OBJECT_STORE: providerSetting('OBJECT_STORE'),
  /** OBJECT_STORE=s3: an S3-compatible store; the endpoint only when it is not AWS's. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Addresses as endpoint/bucket/key (MinIO and most self-hosted stores need it). */
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  /**
   * `loopback`: the development SMS sender's inbox and the development mailer's outbox are
   * served, to callers on this machine only, for tests and demos. Off by default: they hold
   * every sign-in code and every mailed report.
   */
  DEV_SMS_INBOX: z.enum(['off', 'loopback']).default('off'),
})

export type Config = z.infer<typeof ZConfig> & { dataDir: string; distDir: string }

/** A configuration the server must not start with; its message names each variable to fix. */
export class ConfigError extends Error {
  constructor(lines: string[]) {
    super(`Invalid configuration:\n${lines.map((line) => `  ${line}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** Settings that are valid one by one but not together, or not in production. */
export function configIssues(config: z.infer<typeof ZConfig>): string[] {
  const issues = providerIssues(config)
  if (!config.TLS_CERT_FILE !== !config.TLS_KEY_FILE)
    issues.push('TLS_CERT_FILE and TLS_KEY_FILE go together: set both, or neither')
  if (config.NODE_ENV === 'production' && config.DEV_SMS_INBOX !== 'off')
    issues.push(`DEV_SMS_INBOX=${config.DEV_SMS_INBOX} is for development and tests; unset it`)
  return issues
}

/** Reads the environment once; a bad value stops the start with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZConfig.safeParse(env)
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`))
  }
  const issues = configIssues(parsed.data)
  if (issues.length) throw new ConfigError(issues)
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    distDir: path.resolve(parsed.data.DIST_DIR),
  }
}
