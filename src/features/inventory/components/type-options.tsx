import { useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'

/**
 * The options of a master-list select: a prompt, then the organisation's labels. A stored value
 * the list no longer has stays offered, so editing other fields keeps it (the server allows it).
 */
export function TypeOptions({
  labels,
  current,
}: {
  labels: UseQueryResult<string[]>
  current?: string | undefined
}) {
  const { t } = useLingui()
  const names = labels.data ?? []
  const prompt = labels.isPending
    ? t`Loading…`
    : labels.isError
      ? t`The list could not be read`
      : t`Choose`
  return (
    <>
      <option value="">{prompt}</option>
      {current && !names.includes(current) ? <option value={current}>{current}</option> : null}
      {names.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </>
  )
}
