import { createIsomorphicFn } from '@tanstack/react-start'
import { withOrigin } from './withOrigin'
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- used only in the .server() half, which the Start compiler strips from the client build
import { loadEnv } from '#src/platform/env.server.ts'

/** PUBLIC_URL wherever a page head is built: the server reads the environment, the browser is already on it. */
export const publicOrigin = createIsomorphicFn()
  .server(() => loadEnv().publicUrl)
  .client(() => window.location.origin)

export const absoluteUrl = (pathOrUrl: string) => withOrigin(pathOrUrl, publicOrigin())
