import { createFileRoute } from '@tanstack/react-router'
import { DemoRequestPage } from '../features/demo-requests/components/demo-request-page.tsx'
import { PublicLayout } from '../features/shell/components/public-layout.tsx'

export const Route = createFileRoute('/demo-request')({
  component: DemoRequestRoute,
})

function DemoRequestRoute() {
  return (
    <PublicLayout>
      <DemoRequestPage />
    </PublicLayout>
  )
}
