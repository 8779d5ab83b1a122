/** For calls made with a token that is not the stored session's yet (sign-in, switching). */
export function bearer(accessToken: string): Record<string, string> {
  return { Authorization: `Bearer ${accessToken}` }
}
