#!/usr/bin/env bash
# npm start: build when the sources changed, then become the server (exec), so a signal sent to
# the process npm started reaches node itself and no orphan is left behind.
set -euo pipefail
cd "$(dirname "$0")/.."
node scripts/build-if-stale.mjs
export NODE_ENV=production
# The flags live in one place for every start of the production server.
exec node $(node scripts/lib/server-node-flags.mjs) build/node/server.js
