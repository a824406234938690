// Starts the production build for the end-to-end tests, with its data in a fresh temporary folder.
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const PORT = process.env.E2E_PORT ?? '3210' // the same default as tests/e2e/support/ports.ts
const dataDir = mkdtempSync(join(tmpdir(), 'lumera-e2e-'))
const site = spawn(process.execPath, ['.output/server/index.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, PORT, HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: `http://localhost:${PORT}`, GTM_ID: 'GTM-TEST123' },
})
const stop = () => site.kill('SIGTERM')
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
site.on('exit', (code) => process.exit(code ?? 0))
