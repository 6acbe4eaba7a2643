import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { chooseCoding } from '../../../sandbox/http/accept-encoding'
import { compressAnswers } from '../../../sandbox/http/compression'
import { IMMUTABLE, servePortal } from '../../../sandbox/http/static-portal'

const script = 'console.log("the portal");'.repeat(200)

const builtPortal = (): string => {
  const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), script)
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script))
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(script))
  writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), '{"version":3}')
  writeFileSync(join(dist, 'assets', 'tiny-def456.js'), 'export {}')
  mkdirSync(join(dist, '.vite'))
  writeFileSync(join(dist, '.vite', 'budgets.json'), '{}')
  return dist
}

const portal = (): Hono => {
  const app = new Hono()
  servePortal(app, builtPortal())
  return app
}

describe('Accept-Encoding', () => {
  it('prefers brotli, then gzip, and honours q-values and *', () => {
    expect(chooseCoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chooseCoding('gzip')).toBe('gzip')
    expect(chooseCoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(chooseCoding('br;q=0.4, gzip;q=0.8')).toBe('gzip')
    expect(chooseCoding('*')).toBe('br')
    expect(chooseCoding('identity')).toBeUndefined()
    expect(chooseCoding(undefined)).toBeUndefined()
    expect(chooseCoding('br, gzip', ['gzip'])).toBe('gzip')
  })
})

describe('the built portal as the sandbox serves it', () => {
  it('sends a hashed asset brotli-compressed to a browser that accepts it, cached for a year', async () => {
    const r = await portal().request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(r.status).toBe(200)
    expect(r.headers.get('Content-Encoding')).toBe('br')
    expect(r.headers.get('Cache-Control')).toBe(IMMUTABLE)
    expect(r.headers.get('Vary')).toBe('Accept-Encoding')
    expect(r.headers.get('Content-Type')).toMatch(/^text\/javascript/)
    expect(brotliDecompressSync(Buffer.from(await r.arrayBuffer())).toString()).toBe(script)
  })

  it('sends gzip to a client that accepts only gzip, and the bytes as they are to one that accepts neither', async () => {
    const gz = await portal().request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gz.headers.get('Content-Encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script)
    const plain = await portal().request('/assets/index-abc123.js')
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(await plain.text()).toBe(script)
  })

  it('sends a small asset without a compressed copy as it is', async () => {
    const r = await portal().request('/assets/tiny-def456.js', { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(r.status).toBe(200)
    expect(r.headers.get('Content-Encoding')).toBeNull()
    expect(await r.text()).toBe('export {}')
  })

  it('never serves source maps, compressed copies by name, the build report or a missing asset', async () => {
    const app = portal()
    for (const path of ['/assets/index-abc123.js.map', '/assets/index-abc123.js.br', '/assets/missing-000.js', '/assets/..%2Findex.html']) {
      expect((await app.request(path)).status, path).toBe(404)
    }
    const report = await app.request('/.vite/budgets.json')
    expect(await report.text()).not.toContain('{}')
  })

  it('answers every portal route with index.html, never cached', async () => {
    const r = await portal().request('/checkin')
    expect(r.status).toBe(200)
    expect(r.headers.get('Cache-Control')).toBe('no-cache')
    expect(await r.text()).toContain('<div id="root">')
  })
})

describe('API answers', () => {
  const rows = Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `Member ${i}`, state: 'validated' }))
  const api = (): Hono => {
    const app = new Hono()
    app.use('*', compressAnswers)
    app.get('/list', (c) => c.json(rows))
    app.get('/small', (c) => c.json({ ok: true }))
    return app
  }

  it('travel brotli- or gzip-compressed by Accept-Encoding, and read back the same', async () => {
    const br = await api().request('/list', { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(br.headers.get('Content-Encoding')).toBe('br')
    expect(br.headers.get('Vary')).toMatch(/Accept-Encoding/)
    const brBytes = Buffer.from(await br.arrayBuffer())
    expect(JSON.parse(brotliDecompressSync(brBytes).toString())).toEqual(rows)
    expect(brBytes.length).toBeLessThan(JSON.stringify(rows).length / 5)
    const gz = await api().request('/list', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gz.headers.get('Content-Encoding')).toBe('gzip')
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(rows)
  })

  it('travel as they are to a client that accepts no coding, and when small', async () => {
    const plain = await api().request('/list')
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(await plain.json()).toEqual(rows)
    const small = await api().request('/small', { headers: { 'Accept-Encoding': 'br' } })
    expect(small.headers.get('Content-Encoding')).toBeNull()
    expect(await small.json()).toEqual({ ok: true })
  })
})
