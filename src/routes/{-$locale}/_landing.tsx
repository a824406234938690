import { createFileRoute, Outlet } from '@tanstack/react-router'
import { LandingLayout } from '#src/components/layout/LandingLayout.tsx'

/** Campaign pages: logo and contact link only. */
export const Route = createFileRoute('/{-$locale}/_landing')({
  component: () => (
    <LandingLayout>
      <Outlet />
    </LandingLayout>
  ),
})
