import { createIsomorphicFn } from '@tanstack/react-start'
import { withOrigin } from './withOrigin'
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- used only in the .server() half, which the Start compiler strips from the client build
import { loadEnv } from '#src/server/env.server.ts'

/**
 * The site's public origin (PUBLIC_URL) wherever a page head is built: the server reads the
 * environment, the browser is already on that origin. Social cards and JSON-LD need absolute URLs.
 */
export const publicOrigin = createIsomorphicFn()
  .server(() => loadEnv().publicUrl)
  .client(() => window.location.origin)

/** A site path or an absolute URL, made absolute with the site's public origin (see withOrigin). */
export const absoluteUrl = (pathOrUrl: string) => withOrigin(pathOrUrl, publicOrigin())
