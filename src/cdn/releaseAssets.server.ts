/**
 * Deploys behind a CDN (decision 0065). Pages stored by a CDN name the scripts and styles of the build that rendered
 * them, and may be served for a day after a new build replaced it. So each build's assets are copied to
 * `DATA_DIR/assets/<digest>/` when it first starts, and the site serves a previous build's files from there (a build
 * has only its own) until `cdn.retiredAssetsSeconds` after it was replaced; and the first process of a new build to
 * retire the previous one purges the pages that name it (`assets:<digest>`) through the usual lanes.
 */
import { existsSync, readdirSync } from 'node:fs'
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { createHash } from 'node:crypto'
import { dirname, extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** In a release's folder: when another build replaced it (milliseconds since the epoch). */
const RETIRED_MARKER = '.retired-at'
/** A copy that a process left half made (it stopped while copying) is removed after this. */
const ABANDONED_COPY_MS = 60 * 60_000

export type Build = { assetsDir: string; digest: string }

/** Where every build's assets are kept: `DATA_DIR/assets/<digest>/`. */
export const assetsPool = (dataDir: string) => join(dataDir, 'assets')

/** A digest of the build's asset names (each carries a hash of its content): the same build gives the same digest. */
export function assetsDigest(names: readonly string[]): string {
  const files = names.filter((name) => !/\.(br|gz)$/.test(name)).sort()
  return createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12)
}

/** The build this module runs in: `<output>/public/assets` beside `<output>/server`; none in development. */
export function findBuild(from: string = import.meta.url): Build | undefined {
  let dir = dirname(fileURLToPath(from))
  for (let depth = 0; depth < 6; depth++) {
    const assetsDir = join(dir, 'public', 'assets')
    if (existsSync(assetsDir) && existsSync(join(dir, 'server'))) return { assetsDir, digest: assetsDigest(readdirSync(assetsDir)) }
    const parent = dirname(dir)
    if (parent === dir) break
    dir = parent
  }
  return undefined
}

/**
 * Copies the build's assets into the pool once, marks the other releases retired, and removes those retired longer
 * than `keepMs` ago. Returns the digests this process retired (exactly one process of the machine retires each).
 */
export async function retainAssets(build: Build, poolDir: string, keepMs: number, now: number = Date.now()): Promise<string[]> {
  await mkdir(poolDir, { recursive: true })
  const current = join(poolDir, build.digest)
  if (!existsSync(current)) {
    const copy = join(poolDir, `.${build.digest}.${process.pid}.${Math.random().toString(36).slice(2)}`)
    await cp(build.assetsDir, copy, { recursive: true })
    // Another process of the same build may have got there first: its copy is as good.
    await rename(copy, current).catch(() => rm(copy, { recursive: true, force: true }))
  }
  // A rollback makes an old release current again.
  await rm(join(current, RETIRED_MARKER), { force: true })
  const retired: string[] = []
  for (const entry of await readdir(poolDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === build.digest) continue
    const dir = join(poolDir, entry.name)
    if (entry.name.startsWith('.')) {
      if (now - (await stat(dir)).mtimeMs > ABANDONED_COPY_MS) await rm(dir, { recursive: true, force: true })
      continue
    }
    const marker = join(dir, RETIRED_MARKER)
    const marked = await writeFile(marker, String(now), { flag: 'wx' }).then(
      () => true,
      () => false,
    )
    if (marked) retired.push(entry.name)
    else if (now - Number(await readFile(marker, 'utf8').catch(() => String(now))) > keepMs) await rm(dir, { recursive: true, force: true })
  }
  return retired
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
}

const ASSET_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,200}$/

/** A file of a previous release, as the build's own are served; undefined when no release in the pool has it. */
export async function retainedAsset(poolDir: string, name: string, acceptEncoding: string | null): Promise<Response | undefined> {
  if (!ASSET_NAME.test(name) || /\.(br|gz)$/.test(name)) return undefined
  const releases = await readdir(poolDir).catch(() => [] as string[])
  const encodings = [
    ...(/\bbr\b/.test(acceptEncoding ?? '') ? [['br', '.br']] : []),
    ...(/\bgzip\b/.test(acceptEncoding ?? '') ? [['gzip', '.gz']] : []),
    [null, ''],
  ] as const
  for (const release of releases.filter((r) => !r.startsWith('.'))) {
    for (const [encoding, suffix] of encodings) {
      const body = await readFile(join(poolDir, release, name + suffix)).catch(() => undefined)
      if (!body) continue
      const headers = new Headers({
        'Content-Type': contentTypes[extname(name)] ?? 'application/octet-stream',
        'Content-Length': String(body.byteLength),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        Vary: 'Accept-Encoding',
      })
      if (encoding) headers.set('Content-Encoding', encoding)
      return new Response(new Uint8Array(body), { headers })
    }
  }
  return undefined
}
