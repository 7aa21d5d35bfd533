#!/usr/bin/env bash
# npm run fault: restarts the real MariaDB server under a running backend with writes in
# flight (backend/fault/mariadb-restart.fault.ts), then checks that every acknowledged write
# is in the database and none is half-written. Not part of npm test: it stops a server the
# MariaDB suites share, for a few seconds. MariaDB is running again when it ends, whatever
# happened (trap).
source "$(dirname "$0")/lib.sh"

export TEST_MYSQL_URL="${TEST_MYSQL_URL:-mysql://root@127.0.0.1:3306/test}"
export MARIADB_STOP="${MARIADB_STOP:-mysqladmin -h127.0.0.1 -uroot shutdown}"
export MARIADB_START="${MARIADB_START:-start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd}"
export FAULT_PORT="${FAULT_PORT:-8125}"

mariadb_up() { mysqladmin -h127.0.0.1 -uroot ping >/dev/null 2>&1; }

ensure_mariadb() {
  mariadb_up && return 0
  echo "fault: MariaDB is down, starting it again"
  eval "$MARIADB_START" || true
  for _ in $(seq 1 60); do mariadb_up && return 0; sleep 1; done
  echo "fault: MariaDB did not come back; start it by hand: $MARIADB_START" >&2
  return 1
}
trap ensure_mariadb EXIT

if ! mariadb_up; then
  echo "fault: no MariaDB answers at 127.0.0.1:3306 (the script restarts a running server)" >&2
  exit 1
fi
[ -d node_modules ] && [ -d backend/node_modules ] || install_deps
build_all
ensure_pnpm
"${PNPM[@]}" --filter backend run fault
