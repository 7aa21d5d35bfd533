#!/usr/bin/env bash
# npm run lint: ESLint in every package and knip over the workspace, as npm test runs them.
source "$(dirname "$0")/lib.sh"
lint_all
