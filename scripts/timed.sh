#!/usr/bin/env bash
# Runs one stage of `npm test` (a string for bash) and prints how long it took and the load
# average at its end, so a CI log shows where the time goes (docs/architecture.md#tests).
set -uo pipefail
label=$1
shift
start=$(date +%s)
bash -c "$*"
status=$?
echo "ci-stage: $label $(($(date +%s) - start)) s (exit $status, load $(cut -d' ' -f1-3 /proc/loadavg))"
exit $status
