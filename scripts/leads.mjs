// `npm run leads`: lists the stored leads (or `--csv [FILE]`), prints everything stored about one
// address (`--export EMAIL`), erases it (`--erase EMAIL`) or applies the retention period now
// (`--sweep`); `npm run leads -- --help` says how. The work is done by src/leads/cli.server.ts on the
// site's own lead store code (loaded through jiti): PostgreSQL when DATABASE_URL is set, else SQLite
// in DATA_DIR, exactly as the server picks it.
import { createJiti } from 'jiti'

// The `#src/…` and `#app-config` imports resolve through package.json's `imports`, as everywhere.
const jiti = createJiti(import.meta.url)
const { runLeadsCli } = await jiti.import('../src/leads/cli.server.ts')
process.exitCode = await runLeadsCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  env: process.env,
})
