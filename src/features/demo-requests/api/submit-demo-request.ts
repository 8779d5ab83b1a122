import { DEMO_PATHS, type TDemoRequest } from '../../../../contract/demo-requests.ts'
import { http } from '../../../lib/http.ts'

/** Public: no session. Silent, because the form shows failures beside its fields. */
export function submitDemoRequest(request: TDemoRequest, idempotencyKey: string): Promise<unknown> {
  return http.post(DEMO_PATHS.submit, request, { idempotencyKey, silent: true })
}
