import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '../app/router.ts'
import { NotFound } from '../features/shell/components/not-found.tsx'
import { PublicLayout } from '../features/shell/components/public-layout.tsx'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: RootNotFound,
})

// The router answers unknown addresses at the root (notFoundMode 'root'): no layout's guard runs,
// so a signed-out visitor sees the 404 too, not the sign-in page.
function RootNotFound() {
  return (
    <PublicLayout>
      <NotFound />
    </PublicLayout>
  )
}
