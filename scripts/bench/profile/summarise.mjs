// Reads what hook.mjs wrote and prints, per render: the CPU of each thread, main-thread time by part of the
// stack (each sample goes to the innermost frame a rule below names), the functions with the most self and
// inclusive time, and the allocations by the same parts and functions. Measuring tool only (decision 0060).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Parts of a render: a sample goes to the first part (in this order) that any frame of its stack matches,
 * tested on "function module" (the module from the bundle's region comments, else the built file).
 */
const PARTS = [
  ['program / idle', /^\((program|idle)\) /],
  ['gc', /^\(garbage collector\) /],
  ['compression (zlib)', /\bzlib|processChunkSync|brotli|gzip|encodedBody/i],
  ['csp hashes', /inlineScriptHashes/],
  ['hydrateAfterPaint', /hydrateAfterPaint/],
  ['links (useLinkProps)', /useLinkProps|getServerLinkProps|^AppLink/],
  ['head (HeadContent, Scripts)', /^(HeadContent|Scripts|useTags|buildTagsFromMatches|Asset) /],
  ['dehydration (seroval)', /seroval|dehydrate|crossSerialize/i],
  ['locale detection (paraglide)', /paraglide|URLPattern|urlpattern|findMatchingRouteStrategy|shouldRedirect/i],
  [
    'start html transform',
    /^(transformReadableStreamWithRouter|transformPipeableStreamWithRouter|transformHtmlStringWithRouter|readUtf8Stream|createSerializationStream) |ssr\/transformStreamWithRouter|htmlBoundaryScanner|hydrationScripts/,
  ],
  ['react render', /^\S* react-dom\/|^\S* react\//],
  ['router (match/load)', /router-core\/|react-router\/|start-server-core|start-client-core/],
  ['query', /query-core|react-query/],
  ['socket / http', /node:net|node:_http|writeGeneric|writev|node:internal\/stream_base/],
  ['request plumbing', /srvx|h3|undici|ssr\.mjs|node:internal\/webstreams|node:internal\/deps\/undici/],
  ['our code', /_ssr\/|_site|_slug|_landing|router-|src\//],
]

const short = (url) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/.*\/\.output\/server\//, '')
    .replace(/.*\/node_modules\//, '')
/** The bundled module a line of a built file came from (the bundler's `// node_modules/…` region comments). */
const regions = new Map()
function moduleOf(frame) {
  if (!frame.url.startsWith('file://')) return frame.url || frame.functionName
  let starts = regions.get(frame.url)
  if (!starts) {
    starts = []
    try {
      readFileSync(new URL(frame.url), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const match = /^\/\/ ((?:node_modules|src)\/\S+)$/.exec(line)
          if (match) starts.push([i, match[1].replace(/^node_modules\//, '').replace(/\/dist\/(esm\/)?/, '/')])
        })
    } catch {
      // Not readable: the file name stands for the module.
    }
    regions.set(frame.url, starts)
  }
  let found = short(frame.url)
  for (const [line, name] of starts) if (line <= frame.lineNumber) found = name
  return found
}
const frameName = (frame) => `${frame.functionName || '(anon)'} ${moduleOf(frame)}:${frame.lineNumber + 1}`
const partOf = (stack) => {
  const texts = stack.map((frame) => `${frame.functionName} ${moduleOf(frame)}`)
  for (const [part, test] of PARTS) if (texts.some((text) => test.test(text))) return part
  return 'other'
}

function table(title, entries, unit, renders, top) {
  console.log(`\n${title}`)
  const total = entries.reduce((sum, [, v]) => sum + v, 0)
  for (const [name, value] of entries.sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(
      `  ${(value / renders).toFixed(unit === 'ms' ? 3 : 0).padStart(9)} ${unit}  ${((100 * value) / total).toFixed(1).padStart(5)} %  ${name}`,
    )
}

function cpuParts(profile, renders, top, mainMs) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const stackOf = (id) => {
    const stack = []
    for (let at = id; at !== undefined; at = parent.get(at)) stack.push(byId.get(at).callFrame)
    return stack
  }
  const parts = {}
  const self = {}
  const selfByModule = {}
  const inclusive = {}
  const stacks = new Map()
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i]
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000
    if (!stacks.has(id)) stacks.set(id, stackOf(id))
    const stack = stacks.get(id)
    const part = partOf(stack)
    parts[part] = (parts[part] ?? 0) + ms
    const leaf = frameName(stack[0])
    self[leaf] = (self[leaf] ?? 0) + ms
    const module = moduleOf(stack[0])
    selfByModule[module] = (selfByModule[module] ?? 0) + ms
    for (const name of new Set(stack.map(frameName))) inclusive[name] = (inclusive[name] ?? 0) + ms
  }
  const busy = Object.entries(parts)
    .filter(([p]) => p !== 'program / idle')
    .reduce((s, [, v]) => s + v, 0)
  // Samples span wall-clock time (a busy machine stretches them): scale them to the thread's CPU time when known.
  const scale = mainMs ? (mainMs * renders) / busy : 1
  console.log(
    `\nmain thread: ${(busy / renders).toFixed(2)} ms sampled per render, scaled to ${((busy * scale) / renders).toFixed(2)} ms of CPU`,
  )
  delete parts['program / idle']
  for (const record of [parts, self, selfByModule, inclusive]) for (const key of Object.keys(record)) record[key] *= scale
  table('main thread by part (first rule any frame matches)', Object.entries(parts), 'ms', renders, top)
  table(
    'main thread, self time by module',
    Object.entries(selfByModule).filter(([n]) => !/^\((idle|program)\)/.test(n)),
    'ms',
    renders,
    top,
  )
  table(
    'main thread, self time',
    Object.entries(self).filter(([n]) => !/^\((idle|program)\)/.test(n)),
    'ms',
    renders,
    top,
  )
  table(
    'main thread, inclusive time',
    Object.entries(inclusive).filter(([n]) => !/^\((idle|program|root)\)/.test(n)),
    'ms',
    renders,
    top,
  )
}

function heapParts(heap, renders, top) {
  const parts = {}
  const self = {}
  const walk = (node, stack) => {
    const here = [node.callFrame, ...stack]
    if (node.selfSize) {
      const part = partOf(here)
      parts[part] = (parts[part] ?? 0) + node.selfSize
      const leaf = frameName(here.find((f) => f.url) ?? node.callFrame)
      self[leaf] = (self[leaf] ?? 0) + node.selfSize
    }
    for (const child of node.children ?? []) walk(child, here)
  }
  walk(heap.head, [])
  const total = Object.values(parts).reduce((s, v) => s + v, 0)
  console.log(`\nallocated: ${(total / renders / 1024).toFixed(0)} KB per render (sampled)`)
  table('allocations by part', Object.entries(parts), 'B', renders, top)
  table('allocations by innermost JS function', Object.entries(self), 'B', renders, top)
}

export function summarise({ dir, renders, threads, top = 40 }) {
  if (threads) {
    const total = Object.values(threads).reduce((s, v) => s + v, 0)
    console.log(`\nCPU per render, every thread: ${total.toFixed(2)} ms`)
    for (const [name, ms] of Object.entries(threads).sort((a, b) => b[1] - a[1]))
      if (ms > 0) console.log(`  ${ms.toFixed(2).padStart(7)} ms  ${name}`)
  }
  const gc = JSON.parse(readFileSync(join(dir, 'gc.json'), 'utf8'))
  console.log(
    `GC pauses (main thread): ${(gc.ms / renders).toFixed(2)} ms per render, ${(gc.count / renders).toFixed(2)} per render`,
    gc.byKind,
  )
  cpuParts(JSON.parse(readFileSync(join(dir, 'cpu.cpuprofile'), 'utf8')), renders, top, threads?.main)
  heapParts(JSON.parse(readFileSync(join(dir, 'heap.heapprofile'), 'utf8')), renders, top)
}

if (process.argv[2] === '--dir')
  summarise({ dir: process.argv[3], renders: Number(process.argv[4] ?? 1), top: Number(process.argv[5] ?? 40) })
