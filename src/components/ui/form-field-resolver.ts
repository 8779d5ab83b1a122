import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Resolver } from 'react-hook-form'
import { z } from 'zod'

/** Each wrong field's problem, as the contract words it; a nested field by its dotted path. */
export type TFormProblems = Partial<Record<string, string>>

/**
 * A form's check: what the inputs hold (text, as typed) read into the body the contract takes,
 * parsed with the contract's own schema, or the problems by field.
 */
export type TFormCheck<V, B> = (
  values: V,
) => { ok: true; body: B } | { ok: false; errors: TFormProblems }

/**
 * The resolver of a form whose inputs are not the wire's shape (numbers and dates typed as
 * text, ranges, a time judged against now): zod's resolver over the form's check, so the submit
 * handler receives the contract's body and every problem lands on the field it names. A form
 * whose values are the wire's shape passes the contract's schema to `zodResolver` directly.
 */
export function checkResolver<V extends FieldValues, B>(
  check: TFormCheck<V, B>,
): Resolver<V, unknown, B> {
  const schema = z.custom<V>().transform((values, ctx) => {
    const result = check(values)
    if (result.ok) return result.body
    for (const [field, message] of Object.entries(result.errors)) {
      if (message)
        ctx.issues.push({ code: 'custom', path: field.split('.'), message, input: values })
    }
    return z.NEVER
  })
  return zodResolver(schema)
}
