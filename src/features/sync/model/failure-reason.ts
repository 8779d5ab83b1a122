import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { OutboxRow } from '../../../lib/db.ts'
import { FILE_FAILURE_CODES } from '../../../offline/outbox/http-send.ts'
import { SET_ASIDE_CODES, type TSetAsideCode } from '../../../offline/outbox/set-aside.ts'

const REASONS = {
  offline: msg`No Internet connection. It will be sent when you are back online.`,
  timeout: msg`The server took too long to answer. It will be tried again.`,
  network: msg`The server could not be reached. It will be tried again.`,
  unauthorized: msg`Your session has to be renewed before this can be sent.`,
  busy: msg`The server is busy. It will be tried again.`,
  serverError: msg`The server had a problem. It will be tried again.`,
} satisfies Record<string, MessageDescriptor>

/** Changes the device set aside itself (offline/outbox/set-aside.ts), in the user's language. */
const SET_ASIDE: Record<TSetAsideCode, MessageDescriptor> = {
  [SET_ASIDE_CODES.leadLeft]: msg`This lead is no longer yours: it was reassigned or moved, so it left this device. This change was not sent.`,
  [SET_ASIDE_CODES.projectLost]: msg`You no longer have access to this lead's project, so it left this device. This change was not sent.`,
}

/** A file row whose file could not be uploaded (decision 0057). */
const FILE_REASONS: Record<string, MessageDescriptor> = {
  [FILE_FAILURE_CODES.missing]: msg`The file is no longer on this device. Discard this change and attach the file again.`,
  [FILE_FAILURE_CODES.refused]: msg`The file was refused when it was uploaded. Discard this change and attach another file.`,
}

/**
 * Why a row has not reached the server yet, from its last try: the server's own words for a
 * refusal (that is what the user must act on), a catalogue message for the link's troubles.
 */
export function failureReason(row: OutboxRow): MessageDescriptor | string | null {
  const error = row.lastError
  if (!error) return null
  const setAside = SET_ASIDE[error.code as TSetAsideCode] as MessageDescriptor | undefined
  const file = error.code ? FILE_REASONS[error.code] : undefined
  if (row.state === 'needs-attention') return setAside ?? file ?? error.message
  if (error.kind === 'offline') return REASONS.offline
  if (error.kind === 'timeout') return REASONS.timeout
  if (error.kind === 'unauthorized' || error.status === 401) return REASONS.unauthorized
  if (error.status === 429) return REASONS.busy
  if (error.status !== undefined && error.status >= 500 && error.kind !== 'network') {
    return REASONS.serverError
  }
  return REASONS.network
}
