import { HStack, Image, Text } from '@chakra-ui/react'
import { PRODUCT_NAME } from '../../../lib/brand.ts'

/** The logo and product name; the name hides on narrow headers where the logo must do. */
export function BrandMark({ hideNameBelow }: { hideNameBelow?: 'lg' }) {
  return (
    <HStack gap="2" flexShrink="0">
      <Image src="/favicon.svg" alt="" boxSize="7" />
      <Text
        fontWeight="bold"
        fontSize="lg"
        color="brand.fg"
        display={hideNameBelow ? { base: 'none', [hideNameBelow]: 'block' } : undefined}
      >
        {PRODUCT_NAME}
      </Text>
    </HStack>
  )
}
