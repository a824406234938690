import { createFileRoute, Outlet } from '@tanstack/react-router'
import { LandingLayout } from '#src/components/layout/LandingLayout.tsx'

export const Route = createFileRoute('/{-$locale}/_landing')({
  component: () => (
    <LandingLayout>
      <Outlet />
    </LandingLayout>
  ),
})
