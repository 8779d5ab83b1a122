import { Box, Button, type ButtonProps } from '@chakra-ui/react'
import { LogOutIcon } from '../../../components/ui/icons.tsx'
import { Trans, useLingui } from '@lingui/react/macro'
import { onDemand } from '../../../components/ui/on-demand.tsx'
import { useSignOut } from '../hooks/use-sign-out.ts'

// Shown only when changes wait: its dialog's code is not part of the layout's first paint.
const SignOutWarning = onDemand(
  () => import('./sign-out-warning.tsx').then((module) => module.SignOutWarning),
  (props) => props.count > 0,
)

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
        {/* A phone's header has room for the icon only; the button keeps its name. */}
        <LogOutIcon display={{ base: 'inline', sm: 'none' }} />
        <Box as="span" srOnly={{ base: true, sm: false }}>
          <Trans>Sign out</Trans>
        </Box>
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
