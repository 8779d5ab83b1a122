import { Button, type ButtonProps } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSignOut } from '../hooks/use-sign-out.ts'

/** Signs out on the server (best effort), wipes this device's data and shows /login. */
export function SignOutButton(props: Omit<ButtonProps, 'onClick' | 'loading'>) {
  const { t } = useLingui()
  const { signOut, pending } = useSignOut()
  return (
    <Button
      variant="outline"
      size="sm"
      {...props}
      loading={pending}
      loadingText={t`Signing out…`}
      onClick={() => void signOut()}
    >
      <Trans>Sign out</Trans>
    </Button>
  )
}
