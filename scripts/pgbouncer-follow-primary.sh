#!/usr/bin/env bash
# Keeps pgbouncer pointed at the primary that pg_auto_failover's monitor names
# (docs/deploy.md#failover-with-pg_auto_failover, docs/decisions/047-pg-auto-failover.md).
#
# pg_autoctl has no hook that runs on a failover, and Turnout's driver cannot pick the primary
# among several hosts, so Turnout reaches the primary through pgbouncer and this follower moves
# pgbouncer: every FOLLOW_INTERVAL seconds it asks the monitor which node is the writable
# primary, and when that changes it writes pgbouncer's [databases] (an %include'd file) from a
# template and sends RELOAD. pgbouncer then opens new server connections to the new primary; the
# old ones close as their transactions end.
#
#   MONITOR_URL                postgres://autoctl_node@monitor:5432/pg_auto_failover
#   PGBOUNCER_ADMIN_URL        postgres://pgbouncer-admin@127.0.0.1:6432/pgbouncer (RELOAD)
#   DATABASES_TEMPLATE         a file of [databases] lines with @HOST@ and @PORT@ in them
#   DATABASES_FILE             the file pgbouncer.ini %include's, written from the template
#   FORMATION (default), GROUP_ID (0), FOLLOW_INTERVAL (1 second), PSQL (psql)
#   FOLLOW_ONCE=1              check once and exit (for cron or a test)
#
# A node counts as the primary only while both its reported and its goal state are writable:
# during a failover the dead primary's reported state is still "primary" but its goal is not,
# and the standby is not writable until the monitor has it in wait_primary. While the monitor
# names no primary, or cannot be reached, pgbouncer is left as it is.
set -uo pipefail

: "${MONITOR_URL:?MONITOR_URL: the pg_auto_failover monitor (pg_autoctl show uri --monitor)}"
: "${PGBOUNCER_ADMIN_URL:?PGBOUNCER_ADMIN_URL: pgbouncer admin console, a user in admin_users}"
: "${DATABASES_TEMPLATE:?DATABASES_TEMPLATE: the [databases] lines with @HOST@ and @PORT@}"
: "${DATABASES_FILE:?DATABASES_FILE: the file pgbouncer.ini includes (%include)}"
formation=${FORMATION:-default}
group=${GROUP_ID:-0}
interval=${FOLLOW_INTERVAL:-1}
psql=${PSQL:-psql}

writable="'single','wait_primary','primary','join_primary','apply_settings'"
query="select nodehost || ' ' || nodeport from pgautofailover.node
  where formationid = '${formation//\'/}' and groupid = ${group//[^0-9]/}
    and reportedstate in ($writable) and goalstate in ($writable)"

log() { echo "$(date -u +%FT%TZ) pgbouncer-follow-primary: $*"; }

# What the databases file points at now ("host port"), so a restart of the follower does not
# reload pgbouncer for nothing.
current=$(sed -n 's/^# primary: //p' "$DATABASES_FILE" 2>/dev/null | head -n 1)

follow() {
  local rows primary host port tmp
  if ! rows=$("$psql" "$MONITOR_URL" -X -A -t -q -c "$query" 2>&1); then
    log "the monitor did not answer: ${rows//$'\n'/ }"
    return
  fi
  # None (a failover under way) or more than one (cannot happen while the monitor is sane).
  [ "$(grep -c . <<<"$rows")" = 1 ] || return
  primary=$rows
  [ "$primary" = "$current" ] && return
  host=${primary% *}
  port=${primary#* }
  tmp="$DATABASES_FILE.tmp.$$"
  {
    echo "# primary: $primary"
    echo "# written by pgbouncer-follow-primary from $DATABASES_TEMPLATE"
    sed -e "s/@HOST@/$host/g" -e "s/@PORT@/$port/g" "$DATABASES_TEMPLATE"
  } >"$tmp" && chmod 644 "$tmp" && mv -f "$tmp" "$DATABASES_FILE" || {
    log "could not write $DATABASES_FILE"
    rm -f "$tmp"
    return
  }
  if out=$("$psql" "$PGBOUNCER_ADMIN_URL" -X -q -c RELOAD 2>&1); then
    log "pgbouncer now points at $host:$port (was: ${current:-nothing})"
    current=$primary
  else
    # The file is written: the next pass (or pgbouncer's own restart) picks it up.
    log "RELOAD failed: ${out//$'\n'/ }"
    current=
  fi
}

trap 'exit 0' TERM INT
while :; do
  follow
  [ "${FOLLOW_ONCE:-}" = 1 ] && exit 0
  sleep "$interval"
done
