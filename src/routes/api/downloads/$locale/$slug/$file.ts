import { createFileRoute } from '@tanstack/react-router'
import { respondMadeFile } from '#src/downloads/downloads.server.ts'

/** A model's spec sheet (PDF) or drawing (DXF), made by the site (src/downloads/, docs/decisions/0046). */
export const Route = createFileRoute('/api/downloads/$locale/$slug/$file')({
  server: {
    handlers: {
      GET: ({ request, params }) => respondMadeFile(request, params),
      HEAD: ({ request, params }) => respondMadeFile(request, params),
    },
  },
})
