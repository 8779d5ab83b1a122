import { Card, Heading, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SignInFlow } from '../features/auth/components/sign-in-flow.tsx'
import { safeRedirectTarget } from '../features/auth/model/redirect-target.ts'
import { redirectIfSignedIn } from '../features/auth/session/require-session.ts'
import { PublicLayout } from '../features/shell/components/public-layout.tsx'

interface LoginSearch {
  /** Where to go once signed in: the page a signed-out visit was turned away from. */
  redirect?: string
}

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: ({ search }) => redirectIfSignedIn(search.redirect),
  component: LoginPage,
})

function LoginPage() {
  const { redirect } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <PublicLayout maxW="md">
      <Card.Root variant="outline">
        <Card.Header gap="1">
          <Heading as="h1" size="xl">
            <Trans>Sign in</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>For developer staff: sales, post-sales, marketing and administration.</Trans>
          </Text>
        </Card.Header>
        <Card.Body>
          <SignInFlow
            onSignedIn={() => void navigate({ href: safeRedirectTarget(redirect), replace: true })}
          />
        </Card.Body>
      </Card.Root>
    </PublicLayout>
  )
}
