import { Alert } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** Said where changes are online only while the device is offline; their buttons are disabled. */
export function NeedsConnection({ children }: { children: ReactNode }) {
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  )
}
