import { fileURLToPath } from 'node:url'
import { paraglideVitePlugin } from '@inlang/paraglide-js'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig, type Plugin } from 'vite'
import { paraglideOptions } from './paraglide.config.mjs'
import { contentPlugin } from './src/content/vite-plugin'

/**
 * Paraglide's compiler keeps ~30 s of timers alive after `vite build` has written everything
 * (STACK.md). This plugin runs last and ends the process once the whole app is built.
 */
function exitWhenBuilt(): Plugin {
  return {
    name: 'lumera:exit-when-built',
    apply: 'build',
    enforce: 'post',
    buildApp: {
      order: 'post',
      async handler() {
        setTimeout(() => process.exit(0), 50)
      },
    },
  }
}

export default defineConfig({
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./src', import.meta.url)),
      '#app-config': fileURLToPath(new URL('./app.config.ts', import.meta.url)),
    },
  },
  server: { port: 3000 },
  plugins: [
    paraglideVitePlugin(paraglideOptions),
    contentPlugin(fileURLToPath(new URL('.', import.meta.url))),
    tailwindcss(),
    tanstackStart({ srcDirectory: 'src' }),
    react(),
    nitro({ compressPublicAssets: { gzip: true, brotli: true } }),
    exitWhenBuilt(),
  ],
})
