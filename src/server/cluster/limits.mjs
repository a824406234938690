// The limits of a server process (docs/decisions/0028): its heap, and time bounds against slow and idle clients, so
// hundreds that trickle their headers or never read cost a file descriptor for seconds, not the server's capacity.

export const httpServerOptions = {
  // A request's headers must arrive within 10 s of its first byte (a byte every few seconds does not reset it).
  headersTimeout: 10_000,
  // The whole request, body included (forms are at most 64 KB, webhooks 2 MB), within 30 s.
  requestTimeout: 30_000,
  // How often Node checks the deadlines above (30 s by default).
  connectionsCheckingInterval: 1_000,
  keepAliveTimeout: 5_000,
}

/** No progress on a socket this long and it is destroyed: longer than any answer the server itself may take. */
export const SOCKET_IDLE_TIMEOUT_MS = 20_000

export function applyHttpLimits(server) {
  // Without a 'timeout' listener Node destroys the socket when it fires.
  server.setTimeout(SOCKET_IDLE_TIMEOUT_MS)
  return server
}

// Unbounded, V8 sizes the heap from the machine's memory and lets garbage pile up under a flood of renders; bounded, a
// leak ends the process (the supervisor starts another). `NODE_OPTIONS` may set another.
const HEAP_LIMIT_MB = 256

export function serverProcessArgs(execArgv = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? '') {
  const chosen = [...execArgv, nodeOptions].some((arg) => arg.includes('--max-old-space-size'))
  return chosen ? execArgv : [...execArgv, `--max-old-space-size=${HEAP_LIMIT_MB}`]
}
