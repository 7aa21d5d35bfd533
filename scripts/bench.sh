#!/usr/bin/env bash
# npm run bench: the server-side measurements on SQLite and MariaDB (backend/bench/: the MCP
# and Multifatorial chart times, the API throughput against bare node:http), then bundle sizes
# per app and per route, the budgets, and the time to first paint of /uilab, measured on the
# production build in headless Chromium (e2e/bench/). `npm run bench:mcp` (argument `mcp`)
# runs only the chart times, `npm run bench:api` (argument `api`) only the throughput,
# `npm run bench:fair` (argument `fair`) only the fair-use limits against a hammering user,
# `npm run bench:grid` (argument `grid`) only the MCP grid save of 200 × 12 cells,
# `npm run bench:live` (argument `live`) only the live changes' latency and streams' memory,
# `npm run bench:analytics` (argument `analytics`) only the page-view report of a year,
# `npm run bench:cluster` (argument `cluster`) only a signed-in GET through HAProxy and two
# instances against one instance direct, with compression in the instances or in HAProxy,
# `npm run bench:mobile` (argument `mobile`) only Lighthouse mobile on the signed-in pages with
# data (e2e/bench/lighthouse-mobile.bench.ts; minutes: 3 cold runs of 10 pages),
# `npm run bench:trace` (argument `trace`) only the long tasks of those pages at 4× CPU, from
# their traces (e2e/bench/mobile-trace.bench.ts; not part of the full run). Builds
# only when a build is missing; exits non-zero when a budget is exceeded (after running every
# measurement).
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

ensure_pnpm
# The browser measurements (e2e/bench/) on the production build, on a SQLite file.
browser_bench() {
  if [ ! -x "$CHROMIUM_PATH" ]; then
    echo "bench: Chromium is missing at $CHROMIUM_PATH (install Debian's chromium)" >&2
    return 1
  fi
  (cd e2e && "${PNPM[@]}" exec playwright test -c bench/playwright.config.ts "$@")
}
case "${1:-}" in
  mobile) browser_bench lighthouse-mobile.bench.ts; exit $? ;;
  trace) MOBILE_TRACE=1 browser_bench mobile-trace.bench.ts; exit $? ;;
esac
# The production server (backend/dist) on a SQLite file and on a database of its own at
# TEST_MYSQL_URL (skipped with a notice when MariaDB is unreachable, a failure with CI=true).
status=0
case "${1:-}" in
  mcp) (cd backend && "${PNPM[@]}" exec vitest run -c vitest.bench.config.ts bench/chart-data.bench.ts bench/multifatorial-chart.bench.ts bench/grid-save.bench.ts) || status=1 ;;
  api) (cd backend && "${PNPM[@]}" exec vitest run -c vitest.bench.config.ts bench/api.bench.ts) || status=1 ;;
  fair) (cd backend && "${PNPM[@]}" exec vitest run -c vitest.bench.config.ts bench/fair-use.bench.ts) || status=1 ;;
  grid) (cd backend && "${PNPM[@]}" exec vitest run -c vitest.bench.config.ts bench/grid-save.bench.ts) || status=1 ;;
  live) (cd backend && "${PNPM[@]}" exec vitest run -c vitest.bench.config.ts bench/live.bench.ts) || status=1 ;;
  analytics) (cd backend && "${PNPM[@]}" exec vitest run -c vitest.bench.config.ts bench/analytics-report.bench.ts) || status=1 ;;
  cluster) ensure_haproxy; (cd backend && "${PNPM[@]}" exec vitest run -c vitest.bench.config.ts bench/api.bench.ts -t 'through the balancer') || status=1 ;;
  *) (cd backend && "${PNPM[@]}" exec vitest run -c vitest.bench.config.ts) || status=1 ;;
esac
[ -n "${1:-}" ] && exit "$status"

browser_bench || status=1
exit "$status"
