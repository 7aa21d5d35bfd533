#!/usr/bin/env bash
# npm run restore -- FILE: puts the backup in FILE back as the database of DATABASE_URL;
# every instance must be stopped (it refuses otherwise).
source "$(dirname "$0")/lib.sh"
backup_command restore "$@"
