#!/usr/bin/env bash
# Installs Debian's Chromium for the dashboard's browser tests when it is missing.
# Needs root (apt-get); a machine that already has /usr/bin/chromium skips this.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing and installing it needs root: run 'apt-get update && apt-get install -y chromium' as root." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium >/dev/null
/usr/bin/chromium --version
