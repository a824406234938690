import { createFileRoute } from '@tanstack/react-router'
import { respondStoreFile } from '#src/downloads/downloads.server.ts'
import { visitorAddressOf } from '#src/platform/clientAddress.server.ts'

/** A technical file of the store (DWG, RFA, IFC...), passed through from the store's origin only, a few at once per address (docs/decisions/0046, 0068). */
export const Route = createFileRoute('/api/downloads/$locale/$slug/files/$key')({
  server: {
    handlers: {
      GET: ({ request, params }) => respondStoreFile(request, params, visitorAddressOf(request)),
      HEAD: ({ request, params }) => respondStoreFile(request, params, visitorAddressOf(request)),
    },
  },
})
