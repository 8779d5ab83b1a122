import { Box, Heading, HStack } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A titled part of the customer's page, with its actions beside the title. */
export function Section({
  id,
  title,
  actions,
  children,
}: {
  id: string
  title: ReactNode
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      borderWidth="1px"
      borderColor="app.border"
      borderRadius="l3"
      bg="app.surface"
      p="4"
      minW="0"
    >
      <HStack justify="space-between" wrap="wrap" gap="2" mb="3">
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
        {actions}
      </HStack>
      {children}
    </Box>
  )
}
