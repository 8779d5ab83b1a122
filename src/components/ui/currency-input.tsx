import { Input, InputGroup } from '@chakra-ui/react'
import { useRef, type ComponentProps } from 'react'
import { caretAfterNormalise, normaliseCurrencyInput } from '../../lib/format/currency-input.ts'

export interface CurrencyInputProps extends Omit<
  ComponentProps<typeof Input>,
  'value' | 'onChange' | 'type'
> {
  /** The text shown, grouped as typed ("1,23,456.78"). */
  value: string
  onChange: (text: string) => void
}

/**
 * A rupee amount as the spec types it (000 section 5): digits and one decimal point, Indian
 * grouping while typing, two decimals, a lone 0 cleared; the caret stays behind the digit it
 * followed as commas come and go. The form reads the text into paise itself.
 */
export function CurrencyInput({ value, onChange, ...props }: CurrencyInputProps) {
  const ref = useRef<HTMLInputElement>(null)
  return (
    <InputGroup startElement="₹">
      <Input
        {...props}
        ref={ref}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => {
          const raw = event.currentTarget.value
          const caret = event.currentTarget.selectionStart ?? raw.length
          const { display } = normaliseCurrencyInput(raw)
          onChange(display)
          const at = caretAfterNormalise(raw, caret, display)
          requestAnimationFrame(() => ref.current?.setSelectionRange(at, at))
        }}
      />
    </InputGroup>
  )
}
