# Shared helpers for the npm scripts. Sourced, not run.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
PNPM_VERSION="$(node -p "require('./package.json').packageManager.split('@')[1]")"

# pnpm comes from corepack (its bundled signing keys lag behind the registry, hence
# COREPACK_INTEGRITY_KEYS=0) or, failing that, from npm.
ensure_pnpm() {
  if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then
    PNPM=(pnpm); return
  fi
  export COREPACK_ENABLE_DOWNLOAD_PROMPT=0 COREPACK_INTEGRITY_KEYS=0
  if command -v corepack >/dev/null 2>&1 && corepack pnpm --version >/dev/null 2>&1; then
    PNPM=(corepack pnpm); return
  fi
  npm install --global --no-audit --no-fund "pnpm@$PNPM_VERSION" >/dev/null
  PNPM=(pnpm)
}

install_deps() {
  ensure_pnpm
  "${PNPM[@]}" install --frozen-lockfile --reporter=append-only
}

# Builds each package whose sources or build configuration are newer than its dist/ (or all
# with FORCE_BUILD=1).
build_all() {
  ensure_pnpm
  local pkgs=(contracts backend shell mfe-accounts mfe-companies mfe-matrices mfe-plans)
  local stale=()
  for p in "${pkgs[@]}"; do
    # contracts/tooling is every app's Rspack configuration.
    local inputs=("$p/src" "$p/package.json" "$p"/tsconfig*.json "$p"/rspack.config.*)
    [ "$p" = contracts ] && inputs+=(contracts/tooling)
    if [ "${FORCE_BUILD:-0}" = 1 ] || [ ! -f "$p/dist/.built" ] || \
       [ -n "$(find "${inputs[@]}" -newer "$p/dist/.built" -print -quit 2>/dev/null)" ]; then
      stale+=("$p")
    fi
  done
  # contracts feeds everyone: a stale contracts rebuilds all.
  if [[ " ${stale[*]:-} " == *" contracts "* ]]; then stale=("${pkgs[@]}"); fi
  [ ${#stale[@]} -eq 0 ] && { echo "build: everything is up to date"; return; }
  echo "build: ${stale[*]}"
  local filters=()
  for p in "${stale[@]}"; do filters+=(--filter "$p"); done
  "${PNPM[@]}" "${filters[@]}" --workspace-concurrency=2 run build
  for p in "${stale[@]}"; do touch "$p/dist/.built"; done
}

# ESLint in every package (its `lint` script: layers, cycles, hooks) and knip over the workspace
# (unused files, dependencies and exports); both run whole, then fail together. Needs no build.
lint_all() {
  ensure_pnpm
  echo "== lint (ESLint in every package) and dead code (knip)"
  local failed=0
  "${PNPM[@]}" -r --no-bail --workspace-concurrency=2 run lint || failed=1
  "${PNPM[@]}" exec knip || failed=1
  # Production mode: code only tests (or dev hosts) use is dead too.
  "${PNPM[@]}" exec knip --production || failed=1
  [ "$failed" = 0 ] || { echo "lint: ESLint or knip found problems (above)" >&2; return 1; }
}

# Installs Debian's packages when one of the commands is missing and that is possible (as root
# with apt-get), as the tests do Chromium; true when every command is there afterwards.
ensure_commands() {
  local package="$1"
  shift
  local missing=0 name
  for name in "$@"; do command -v "$name" >/dev/null 2>&1 || [ -x "/usr/sbin/$name" ] || missing=1; done
  [ "$missing" = 0 ] && return 0
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    echo "installing Debian's $package" >&2
    (apt-get install -y "$package" >/dev/null 2>&1 || { apt-get update >/dev/null 2>&1 && apt-get install -y "$package" >/dev/null 2>&1; }) || true
  fi
  for name in "$@"; do command -v "$name" >/dev/null 2>&1 || [ -x "/usr/sbin/$name" ] || return 1; done
}

# HAProxy, the balancer of npm run cluster and of the test's cluster phase.
ensure_haproxy() { ensure_commands haproxy haproxy; }

# mariadb-dump and mariadb (backups of a MariaDB database).
ensure_mariadb_client() { ensure_commands mariadb-client mariadb-dump mariadb; }

# npm run backup -- FILE / npm run restore -- FILE: the backend's CLI on the configured
# database, built first if it never was (the client programs first on MariaDB).
backup_command() {
  local command="$1"
  shift
  [ -f backend/dist/cli.js ] || build_all
  if [[ "${DATABASE_URL:-}" == mysql://* ]] && ! ensure_mariadb_client; then
    echo "$command: mariadb-dump and mariadb are missing: install Debian's mariadb-client" >&2
    return 1
  fi
  node backend/dist/cli.js "$command" "$@"
}

# Runs each named function in a lane of its own, side by side, each line of its output marked
# with the lane's name; fails when any lane failed, once all are over.
run_lanes() {
  local pids=() name pid failed=0
  for name in "$@"; do
    (set -o pipefail; "$name" 2>&1 | sed -u "s/^/[$name] /") &
    pids+=("$!")
  done
  for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
  return "$failed"
}
