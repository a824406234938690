// Scenario 2, slow clients (issue 30): `clients` connections that either send their headers a byte
// every 2 s (half of them) or send requests and never read the answers (the other half), while the
// visitor loads ordinary pages at 2 a second. The visitor's p99 stays within 1 s, and the server
// cuts every slow connection off within the stated limits (src/server/cluster/limits.mjs): headers
// within 10 s (+1 s for the check), a connection that makes no progress within 20 s.
import { connect } from 'node:net'
import { SOCKET_IDLE_TIMEOUT_MS, httpServerOptions } from '../../src/server/cluster/limits.mjs'
import { describeMachine, startSampler, summarizeProcesses } from './processes.mjs'
import { connectionsHeld, sleep, startSite, startVisitor, summarizeVisitor, visitorChecks, warmUp } from './support.mjs'

/** The longest a slow connection may live: the idle timeout plus the deadline checks' interval and slack. */
export const CUT_WITHIN_MS = SOCKET_IDLE_TIMEOUT_MS + httpServerOptions.connectionsCheckingInterval + 4000

export function slowConnection(port, kind, bigPath) {
  const socket = connect(port, '127.0.0.1')
  let timer
  socket.on('connect', () => {
    if (kind === 'trickle') {
      const request = 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: 198.51.100.99\r\nX-Padding: ' + 'a'.repeat(500)
      let i = 0
      timer = setInterval(() => {
        if (i < request.length) socket.write(request[i++])
      }, 2000)
    } else {
      // One request for a page (45 KB), never read: the answer waits in the socket buffers and the
      // connection makes no more progress.
      socket.pause()
      socket.write(`GET ${bigPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n\r\n`)
    }
  })
  socket.on('error', () => {})
  // A client that does not read never sees the server close: the server's side is counted instead (connectionsHeld).
  socket.on('close', () => clearInterval(timer))
  return {
    destroy: () => {
      clearInterval(timer)
      socket.destroy()
    },
  }
}

export async function slowClients({ clients = 500, seconds = 45, cpus = 0, log = console.log } = {}) {
  const site = await startSite({}, { cpus })
  const connections = []
  try {
    await warmUp(site.origin)
    // The visitor is already browsing (its connections open) when the slow clients arrive. A
    // connection opened during their arrival waits for the supervisor to hand it over behind
    // theirs (node:cluster's round-robin), which decision 0028 states as a known limit.
    const visitor = startVisitor(site.origin)
    const sampler = startSampler(site, { everyMs: 5000 })
    await sleep(3000)
    const baseline = connectionsHeld(site.port)
    const opened = Date.now()
    const openedAt = performance.now()
    for (let i = 0; i < clients; i++) {
      connections.push(slowConnection(site.port, i % 2 === 0 ? 'trickle' : 'unread', '/showcases'))
      if (i % 50 === 49) await sleep(100)
    }
    // How many the server holds, once a second: the visitor's own (a few) aside, they must all go.
    const held = []
    let allCutAfterMs = null
    while (Date.now() - opened < seconds * 1000) {
      await sleep(1000)
      const count = connectionsHeld(site.port)
      held.push(count)
      if (allCutAfterMs === null && held.length > 2 && count <= baseline + 8) allCutAfterMs = Date.now() - opened
    }
    await visitor.stop()
    const machine = summarizeProcesses(await sampler.stop(), site.quota)
    const restarts = site.restarts()
    const visit = summarizeVisitor(visitor.results.filter((r) => r.at >= openedAt))
    const peak = Math.max(0, ...held)
    const figures = {
      clients,
      seconds,
      visitor: visit,
      heldPeak: peak,
      heldAtEnd: held.at(-1),
      allCutAfterMs,
      heldEachSecond: held,
      restarts,
      machine,
    }
    const checks = [
      ...visitorChecks(visit),
      [
        'slow connections cut',
        `all within ${CUT_WITHIN_MS / 1000} s`,
        allCutAfterMs !== null && allCutAfterMs <= CUT_WITHIN_MS,
        `the server held ${peak} connections at most, ${held.at(-1)} after ${seconds} s; all slow ones let go after ${allCutAfterMs === null ? 'more than the run' : `${(allCutAfterMs / 1000).toFixed(0)} s`}`,
      ],
    ]
    log(`  machine: ${describeMachine(machine)}`)
    return { figures, checks }
  } finally {
    for (const c of connections) c.destroy()
    await site.stop()
  }
}
