import { createFileRoute, Outlet } from '@tanstack/react-router'
import { carriedSearch } from '#src/compare/selection.ts'
import { DefaultLayout } from '#src/components/layout/DefaultLayout.tsx'

export const Route = createFileRoute('/{-$locale}/_site')({
  // Any page may carry a comparison selection for visitors without JavaScript (`?compare=a,b`).
  validateSearch: carriedSearch,
  component: () => (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  ),
})
