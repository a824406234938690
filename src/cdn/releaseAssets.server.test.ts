import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { assetsDigest, findBuild, retainAssets, retainedAsset, type Build } from './releaseAssets.server'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** A build's output folder with these asset files. */
function output(files: Record<string, string>): { root: string; build: Build } {
  const root = mkdtempSync(join(tmpdir(), 'lumera-build-'))
  dirs.push(root)
  mkdirSync(join(root, 'server', '_chunks'), { recursive: true })
  mkdirSync(join(root, 'public', 'assets'), { recursive: true })
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, 'public', 'assets', name), text)
  return { root, build: findBuild(pathToFileURL(join(root, 'server', '_chunks', 'ssr.mjs')).href)! }
}

function pool(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lumera-pool-'))
  dirs.push(dir)
  return join(dir, 'assets')
}

const DAY = 86_400_000

describe('findBuild and assetsDigest', () => {
  it('finds the build’s assets from a module inside it, and none outside one', () => {
    const { root, build } = output({ 'main-a1.js': 'a', 'main-a1.js.br': 'b' })
    expect(build).toEqual({ assetsDir: join(root, 'public', 'assets'), digest: assetsDigest(['main-a1.js']) })
    expect(findBuild(import.meta.url)).toBeUndefined()
  })

  it('changes with the files and not with their compressed copies or order', () => {
    expect(assetsDigest(['b.js', 'a.css', 'a.css.gz'])).toBe(assetsDigest(['a.css', 'b.js']))
    expect(assetsDigest(['a.css', 'b2.js'])).not.toBe(assetsDigest(['a.css', 'b.js']))
    expect(assetsDigest([])).toMatch(/^[0-9a-f]{12}$/)
  })
})

describe('retainAssets', () => {
  it('keeps each build’s files, retires the previous build once, and removes it after the time pages may name it', async () => {
    const dir = pool()
    const first = output({ 'main-a1.js': 'first' }).build
    const second = output({ 'main-b2.js': 'second' }).build
    expect(await retainAssets(first, dir, DAY, 0)).toEqual([])
    expect(await retainAssets(first, dir, DAY, 1000)).toEqual([])
    // The new build's first process retires the first build; the others of the machine do not again.
    expect(await Promise.all([retainAssets(second, dir, DAY, 2000), retainAssets(second, dir, DAY, 2000)])).toEqual(
      expect.arrayContaining([[first.digest], []]),
    )
    expect(await retainAssets(second, dir, DAY, 3000)).toEqual([])
    expect(readdirSync(dir).sort()).toEqual([first.digest, second.digest].sort())
    // A rollback: the first build is current again, and the second is retired.
    expect(await retainAssets(first, dir, DAY, 4000)).toEqual([second.digest])
    expect(existsSync(join(dir, first.digest, '.retired-at'))).toBe(false)
    expect(await retainAssets(first, dir, DAY, 4000 + DAY + 1)).toEqual([])
    expect(readdirSync(dir)).toEqual([first.digest])
  })

  it('removes a copy a stopped process left half made, once it is old', async () => {
    const dir = pool()
    const { build } = output({ 'main-a1.js': 'first' })
    mkdirSync(join(dir, '.abandoned.123.x'), { recursive: true })
    await retainAssets(build, dir, DAY)
    expect(readdirSync(dir).sort()).toEqual(['.abandoned.123.x', build.digest].sort())
    await retainAssets(build, dir, DAY, Date.now() + 2 * 60 * 60_000)
    expect(readdirSync(dir)).toEqual([build.digest])
  })
})

describe('retainedAsset', () => {
  it('serves a previous build’s file as the build serves its own, compressed when the browser takes it', async () => {
    const dir = pool()
    const old = output({ 'main-a1.js': 'console.log(1)', 'main-a1.js.br': 'BROTLI', 'app-a1.css': 'a{}' }).build
    await retainAssets(old, dir, DAY)
    await retainAssets(output({ 'main-b2.js': 'new' }).build, dir, DAY)
    const script = (await retainedAsset(dir, 'main-a1.js', 'gzip, br'))!
    expect(Object.fromEntries(script.headers)).toMatchObject({
      'content-type': 'text/javascript; charset=utf-8',
      'content-encoding': 'br',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
    })
    expect(await script.text()).toBe('BROTLI')
    const plain = (await retainedAsset(dir, 'main-a1.js', null))!
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(await plain.text()).toBe('console.log(1)')
    expect((await retainedAsset(dir, 'app-a1.css', 'br'))!.headers.get('Content-Type')).toBe('text/css; charset=utf-8')
  })

  it.each(['main-zz.js', '../../etc/passwd', '.retired-at', 'main-a1.js.br', '', 'a/b.js'])('has nothing for %j', async (name) => {
    const dir = pool()
    await retainAssets(output({ 'main-a1.js': 'x', 'main-a1.js.br': 'y' }).build, dir, DAY)
    expect(await retainedAsset(dir, name, 'br')).toBeUndefined()
  })
})
