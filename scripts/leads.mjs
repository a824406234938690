// `npm run leads`: lists, exports (CSV, or JSON for one address) or erases stored leads, on the
// store the environment names (DATABASE_URL, else DATA_DIR). `npm run leads -- --help` says how.
// The work is done by src/leads/cli.server.ts, loaded through Vite's module runner so the command
// uses the site's own lead store code, whichever store it is.
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
const { module } = await runnerImport(`${root}src/leads/cli.server.ts`, {
  configFile: false,
  logLevel: 'error',
  root,
  resolve: { alias: { '~': `${root}src`, '#app-config': `${root}app.config.ts` } },
})
const code = await module.runLeadsCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  env: process.env,
})
process.exitCode = code
