#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed at /usr/bin/chromium for the end-to-end tests.
# Playwright is pointed at it (playwright.config.ts); no browser is ever downloaded by Playwright.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [ -x "$CHROMIUM" ]; then
  exit 0
fi

if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing: the end-to-end tests need Debian's Chromium at $CHROMIUM." >&2
  echo "Install it with:  sudo apt-get install chromium fonts-liberation" >&2
  exit 1
fi

echo "Installing Debian's Chromium for the end-to-end tests (this can take a few minutes)..."
export DEBIAN_FRONTEND=noninteractive
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! { apt-get update -qq && apt-get install -y -qq --no-install-recommends chromium fonts-liberation; } >"$log" 2>&1; then
  tail -n 30 "$log" >&2
  echo "Installing Chromium with apt-get failed." >&2
  exit 1
fi

if [ ! -x "$CHROMIUM" ]; then
  echo "apt-get finished but $CHROMIUM is still missing." >&2
  exit 1
fi
echo "Installed: $("$CHROMIUM" --version 2>/dev/null || echo chromium)"
