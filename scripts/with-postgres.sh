#!/usr/bin/env bash
# Runs a command against a throwaway, real PostgreSQL cluster.
#
#   bash scripts/with-postgres.sh npm run test:api:postgres
#   bash scripts/with-postgres.sh npm run bench:catalog -- --products 100000
#
# - If DATABASE_URL is already set, the command simply runs against that database.
# - Otherwise a fresh cluster is created in a temp dir (initdb), started on a free port on
#   127.0.0.1, given a database `northbend_test` owned by the role `northbend`, and exported as
#     DATABASE_URL=postgres://northbend:northbend@127.0.0.1:PORT/northbend_test
#     DATABASE_ADMIN_URL=postgres://postgres:postgres@127.0.0.1:PORT/postgres   (superuser)
#     DATABASE_SOCKET_URL=postgres://northbend@/northbend_test?host=<socket dir>&port=PORT
#       (the same database through its Unix socket, as an API on the database's own host reaches it)
#     POSTGRES_CTL=<a script>: `$POSTGRES_CTL stop` / `$POSTGRES_CTL start` (the soak's database outage)
#   The cluster is stopped and the temp dir deleted on exit, whatever happens.
# - When root and no PostgreSQL server is installed, `apt-get install -y postgresql` is run.
#   The server itself never runs as root: it runs as the `postgres` system user.
# - Exits with the command's exit status.
#
# Extra server settings: PG_EXTRA_OPTS='-c max_connections=300' (appended to postgres options).
# Messages go to stderr so the command's stdout stays clean.
set -euo pipefail

log() { printf '[with-postgres] %s\n' "$*" >&2; }
die() { log "ERROR: $*"; exit 1; }
now_ms() { date +%s%3N; }

if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/with-postgres.sh <command> [args...]" >&2
  exit 2
fi

if [ -n "${DATABASE_URL:-}" ]; then
  log "DATABASE_URL is already set; running the command against it (no throwaway cluster)."
  exec "$@"
fi

IS_ROOT=0
[ "$(id -u)" -eq 0 ] && IS_ROOT=1

# --- find the server binaries ------------------------------------------------------------
find_pg_bin() {
  local initdb_path dir
  if initdb_path="$(command -v initdb 2>/dev/null)"; then
    dir="$(dirname "$(readlink -f "$initdb_path")")"
    if [ -x "$dir/pg_ctl" ] && [ -x "$dir/postgres" ]; then
      printf '%s\n' "$dir"
      return 0
    fi
  fi
  # Debian keeps the server outside PATH: /usr/lib/postgresql/<major>/bin. Take the newest.
  local candidate
  candidate="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -n "$candidate" ] && [ -x "$candidate/initdb" ] && [ -x "$candidate/pg_ctl" ]; then
    printf '%s\n' "$candidate"
    return 0
  fi
  return 1
}

apt_install() {
  export DEBIAN_FRONTEND=noninteractive
  local apt=(apt-get -o DPkg::Lock::Timeout=600 install -y --no-install-recommends "$@")
  if ! "${apt[@]}"; then
    log "apt-get install failed; running apt-get update and retrying."
    apt-get -o DPkg::Lock::Timeout=600 update
    "${apt[@]}"
  fi
}

if ! PG_BIN="$(find_pg_bin)"; then
  if [ "$IS_ROOT" -eq 1 ] && command -v apt-get >/dev/null 2>&1; then
    log "No PostgreSQL server found; installing it with apt-get (postgresql)."
    # postgresql-contrib is part of postgresql-NN on Debian 12 (pg_trgm is needed).
    apt_install postgresql
    PG_BIN="$(find_pg_bin)" || die "PostgreSQL was installed but no initdb was found in /usr/lib/postgresql/*/bin."
  else
    die "No PostgreSQL server (initdb) found in PATH or /usr/lib/postgresql/*/bin. Install it: sudo apt-get install postgresql"
  fi
fi

# --- a non-root user to run the server ---------------------------------------------------
run_pg() { "$@"; }
PG_OS_USER="$(id -un)"
if [ "$IS_ROOT" -eq 1 ]; then
  PG_OS_USER=postgres
  if ! id -u "$PG_OS_USER" >/dev/null 2>&1; then
    log "Creating system user '$PG_OS_USER' to run the server."
    useradd -r -M -d /nonexistent -s /usr/sbin/nologin "$PG_OS_USER"
  fi
  if command -v runuser >/dev/null 2>&1; then
    run_pg() { runuser -u "$PG_OS_USER" -- "$@"; }
  else
    run_pg() { su -s /bin/sh "$PG_OS_USER" -c "$(printf '%q ' "$@")"; }
  fi
fi

# --- throwaway cluster ---------------------------------------------------------------------
WORK_DIR="$(mktemp -d "${TMPDIR:-/tmp}/northbend-pg.XXXXXX")"
DATA_DIR="$WORK_DIR/data"
SOCK_DIR="$WORK_DIR/sock"
PG_LOG="$WORK_DIR/postgres.log"
STARTED=0

cleanup() {
  local status=$?
  trap - EXIT INT TERM
  if [ "$STARTED" -eq 1 ]; then
    local t0; t0="$(now_ms)"
    if (cd "$WORK_DIR" && run_pg "$PG_BIN/pg_ctl" -D "$DATA_DIR" -m immediate -w -t 60 stop >/dev/null 2>&1); then
      log "PostgreSQL stopped in $(( $(now_ms) - t0 )) ms."
    else
      log "WARNING: pg_ctl stop failed (server already gone?)."
    fi
  fi
  rm -rf "$WORK_DIR"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

mkdir -p "$DATA_DIR" "$SOCK_DIR"
printf 'postgres\n' >"$WORK_DIR/pwfile"
[ "$IS_ROOT" -eq 1 ] && chown -R "$PG_OS_USER" "$WORK_DIR"
chmod 700 "$WORK_DIR" "$DATA_DIR"

LOCALE=C
if locale -a 2>/dev/null | grep -qiE '^c\.utf-?8$'; then LOCALE=C.UTF-8; fi

T_START="$(now_ms)"
# All server-side commands run from WORK_DIR so the postgres user never needs the caller's cwd.
if ! (cd "$WORK_DIR" && run_pg "$PG_BIN/initdb" -D "$DATA_DIR" -U postgres --pwfile="$WORK_DIR/pwfile" \
      --auth-local=trust --auth-host=scram-sha-256 -E UTF8 --locale="$LOCALE" --no-sync >"$WORK_DIR/initdb.log" 2>&1); then
  cat "$WORK_DIR/initdb.log" >&2
  die "initdb failed."
fi
T_INITDB="$(now_ms)"

free_port() {
  if command -v node >/dev/null 2>&1; then
    node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close();});'
  else
    echo $(( 54329 + RANDOM % 1000 ))
  fi
}

PORT=""
for attempt in 1 2 3 4 5; do
  candidate="$(free_port)"
  PG_OPTS="-p $candidate -k $SOCK_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off ${PG_EXTRA_OPTS:-}"
  if (cd "$WORK_DIR" && run_pg "$PG_BIN/pg_ctl" -D "$DATA_DIR" -l "$PG_LOG" -w -t 60 -o "$PG_OPTS" start >/dev/null 2>&1); then
    PORT="$candidate"
    STARTED=1
    break
  fi
  log "Start on port $candidate failed (attempt $attempt); retrying on another port."
  (cd "$WORK_DIR" && run_pg "$PG_BIN/pg_ctl" -D "$DATA_DIR" -m immediate -w stop >/dev/null 2>&1) || true
done
if [ -z "$PORT" ]; then
  tail -n 30 "$PG_LOG" >&2 2>/dev/null || true
  die "PostgreSQL did not start."
fi
T_READY="$(now_ms)"

# Database and application role (owner, so it may `create extension pg_trgm`: a trusted extension).
# pg_signal_backend: the tests drop their databases `with (force)`, which must also end an
# autovacuum worker that happens to be on that database (it runs as the superuser).
psql_admin() {
  (cd "$WORK_DIR" && run_pg "$PG_BIN/psql" -X -q -v ON_ERROR_STOP=1 -h "$SOCK_DIR" -p "$PORT" -U postgres -d postgres "$@")
}
psql_admin -c "create role northbend login createdb password 'northbend'" \
           -c "grant pg_signal_backend to northbend" \
           -c "create database northbend_test owner northbend" >/dev/null
T_DB="$(now_ms)"

VERSION="$("$PG_BIN/postgres" --version | awk '{print $3}')"
log "PostgreSQL $VERSION ready on 127.0.0.1:$PORT (initdb $(( T_INITDB - T_START )) ms, start $(( T_READY - T_INITDB )) ms, database $(( T_DB - T_READY )) ms; data in $DATA_DIR)."

# `$POSTGRES_CTL stop|start` stops and starts this cluster again: the soak benchmark's database outage.
RUN_AS=""
[ "$IS_ROOT" -eq 1 ] && RUN_AS="runuser -u $PG_OS_USER --"
{
  printf '#!/usr/bin/env bash\nset -e\ncd %q\n' "$WORK_DIR"
  printf 'case "$1" in\n'
  printf '  stop) %s %q -D %q -m fast -w -t 60 stop ;;\n' "$RUN_AS" "$PG_BIN/pg_ctl" "$DATA_DIR"
  printf '  start) %s %q -D %q -l %q -w -t 60 -o %q start ;;\n' "$RUN_AS" "$PG_BIN/pg_ctl" "$DATA_DIR" "$PG_LOG" "$PG_OPTS"
  printf '  *) echo "usage: $0 stop|start" >&2; exit 2 ;;\nesac\n'
} >"$WORK_DIR/pg-ctl.sh"
chmod 755 "$WORK_DIR/pg-ctl.sh"
export POSTGRES_CTL="$WORK_DIR/pg-ctl.sh"

export DATABASE_URL="postgres://northbend:northbend@127.0.0.1:$PORT/northbend_test"
export DATABASE_ADMIN_URL="postgres://postgres:postgres@127.0.0.1:$PORT/postgres"
export DATABASE_SOCKET_URL="postgres://northbend@/northbend_test?host=$SOCK_DIR&port=$PORT"

set +e
"$@"
CMD_STATUS=$?
set -e
exit "$CMD_STATUS"
