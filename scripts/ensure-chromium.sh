#!/usr/bin/env bash
# The browser journeys drive Debian's Chromium (Playwright's own browser download is not used).
set -euo pipefail
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
[ -x "$chromium" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Chromium is missing: installing the Debian package 'chromium'…"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The browser tests need Chromium at $chromium. Install the Debian package 'chromium'" >&2
echo "(sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
