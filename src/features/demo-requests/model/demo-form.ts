import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ZDemoRequest, type TDemoRequest } from '../../../../contract/demo-requests.ts'
import { validationMessage } from '../../../lib/messages.ts'

export const DEMO_FIELDS = ['name', 'email', 'phone', 'company', 'city', 'message'] as const
export type TDemoField = (typeof DEMO_FIELDS)[number]
export type TDemoFormValues = Record<TDemoField, string>
export type TDemoFormErrors = Partial<Record<TDemoField | 'captcha', MessageDescriptor>>

export const EMPTY_DEMO_FORM: TDemoFormValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  city: '',
  message: '',
}

const checkField = msg`Please check this field.`

/**
 * A translatable message for one validation problem, from the client's zod or the server's 400:
 * the contract's texts are known to lib/messages; zod's own defaults get a plain fallback.
 */
export function describeProblem(message: string): MessageDescriptor {
  const described = validationMessage(message)
  // validationMessage echoes unknown text back untranslated: zod's English defaults end there.
  return described.id === message ? checkField : described
}

function isField(key: unknown): key is TDemoField | 'captcha' {
  return key === 'captcha' || DEMO_FIELDS.includes(key as TDemoField)
}

/** Blank optional fields are left out rather than sent as empty strings. */
export function toDemoRequest(values: TDemoFormValues, captcha: string): Record<string, string> {
  const request: Record<string, string> = { ...values, captcha }
  if (!values.city.trim()) delete request.city
  if (!values.message.trim()) delete request.message
  return request
}

export type TDemoValidation =
  { ok: true; request: TDemoRequest } | { ok: false; errors: TDemoFormErrors }

/** The same zod schema the server applies, so both say the same thing about the same input. */
export function validateDemoForm(values: TDemoFormValues, captcha: string): TDemoValidation {
  const parsed = ZDemoRequest.safeParse(toDemoRequest(values, captcha))
  if (parsed.success) return { ok: true, request: parsed.data }
  const errors: TDemoFormErrors = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    if (isField(field) && !errors[field]) errors[field] = describeProblem(issue.message)
  }
  return { ok: false, errors }
}

/** A server validation 400 names fields; those we show map onto the inputs. */
export function serverFieldErrors(
  fields: readonly { field: string; message: string }[] | undefined,
): TDemoFormErrors {
  const errors: TDemoFormErrors = {}
  for (const { field, message } of fields ?? []) {
    const name = field.replace(/^body\./, '').split('.')[0]
    if (isField(name) && !errors[name]) errors[name] = describeProblem(message)
  }
  return errors
}
