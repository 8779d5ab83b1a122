import { Button } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { CheckIcon } from '../../../components/ui/icons.tsx'

/** A landing card's main action: filled and ticked when the card is the chosen scope. */
export function ChooseProjectButton({
  chosen,
  onChoose,
  children,
}: {
  chosen: boolean
  onChoose: () => void
  children: ReactNode
}) {
  return (
    <Button
      width="full"
      colorPalette="brand"
      variant={chosen ? 'solid' : 'outline'}
      aria-pressed={chosen}
      onClick={onChoose}
    >
      {chosen && <CheckIcon />}
      {children}
    </Button>
  )
}
