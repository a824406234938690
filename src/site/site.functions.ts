import { createServerFn } from '@tanstack/react-start'
import { loadEnv } from '#src/platform/env.server.ts'

/** The public, non-secret settings pages need: the canonical origin, the tag manager id, whether errors are reported. */
export const getSiteSettings = createServerFn({ method: 'GET' }).handler(() => {
  const env = loadEnv()
  return { publicUrl: env.publicUrl, gtmId: env.gtmId ?? null, errorReports: !!env.sentryDsn }
})
