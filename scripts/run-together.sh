#!/usr/bin/env bash
# Runs the given commands side by side (each a string for bash), prints each one's output in one
# piece once it ends, and fails if any of them failed. `npm run check` uses it for lint and
# typecheck: each keeps one core busy, so together they take about as long as the longer one.
set -uo pipefail
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
pids=()
i=0
for command in "$@"; do
  bash -c "$command" >"$dir/$i.log" 2>&1 &
  pids+=($!)
  i=$((i + 1))
done
status=0
i=0
for command in "$@"; do
  if wait "${pids[$i]}"; then
    echo "> $command: passed"
  else
    echo "> $command: FAILED"
    status=1
  fi
  cat "$dir/$i.log"
  i=$((i + 1))
done
exit $status
