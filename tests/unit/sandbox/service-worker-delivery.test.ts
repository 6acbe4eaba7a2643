import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { servePortal } from '../../../sandbox/http/static-portal'

const worker = 'self.addEventListener("fetch", () => {})'
const manifest = '{"name":"Centre operations portal","start_url":"/"}'

const portal = (withWorker: boolean): Hono => {
  const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
  if (withWorker) {
    writeFileSync(join(dist, 'sw.js'), worker)
    writeFileSync(join(dist, 'manifest.webmanifest'), manifest)
  }
  const app = new Hono()
  servePortal(app, dist)
  return app
}

describe('the service worker and the manifest as the sandbox serves them', () => {
  it('sends sw.js as JavaScript that the browser asks for again on every load', async () => {
    const r = await portal(true).request('/sw.js')
    expect(r.status).toBe(200)
    expect(r.headers.get('Content-Type')).toMatch(/^text\/javascript/)
    expect(r.headers.get('Cache-Control')).toBe('no-cache')
    expect(await r.text()).toBe(worker)
  })

  it('sends the manifest with its own type', async () => {
    const r = await portal(true).request('/manifest.webmanifest')
    expect(r.status).toBe(200)
    expect(r.headers.get('Content-Type')).toMatch(/^application\/manifest\+json/)
    expect(await r.text()).toBe(manifest)
  })

  it('answers HEAD with the headers only', async () => {
    const r = await portal(true).request('/sw.js', { method: 'HEAD' })
    expect(r.status).toBe(200)
    expect(r.headers.get('Content-Type')).toMatch(/^text\/javascript/)
    expect(await r.text()).toBe('')
  })

  it('answers /sw.js with the page when the build has no worker (registering it then fails, harmlessly)', async () => {
    const r = await portal(false).request('/sw.js')
    expect(r.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(await r.text()).toContain('<div id="root">')
  })
})
