import { Alert } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import {
  OnlineFormDialog,
  type OnlineFormDialogProps,
} from '../../../components/ui/online-form-dialog.tsx'
import { useConnectivity } from '../../../offline/connectivity/use-connectivity.ts'

/** Whether setup edits can be made now: they are judged by the server, never queued. */
export const useCanEditOnline = () => useConnectivity() === 'online'

/** Said where setup is edited while the device is offline; the buttons are disabled with it. */
export function NeedsNetwork() {
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Title>
        <Trans>Changing buildings, units and prices needs a connection. You are offline.</Trans>
      </Alert.Title>
    </Alert.Root>
  )
}

export type SetupDialogProps = Omit<OnlineFormDialogProps, 'online' | 'offlineNotice'>

/** A setup form in a dialog, sent only while online (offline it says why). */
export function SetupDialog(props: SetupDialogProps) {
  const online = useCanEditOnline()
  return <OnlineFormDialog {...props} online={online} offlineNotice={<NeedsNetwork />} />
}
