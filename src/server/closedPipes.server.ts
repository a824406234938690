/**
 * Logs go to stdout and stderr, usually a pipe to a supervisor or a log collector. When that reader
 * goes away, every write fails with EPIPE; without a listener the stream throws it as an uncaught
 * exception, whose report (Nitro's handler writes it to stderr) fails the same way: a loop that
 * burned a third of a core and kept the process from draining (seen when a test runner was killed).
 * With a listener the failed writes are dropped; the server keeps serving and stops when told.
 */
export function dropWritesToClosedPipes(streams: NodeJS.WritableStream[] = [process.stdout, process.stderr]): void {
  for (const stream of streams) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      // Anything else than a closed reader is a real fault of the stream: let it surface.
      if (error.code !== 'EPIPE') throw error
    })
  }
}
