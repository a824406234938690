// A throw-away PostgreSQL cluster for tests (unit and end-to-end): Debian's server binaries, a
// fresh data folder, a free loopback port, no password (trust), fsync off; removed on stop.
// `initdb` refuses to run as root, so as root it runs as the `postgres` user.
import { execFile, execFileSync } from 'node:child_process'
import { promisify } from 'node:util'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../../../scripts/lib/launch.mjs'

/** The newest installed PostgreSQL server's bin folder, or undefined. */
export function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? join(root, versions[0], 'bin') : undefined
}

/** Starts a cluster (about 2 s); `url` is a superuser connection to its `postgres` database. */
export async function startPostgres() {
  const bin = postgresBin()
  if (!bin) throw new Error('PostgreSQL server binaries not found: apt-get install -y postgresql (or set PG_BIN)')
  const asRoot = userInfo().uid === 0
  const dir = mkdtempSync(join(tmpdir(), 'lumera-pg-'))
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chownSync(dir, uid, gid)
  }
  const command = (tool, args) => [asRoot ? 'runuser' : join(bin, tool), asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args]
  const run = (tool, args) => execFileSync(...command(tool, args), { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir })
  // Without blocking the caller's event loop: its requests in flight keep their own timings meanwhile.
  const runAsync = (tool, args) => promisify(execFile)(...command(tool, args), { cwd: dir })
  const data = join(dir, 'data')
  const port = await freePort()
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-N', '-E', 'UTF8', '--locale=C'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start'])
  let stopped = false
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    /** Stops the server as an upgrade does (fast shutdown: sessions are ended), keeping its data. */
    pause: () => runAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    /** Starts it again after `pause`, on the same port. */
    resume: () => runAsync('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']),
    /** A URL to another database of the same cluster. */
    urlOf: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop() {
      if (stopped) return
      stopped = true
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
