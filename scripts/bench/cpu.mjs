// CPU time of a process and its children, read from /proc (Linux): user + system, in milliseconds.
// A busy machine stretches wall-clock times; the CPU a process spends on a fixed amount of work moves much less.
import { readFileSync } from 'node:fs'

const TICKS_PER_SECOND = 100 // USER_HZ: 100 on every Linux this runs on

/** utime + stime of one process (its threads included: libuv's pool, the GC helpers), in ms. */
export function cpuMs(pid) {
  // The command name (field 2) may hold spaces: the fields after it start past the last ')'.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // Fields 14 and 15 of the man page (utime, stime) are 12 and 13 here: the first two are cut.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
}

/** The process ids of `pid`'s children (e.g. a supervisor's server processes). */
export function childPids(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
  } catch {
    return []
  }
}

/** CPU time of a process and of every process below it, in ms. */
export function treeCpuMs(pid) {
  return cpuMs(pid) + childPids(pid).reduce((sum, child) => sum + treeCpuMs(child), 0)
}
