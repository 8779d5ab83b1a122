/**
 * Problems by field name: the contract's text of each (a zod issue here, or a field of the
 * server's 400), translated where it is shown (components/ui/form-field.tsx).
 */
export type TFieldErrors<F extends string> = Partial<Record<F, string>>

/** Problems by field, from zod issues: the first one of each field wins. */
export function fieldErrors<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fieldOf: (path: readonly string[]) => F | undefined,
): TFieldErrors<F> {
  const errors: TFieldErrors<F> = {}
  for (const issue of issues) {
    const field = fieldOf(issue.path.map(String))
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}
