import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { SITE_VISIT_OTP_FAILURES } from '../../../../contract/site-visits.ts'
import { getDb, type OutboxRow, type SiteOfficeDb } from '../../../lib/db.ts'
import { discardOutboxItem } from '../../../offline/outbox/actions.ts'
import { announceOutboxChange } from '../../../offline/outbox/changes.ts'
import { requestVisitCode } from './field-actions.ts'
import { codeRequestByRefId } from './visit-codes.ts'

/** The refusals a new code answers: a wrong, expired, overused or unknown code. */
export const NEW_CODE_CODES = SITE_VISIT_OTP_FAILURES

export const NEW_CODE_LABEL = msg`Send a new code`

const UNKNOWN_VISIT = msg`This device no longer knows which visit the code was for. Ask for a new code on the lead's page.`
const ALREADY_HANDLED = msg`This change was already sent again or discarded.`

/**
 * "Send a new code" for a refused verification: the spent verification leaves the outbox (it
 * would hold the lead's queue forever) and a new code request takes its place at the end of the
 * queue, in one transaction. The customer then gets a new SMS and the lead's page asks for it.
 */
export async function requestNewCode(
  row: OutboxRow,
  db: SiteOfficeDb = getDb(),
  now: () => number = Date.now,
): Promise<MessageDescriptor | null> {
  const refId = (row.body as { refId?: unknown } | undefined)?.refId
  const request = typeof refId === 'string' ? codeRequestByRefId(row.userId, refId) : undefined
  if (!request) return UNKNOWN_VISIT
  const done = await db.transaction('rw', db.tables, async () => {
    if (!(await discardOutboxItem(row.id, db))) return false
    await requestVisitCode(
      {
        slug: request.slug,
        leadId: request.leadId,
        leadName: request.leadName,
        db,
        principal: { userId: row.userId, orgId: row.orgId },
        now,
      },
      { siteVisitId: request.siteVisitId, visitType: request.visitType, userId: row.userId },
    )
    return true
  })
  if (!done) return ALREADY_HANDLED
  // The sender may have looked while the transaction was open: tell it again now it committed.
  announceOutboxChange()
  return null
}
