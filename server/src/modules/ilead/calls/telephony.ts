import { createHash } from 'node:crypto'
import { z } from 'zod'
import { CALL_STATUSES, type TCallStatus } from '../../../../../contract/dispositions.ts'
import { callWebhook, type WebhookEndpoint } from '../../../webhook.ts'

export interface PlacedCall {
  callSid: string
  callStatus: TCallStatus
  durationSec: number
}

/** The telephony provider lies outside the product: outbound calls are placed through this. */
export interface TelephonyProvider {
  readonly name: string
  placeCall(input: { callId: string; from: string | null; to: string }): Promise<PlacedCall>
}

/**
 * Development stand-in for a provider: places nothing, and answers with a status fixed by the
 * number's last digits, so tests and demos can reach every status: ...0000 Failed, ...9999 No
 * Answer, ...8888 Not Connected, anything else Connected for a duration derived from the number.
 * Development-only in providers.ts: the server refuses to start with it in production.
 */
export class DevelopmentTelephony implements TelephonyProvider {
  readonly name = 'development'

  async placeCall({ callId, to }: { callId: string; to: string }): Promise<PlacedCall> {
    const callSid = `DEV-${createHash('sha256').update(callId).digest('hex').slice(0, 24)}`
    const status = DevelopmentTelephony.statusOf(to)
    const durationSec = status === 'Connected' ? 30 + (Number(to.slice(-3)) % 570) : 0
    return { callSid, callStatus: status, durationSec }
  }

  static statusOf(to: string): TCallStatus {
    if (to.endsWith('0000')) return 'Failed'
    if (to.endsWith('9999')) return 'No Answer'
    if (to.endsWith('8888')) return 'Not Connected'
    return 'Connected'
  }
}

const ZPlacedCall = z.object({
  callSid: z.string().min(1).max(200),
  callStatus: z.enum(CALL_STATUSES),
  durationSec: z.number().int().min(0),
})

/**
 * Places calls through the deployment's gateway (TELEPHONY_WEBHOOK_URL): POST { callId, from,
 * to } with the bearer token, answered { callSid, callStatus, durationSec }. The callId is the
 * call's own id, the same on a retry, so the gateway can tell a retry from a new call.
 */
export class WebhookTelephony implements TelephonyProvider {
  readonly name = 'webhook'

  constructor(private readonly endpoint: WebhookEndpoint) {}

  placeCall(input: { callId: string; from: string | null; to: string }): Promise<PlacedCall> {
    return callWebhook('telephony', this.endpoint, input, ZPlacedCall)
  }
}
