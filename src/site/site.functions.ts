import { createServerFn } from '@tanstack/react-start'
import { loadEnv } from '#src/platform/env.server.ts'

/** The public, non-secret settings pages need: where each language is served (its canonical addresses), the tag
 * manager id, whether errors are reported. */
export const getSiteSettings = createServerFn({ method: 'GET' }).handler(() => {
  const env = loadEnv()
  return { sites: env.sites, gtmId: env.gtmId ?? null, errorReports: !!env.sentryDsn }
})
