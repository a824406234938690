// The limits of a server process (docs/decisions/0028): its heap, and its HTTP server's limits
// against slow and idle clients. A client holds a
// connection, a socket and some memory for as long as it is let; these bound that time whatever the
// client does, so hundreds that trickle their headers or never read their answer cost a few seconds
// of a file descriptor each, not the server's capacity.
//
// Node checks the header and request deadlines on a timer (`connectionsCheckingInterval`, 30 s by
// default): at 1 s a connection is cut within a second of its deadline.

/** Options of `http.createServer`. */
export const httpServerOptions = {
  // A request's headers must arrive within 10 s of its first byte (a byte every few seconds does not reset it).
  headersTimeout: 10_000,
  // The whole request, body included (forms are at most 64 KB, webhooks 2 MB), within 30 s.
  requestTimeout: 30_000,
  connectionsCheckingInterval: 1_000,
  // An idle kept-alive connection is closed after 5 s (Node's default, said here so it is one of the stated limits).
  keepAliveTimeout: 5_000,
}

/**
 * No progress at all on a socket for this long (a client that stopped reading its answer, one that
 * connected and sent nothing) and it is destroyed. Longer than any answer the server itself may take
 * (a render waits at most a few seconds, an image from the store 10 s).
 */
export const SOCKET_IDLE_TIMEOUT_MS = 20_000

/** Applies what cannot be given to `createServer`. */
export function applyHttpLimits(server) {
  // Without a 'timeout' listener Node destroys the socket when it fires.
  server.setTimeout(SOCKET_IDLE_TIMEOUT_MS)
  return server
}

/**
 * The V8 heap of each server process. Without it V8 sizes the heap from the machine's memory (about
 * 4 GB here) and, under a flood of renders, lets garbage pile up for minutes before collecting it:
 * resident memory climbed from 100 to over 500 MB with less than 160 MB alive. With the bound it
 * collects sooner and memory settles; a real leak would end the process at the bound, and the
 * supervisor starts another, rather than take the machine's memory. `NODE_OPTIONS` may set another.
 */
const HEAP_LIMIT_MB = 256

/** Arguments for the server processes: the heap bound unless the operator chose one. */
export function serverProcessArgs(execArgv = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? '') {
  const chosen = [...execArgv, nodeOptions].some((arg) => arg.includes('--max-old-space-size'))
  return chosen ? execArgv : [...execArgv, `--max-old-space-size=${HEAP_LIMIT_MB}`]
}
