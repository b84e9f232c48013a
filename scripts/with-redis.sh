#!/usr/bin/env bash
# Runs a command with a throwaway Redis on a free local port: TEST_REDIS_URL points at it.
#   bash scripts/with-redis.sh npx vitest run --project redis
# Installs Debian's redis-server when it is missing and we are root.
set -euo pipefail

if ! command -v redis-server >/dev/null 2>&1; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "[with-redis] redis-server is missing: run 'sudo apt-get install redis-server'" >&2
    exit 1
  fi
  echo "[with-redis] installing redis-server from Debian" >&2
  apt-get install -y -qq redis-server >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq redis-server >/dev/null; }
fi

dir=$(mktemp -d)
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
cleanup() {
  [ -f "$dir/redis.pid" ] && kill "$(cat "$dir/redis.pid")" 2>/dev/null || true
  rm -rf "$dir"
}
trap cleanup EXIT
redis-server --port "$port" --bind 127.0.0.1 --save '' --appendonly no --dir "$dir" --daemonize yes --pidfile "$dir/redis.pid" --logfile "$dir/redis.log"
for _ in $(seq 100); do
  redis-cli -p "$port" ping >/dev/null 2>&1 && break
  sleep 0.1
done
echo "[with-redis] Redis on 127.0.0.1:$port" >&2
export TEST_REDIS_URL="redis://127.0.0.1:$port/0"
"$@"
