/**
 * Compiles the Node server and the operator scripts to plain JavaScript in build/node/, so
 * production runs `node build/node/server.js` without tsx. Packages stay in node_modules
 * (they are loaded as they are); only the project's own TypeScript is bundled.
 */
import { rmSync } from 'node:fs'
import { build } from 'esbuild'

// The chunks' names carry their content's hash: the last build's would otherwise stay beside the new ones.
rmSync('build/node', { recursive: true, force: true })

await build({
  entryPoints: {
    server: 'server/index.ts',
    'leads-export': 'scripts/leads-export.ts',
    'db-reset': 'scripts/db-reset.ts',
    'db-prepare': 'scripts/db-prepare.ts',
    'seed-large': 'scripts/seed-large.ts',
    'admin-create': 'scripts/admin-create.ts',
    'content-import': 'scripts/content-import.ts',
    'stripe-sync': 'scripts/stripe-sync.ts',
    // A worker thread's own file: the newsletter's SMTP pool (server/services/newsletters/sending/smtp-thread-client.ts).
    'newsletter-smtp-thread': 'server/services/newsletters/sending/smtp-thread.ts',
  },
  outdir: 'build/node',
  bundle: true,
  // A module the server imports only when needed (`await import(...)`: the issue mail's renderer)
  // becomes a chunk of its own, and the packages it imports load with it, not at start.
  splitting: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
})
console.log('compiled the server and the operator scripts into build/node')
