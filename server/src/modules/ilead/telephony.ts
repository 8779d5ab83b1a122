import { createHash } from 'node:crypto'
import type { TCallStatus } from '../../../../contract/dispositions.ts'

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
 * Never used in production.
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
