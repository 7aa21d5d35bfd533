#!/usr/bin/env bash
# npm run bench: bundle sizes per app and per route, the budgets, and the time to first paint
# of /uilab, measured on the production build in headless Chromium (e2e/bench/). Builds only
# when a build is missing; exits non-zero when a budget is exceeded.
source "$(dirname "$0")/lib.sh"

export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
# Its own port and scratch folder, so it can run beside the e2e suites.
export E2E_PORT="${BENCH_PORT:-8124}"

[ -d node_modules ] && [ -d e2e/node_modules ] || install_deps
missing=0
for p in backend shell mfe-accounts mfe-companies mfe-matrices mfe-plans; do
  [ -d "$p/dist" ] || missing=1
done
if [ "$missing" = 1 ]; then build_all; else echo "bench: using the existing production build (npm run build to refresh it)"; fi

if [ ! -x "$CHROMIUM_PATH" ]; then
  echo "bench: Chromium is missing at $CHROMIUM_PATH (install Debian's chromium)" >&2
  exit 1
fi
ensure_pnpm
cd e2e
exec "${PNPM[@]}" exec playwright test -c bench/playwright.config.ts
