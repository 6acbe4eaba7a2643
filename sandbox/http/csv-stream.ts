/**
 * A CSV download streamed as the client reads it: each pull takes the next piece from `pieces`
 * (a generator that reads one chunk of rows from the database at a time), so a large export never
 * sits whole in the server's memory, nor in the browser's.
 */
export const csvStreamResponse = (pieces: Iterator<string>, fileName: string): Response => {
  const bytes = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    pull: (ctl) => {
      const n = pieces.next()
      if (n.done === true) ctl.close()
      else ctl.enqueue(bytes.encode(n.value))
    },
  })
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  })
}
