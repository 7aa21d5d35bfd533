#!/usr/bin/env bash
# npm run cluster: the production shape on one machine (docs/OPERATIONS.md): CLUSTER_SIZE
# instances (2 by default) of the built product on DATABASE_URL (MariaDB) and REDIS_URL, behind
# HAProxy (deploy/haproxy.cfg) listening on PORT; instance i on PORT+i. Restarts an instance that
# exits; SIGTERM or SIGINT stops everything (the instances drain first). Serves what is built
# (npm run build first).
source "$(dirname "$0")/lib.sh"
ensure_haproxy || { echo "cluster: haproxy is missing (Debian: apt-get install -y haproxy)" >&2; exit 1; }
exec node backend/dist/cluster.js
