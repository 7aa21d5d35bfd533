#!/usr/bin/env bash
# npm run build: build every package (no install).
source "$(dirname "$0")/lib.sh"
FORCE_BUILD="${FORCE_BUILD:-1}" build_all
