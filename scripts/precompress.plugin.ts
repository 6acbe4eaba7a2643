import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Below this size compression saves less than the headers it costs. */
export const PRECOMPRESS_MIN_BYTES = 1024
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|wasm)$/

/** The file names under assets/ the build compresses (hashed, never .map). */
export const shouldPrecompress = (fileName: string, bytes: number): boolean =>
  fileName.startsWith('assets/') && COMPRESSIBLE.test(fileName) && bytes >= PRECOMPRESS_MIN_BYTES

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip level 9) beside each hashed
 * asset, once at build time; the sandbox sends the one the browser accepts.
 */
export const precompressPlugin = (): Plugin => {
  let outDir = 'dist'
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    async writeBundle(_options, bundle) {
      await Promise.all(
        Object.keys(bundle).map(async (fileName) => {
          const path = join(outDir, fileName)
          const bytes = await readFile(path)
          if (!shouldPrecompress(fileName, bytes.length)) return
          const [br, gzipped] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              },
            }),
            gz(bytes, { level: 9 }),
          ])
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)])
        }),
      )
    },
  }
}
