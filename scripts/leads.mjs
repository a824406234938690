// `npm run leads`: lists the stored leads (or `--csv [FILE]`), prints everything stored about one
// address (`--export EMAIL`), erases it (`--erase EMAIL`) or applies the retention period now
// (`--sweep`); `npm run leads -- --help` says how. The work is done by src/leads/cli.server.ts on the
// site's own lead store code (loaded through jiti): PostgreSQL when DATABASE_URL is set, else SQLite
// in DATA_DIR, exactly as the server picks it.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createJiti } from 'jiti'

// The lead code names fields through the forms' registry, whose labels are Paraglide's generated messages:
// a fresh checkout that was never built or tested has none yet.
const root = fileURLToPath(new URL('..', import.meta.url))
if (!existsSync(`${root}src/paraglide/messages.js`))
  execFileSync(process.execPath, ['scripts/codegen.mjs'], { cwd: root, stdio: 'inherit' })

// The `#src/…` and `#app-config` imports resolve through package.json's `imports`, as everywhere.
const jiti = createJiti(import.meta.url)
const { runLeadsCli } = await jiti.import('../src/leads/cli.server.ts')
process.exitCode = await runLeadsCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  env: process.env,
})
