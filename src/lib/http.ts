import { i18n as globalI18n, type I18n, type MessageDescriptor } from '@lingui/core'
import type { z } from 'zod'
import type { TApiError } from '../../contract/common.ts'
import { HEADERS, PLATFORM_WEB } from '../../contract/http.ts'
import {
  CACHED_AT_HEADER,
  OFFLINE_NO_CACHE_CODE,
  SOURCE_CACHE,
  SOURCE_HEADER,
  SOURCE_SERVICE_WORKER,
} from '../../service-worker/protocol.ts'
import { postReadKey } from '../../service-worker/read-key.ts'
import { getClientId } from './client-id.ts'
import { takeEarlyResponse } from './early-request.ts'
import { recordFreshness } from './freshness.ts'
import { MESSAGES } from './message-catalogue.ts'

export const DEFAULT_TIMEOUT_MS = 15_000

/** How a call failed, after the spec's error catalogue (000 section 8). */
export type HttpErrorKind =
  'offline' | 'timeout' | 'network' | 'unauthorized' | 'server' | 'invalid-response'

export class HttpError extends Error {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an identifier, not text
  override readonly name = 'HttpError'
  readonly kind: HttpErrorKind
  /** The catalogue message shown when the server sent none. */
  readonly descriptor: MessageDescriptor
  readonly status: number | undefined
  readonly code: string | undefined
  readonly fields: TApiError['fields']
  readonly serverMessage: string | undefined
  /** What else the error body said beyond message, code and fields (a 409's current record). */
  readonly details: Record<string, unknown> | undefined

  constructor(
    kind: HttpErrorKind,
    descriptor: MessageDescriptor,
    details: {
      status?: number
      code?: string
      fields?: TApiError['fields']
      serverMessage?: string
      details?: Record<string, unknown>
      cause?: unknown
    } = {},
  ) {
    // A build holds a descriptor's message compiled, not as text (decision 0065).
    const english = typeof descriptor.message === 'string' ? descriptor.message : descriptor.id
    super(details.serverMessage ?? english, { cause: details.cause })
    this.kind = kind
    this.descriptor = descriptor
    this.status = details.status
    this.code = details.code
    this.fields = details.fields
    this.serverMessage = details.serverMessage
    this.details = details.details
  }
}

/** The failures that mean "no network", as opposed to the server refusing or breaking. */
export function isUnreachable(error: unknown): boolean {
  return (
    error instanceof HttpError &&
    (error.kind === 'offline' || error.kind === 'timeout' || error.kind === 'network')
  )
}

/**
 * The text to show a user for any thrown value. Components pass `useLingui().i18n` so they
 * re-render in the new language when it changes.
 */
export function userMessage(error: unknown, i18n: I18n = globalI18n): string {
  if (error instanceof HttpError) return error.serverMessage ?? i18n._(error.descriptor)
  return i18n._(MESSAGES.somethingWentWrong)
}

export interface AuthProvider {
  getAccessToken: () => string | null | undefined | Promise<string | null | undefined>
  /** Called on a 401. Resolve `true` when the session was refreshed and the call should be retried once. */
  onUnauthorized: (
    error: HttpError,
    /** The token the refused request carried: a newer stored one means someone refreshed already. */
    refusedToken: string | undefined,
  ) => boolean | void | Promise<boolean | void>
}

/** Whether a call reached the server: any answer of its own, or a failure to get one. */
export type Reachability = 'reached' | 'unreachable'

let authProvider: AuthProvider | undefined
// Kept off the error object itself, so a logged error never carries a token.
const tokenOfRefusal = new WeakMap<HttpError, string | undefined>()
let errorReporter: ((error: HttpError) => void) | undefined
let reachabilityObserver: ((reachability: Reachability) => void) | undefined

/** lib/ must not import features: sign-in registers itself here. */
export function setAuthProvider(provider: AuthProvider | undefined): void {
  authProvider = provider
}

/** The session's current access token, for a connection that is not an HTTP call (the chat socket). */
export async function currentAccessToken(): Promise<string | undefined> {
  return (await authProvider?.getAccessToken()) ?? undefined
}

/**
 * A refusal of `refusedToken` outside HTTP (the chat socket's handshake): the session refreshes
 * as it does for a 401. Resolves true when a newer token is there to try.
 */
export async function refreshRefusedToken(refusedToken: string | undefined): Promise<boolean> {
  const error = new HttpError('unauthorized', MESSAGES.sessionExpired, { status: 401 })
  return (await authProvider?.onUnauthorized(error, refusedToken)) === true
}

/** lib/ must not import components: the app shell registers the toast here. */
export function setErrorReporter(reporter: ((error: HttpError) => void) | undefined): void {
  errorReporter = reporter
}

/**
 * lib/ must not import offline/: the connectivity store registers here, so real calls (not only
 * its probe) tell it whether the server answers. Told before the error reporter runs.
 */
export function setReachabilityObserver(
  observer: ((reachability: Reachability) => void) | undefined,
): void {
  reachabilityObserver = observer
}

/** The UI counts pages from 0, the wire from 1. */
export function toWirePage(pageIndex: number): number {
  return pageIndex + 1
}

export function fromWirePage(pageNumber: number): number {
  return pageNumber - 1
}

type QueryValue = string | number | boolean | null | undefined

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Record<string, QueryValue | QueryValue[]>
  /** The UI's 0-based page, sent as the 1-based `page` parameter. */
  pageIndex?: number
  body?: unknown
  schema?: z.ZodType<T>
  headers?: Record<string, string>
  idempotencyKey?: string
  signal?: AbortSignal
  timeoutMs?: number
  /** No toast: the caller shows the failure itself. */
  silent?: boolean
  /** Background reads ask for 'low', so the screen's own requests go first. */
  priority?: RequestPriority
  /**
   * Told of a 2xx GET answer: when the service worker stored it (epoch ms), or null when it came
   * from the network, so a caller keeping its own copy knows which of the two is newer.
   */
  onStoredAt?: (storedAt: number | null) => void
  /**
   * A POST that only reads (a dashboard report), which the service worker stores like a GET: its
   * answer's age counts in "Data as of", and `onStoredAt` is told, as for a GET.
   */
  read?: boolean
  /**
   * The session's own token calls (refresh, switch organisation, sign-out): a 401 goes straight
   * back to the caller. Handing it to the session would make a refresh wait on itself.
   */
  skipSessionRefresh?: boolean
}

/** A downloaded file: its bytes and the name the server gave it (Content-Disposition). */
export interface DownloadedFile {
  blob: Blob
  fileName: string | null
}

export type GetOptions<T> = Omit<RequestOptions<T>, 'method' | 'body' | 'idempotencyKey' | 'read'>
export type MutationOptions<T> = Omit<RequestOptions<T>, 'method' | 'body' | 'pageIndex'>

function apiBaseUrl(): string {
  return (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '')
}

/** A path of the API as the absolute URL a call goes to (the configured base, the query). */
export function buildUrl(
  path: string,
  query: RequestOptions<unknown>['query'],
  pageIndex?: number,
): string {
  const url = new URL(`${apiBaseUrl()}${path}`, window.location.origin)
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) url.searchParams.append(key, String(item))
    }
  }
  if (pageIndex !== undefined) url.searchParams.set('page', String(toWirePage(pageIndex)))
  return url.toString()
}

async function buildHeaders(options: RequestOptions<unknown>): Promise<Headers> {
  const headers = new Headers(options.headers)
  if (!headers.has('Accept')) headers.set('Accept', 'application/json')
  headers.set(HEADERS.clientId, getClientId())
  headers.set(HEADERS.platform, PLATFORM_WEB)
  if (options.idempotencyKey) headers.set(HEADERS.idempotencyKey, options.idempotencyKey)
  // An explicit Authorization wins: sign-in and organisation switching call with tokens that
  // are not the stored session's yet.
  if (!headers.has('Authorization')) {
    const token = await authProvider?.getAccessToken()
    if (token) headers.set('Authorization', `Bearer ${token}`)
  }
  if (options.body !== undefined && !isRawBody(options.body)) {
    headers.set('Content-Type', 'application/json')
  }
  return headers
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  )
}

/** The file name of a Content-Disposition header: RFC 5987's `filename*` first, then `filename`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1]
  if (extended) {
    try {
      return decodeURIComponent(extended.trim())
    } catch {
      // A malformed escape: the plain name below, if any.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/.exec(disposition)?.[1]?.trim() ?? null
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** The server's `{ message, code, fields, ...details }`; some services spell it `Message`. */
function apiErrorOf(body: unknown): Partial<TApiError> & { details?: Record<string, unknown> } {
  if (typeof body !== 'object' || body === null) return {}
  const { message: lower, Message, code, fields, ...rest } = body as Record<string, unknown>
  const message = lower ?? Message
  return {
    message: typeof message === 'string' && message ? message : undefined,
    code: typeof code === 'string' ? code : undefined,
    fields: Array.isArray(fields) ? (fields as TApiError['fields']) : undefined,
    details: Object.keys(rest).length > 0 ? rest : undefined,
  }
}

// A gateway answering for an unreachable server is "server down", not a server-side rejection.
const GATEWAY_STATUSES = new Set([502, 503, 504])

/** A fetch that failed, or the service worker's stand-in for one: offline if the browser says so. */
function transportError(cause?: unknown): HttpError {
  if (!navigator.onLine) return new HttpError('offline', MESSAGES.connectionError, { cause })
  return new HttpError('network', MESSAGES.serverDown, { cause })
}

/** When the service worker answered from its store (epoch ms), else null. */
function storedAtOf(response: Response): number | null {
  if (response.headers.get(SOURCE_HEADER) !== SOURCE_CACHE) return null
  const storedAt = Date.parse(response.headers.get(CACHED_AT_HEADER) ?? '')
  return Number.isNaN(storedAt) ? null : storedAt
}

async function send<T>(
  path: string,
  options: RequestOptions<T>,
  // A file's bytes when the call succeeds; a failure's body is still read as the JSON error.
  asFile = false,
): Promise<T> {
  const url = buildUrl(path, options.query, options.pageIndex)
  const method = options.method ?? 'GET'
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  const onCallerAbort = () => controller.abort(options.signal?.reason)
  options.signal?.addEventListener('abort', onCallerAbort, { once: true })
  if (options.signal?.aborted) controller.abort(options.signal.reason)

  try {
    let response: Response
    let headers: Headers | undefined
    let body: unknown
    try {
      headers = await buildHeaders(options)
      const early =
        method === 'GET' ? takeEarlyResponse(url, headers.get('Authorization')) : undefined
      response =
        (early && (await untilAborted(early, controller.signal))) ||
        (await fetch(url, {
          method,
          headers,
          body: bodyOf(options.body),
          signal: controller.signal,
          ...(options.priority ? { priority: options.priority } : {}),
        }))
      body =
        asFile && response.ok
          ? ({
              blob: await response.blob(),
              fileName: fileNameOf(response.headers.get('Content-Disposition')),
            } satisfies DownloadedFile)
          : await readBody(response)
    } catch (cause) {
      // A caller's cancellation (e.g. TanStack Query unmounting) is not a failure to report.
      if (!timedOut && options.signal?.aborted) throw cause
      reachabilityObserver?.('unreachable')
      if (timedOut) throw new HttpError('timeout', MESSAGES.connectionError, { cause })
      throw transportError(cause)
    }
    const status = response.status
    const apiError = apiErrorOf(body)
    // The worker's 503 "network failed, nothing stored" stands for the failed fetch itself.
    const noCache =
      response.headers.get(SOURCE_HEADER) === SOURCE_SERVICE_WORKER &&
      apiError.code === OFFLINE_NO_CACHE_CODE
    const gatewayDown = GATEWAY_STATUSES.has(status) && !apiError.message
    const storedAt = storedAtOf(response)
    reachabilityObserver?.(noCache || gatewayDown || storedAt !== null ? 'unreachable' : 'reached')
    if (noCache) throw transportError()
    if ((method === 'GET' || options.read) && response.ok) {
      recordFreshness(method === 'GET' ? url : postReadKey(url, options.body), storedAt)
      options.onStoredAt?.(storedAt)
    }

    if (status === 401) {
      const error = new HttpError('unauthorized', MESSAGES.sessionExpired, {
        status,
        code: apiError.code,
      })
      tokenOfRefusal.set(error, headers?.get('Authorization')?.replace(/^Bearer /, ''))
      throw error
    }
    if (!response.ok) {
      if (gatewayDown) throw new HttpError('network', MESSAGES.serverDown, { status })
      throw new HttpError('server', MESSAGES.somethingWentWrong, {
        status,
        code: apiError.code,
        fields: apiError.fields,
        serverMessage: apiError.message,
        details: apiError.details,
      })
    }

    if (!options.schema || asFile) return body as T
    const parsed = options.schema.safeParse(body)
    if (!parsed.success) {
      throw new HttpError('invalid-response', MESSAGES.somethingWentWrong, {
        status,
        cause: parsed.error,
      })
    }
    return parsed.data
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', onCallerAbort)
  }
}

/** `promise`, unless `signal` aborts first: then its reason, as an aborted fetch throws. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason as Error)
    if (signal.aborted) return abort()
    signal.addEventListener('abort', abort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}

function bodyOf(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined
  return isRawBody(body) ? body : JSON.stringify(body)
}

async function sendWithSessionRetry<T>(
  path: string,
  options: RequestOptions<T>,
  asFile: boolean,
  mayRetry = true,
): Promise<T> {
  try {
    return await send(path, options, asFile)
  } catch (error) {
    if (!(error instanceof HttpError) || error.kind !== 'unauthorized') throw error
    if (options.skipSessionRefresh) throw error
    const refreshed = await authProvider?.onUnauthorized(error, tokenOfRefusal.get(error))
    if (refreshed === true && mayRetry) return sendWithSessionRetry(path, options, asFile, false)
    throw error
  }
}

/** The one way the PWA talks to the API. */
export async function request<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
  asFile = false,
): Promise<T> {
  try {
    return await sendWithSessionRetry(path, options, asFile)
  } catch (error) {
    // A 401 is handled by the session (reset and sign-in), never by a toast.
    if (error instanceof HttpError && error.kind !== 'unauthorized' && !options.silent) {
      errorReporter?.(error)
    }
    throw error
  }
}

export const http = {
  get: <T = unknown>(path: string, options?: GetOptions<T>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: MutationOptions<T>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: MutationOptions<T>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: MutationOptions<T>) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options?: MutationOptions<T>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
  /** GETs `path` and answers its bytes unread, for a caller that reads them elsewhere (a worker). */
  getFile: (path: string, options?: Omit<GetOptions<DownloadedFile>, 'schema'>) =>
    request<DownloadedFile>(path, { ...options, method: 'GET' }, true),
  /** POSTs `body` and answers the file the server sends back (an export). */
  download: (
    path: string,
    body: unknown,
    options?: Omit<MutationOptions<DownloadedFile>, 'schema' | 'read'>,
  ) => request<DownloadedFile>(path, { ...options, method: 'POST', body }, true),
}
