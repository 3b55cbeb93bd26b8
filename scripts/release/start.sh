#!/bin/sh
# Turnout, started from an unpacked release (docs/deploy.md#a-release-without-docker).
#   bin/turnout              the server (reads .env in the current folder when there is one)
#   bin/turnout admin …      an admin command (README.md#administration)
# Needs Node.js 24 or newer: `node` on PATH, or NODE=/path/to/node (docs/decisions/034-release-and-node.md).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
node=${NODE:-node}
major=$("$node" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$major" -lt 24 ]; then
  echo "Turnout needs Node.js 24 or newer; found: $("$node" --version 2>/dev/null || echo "no $node")." >&2
  echo "Install Node.js 24 (https://nodejs.org) or set NODE to its binary." >&2
  exit 1
fi
case "${1:-serve}" in
  serve) exec "$node" --env-file-if-exists=.env "$here/packages/server/src/main.ts" ;;
  admin) shift; exec "$node" --env-file-if-exists=.env "$here/packages/server/src/admin/cli.ts" "$@" ;;
  *) echo "Usage: bin/turnout [serve | admin <command>]" >&2; exit 2 ;;
esac
