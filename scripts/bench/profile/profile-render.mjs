// Profiles distinct-URL renders of the production build (decision 0060): starts `.output` (or --entry=FILE) with
// the page cache off and hook.mjs preloaded, warms it up, then profiles --requests distinct renders of each page
// given (--page=PATH, repeatable; the render bench's eight by default): main-thread CPU profile, every allocation
// (sampled), GC pauses, and the CPU of each thread from /proc. Prints where the time and the bytes went, per render.
// `node scripts/bench/profile/profile-render.mjs [--entry=FILE] [--page=/] [--requests=300] [--warm=60] [--out=DIR] [--top=40]`
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { renderPages } from '../render.mjs'
import { startServer } from '../server.mjs'
import { summarise } from './summarise.mjs'

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const pages = process.argv.filter((a) => a.startsWith('--page=')).map((a) => a.slice(7))
const paths = pages.length ? pages : renderPages.map(([, path]) => path)
const requests = Number(arg('requests', '300'))
const out = resolve(arg('out', mkdtempSync(join(tmpdir(), 'render-profile-'))))
const entry = arg('entry')
mkdirSync(out, { recursive: true })

let visit = 0
const distinct = (path) => `${path}${path.includes('?') ? '&' : '?'}visit=p${Date.now().toString(36)}${++visit}`

/** CPU (ms) of every thread of `pid`, by thread name. */
function threadCpu(pid) {
  const byName = {}
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      byName[tid === String(pid) ? 'main' : name] =
        (byName[tid === String(pid) ? 'main' : name] ?? 0) + (Number(fields[11]) + Number(fields[12])) * 10
    } catch {
      // The thread ended meanwhile.
    }
  }
  return byName
}

/** `count` distinct renders of `list` in turn; refused ones (503 when the busy machine makes the queue shed) fail a measured run only. */
async function load(origin, list, count, { measured = true } = {}) {
  const { default: autocannon } = await import('autocannon')
  let i = 0
  const result = await new Promise((done, fail) =>
    autocannon(
      {
        url: `${origin}/`,
        connections: 4,
        amount: count,
        headers: { 'accept-encoding': 'br, gzip' },
        requests: [{ setupRequest: (request) => ({ ...request, path: distinct(list[i++ % list.length]) }) }],
      },
      (error, r) => (error ? fail(error) : done(r)),
    ),
  )
  const failed = `${result.non2xx} non-2xx, ${result.errors} errors`
  if (result.non2xx || result.errors) {
    if (measured) throw new Error(failed)
    console.warn(`warm-up: ${failed}`)
  }
}

const waitFor = async (file) => {
  while (!existsSync(join(out, file))) await new Promise((r) => setTimeout(r, 50))
}

const server = await startServer(
  { PAGE_CACHE_SECONDS: '0', PROFILE_DIR: out },
  { entry, nodeArgs: ['--import', resolve('scripts/bench/profile/hook.mjs')] },
)
try {
  await load(server.origin, paths, Number(arg('warm', '60')) * paths.length, { measured: false })
  const before = threadCpu(server.pid)
  process.kill(server.pid, 'SIGUSR2')
  await waitFor('started')
  await load(server.origin, paths, requests * paths.length)
  const after = threadCpu(server.pid)
  process.kill(server.pid, 'SIGUSR2')
  await waitFor('done')
  const renders = requests * paths.length
  const threads = Object.fromEntries(Object.keys(after).map((name) => [name, (after[name] - (before[name] ?? 0)) / renders]))
  console.log(`profile in ${out}; ${renders} renders of ${paths.join(' ')}`)
  summarise({ dir: out, renders, threads, top: Number(arg('top', '40')) })
} finally {
  await server.stop()
}
