import { msg } from '@lingui/core/macro'

/** The lead screens' catalogue messages (spec 001 section 8), translated where shown. */
export const LEAD_TEXT = {
  /** LEAD_MESSAGES.assignmentFailed */
  assignmentFailed: msg`Lead assignment failed`,
  retainFailed: msg`The lead could not be retained or released`,
  changeProjectFailed: msg`The lead could not be moved to the other project`,
  waitingToSync: msg`Waiting to sync`,
}
