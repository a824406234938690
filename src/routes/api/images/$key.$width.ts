import { createFileRoute } from '@tanstack/react-router'
import { imageService } from '#src/images/service.server.ts'

/** Store photos, resized and re-encoded by the site (docs/decisions/0011). */
export const Route = createFileRoute('/api/images/$key/$width')({
  server: {
    handlers: {
      GET: ({ request, params }) => {
        const service = imageService()
        if (!service) return Response.json({ error: 'No such image.' }, { status: 404 })
        return service.respond(request, params.key, params.width)
      },
    },
  },
})
