// Preloaded into a server process by profile-render.mjs (`node --import`): SIGUSR2 starts a CPU profile and a
// sampling heap profile of every allocation (collected or not), the next SIGUSR2 stops both, writes them to
// PROFILE_DIR with the GC pauses seen meanwhile, and answers by writing `done` there. Measuring tool only.
import { Session } from 'node:inspector/promises'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PerformanceObserver } from 'node:perf_hooks'

const dir = process.env.PROFILE_DIR
const session = new Session()
session.connect()
let running = false
let gc = { count: 0, ms: 0, byKind: {} }
const observer = new PerformanceObserver((list) => {
  if (!running) return
  for (const entry of list.getEntries()) {
    gc.count++
    gc.ms += entry.duration
    const kind = entry.detail?.kind ?? 0
    gc.byKind[kind] = (gc.byKind[kind] ?? 0) + entry.duration
  }
})
observer.observe({ entryTypes: ['gc'] })

process.on('SIGUSR2', async () => {
  if (!running) {
    running = true
    gc = { count: 0, ms: 0, byKind: {} }
    await session.post('Profiler.enable')
    await session.post('Profiler.setSamplingInterval', { interval: Number(process.env.PROFILE_INTERVAL_US ?? 500) })
    await session.post('Profiler.start')
    await session.post('HeapProfiler.enable')
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: Number(process.env.PROFILE_HEAP_INTERVAL ?? 16384),
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    })
    writeFileSync(join(dir, 'started'), '')
    return
  }
  running = false
  const { profile } = await session.post('Profiler.stop')
  const { profile: heap } = await session.post('HeapProfiler.stopSampling')
  writeFileSync(join(dir, 'cpu.cpuprofile'), JSON.stringify(profile))
  writeFileSync(join(dir, 'heap.heapprofile'), JSON.stringify(heap))
  writeFileSync(join(dir, 'gc.json'), JSON.stringify(gc))
  writeFileSync(join(dir, 'done'), '')
})
