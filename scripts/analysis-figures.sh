#!/usr/bin/env bash
# The two figures of how much a kind of analysis is spelled out by hand (docs/ARCHITECTURE.md
# "The analysis pattern"): the source files outside the SWOT folders that name "swot", and the
# pairs of near-identical code (six or more lines of the same shape, the `duplicates` command)
# between two different analyses. Tests, migrations and entities are left out of both; e2e too.
set -euo pipefail
cd "$(dirname "$0")/.."
FOLDERS=(backend/src contracts/src shell/src mfe-accounts/src mfe-companies/src mfe-matrices/src mfe-plans/src)
sources() { git ls-files -- "${FOLDERS[@]}" | grep -E '\.(ts|tsx)$' | grep -v -E '\.test\.|/test/|migrations|\.entity\.ts$'; }

echo "Files naming \"swot\" outside the SWOT folders:"
sources | grep -v -i '/swot/' | xargs grep -l -i swot | sed 's/^/  /' | tee /dev/stderr | wc -l | sed 's/^/  total: /'

copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
sources | rsync -a --files-from=- . "$copy/"
echo "Twins between different analyses (duplicates --most 200):"
duplicates --repo "$copy" --most 200 --seconds 120 | awk '/^D[0-9]/ {
  a = ""; b = ""
  if (match($2, /\/(ambiental|swot|mcp|multifatorial)\//)) a = substr($2, RSTART, RLENGTH)
  if (match($4, /\/(ambiental|swot|mcp|multifatorial)\//)) b = substr($4, RSTART, RLENGTH)
  if (a != "" && b != "" && a != b) { print "  " $0; n++ }
} END { print "  total: " n + 0 }'
