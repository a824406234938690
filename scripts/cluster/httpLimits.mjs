// The HTTP server's limits against slow and idle clients (docs/decisions/0028). A client holds a
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
