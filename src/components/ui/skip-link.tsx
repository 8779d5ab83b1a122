import { chakra } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'

export const MAIN_CONTENT_ID = 'main-content'

/**
 * The first stop for keyboard users: jumps past the header and navigation. Focus moves by hand
 * because the target is a landmark, not a form control, and the router owns the URL's hash.
 */
export function SkipLink() {
  return (
    <chakra.a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const target = document.getElementById(MAIN_CONTENT_ID)
        if (!target) return
        event.preventDefault()
        target.focus()
        target.scrollIntoView()
      }}
      position="absolute"
      insetStart="2"
      top="2"
      zIndex="skipNav"
      px="4"
      py="2"
      borderRadius="md"
      bg="bg.panel"
      color="fg"
      fontWeight="semibold"
      boxShadow="md"
      transform="translateY(-200%)"
      focusVisibleRing="outside"
      focusRingColor="brand.focusRing"
      _focusVisible={{ transform: 'none' }}
    >
      <Trans>Skip to content</Trans>
    </chakra.a>
  )
}
