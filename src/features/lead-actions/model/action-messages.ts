import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { validationMessage } from '../../../lib/messages.ts'

const checkField = msg`Please check this field.`

/**
 * A translatable message for a contract text (a zod issue here, or a field of the server's 400).
 * The contract's texts are known to lib/messages; zod's own English gets a plain hint.
 */
export function actionMessage(text: string): MessageDescriptor {
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
