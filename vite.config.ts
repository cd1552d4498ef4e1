import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { islandsEntry } from './vite-islands-entry.ts'

const CLIENT_CORE =
  /\/(app\/(state\/(store|persistence|session-user)|consent\/banner-parts|analytics\/analytics-session|ads\/(ad-slot|pages-seen)|utils\/islands)|lib\/(consent-cookie|cookies|ads\/interstitial-cap)|node_modules\/zustand\/esm\/vanilla)\.(ts|mjs|js)$/

/** The plain form modules a lead form's island shares with the hydrated forms (decision 079). */
const FORM_CORE = /\/app\/components\/forms\/(form-check|network-check-widget)\.ts$/

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), islandsEntry()],
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // The plain modules both the reading pages' islands and the hydrated root run (decision 071)
        // travel as one chunk: apart, each was a chunk of its own on every page.
        // Conform's field helpers and the Babel helpers every Conform module shares travel as one
        // chunk: apart, the Babel helpers became a chunk of their own on every form page.
        // The check's and the proof-of-work widget's loaders, which a lead form's island and the
        // hydrated forms share, travel as one chunk too: apart, a lead form's page loaded 0.2 KB more.
        manualChunks: (id) => {
          if (/@conform-to\/(react\/dist\/helpers|(react|dom)\/dist\/_virtual\/)/.test(id)) return 'conform-helpers'
          if (isSsrBuild) return undefined
          return CLIENT_CORE.test(id) ? 'client-core' : FORM_CORE.test(id) ? 'form-core' : undefined
        },
      },
    },
  },
  resolve: {
    alias: [
      // @conform-to/zod/v4 builds its coercion wrappers with lazy, optional, pipe and transform from
      // classic 'zod/v4', which would put all of classic zod in the form pages' bundle. zod/mini has
      // the same four functions with the same signatures, and Conform only calls them (decision 033).
      // Exactly 'zod/v4': 'zod/v4/core' and the rest are left alone. The server build keeps
      // node_modules external, so Node still gives Conform classic zod there.
      { find: /^zod\/v4$/, replacement: 'zod/mini' },
    ],
  },
}))
