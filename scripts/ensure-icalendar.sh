#!/usr/bin/env bash
# The feed tests read every feed with a second, independent parser: Debian's python3-icalendar,
# run by Debian's own interpreter (packages/server/src/features/feeds/testing/parsers.ts).
set -euo pipefail
/usr/bin/python3 -c 'import icalendar' 2>/dev/null && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "python3-icalendar is missing: installing the Debian package 'python3-icalendar'…"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-icalendar >/dev/null
  exit 0
fi
echo "The feed tests need Python's icalendar for /usr/bin/python3. Install the Debian package" >&2
echo "'python3-icalendar' (sudo apt-get install python3-icalendar)." >&2
exit 1
