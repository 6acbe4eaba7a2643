import { execSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * The first screen's JavaScript: every script and modulepreload the built index.html loads,
 * gzip-compressed (what a phone on a slow network downloads before the portal is usable).
 */
export const firstScreenBundle = {
  name: 'first screen JavaScript (gzip bytes)',
  run: async () => {
    if (!existsSync('dist/index.html')) execSync('npx vite build', { stdio: 'ignore' })
    const html = readFileSync('dist/index.html', 'utf8')
    const srcs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] as string)
    let raw = 0
    let gz = 0
    for (const src of srcs) {
      const bytes = readFileSync(join('dist', src))
      raw += bytes.length
      gz += gzipSync(bytes, { level: 9 }).length
    }
    return { 'files loaded by index.html': srcs.length, 'raw bytes': raw, 'gzip bytes': gz, 'gzip KiB': (gz / 1024).toFixed(1) }
  },
}
