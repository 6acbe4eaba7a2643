import { Hono } from 'hono'
import type { Db } from '../db/database'

/** Pleasant, dark-enough backgrounds for white initials (each above 4.5:1 against white). */
const BACKGROUNDS = ['#364fc7', '#5f3dc4', '#a61e4d', '#2b8a3e', '#c2255c', '#1864ab', '#862e9c', '#d9480f', '#0b7285', '#495057']

const hash = (s: string): number => {
  let h = 0
  for (const ch of s) h = (h * 31 + ch.charCodeAt(0)) >>> 0
  return h
}

const escapeXml = (s: string): string => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch)

const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter((p) => p !== '')
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase() ?? '')
    .join('')

/** A small generated portrait: a coloured tile with a head-and-shoulders figure and the initials. */
export const trainerPhotoSvg = (identityId: string, name: string): string => {
  const bg = BACKGROUNDS[hash(identityId) % BACKGROUNDS.length] ?? '#364fc7'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(name)}">
<rect width="96" height="96" fill="${bg}"/>
<circle cx="48" cy="38" r="18" fill="#ffffff" fill-opacity="0.28"/>
<path d="M14 96c2-20 16-31 34-31s32 11 34 31z" fill="#ffffff" fill-opacity="0.28"/>
<text x="48" y="86" text-anchor="middle" font-family="system-ui, sans-serif" font-size="20" font-weight="700" fill="#ffffff">${escapeXml(initialsOf(name))}</text>
</svg>`
}

/**
 * Trainer photos (agentAssets.mediaList[].mediaUrl is `/trainer-photos/<identityId>.jpg`): the
 * sandbox has no camera, so it answers a generated portrait for every known trainer, as an image
 * (image/svg+xml); an unknown one is a 404 without a page, and the portal shows the initials.
 */
export const trainerPhotosRoutes = (db: Db): Hono => {
  const app = new Hono()
  const byId = db.prepare('SELECT data FROM agents WHERE identity_id = ? LIMIT 1').pluck()
  app.get('/trainer-photos/:file', (c) => {
    const m = /^([A-Za-z0-9_-]{1,64})\.(jpg|svg)$/.exec(c.req.param('file'))
    const data = m?.[1] === undefined ? undefined : (byId.get(m[1]) as string | undefined)
    if (m?.[1] === undefined || data === undefined) return c.body(null, 404, { 'Content-Type': 'image/svg+xml' })
    const name = (JSON.parse(data) as { name?: string }).name ?? ''
    return c.body(trainerPhotoSvg(m[1], name), 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' })
  })
  return app
}
