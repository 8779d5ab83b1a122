import { request } from '../../lib/http.ts'
import type { SendRow } from './replayer-core.ts'

/**
 * The page's sender: http.ts attaches the current access token at send time (rows never hold
 * one), refreshes it on a 401 and retries once with the same Idempotency-Key. Silent: the sync
 * center and the offline banner report failures, not a toast per row.
 */
export const sendWithHttp: SendRow = (row) =>
  request(row.path, {
    method: row.method,
    body: row.body,
    idempotencyKey: row.id,
    silent: true,
  })
