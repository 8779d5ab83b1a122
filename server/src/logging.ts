import type { FastifyRequest } from 'fastify'
import { maskEmail, maskPhone } from '../../contract/masking.ts'

/*
 * Personal data never reaches the log. What could carry it: a failed query's parameters (drizzle
 * puts them in the error's message), a database error's detail ("Key (phone)=(98…) exists"), and
 * a request's URL (a search for a number). Parameters and details are dropped; any phone number
 * or e-mail address left in a message or URL is masked as the PWA masks it.
 */
const PHONE = /(?<!\d)(?:\+?91[\s-]?)?[6-9]\d{9}(?!\d)/g
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g
const PARAMS_LINE = /\nparams: .*$/gm

export function scrub(text: string): string {
  return text
    .replace(PARAMS_LINE, '\nparams: [redacted]')
    .replace(PHONE, (m) => maskPhone(m))
    .replace(EMAIL, (m) => maskEmail(m))
}

type LoggedError = {
  type: string
  message: string
  stack: string
  code?: unknown
  query?: string
  constraint?: unknown
  cause?: LoggedError
}

/** An error as the log shows it: what helps find the fault, without the data it was about. */
export function redactError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: scrub(String(error)), stack: '' }
  }
  const e = error as Error & Record<string, unknown>
  return {
    type: e.name,
    message: scrub(e.message),
    stack: scrub(e.stack ?? ''),
    ...(e.code !== undefined ? { code: e.code } : {}),
    ...(typeof e.query === 'string' ? { query: e.query } : {}),
    ...(e.constraint !== undefined ? { constraint: e.constraint } : {}),
    ...(e.cause !== undefined && depth < 3 ? { cause: redactError(e.cause, depth + 1) } : {}),
  }
}

/** pino serializers for the server's logger. */
export const logSerializers = {
  err: (error: unknown) => redactError(error),
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: scrub(request.url),
    remoteAddress: request.ip,
  }),
}
