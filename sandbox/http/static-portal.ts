import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { extname, join } from 'node:path'
import type { Hono } from 'hono'
import { type Coding, chooseCoding } from './accept-encoding'

/** Hashed file names change with their content: a year, and the browser never asks again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
}

type Asset = { readonly type: string; readonly raw: Buffer; readonly encoded: Partial<Record<Coding, Buffer>> }

/**
 * Reads the built portal's hashed assets once, each with the brotli and gzip copies the build
 * wrote beside it. Source maps (hidden maps, for error reporting) and the build's own reports are
 * never served.
 */
const readAssets = (dist: string): ReadonlyMap<string, Asset> => {
  const dir = join(dist, 'assets')
  const assets = new Map<string, Asset>()
  if (!existsSync(dir)) return assets
  for (const name of readdirSync(dir)) {
    const ext = extname(name)
    if (ext === '.map' || ext === '.br' || ext === '.gz') continue
    const path = join(dir, name)
    const encoded: Partial<Record<Coding, Buffer>> = {}
    if (existsSync(`${path}.br`)) encoded.br = readFileSync(`${path}.br`)
    if (existsSync(`${path}.gz`)) encoded.gzip = readFileSync(`${path}.gz`)
    assets.set(name, { type: TYPES[ext] ?? 'application/octet-stream', raw: readFileSync(path), encoded })
  }
  return assets
}

/**
 * The files the build writes beside index.html that keep their name from one build to the next:
 * the service worker (asked again on every load, so a new build's worker is found at once; never
 * cached by the browser's HTTP cache) and the web app manifest.
 */
const ROOT_FILES: Readonly<Record<string, string>> = {
  'sw.js': 'text/javascript; charset=utf-8',
  'manifest.webmanifest': 'application/manifest+json; charset=utf-8',
}

const serveRootFiles = (app: Hono, dist: string): void => {
  for (const [name, type] of Object.entries(ROOT_FILES)) {
    const path = join(dist, name)
    if (!existsSync(path)) continue
    const body = readFileSync(path)
    app.on(['GET', 'HEAD'], `/${name}`, (c) =>
      c.req.method === 'HEAD'
        ? c.body(null, 200, { 'Content-Type': type, 'Cache-Control': 'no-cache' })
        : c.body(new Uint8Array(body), 200, { 'Content-Type': type, 'Cache-Control': 'no-cache' }),
    )
  }
}

/**
 * Serves the built portal: hashed assets precompressed by Accept-Encoding and cached for a year,
 * the service worker and the manifest, and index.html (never cached, so a new build is picked up
 * at once) for every other GET, since the single-page app decides what each route shows.
 */
export const servePortal = (app: Hono, dist: string): void => {
  const index = readFileSync(join(dist, 'index.html'), 'utf8')
  const assets = readAssets(dist)
  app.on(['GET', 'HEAD'], '/assets/:name', (c) => {
    const asset = assets.get(c.req.param('name'))
    if (asset === undefined) return c.text('Not found', 404, { 'Cache-Control': 'no-store' })
    const available = (['br', 'gzip'] as const).filter((k) => asset.encoded[k] !== undefined)
    const coding = chooseCoding(c.req.header('Accept-Encoding'), available)
    const body = coding === undefined ? asset.raw : (asset.encoded[coding] as Buffer)
    const headers: Record<string, string> = {
      'Content-Type': asset.type,
      'Cache-Control': IMMUTABLE,
      Vary: 'Accept-Encoding',
      'Content-Length': String(body.length),
    }
    if (coding !== undefined) headers['Content-Encoding'] = coding
    return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(new Uint8Array(body), 200, headers)
  })
  serveRootFiles(app, dist)
  app.get('*', (c) => c.html(index, 200, { 'Cache-Control': 'no-cache' }))
}
