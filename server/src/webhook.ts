import type { z } from 'zod'

/** Where a deployment's gateway listens for one kind of request, and the token it expects. */
export interface WebhookEndpoint {
  url: string
  token: string
  /** How long to wait for the answer; 10 s unless a test wants less. */
  timeoutMs?: number
}

export class WebhookError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'WebhookError'
  }
}

const DEFAULT_TIMEOUT_MS = 10_000

const where = (what: string, endpoint: WebhookEndpoint) =>
  `The ${what} webhook at ${new URL(endpoint.url).host}`

/** fetch reports "fetch failed" and keeps the reason (refused, reset, redirect) in its cause. */
function reasonOf(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined
  if (cause instanceof Error) return cause.message
  return error instanceof Error ? error.message : String(error)
}

/**
 * POSTs JSON with the bearer token; no answer in time or a non-2xx status throws a
 * WebhookError. Messages name the gateway's host and what went wrong, never the request's body
 * or the token.
 */
export async function postWebhook(
  what: string,
  endpoint: WebhookEndpoint,
  body: unknown,
): Promise<Response> {
  const timeoutMs = endpoint.timeoutMs ?? DEFAULT_TIMEOUT_MS
  let response: Response
  try {
    response = await fetch(endpoint.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Bearer ${endpoint.token}`,
      },
      body: JSON.stringify(body),
      // A redirect would carry the token, and the body, somewhere not configured.
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
    throw new WebhookError(
      timedOut
        ? `${where(what, endpoint)} did not answer within ${timeoutMs} ms`
        : `${where(what, endpoint)} could not be reached (${reasonOf(error)})`,
    )
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw new WebhookError(`${where(what, endpoint)} answered HTTP ${response.status}`)
  }
  return response
}

/** postWebhook, then the answer as the schema reads it; an answer of another shape throws. */
export async function callWebhook<T>(
  what: string,
  endpoint: WebhookEndpoint,
  body: unknown,
  answer: z.ZodType<T>,
): Promise<T> {
  const response = await postWebhook(what, endpoint, body)
  let json: unknown
  try {
    json = await response.json()
  } catch {
    throw new WebhookError(`${where(what, endpoint)} answered something other than JSON`)
  }
  const parsed = answer.safeParse(json)
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => i.path.join('.') || '(the answer)').join(', ')
    throw new WebhookError(
      `${where(what, endpoint)} gave an answer of an unexpected shape (${fields})`,
    )
  }
  return parsed.data
}
