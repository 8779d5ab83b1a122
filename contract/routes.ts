/**
 * Service families of the spec. The server mounts each at `/<family>/...`; anything under these
 * prefixes is API, everything else the PWA (SPA fallback).
 */
export const SERVICE_FAMILIES = [
  'authentication-service',
  'authorization-service',
  'giga-profile-service',
  'admin-setup-service',
  'ilead-service',
  'communication-service',
  'ticket',
  'marchestrator',
  'list-lens',
  'icms-service',
  'chronos',
  'url-resolver',
  'content-store',
] as const

export const HEALTH_PATH = '/health'
/** The pages the build draws (scripts/prerender.ts), which the server sends for their paths. */
export const PRERENDERED_PAGES = { '/login': 'login.html' } as const
export const SOCKET_PATH = '/socket.io'
/**
 * Where the build writes the chunks each path's screen needs (scripts/route-preload.ts), for the
 * server to name them in the page it sends (server/src/route-pages.ts, decision 0067). Beside
 * Vite's own manifests: no page or worker asks for it.
 */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json'

/** That file: each route's chunks, as a page names them. */
export interface RoutePreloads {
  /** The chunks' addresses (`/assets/route-<hash>.js`). */
  files: string[]
  /** [the pattern a pathname without its trailing slash matches, indexes into files], best first. */
  routes: [string, number[]][]
}

/**
 * The route a pathname opens (its index in `routes`, -1 for none) and its chunks, matched as the
 * page's first script matches `location.pathname`: without its trailing slash.
 */
export function routePreloadsOf(
  table: RoutePreloads,
  pathname: string,
): { route: number; files: string[] } {
  const path = pathname.replace(/\/+$/, '') || '/'
  const route = table.routes.findIndex(([pattern]) => new RegExp(pattern).test(path))
  return { route, files: (table.routes[route]?.[1] ?? []).map((i) => table.files[i]!) }
}
/**
 * A lead's conversation (contract/chat.ts's CHAT_PATHS.chats), here so the service worker can
 * name it without taking in the chat contract's schemas.
 */
export const CHAT_CONVERSATION_PATH = '/communication-service/v1/chats'

const apiPrefixes = [...SERVICE_FAMILIES.map((f) => `/${f}/`), `${HEALTH_PATH}`, `${SOCKET_PATH}/`]

export function isApiPath(pathname: string): boolean {
  return apiPrefixes.some((p) => pathname === p || pathname.startsWith(p))
}

/**
 * The stored slug is `<market>/<product>/<orgId>`: the organisation id is its third path segment.
 * Server routes take it as these three parameters.
 */
export const SLUG_PARAMS = ':market/:product/:orgId'
