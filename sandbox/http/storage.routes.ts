import * as E from 'fp-ts/Either'
import { Hono } from 'hono'
import { TARGET_FILE_FIELD } from '../../adapters/http/contract/uploads.codecs'
import { TARGET_FILE_MAX_BYTES } from '../../core/operations/target-upload'
import type { Db } from '../db/database'
import { createTargetStore, STORAGE_PREFIX } from '../uploads/target-store'
import { readBounded } from './request-limits'

/**
 * The sandbox's file storage (it stands for the object store the real API presigns URLs for):
 * outside the API and without a staff session, as a presigned URL needs none. A URL is an
 * unguessable one-time token that expires after 15 minutes. PUT takes a multipart form whose field
 * targetFile is a text/csv file of at most 1 MiB; GET answers a file by its download token.
 */
export const storageRoutes = (d: { readonly db: Db; readonly now: () => number }): Hono => {
  const app = new Hono()
  const targets = createTargetStore(d.db, d.now)
  const cors = { 'access-control-allow-origin': '*' }

  app.put(`${STORAGE_PREFIX}:token`, async (c) => {
    const type = c.req.header('content-type') ?? ''
    if (!/^multipart\/form-data;\s*boundary=/i.test(type)) return c.json({ message: 'Send the file as multipart/form-data' }, 415, cors)
    const raw = await readBounded(c.req.raw.body, TARGET_FILE_MAX_BYTES + 16 * 1024)
    if (raw === undefined) return c.json({ message: `The file is too large (at most ${TARGET_FILE_MAX_BYTES / 1024} KiB)` }, 413, cors)
    let form: FormData
    try {
      form = await new Response(raw, { headers: { 'content-type': type } }).formData()
    } catch {
      return c.json({ message: 'The multipart form could not be read' }, 400, cors)
    }
    const file = form.get(TARGET_FILE_FIELD)
    if (file === null || typeof file === 'string') return c.json({ message: `The form has no file in the field ${TARGET_FILE_FIELD}` }, 400, cors)
    if (!/^text\/csv\b/i.test(file.type)) return c.json({ message: 'The file must be text/csv' }, 415, cors)
    const stored = targets.store(c.req.param('token'), await file.text())
    return E.isLeft(stored) ? c.json({ message: stored.left.message }, stored.left.status, cors) : c.body(null, 200, cors)
  })

  app.get(`${STORAGE_PREFIX}:token`, (c) => {
    const f = targets.download(c.req.param('token'))
    if (E.isLeft(f)) return c.json({ message: f.left.message }, f.left.status)
    return c.body(f.right.content, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${f.right.fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
      'cache-control': 'no-store',
    })
  })
  return app
}
