import { pathToFileURL } from 'node:url'

/**
 * The Node flags of the production server, wherever it is started: `npm start`, the end-to-end and
 * reliability suites, `npm run bench` and `npm run lighthouse`. Printed when run directly (for
 * scripts/start.sh).
 *
 * --liftoff-only: the embedded database's WebAssembly is compiled by V8's baseline compiler only,
 * never a second time by the optimizing one: about 70 MB less memory for the life of the process,
 * its statements about a fifth slower (docs/decisions/031).
 *
 * --max-semi-space-size=8: a young generation half V8's default (16 MB per semi-space): about
 * 50–100 MB less under load, with no change in requests per second (decision 031).
 */
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--liftoff-only', '--max-semi-space-size=8']

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) console.log(SERVER_NODE_FLAGS.join(' '))
