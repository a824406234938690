// Scenario 3 with SQLite (issue 30): the lead store's disk fails under lead posts.
//   full disk   DATA_DIR on a 16 MB tmpfs, filled to the last byte while the site runs, then freed;
//   read-only   DATA_DIR a read-only bind mount of a folder holding the database (what a disk
//               remounted read-only after an error looks like to the next start), then writable again.
// Each: the form's error while it lasts, success before and after, nothing acknowledged that was not
// stored, health naming the lead store, pages served throughout. Both need root (mount).
//
// The read-only mount is made while no server runs: the kernel refuses to make a mount read-only
// while a process holds a file on it open for writing (SQLite's database and WAL), so a running
// server's disk cannot be switched under it here; the server starts on the read-only disk instead.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startFakeMail } from '../../tests/e2e/support/fake-mail.mjs'
import { countOutcomes, postLead, storedEmails } from './leadPosts.mjs'
import { startSite } from './support.mjs'

const POSTS_PER_PHASE = 10

/** A run's posts, phase by phase, numbered across the run (each its own address and email). */
function poster(tag) {
  const phases = {}
  let n = 0
  return {
    phases,
    async post(origin, phase, count = POSTS_PER_PHASE) {
      phases[phase] = []
      for (let i = 0; i < count; i++) phases[phase].push(await postLead(origin, n++, tag))
    },
  }
}

const healthOf = async (origin) => {
  const [health, ready] = await Promise.all([
    fetch(`${origin}/api/health`).then((r) => r.json()),
    fetch(`${origin}/api/health/ready`).then((r) => r.status),
  ])
  return { status: health.status, problems: health.problems, ready }
}

/** The checks both faults share: nothing lost, the form's error only while the fault lasts. */
function leadChecks(name, fault, phases, stored) {
  const all = Object.values(phases).flat()
  const acknowledged = all.filter((o) => o.result === 'success')
  const lost = acknowledged.filter((o) => !stored.has(o.email))
  const summary = Object.fromEntries(Object.entries(phases).map(([phase, outcomes]) => [phase, countOutcomes(outcomes)]))
  const others = Object.keys(phases).filter((p) => p !== fault)
  return {
    summary,
    acknowledged: acknowledged.length,
    lost: lost.length,
    checks: [
      [
        `${name}: leads acknowledged but not stored`,
        '0',
        lost.length === 0,
        `${acknowledged.length} acknowledged, ${stored.size} stored, ${lost.length} missing`,
      ],
      [
        `${name}: answers`,
        `the form's error during the ${fault}, success ${others.join(' and ')}`,
        phases[fault].length > 0 &&
          phases[fault].every((o) => o.result === 'error') &&
          others.every((p) => phases[p].every((o) => o.result === 'success')),
        Object.entries(summary)
          .map(([p, c]) => `${p} ${JSON.stringify(c)}`)
          .join('; '),
      ],
    ],
  }
}

function mountOrFail(name, args) {
  try {
    execFileSync('mount', args, { stdio: 'pipe' })
    return null
  } catch (error) {
    return { figures: {}, checks: [[`${name}: mount`, 'mounted (needs root)', false, String(error.message).slice(0, 120)]] }
  }
}

const unmount = (dir) => {
  try {
    execFileSync('umount', [dir], { stdio: 'pipe' })
  } catch {
    // Not mounted.
  }
}

export async function sqliteFullDisk({ cpus = 0, log = console.log } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'lumera-abuse-disk-'))
  const refused = mountOrFail('sqlite full disk', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', dir])
  if (refused) return refused
  const mail = await startFakeMail()
  const site = await startSite({ DATA_DIR: dir, MAIL_API_URL: mail.mailUrl }, { cpus })
  const { phases, post } = poster(2)
  const health = {}
  try {
    await post(site.origin, 'before')
    // Fill the disk to the last byte.
    const filler = join(dir, 'filler')
    try {
      writeFileSync(filler, Buffer.alloc(32 * 1024 * 1024))
    } catch {
      // ENOSPC: it wrote what fitted.
    }
    await post(site.origin, 'full disk')
    health.full = await healthOf(site.origin)
    const page = await fetch(`${site.origin}/contact`).then((r) => r.status)
    rmSync(filler)
    await post(site.origin, 'after')
    health.after = await healthOf(site.origin)
    await site.stop()
    const result = leadChecks('sqlite full disk', 'full disk', phases, storedEmails(dir))
    log(`  SQLite, full disk: ${JSON.stringify(result.summary)}`)
    const problems = health.full.problems ?? []
    return {
      figures: { byPhase: result.summary, acknowledged: result.acknowledged, lostAcknowledged: result.lost, pageWhileFull: page, health },
      checks: [
        ...result.checks,
        [
          'sqlite full disk: health and pages',
          'degraded naming the lead store and the disk; pages 200',
          problems.some((p) => p.startsWith('lead store')) && problems.some((p) => p.startsWith('disk')) && page === 200,
          `while full: ${JSON.stringify(problems)}, a page ${page}; after: ${JSON.stringify(health.after.problems)}`,
        ],
      ],
    }
  } finally {
    await site.stop()
    await mail.close()
    unmount(dir)
    rmSync(dir, { recursive: true, force: true })
  }
}

export async function sqliteReadOnly({ cpus = 0, log = console.log } = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'lumera-abuse-rw-'))
  const dataDir = mkdtempSync(join(tmpdir(), 'lumera-abuse-ro-'))
  const refused = mountOrFail('sqlite read-only', ['--bind', folder, dataDir])
  if (refused) return refused
  const mail = await startFakeMail()
  const { phases, post } = poster(3)
  const health = {}
  let site
  const run = async (phase) => {
    site = await startSite({ DATA_DIR: dataDir, MAIL_API_URL: mail.mailUrl }, { cpus })
    await post(site.origin, phase)
    const found = await healthOf(site.origin)
    const page = await fetch(`${site.origin}/contact`).then((r) => r.status)
    const output = site.output()
    await site.stop()
    return { ...found, page, logged: output.split('\n').filter((l) => /"level":"(warn|error)"/.test(l)).length }
  }
  try {
    health.before = await run('before')
    execFileSync('mount', ['-o', 'remount,ro,bind', dataDir])
    health.readOnly = await run('read-only')
    execFileSync('mount', ['-o', 'remount,rw,bind', dataDir])
    health.after = await run('after')
    const result = leadChecks('sqlite read-only', 'read-only', phases, storedEmails(folder))
    log(`  SQLite, read-only DATA_DIR: ${JSON.stringify(result.summary)}`)
    const { problems, ready, page, logged } = health.readOnly
    return {
      figures: { byPhase: result.summary, acknowledged: result.acknowledged, lostAcknowledged: result.lost, health },
      checks: [
        ...result.checks,
        [
          'sqlite read-only: health, readiness, log, pages',
          'degraded naming the lead store; readiness 503; warnings logged; pages 200',
          problems.some((p) => p.startsWith('lead store')) && ready === 503 && logged > 0 && page === 200,
          `${JSON.stringify(problems)}; readiness ${ready}; ${logged} warnings or errors logged; a page ${page}; after: ${health.after.ready}`,
        ],
      ],
    }
  } finally {
    await site?.stop()
    await mail.close()
    unmount(dataDir)
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(folder, { recursive: true, force: true })
  }
}
