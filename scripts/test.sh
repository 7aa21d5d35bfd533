#!/usr/bin/env bash
# npm test: install, lint and knip, build, then every test: unit and component tests of each package,
# backend integration on SQLite and MariaDB/MySQL, and the Playwright e2e suites in Chromium.
source "$(dirname "$0")/lib.sh"

export TEST_MYSQL_URL="${TEST_MYSQL_URL:-mysql://root@127.0.0.1:3306/test}"
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
export TEST_REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379}"

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

# MariaDB at TEST_MYSQL_URL and Redis at TEST_REDIS_URL answer (mysql2 from e2e's dependencies, Redis by a PING).
services_reachable() {
  (cd e2e && node --input-type=module -e "
    import mysql from 'mysql2/promise';
    import { connect } from 'node:net';
    const connection = await mysql.createConnection({ uri: process.env.TEST_MYSQL_URL, connectTimeout: 3000 });
    await connection.end();
    const redis = new URL(process.env.TEST_REDIS_URL);
    await new Promise((resolve, reject) => {
      const socket = connect(Number(redis.port || 6379), redis.hostname, () => socket.write('PING\\r\\n'));
      socket.setTimeout(3000, () => reject(new Error('timeout')));
      socket.on('data', (data) => { socket.end(); data.toString().startsWith('+PONG') ? resolve() : reject(new Error(data.toString())); });
      socket.on('error', reject);
    });
  ") >/dev/null 2>&1
}

# Short on purpose: five flows through the balancer, the limits across instances, one rolling restart.
echo "== cluster (npm run cluster: two instances behind HAProxy on MariaDB and Redis)"
if ensure_chromium && ensure_haproxy && services_reachable; then
  # Ports of its own: the balancer on E2E_PORT+10, the instances on the two after it.
  (cd e2e && E2E_PORT=$(( ${E2E_PORT:-8123} + 10 )) "${PNPM[@]}" run test:cluster)
elif [ "${CI:-}" = true ]; then
  echo "test: the cluster phase needs Chromium, haproxy, MariaDB at TEST_MYSQL_URL and Redis at TEST_REDIS_URL" >&2
  exit 1
else
  echo "test: SKIPPED cluster phase: Chromium, haproxy, MariaDB or Redis is missing"
fi
