import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatIndianNumber } from '../../../lib/format/money.ts'
import type { TLocale } from '../../../lib/i18n.ts'

/** "650 – 1,250 sq ft": a lead's carpet area range, as the detail and the conflict view word it. */
export function carpetAreaMessage(
  range: { lower: number; upper: number },
  locale: TLocale,
): MessageDescriptor {
  const from = formatIndianNumber(range.lower, locale)
  const to = formatIndianNumber(range.upper, locale)
  return msg`${from} – ${to} sq ft`
}
