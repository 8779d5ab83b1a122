import type { z } from 'zod'
import { DEMO_PATHS, ZVerifyCaptchaResponse } from '../../../../contract/demo-requests.ts'
import { http } from '../../../lib/http.ts'

/** The spec's captcha result: "Success" or "Failed". */
export type TCaptchaResult = z.infer<typeof ZVerifyCaptchaResponse>['result']

/** Silent: the form says what went wrong beside the captcha, not in a toast. */
export function fetchCaptchaChallenge(signal?: AbortSignal): Promise<unknown> {
  return http.get(DEMO_PATHS.captchaChallenge, { signal, silent: true, timeoutMs: 10_000 })
}

/**
 * The widget's `fetch`, which it uses only to load a challenge: routed through lib/http so the
 * request carries our headers, honours the API base URL and fails with our error kinds.
 */
export const captchaWidgetFetch: typeof fetch = async (_input, init) => {
  const challenge = await fetchCaptchaChallenge(init?.signal ?? undefined)
  return new Response(JSON.stringify(challenge), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  })
}

export async function verifyCaptcha(payload: string): Promise<TCaptchaResult> {
  const { result } = await http.post(
    DEMO_PATHS.verifyCaptcha,
    { payload },
    { schema: ZVerifyCaptchaResponse, silent: true },
  )
  return result
}
