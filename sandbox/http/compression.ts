import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import { chooseCoding } from './accept-encoding'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Answers smaller than this travel as they are (compression would save less than it costs). */
export const COMPRESS_MIN_BYTES = 1024
const COMPRESSIBLE = /^(application\/(json|javascript)|text\/)/i

/**
 * Compresses API answers by the request's Accept-Encoding: brotli at a fast quality (5) or gzip
 * (level 6), on zlib's thread pool so the event loop keeps serving. The 10,000-row check-in list
 * travels at about a tenth of its size.
 */
export const compressAnswers: MiddlewareHandler = async (c, next) => {
  await next()
  const res = c.res
  if (res.body === null || res.headers.has('Content-Encoding')) return
  if (!COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '')) return
  const vary = res.headers.get('Vary')
  if (vary === null || !/accept-encoding/i.test(vary)) res.headers.append('Vary', 'Accept-Encoding')
  const coding = chooseCoding(c.req.header('Accept-Encoding'))
  if (coding === undefined) return
  if (/^attachment/i.test(res.headers.get('Content-Disposition') ?? '')) {
    // A streamed export (docs/api/paging.md) is compressed as it streams, never read whole.
    if (!/\bgzip\b/i.test(c.req.header('Accept-Encoding') ?? '')) return
    const headers = new Headers(res.headers)
    headers.set('Content-Encoding', 'gzip')
    headers.delete('Content-Length')
    c.res = new Response(res.body.pipeThrough(new CompressionStream('gzip')), { status: res.status, headers })
    return
  }
  const raw = Buffer.from(await res.arrayBuffer())
  const body =
    raw.length < COMPRESS_MIN_BYTES
      ? raw
      : coding === 'br'
        ? await brotli(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          })
        : await gz(raw, { level: 6 })
  c.res = new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers })
  c.res.headers.delete('Content-Length')
  if (body !== raw) c.res.headers.set('Content-Encoding', coding)
}
