#!/usr/bin/env bash
# npm start: install (frozen lockfile), build what is stale, migrate, serve on $PORT.
source "$(dirname "$0")/lib.sh"
install_deps
build_all
exec node backend/dist/main.js
