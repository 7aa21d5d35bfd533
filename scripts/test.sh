#!/usr/bin/env bash
# npm test: install, lint and knip, build, then every test: unit and component tests of each package,
# backend integration on SQLite and MariaDB/MySQL, and the Playwright e2e suites in Chromium.
source "$(dirname "$0")/lib.sh"

export TEST_MYSQL_URL="${TEST_MYSQL_URL:-mysql://root@127.0.0.1:3306/test}"
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"

ensure_chromium() {
  [ -x "$CHROMIUM_PATH" ] && return 0
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    echo "test: installing Debian's chromium"
    (apt-get install -y chromium >/dev/null 2>&1 || { apt-get update >/dev/null 2>&1 && apt-get install -y chromium >/dev/null 2>&1; }) || true
  fi
  [ -x "$CHROMIUM_PATH" ]
}

install_deps

# Before the builds, so a broken layer or dead code fails the run within a minute.
lint_all

build_all

echo "== unit, component and backend integration tests"
# The restore drill on MariaDB runs mariadb-dump and mariadb.
ensure_mariadb_client || echo "test: mariadb-client missing and not installable: the MariaDB restore drill will fail" >&2
"${PNPM[@]}" --filter contracts --filter backend --filter shell --filter 'mfe-*' \
  --workspace-concurrency=1 run test

echo "== e2e (Playwright, production build)"
if ensure_chromium; then
  "${PNPM[@]}" --filter e2e run test
elif [ "${CI:-}" = true ]; then
  echo "test: Chromium is missing at $CHROMIUM_PATH and could not be installed" >&2
  exit 1
else
  echo "test: SKIPPED e2e: no Chromium at $CHROMIUM_PATH (install Debian's chromium)"
fi
