import { NativeSelect } from '@chakra-ui/react'

/** A native select: keyboards, screen readers and every tablet know it. */
export function Select({
  value,
  options,
  onChange,
  disabled,
  label,
}: {
  value: string
  options: readonly { value: string; label: string }[]
  onChange: (value: string) => void
  disabled?: boolean
  /** The accessible name, for a select outside an ActionField (which labels its control). */
  label?: string
}) {
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
