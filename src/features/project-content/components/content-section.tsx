import { Box, Heading, HStack, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** One part of the Content screen: a titled region that the jump links reach by its id. */
export function ContentSection({
  id,
  title,
  count,
  children,
}: {
  id: string
  title: ReactNode
  /** Beside the title: "2 of 4 selected" and the like. */
  count?: ReactNode
  children: ReactNode
}) {
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={`${id}-title`}
      borderWidth="1px"
      borderColor="app.border"
      borderRadius="l3"
      bg="app.surface"
      p="4"
      scrollMarginTop="4"
      minW="0"
    >
      <Stack gap="4">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="lg" id={`${id}-title`}>
            {title}
          </Heading>
          {count ? (
            <Box textStyle="sm" color="fg.muted">
              {count}
            </Box>
          ) : null}
        </HStack>
        {children}
      </Stack>
    </Box>
  )
}
