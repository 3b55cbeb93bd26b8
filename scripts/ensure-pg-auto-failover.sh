#!/usr/bin/env bash
# The failover-manager scaling test (system/scaling/failover-manager.test.ts) runs Debian's
# pg_auto_failover: a pg_autoctl monitor and two pg_autoctl nodes, as the `postgres` user.
set -euo pipefail
command -v pg_autoctl >/dev/null && compgen -G '/usr/lib/postgresql/*/lib/pgautofailover.so' >/dev/null && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  major=$(ls /usr/lib/postgresql | sort -n | tail -1)
  echo "pg_auto_failover is missing: installing 'pg-auto-failover-cli' and 'postgresql-$major-auto-failover'…"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pg-auto-failover-cli "postgresql-$major-auto-failover" >/dev/null
  exit 0
fi
echo "The failover-manager test needs pg_auto_failover. Install the Debian packages" >&2
echo "'pg-auto-failover-cli' and 'postgresql-<major>-auto-failover'." >&2
exit 1
