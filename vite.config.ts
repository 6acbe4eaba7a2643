import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { budgetsPlugin } from './scripts/budgets.plugin'
import { precompressPlugin } from './scripts/precompress.plugin'

export default defineConfig({
  // budgetsPlugin fails the build over the JavaScript budgets; precompressPlugin writes .br and .gz beside each asset.
  plugins: [react(), budgetsPlugin(), precompressPlugin()],
  // Hidden source maps: written for error reporting, never referenced by the code nor served by the sandbox.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: 'hidden' },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/sign-in': 'http://127.0.0.1:8080',
      '/logout': 'http://127.0.0.1:8080',
    },
  },
})
