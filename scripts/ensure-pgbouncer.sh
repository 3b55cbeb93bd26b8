#!/usr/bin/env bash
# The scaling tests (npm run test:scaling) put Debian's pgbouncer in front of PostgreSQL, in
# transaction mode. They run their own pgbouncer process with a generated configuration.
set -euo pipefail
pgbouncer=${PGBOUNCER_PATH:-/usr/sbin/pgbouncer}
[ -x "$pgbouncer" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "pgbouncer is missing: installing the Debian package 'pgbouncer'…"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pgbouncer >/dev/null
  exit 0
fi
echo "The scaling tests need pgbouncer at $pgbouncer. Install the Debian package 'pgbouncer'" >&2
echo "(sudo apt-get install pgbouncer) or set PGBOUNCER_PATH to a pgbouncer binary." >&2
exit 1
