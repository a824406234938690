// `npm run content -- --export-to-wordpress`: publishes the Markdown stories and articles to the
// WordPress named by WORDPRESS_URL (see src/content/export.server.ts, loaded through jiti like the
// leads command); `npm run content -- --help` says how.
import { fileURLToPath } from 'node:url'
import { createJiti } from 'jiti'

// The `#src/…` and `#app-config` imports resolve through package.json's `imports`, as everywhere.
const jiti = createJiti(import.meta.url)
const { runContentCli } = await jiti.import('../src/content/export.server.ts')
process.exitCode = await runContentCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  env: process.env,
  root: fileURLToPath(new URL('..', import.meta.url)),
})
