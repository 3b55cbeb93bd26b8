#!/usr/bin/env bash
# The fault tests (npm run test:faults) start, stop and crash a private PostgreSQL cluster of
# their own (system/support/postgres-server.ts), so they need the server binaries, not a server.
set -euo pipefail
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "PostgreSQL is missing: installing the Debian package 'postgresql'…"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  exit 0
fi
echo "The fault tests need PostgreSQL's server binaries in /usr/lib/postgresql/*/bin." >&2
echo "Install the Debian package 'postgresql' (sudo apt-get install postgresql)." >&2
exit 1
