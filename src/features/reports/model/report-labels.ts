import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TJobStatus } from '../../../../contract/reports.ts'

/** A sending's status and a job's, in the user's language. */
export const SEND_STATUS_LABELS: Record<'pending' | 'sent' | 'failed', MessageDescriptor> = {
  pending: msg`Sending`,
  sent: msg`Sent`,
  failed: msg`Failed`,
}

export const JOB_STATUS_LABELS: Record<TJobStatus, MessageDescriptor> = {
  processing: msg`Processing`,
  completed: msg`Completed`,
  failed: msg`Failed`,
  expired: msg`Expired`,
}
