#!/usr/bin/env bash
# Installs Debian's PostgreSQL server for the tests that run on PostgreSQL when it is missing.
# Needs root (apt-get); a machine that already has /usr/lib/postgresql/<version>/bin/initdb skips this.
set -euo pipefail
if compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "PostgreSQL is missing and installing it needs root: run 'apt-get update && apt-get install -y postgresql' as root." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends postgresql >/dev/null
ls -d /usr/lib/postgresql/*/bin/initdb
