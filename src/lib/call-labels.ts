import type { TCallStatus } from '../../contract/dispositions.ts'

/** Chakra colour palettes of the call statuses: answered green, not reached amber, failed red. */
export const CALL_STATUS_COLORS: Record<TCallStatus, string> = {
  Connected: 'green',
  'Not Connected': 'orange',
  'No Answer': 'yellow',
  Failed: 'red',
}
