import { Button, type ButtonProps } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSignOut } from '../hooks/use-sign-out.ts'
import { SignOutWarning } from './sign-out-warning.tsx'

/**
 * Signs out on the server (best effort), wipes this device's data and shows /login; warns
 * first when changes have not reached the server.
 */
export function SignOutButton(props: Omit<ButtonProps, 'onClick' | 'loading'>) {
  const { t } = useLingui()
  const { signOut, signOutAnyway, unsyncedChanges, cancel, pending } = useSignOut()
  return (
    <>
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
      <SignOutWarning
        count={unsyncedChanges}
        pending={pending}
        onCancel={cancel}
        onSignOut={() => void signOutAnyway()}
      />
    </>
  )
}
