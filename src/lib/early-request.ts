/*
 * The list's first request, started by the page's first script (scripts/route-preload.ts)
 * before the app's code has arrived and run, and handed to the app's first identical request
 * (decision 0063). No imports: the build reads the name in Node.
 */

/** Where the page's first script leaves its request, on `window`. */
export const EARLY_REQUEST_GLOBAL = '__siteofficeEarlyRequest'

export interface EarlyRequest {
  /** The absolute URL, as `buildUrl` writes it. */
  url: string
  /** The Authorization header it was sent with. */
  authorization: string
  response: Promise<Response>
  /** Set once its answer has arrived, whatever its status. */
  answered?: boolean
}

/** Where the page's first script leaves its request: `window`, in a page. */
const holder = () => globalThis as { [EARLY_REQUEST_GLOBAL]?: EarlyRequest }

/**
 * Whether the page's early request has been answered and not yet taken: the link carries
 * answers now, so a screen need not read the device's copy while it waits for the server's.
 */
export function earlyAnswerArrived(): boolean {
  return holder()[EARLY_REQUEST_GLOBAL]?.answered === true
}

/**
 * The early answer to a GET of `url` sent with `authorization`, taken once: a successful
 * response, or undefined when it failed or was refused (the caller then asks itself, so a
 * refusal takes the usual way through the session's refresh). Undefined too when no early
 * request was made for that URL and token.
 */
export function takeEarlyResponse(
  url: string,
  authorization: string | null,
): Promise<Response | undefined> | undefined {
  const early = holder()[EARLY_REQUEST_GLOBAL]
  if (!early || early.url !== url || early.authorization !== authorization) return undefined
  delete holder()[EARLY_REQUEST_GLOBAL]
  return early.response.then(
    (response) => (response.ok ? response : undefined),
    () => undefined,
  )
}
