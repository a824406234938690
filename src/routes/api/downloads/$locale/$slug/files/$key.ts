import { createFileRoute } from '@tanstack/react-router'
import { respondStoreFile } from '#src/downloads/downloads.server.ts'

/** A technical file of the store (DWG, RFA, IFC...), passed through from the store's origin only (docs/decisions/0046). */
export const Route = createFileRoute('/api/downloads/$locale/$slug/files/$key')({
  server: {
    handlers: {
      GET: ({ request, params }) => respondStoreFile(request, params),
      HEAD: ({ request, params }) => respondStoreFile(request, params),
    },
  },
})
