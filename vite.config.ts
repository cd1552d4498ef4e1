import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // Conform's field helpers and the Babel helpers every Conform module shares travel as one
        // chunk: apart, the Babel helpers became a chunk of their own on every form page.
        // The shell's small helpers that every page loads with the root (the nonce, the chunk error
        // and the internal links) travel as one chunk: apart, each cost a request and its own
        // compression overhead on every page (docs/decisions/064).
        manualChunks: (id) =>
          /@conform-to\/(react\/dist\/helpers|(react|dom)\/dist\/_virtual\/)/.test(id)
            ? 'conform-helpers'
            : /\/app\/utils\/(nonce\.tsx|chunk-error\.ts|internal-links\.ts)$/.test(id)
              ? 'shell'
              : undefined,
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
})
