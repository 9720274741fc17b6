#!/usr/bin/env bash
# Runs the API's Jest tests against a real PostgreSQL (a private cluster, see with-postgres.sh).
# Each test file creates and drops its own database on it.
set -euo pipefail
cd "$(dirname "$0")/../../.."

# shellcheck disable=SC2016 # expanded by the inner shell, once with-postgres.sh has set it
bash apps/api/scripts/with-postgres.sh \
  bash -c 'TEST_DATABASE_URL=$POSTGRES_URL exec npx jest --selectProjects api "$@"' jest "$@"
