import { createServerFn } from '@tanstack/react-start'
import { loadEnv } from '~/server/env.server'

/** The public, non-secret settings pages need: the canonical origin and the tag manager id. */
export const getSiteSettings = createServerFn({ method: 'GET' }).handler(() => {
  const env = loadEnv()
  return { publicUrl: env.publicUrl, gtmId: env.gtmId ?? null }
})
