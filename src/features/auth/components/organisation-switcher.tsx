import { HStack, NativeSelect, Spinner, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { HttpError, userMessage } from '../../../lib/http.ts'
import { showErrorToast } from '../../../components/ui/toaster.tsx'
import { useSession } from '../hooks/use-session.ts'
import { workOrganisations } from '../model/organisations.ts'
import { HOME_PATH } from '../model/redirect-target.ts'
import { changeOrganisation } from '../session/change-organisation.ts'
import { endSession } from '../session/install-session.ts'

/**
 * The organisation the user works in. With more than one, a select that swaps the tokens, the
 * scopes and the modules, drops every cached answer of the old organisation and goes home.
 */
export function OrganisationSwitcher() {
  const { i18n, t } = useLingui()
  const session = useSession()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const change = useMutation({
    mutationFn: changeOrganisation,
    onSuccess: async () => {
      // Reset, not just invalidate: nothing of the old organisation may show, even briefly.
      await queryClient.resetQueries()
      await navigate({ href: HOME_PATH })
    },
    onError: (error) => {
      // The refresh token itself was refused: the session is over.
      if (error instanceof HttpError && (error.status === 400 || error.status === 401)) {
        endSession()
        return
      }
      showErrorToast(userMessage(error, i18n))
    },
  })

  if (!session) return null
  const organisations = workOrganisations(session.developers)
  const current = organisations.find((o) => o.orgId === session.orgId)
  if (organisations.length < 2) {
    return current ? (
      <Text fontWeight="medium" truncate data-testid="organisation-name">
        {current.orgName}
      </Text>
    ) : null
  }

  return (
    <HStack gap="2">
      <NativeSelect.Root size="sm" width="auto" disabled={change.isPending}>
        <NativeSelect.Field
          aria-label={t`Organisation`}
          value={session.orgId}
          onChange={(event) => change.mutate(event.target.value)}
        >
          {organisations.map((organisation) => (
            <option key={organisation.orgId} value={organisation.orgId}>
              {organisation.orgName}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {change.isPending && (
        <Spinner size="sm" color="brand.fg" aria-label={t`Switching organisation…`} />
      )}
    </HStack>
  )
}
