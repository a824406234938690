import { createFileRoute, Outlet } from '@tanstack/react-router'
import { DefaultLayout } from '#src/components/layout/DefaultLayout.tsx'

/** Pages under this pathless route use the default layout. */
export const Route = createFileRoute('/{-$locale}/_site')({
  component: () => (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  ),
})
