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

# Runs a phase and says how long it took, so a slow run shows where its time went.
timed() {
  local start=$SECONDS status=0
  "$@" || status=$?
  echo "== $1: $(( SECONDS - start )) s, $([ "$status" = 0 ] && echo passed || echo FAILED)"
  return "$status"
}

install_deps
echo "== install: ${SECONDS} s"

# Before the builds, so a broken layer or dead code fails the run within a minute.
lint_all
echo "== install and lint: ${SECONDS} s"

build_all
echo "== install, lint and build: ${SECONDS} s"

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

# Debian's packages the phases need, installed (when missing and possible) before the lanes start:
# two apt-gets at once would fight over dpkg's lock.
# The restore drill on MariaDB runs mariadb-dump and mariadb.
ensure_mariadb_client || echo "test: mariadb-client missing and not installable: the MariaDB restore drill will fail" >&2
chromium=false
ensure_chromium && chromium=true
cluster=false
$chromium && ensure_haproxy && services_reachable && cluster=true

backend_tests() {
  echo "== backend: unit and integration tests on SQLite and MariaDB/MySQL"
  "${PNPM[@]}" --filter backend run test
}

app_tests() {
  echo "== contracts, shell and remotes: unit and component tests"
  "${PNPM[@]}" --filter contracts --filter shell --filter 'mfe-*' --workspace-concurrency=1 run test
}

e2e_tests() {
  echo "== e2e (Playwright, production build)"
  if $chromium; then
    "${PNPM[@]}" --filter e2e run test
  elif [ "${CI:-}" = true ]; then
    echo "test: Chromium is missing at $CHROMIUM_PATH and could not be installed" >&2
    return 1
  else
    echo "test: SKIPPED e2e: no Chromium at $CHROMIUM_PATH (install Debian's chromium)"
  fi
}

# Short on purpose: five flows through the balancer, the limits across instances, one rolling restart.
cluster_tests() {
  echo "== cluster (npm run cluster: two instances behind HAProxy on MariaDB and Redis)"
  if $cluster; then
    # Ports and a scratch folder of its own: the balancer on E2E_PORT+10, the instances on the two after it.
    (cd e2e && env -u E2E_DIR E2E_PORT=$(( ${E2E_PORT:-8123} + 10 )) "${PNPM[@]}" run test:cluster)
  elif [ "${CI:-}" = true ]; then
    echo "test: the cluster phase needs Chromium, haproxy, MariaDB at TEST_MYSQL_URL and Redis at TEST_REDIS_URL" >&2
    return 1
  else
    echo "test: SKIPPED cluster phase: Chromium, haproxy, MariaDB or Redis is missing"
  fi
}

# Two lanes side by side, one per core: neither phase keeps both busy alone (the e2e suites wait
# on the browser and the server, the backend's on MariaDB; each package's vitest runs one worker
# on two cores). Each lane opens with a long phase (the backend's suites; the e2e suites), then
# takes the other phases as it comes free, so that neither lane idles while the other still has
# two to run: the apps' tests first (the longer), and the cluster phase once the backend's suites
# are over (they share TEST_REDIS_URL's counters). Every phase runs even when one before it failed.
PHASES_DIR="$(mktemp -d)"
trap 'rm -rf "$PHASES_DIR"' EXIT
# Takes a phase for this lane; mkdir is atomic, so exactly one lane gets each.
claim() { mkdir "$PHASES_DIR/$1" 2>/dev/null; }
later_phases() {
  local failed=0
  while :; do
    if claim apps; then
      timed app_tests || failed=1
    elif [ -e "$PHASES_DIR/backend.over" ] && claim cluster; then
      timed cluster_tests || failed=1
    elif [ ! -e "$PHASES_DIR/cluster" ]; then
      sleep 1
    else
      break
    fi
  done
  return "$failed"
}
lane_a() {
  local failed=0
  timed backend_tests || failed=1
  touch "$PHASES_DIR/backend.over"
  later_phases || failed=1
  return "$failed"
}
lane_b() {
  local failed=0
  timed e2e_tests || failed=1
  later_phases || failed=1
  return "$failed"
}
run_lanes lane_a lane_b
