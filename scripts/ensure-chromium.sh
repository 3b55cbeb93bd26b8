#!/usr/bin/env bash
# The browser journeys drive Debian's Chromium (Playwright's own browser download is not used):
# its headless shell for the journeys (what Playwright itself runs headless, lighter than the
# whole browser; ADR 066), the whole browser for Lighthouse and the front-end benchmarks.
set -euo pipefail
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
shell=${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}
missing=()
[ -x "$chromium" ] || missing+=(chromium)
[ -x "$shell" ] || missing+=(chromium-headless-shell)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Chromium is missing: installing the Debian packages ${missing[*]}…"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "The browser tests need Chromium at $chromium and its headless shell at $shell. Install the" >&2
echo "Debian packages (sudo apt-get install ${missing[*]}) or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
