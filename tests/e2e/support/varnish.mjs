// A throw-away Varnish for the tests: Debian's `varnish` 7.1 with `varnish-modules` (xkey), in the
// foreground on a free loopback port, its working folder in a temporary directory, with the repository's
// deploy/varnish/site.vcl (or another VCL) and a `backend.vcl` written here as an operator writes it. `.ci/run` installs
// the packages when they are missing. Ready in about a second (it compiles the VCL with the C compiler).
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../../../scripts/lib/launch.mjs'

const VARNISHD = '/usr/sbin/varnishd'
const XKEY = '/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so'
/** The repository's configuration, used as it is. */
export const SITE_VCL = fileURLToPath(new URL('../../../deploy/varnish/site.vcl', import.meta.url))
/** A shared cache that ignores Vary and Surrogate-Control and keys pages on their URL alone, as many CDNs do. */
export const VARY_BLIND_VCL = fileURLToPath(new URL('./vary-blind.vcl', import.meta.url))

/** Whether this machine has Varnish and its xkey module. */
export function varnishAvailable() {
  return existsSync(VARNISHD) && existsSync(XKEY)
}

/**
 * The backend probe of docs/cdn.md, asked more often so a test need not wait: the site's readiness, healthy from the
 * start, sick after five failed answers in a row (a busy test machine may answer one late).
 */
const TEST_PROBE = '.probe = { .url = "/api/health/ready"; .interval = 1s; .timeout = 1s; .window = 6; .threshold = 2; .initial = 2; }'

/**
 * @param {{ backendPort: number, purgers?: string[], vcl?: string, extra?: string, probe?: boolean, port?: number, env?: Record<string, string> }} options
 *   the site's port on 127.0.0.1, the addresses of `acl purgers` (none: the ACL is left out, for a VCL that does not
 *   purge), the VCL (site.vcl by default), VCL of the test's own put before the configuration's (backend.vcl comes
 *   first), whether the backend has docs/cdn.md's probe (by default it does), and its own port (a free one when absent:
 *   given when the site must know its public address first), and variables of varnishd's environment (`LOCALE_DOMAINS`)
 */
export async function startVarnish({
  backendPort,
  purgers = ['127.0.0.1'],
  vcl = SITE_VCL,
  extra = '',
  probe = true,
  port: wanted,
  env = {},
}) {
  if (!varnishAvailable()) throw new Error('Varnish is missing: apt-get install --no-install-recommends varnish varnish-modules')
  const dir = mkdtempSync(join(tmpdir(), 'lumera-varnish-'))
  // varnishd drops to its own users: they read the VCL and write the working folder.
  chmodSync(dir, 0o755)
  writeFileSync(
    join(dir, 'backend.vcl'),
    [
      `backend default { .host = "127.0.0.1"; .port = "${backendPort}"; .connect_timeout = 1s; .first_byte_timeout = 30s; ${probe ? TEST_PROBE : ''} }`,
      purgers.length ? `acl purgers { ${purgers.map((p) => `"${p}";`).join(' ')} }` : '',
      extra,
    ].join('\n'),
  )
  const port = wanted ?? (await freePort())
  const workdir = join(dir, 'work')
  const child = spawn(
    VARNISHD,
    [
      '-F',
      '-a',
      `127.0.0.1:${port}`,
      // The management interface on a port of its own, for varnishadm (the probe's view of the site).
      '-T',
      '127.0.0.1:0',
      '-f',
      vcl,
      '-n',
      workdir,
      '-p',
      `vcl_path=${dir}:${join(SITE_VCL, '..')}:/usr/share/varnish/vcl`,
      '-s',
      'malloc,64m',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } },
  )
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    rmSync(dir, { recursive: true, force: true })
  }
  const healthy = () => / healthy /.test(execFileSync('varnishadm', ['-n', workdir, 'backend.list']).toString())
  const started = Date.now()
  for (;;) {
    if (child.exitCode !== null) {
      await stop()
      throw new Error(`varnishd ended (${child.exitCode}):\n${output}`)
    }
    try {
      await fetch(`${url}/favicon.svg`)
      break
    } catch {
      // Not listening yet.
    }
    // It compiles the VCL with the C compiler first: slow on a busy machine.
    if (Date.now() - started > 45_000) {
      await stop()
      throw new Error(`varnishd did not listen within 45 s:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url,
    port,
    /** A counter of varnishstat, e.g. `MAIN.backend_req` (requests that reached the site) or `MAIN.cache_hit`. */
    counter: (name) => {
      const line = execFileSync('varnishstat', ['-n', workdir, '-1', '-f', name]).toString()
      return Number(/^\S+\s+(\d+)/m.exec(line)?.[1] ?? NaN)
    },
    output: () => output,
    /** Whether the probe finds the site healthy (`backend.list`'s word for it). */
    healthy,
    /** Waits until the probe finds the site healthy (a Varnish started before the site found it down). */
    untilHealthy: async () => {
      const since = Date.now()
      while (probe && !healthy()) {
        if (Date.now() - since > 15_000) throw new Error('the probe did not find the site healthy within 15 s')
        await new Promise((r) => setTimeout(r, 200))
      }
    },
    stop,
  }
}
