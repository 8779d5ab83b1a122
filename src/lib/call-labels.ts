import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TCallStatus, TCallType } from '../../contract/dispositions.ts'

/** The call vocabularies of spec 001 section 4 in the user's language, for every call screen. */
export const CALL_TYPE_LABELS: Record<TCallType, MessageDescriptor> = {
  'In Bound': msg`In Bound`,
  'Out Bound': msg`Out Bound`,
}

export const CALL_STATUS_LABELS: Record<TCallStatus, MessageDescriptor> = {
  Connected: msg`Connected`,
  'Not Connected': msg`Not Connected`,
  'No Answer': msg`No Answer`,
  Failed: msg({ message: 'Failed', context: 'call status' }),
}

/** Chakra colour palettes of the call statuses: answered green, not reached amber, failed red. */
export const CALL_STATUS_COLORS: Record<TCallStatus, string> = {
  Connected: 'green',
  'Not Connected': 'orange',
  'No Answer': 'yellow',
  Failed: 'red',
}
