// Workaround (decision 0044): a request under /assets/ for a file this build does not have is answered here, by a
// nitro route of its own (vite.config.ts), not by the app. Nitro gives every answer under /assets/ the route rule
// `Cache-Control: public, max-age=31536000, immutable`, a 404 included, so a CDN would keep a missing script for a year
// (a rolling deploy asks an old server for a new build's file); h3 leaves the header alone only on an HTTPError that
// carries it, and TanStack Start turns any error the app throws into a response of its own.
// Worth: correctness (a previous build's files are served, a missing one is kept nowhere; decision 0065).
// Canary: tests/e2e/cdn-deploys.spec.ts "a previous build's file, and one no build has".
// Upstream report it would need: "nitro: route rule headers of the build's assets dir override a handler's 404 headers".
import { defineHandler, HTTPError } from 'nitro/h3'
import { assetsPool, retainedAsset } from '#src/cdn/releaseAssets.server.ts'
import { loadEnv } from '#src/platform/env.server.ts'

export const ASSETS_PATH = '/assets/'

export default defineHandler(async (event) => {
  const { pathname } = event.url
  const found =
    event.req.method === 'GET' || event.req.method === 'HEAD'
      ? await retainedAsset(assetsPool(loadEnv().dataDir), pathname.slice(ASSETS_PATH.length), event.req.headers.get('Accept-Encoding'))
      : undefined
  if (!found) throw new HTTPError({ status: 404, message: 'No such file.', headers: { 'Cache-Control': 'no-store' } })
  return event.req.method === 'HEAD' ? new Response(null, { headers: found.headers }) : found
})
