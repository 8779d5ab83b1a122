import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { DISPOSITION_MESSAGES } from '../../../../contract/dispositions.ts'
import { FIELD_ACTION_MESSAGES } from '../../../../contract/field-actions.ts'
import { LEAD_STAGE_MESSAGES } from '../../../../contract/lead-stage.ts'
import { QUESTIONNAIRE_MESSAGES } from '../../../../contract/questionnaire.ts'
import { SITE_VISIT_MESSAGES } from '../../../../contract/site-visits.ts'
import { TASK_MESSAGES } from '../../../../contract/tasks.ts'
import { validationMessage } from '../../../lib/messages.ts'

/** The field actions' texts of the contract (spec 001 section 8), translated where shown. */
const BY_TEXT = new Map<string, MessageDescriptor>([
  [FIELD_ACTION_MESSAGES.callBackBackdated, msg`Call Back time cannot be backdated`],
  [FIELD_ACTION_MESSAGES.followUpInPast, msg`Follow-up time cannot be in the past`],
  [FIELD_ACTION_MESSAGES.followUpTooSoon, msg`Follow-up must be at least 10 minutes from now`],
  [FIELD_ACTION_MESSAGES.visitInPast, msg`Site visit time cannot be in the past`],
  [FIELD_ACTION_MESSAGES.madeAtAhead, msg`The time of this action is ahead of the server clock`],
  [FIELD_ACTION_MESSAGES.leadNotFound, msg`Lead not found`],
  [DISPOSITION_MESSAGES.resultMismatch, msg`This result does not fit the call status`],
  [DISPOSITION_MESSAGES.recordingTooLarge, msg`Recording is larger than 50 MB`],
  [DISPOSITION_MESSAGES.recordingFormat, msg`Recording must be an MP3, WAV or M4A file`],
  [DISPOSITION_MESSAGES.recordingSizeMismatch, msg`The file is larger than declared`],
  [DISPOSITION_MESSAGES.recordingLinkExpired, msg`This upload link has expired or is invalid`],
  [DISPOSITION_MESSAGES.recordingNotUploaded, msg`The recording has not been uploaded`],
  [SITE_VISIT_MESSAGES.transitionInvalid, msg`This visit cannot do that in its current status`],
  [SITE_VISIT_MESSAGES.notDue, msg`A visit can be marked no-show only after its scheduled time`],
  [SITE_VISIT_MESSAGES.reasonInvalid, msg`Choose a cancellation reason from the list`],
  [SITE_VISIT_MESSAGES.otpExpired, msg`This code has expired, send a new code`],
  [SITE_VISIT_MESSAGES.otpAttempts, msg`Too many wrong codes, send a new code`],
  [SITE_VISIT_MESSAGES.otpNotRequested, msg`No code was sent for this visit, send a new code`],
  [SITE_VISIT_MESSAGES.otpLimit, msg`Too many codes sent for this visit`],
  [TASK_MESSAGES.siteVisitTask, msg`A site visit task is completed by completing the visit`],
  [QUESTIONNAIRE_MESSAGES.fetchFailed, msg`Failed to fetch questionnaire`],
  [QUESTIONNAIRE_MESSAGES.submitFailed, msg`Failed to submit questionnaire`],
  [QUESTIONNAIRE_MESSAGES.notAnOption, msg`Choose one of the options`],
  [QUESTIONNAIRE_MESSAGES.wrongType, msg`This answer does not fit the question`],
  [LEAD_STAGE_MESSAGES.dropReasonRequired, msg`Choose a reason for dropping the lead`],
  [LEAD_STAGE_MESSAGES.dropReasonInvalid, msg`Choose a drop reason from the list`],
])

const checkField = msg`Please check this field.`

/**
 * A translatable message for a contract text (a zod issue here, or a field of the server's 400).
 * The shared validators' texts are known to lib/messages; zod's own English gets a plain hint.
 */
export function actionMessage(text: string): MessageDescriptor {
  const known = BY_TEXT.get(text.trim())
  if (known) return known
  const shared = validationMessage(text)
  return shared.id === text ? checkField : shared
}

/** Problems by field name, from zod issues: the first one of each field wins. */
export type TFieldErrors<F extends string> = Partial<Record<F, MessageDescriptor>>

export function fieldErrors<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fieldOf: (path: readonly string[]) => F | undefined,
): TFieldErrors<F> {
  const errors: TFieldErrors<F> = {}
  for (const issue of issues) {
    const field = fieldOf(issue.path.map(String))
    if (field && !errors[field]) errors[field] = actionMessage(issue.message)
  }
  return errors
}
