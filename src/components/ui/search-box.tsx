import { Field, Input } from '@chakra-ui/react'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useEffectEvent, useState } from 'react'

/** How long typing pauses before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300

export interface SearchBoxProps {
  label: string
  placeholder?: string
  /** The search in effect (the URL's). */
  value: string
  onSearch: (q: string) => void
}

/** A search field that runs once typing pauses, and follows the URL when it changes. */
export function SearchBox({ label, placeholder, value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value)
  const [lastValue, setLastValue] = useState(value)
  // The URL changed under us (clear filters, back button): show what it holds.
  if (value !== lastValue) {
    setLastValue(value)
    setText(value)
  }
  // Outside a router (a form's own search) there is no page to leave.
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined
  const search = useEffectEvent((q: string) => onSearch(q))
  useEffect(() => {
    if (text.trim() === value) return
    const page = router?.latestLocation.pathname
    const timer = setTimeout(() => {
      // A row or link chosen while typing paused is on its way (the screen stays while the next
      // one loads): the search, which sets this screen's URL, must not bring the user back.
      if (router && router.latestLocation.pathname !== page) return
      search(text.trim())
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, value, router])
  return (
    <Field.Root width={{ base: 'full', md: '16rem' }}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="search"
        size="sm"
        value={text}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
      />
    </Field.Root>
  )
}
