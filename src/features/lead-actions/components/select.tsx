import { NativeSelect } from '@chakra-ui/react'
import type { ReactNode, Ref } from 'react'
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form'
import { FormField } from '../../../components/ui/form-field.tsx'

/** A native select: keyboards, screen readers and every tablet know it. */
export function Select({
  name,
  value,
  options,
  onChange,
  onBlur,
  ref,
  disabled,
  label,
}: {
  name?: string
  value: string
  options: readonly { value: string; label: string }[]
  onChange: (value: string) => void
  onBlur?: () => void
  /** Where focus goes when the field is wrong (react-hook-form's field ref). */
  ref?: Ref<HTMLSelectElement>
  disabled?: boolean
  /** The accessible name, for a select outside a FormField (which labels its control). */
  label?: string
}) {
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field
        ref={ref}
        name={name}
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={onBlur}
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

/**
 * A labelled select of a react-hook-form form, its problem under it. `onPicked` runs after a
 * choice is taken (to clear what depended on the old one).
 */
export function SelectField<V extends FieldValues, T>({
  control,
  name,
  label,
  required,
  disabled,
  options,
  onPicked,
}: {
  control: Control<V, unknown, T>
  name: Path<V>
  label: ReactNode
  required?: boolean
  disabled?: boolean
  options: readonly { value: string; label: string }[]
  onPicked?: (value: string) => void
}) {
  const { field, fieldState } = useController({ control, name })
  const { value, onChange, onBlur, ref } = field
  return (
    <FormField label={label} error={fieldState.error} required={required}>
      <Select
        name={name}
        value={value as string}
        ref={ref}
        onBlur={onBlur}
        disabled={disabled}
        options={options}
        onChange={(picked) => {
          onChange(picked)
          onPicked?.(picked)
        }}
      />
    </FormField>
  )
}
