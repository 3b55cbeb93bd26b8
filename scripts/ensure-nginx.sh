#!/usr/bin/env bash
# The cluster test (npm run test:cluster) puts Debian's nginx in front of two Turnout servers.
# It runs its own nginx process with a generated configuration; the system service is not used.
set -euo pipefail
nginx=${NGINX_PATH:-/usr/sbin/nginx}
[ -x "$nginx" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "nginx is missing: installing the Debian package 'nginx'…"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  exit 0
fi
echo "The cluster test needs nginx at $nginx. Install the Debian package 'nginx'" >&2
echo "(sudo apt-get install nginx) or set NGINX_PATH to an nginx binary." >&2
exit 1
