#!/usr/bin/env bash
# npm run backup -- FILE: saves the database of DATABASE_URL to FILE while the product runs.
source "$(dirname "$0")/lib.sh"
backup_command backup "$@"
