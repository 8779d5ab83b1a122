export const LOGIN_PATH = '/login'
export const HOME_PATH = '/developer'

/**
 * Where to go after signing in. Only a path of this app: an absolute or protocol-relative URL
 * in `?redirect=` would turn the sign-in page into an open redirect.
 */
export function safeRedirectTarget(redirect: string | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return HOME_PATH
  if (redirect.includes('\\')) return HOME_PATH
  const path = redirect.split(/[?#]/)[0]
  if (path === LOGIN_PATH || path === `${LOGIN_PATH}/`) return HOME_PATH
  return redirect
}

/** The sign-in page, remembering where the user was. */
export function loginHref(returnTo: string): string {
  const target = safeRedirectTarget(returnTo)
  if (target === HOME_PATH) return LOGIN_PATH
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: target }).toString()}`
}
