/** Header names every call carries. */
export const HEADERS = {
  clientId: 'x-client-id',
  platform: 'x-platform',
  idempotencyKey: 'idempotency-key',
  idempotentReplay: 'idempotent-replayed',
  refreshToken: 'x-refresh-token',
} as const

export const PLATFORM_WEB = 'web'

/** An Idempotency-Key is a client-made id: letters, digits and - _ : . up to 128 characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_:.-]{8,128}$/

/** Lists show 10 a page unless they say otherwise; a toast stays 2 s. */
export const DEFAULT_PAGE_SIZE = 10
export const TOAST_DURATION_MS = 2000
