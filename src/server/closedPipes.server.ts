/**
 * When the reader of stdout or stderr goes away, writes fail with EPIPE; unheard, that is an uncaught exception whose
 * report fails the same way, in a loop. Heard, the failed writes are dropped and the server keeps serving.
 */
export function dropWritesToClosedPipes(streams: NodeJS.WritableStream[] = [process.stdout, process.stderr]): void {
  for (const stream of streams) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      // Anything else than a closed reader is a real fault of the stream: let it surface.
      if (error.code !== 'EPIPE') throw error
    })
  }
}
