import path from 'node:path'
import { z } from 'zod'

const csv = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  )

const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  CORS_ORIGINS: csv,
  /** Behind a reverse proxy, read the client address from X-Forwarded-For (for rate limits). */
  TRUST_PROXY: z.stringbool().default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DIST_DIR: z.string().default('dist'),
  /** `npm run dev` serves the PWA from Vite, so the API server need not build it. */
  PWA_BUILD: z.enum(['auto', 'skip']).default('auto'),
  SEED_LEADS: z.coerce.number().int().min(0).default(5000),
  /** The most leads one device keeps offline: a sync sends the newest-updated this many. */
  LEAD_SYNC_CAP: z.coerce.number().int().min(1).default(50000),
  IDEMPOTENCY_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
  /** PKCS#8 PEM of an Ed25519 key that signs access tokens; generated into DATA_DIR when unset. */
  AUTH_SIGNING_KEY: z.string().optional(),
  /** Keys one-time-code and captcha HMACs; generated into DATA_DIR when unset. */
  HMAC_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
})

export type Config = z.infer<typeof ZConfig> & { dataDir: string; distDir: string }

/** Reads the environment once; a bad value stops the start with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZConfig.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    distDir: path.resolve(parsed.data.DIST_DIR),
  }
}
