#!/usr/bin/env bash
# The restore drill: proves a backup file can bring the shop back, without touching the live
# database. Restores the file (default: the newest in BACKUP_DIR) into a scratch database on the
# same PostgreSQL server, lets the restore check every table's row count, prints the orders it
# brought back, then drops the scratch database whatever happened. Exit 0 only when all of it
# worked; run it monthly (or after every upgrade) and keep its output.
#
#   deploy/restore-drill.sh [backup file]
#
# Settings (environment): ADMIN_DATABASE_URL (a database on the server to run CREATE/DROP DATABASE
# from, default postgres://postgres@127.0.0.1:5432/postgres), SHOP_DIR (the installed shop, default
# /opt/cumming-organics), BACKUP_DIR (default /var/backups/cumming-organics/backups).
set -euo pipefail

admin_url="${ADMIN_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
shop_dir="${SHOP_DIR:-/opt/cumming-organics}"
backup_dir="${BACKUP_DIR:-/var/backups/cumming-organics/backups}"

backup="${1:-}"
if [[ -z "$backup" ]]; then
  backup="$(ls -1t "$backup_dir"/shop-*.jsonl.gz 2>/dev/null | head -n 1 || true)"
  [[ -n "$backup" ]] || { echo "restore drill: no backup in $backup_dir" >&2; exit 1; }
fi
[[ -r "$backup" ]] || { echo "restore drill: cannot read $backup" >&2; exit 1; }

scratch="shop_restore_drill_$(date -u +%Y%m%d%H%M%S)_$$"
# The scratch database's URL: the admin URL with its database name replaced.
scratch_url="$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.href)' "$admin_url" "$scratch")"

drop_scratch() { psql "$admin_url" -q -v ON_ERROR_STOP=1 -c "DROP DATABASE IF EXISTS \"$scratch\" WITH (FORCE)" >/dev/null; }
trap drop_scratch EXIT

psql "$admin_url" -q -v ON_ERROR_STOP=1 -c "CREATE DATABASE \"$scratch\"" >/dev/null
echo "restore drill: $backup into scratch database $scratch"
# The restore runs the migrations, loads every row in one transaction and checks each table's count.
env -u DATA_DIR DATABASE_URL="$scratch_url" SEED_ON_START=false \
  node "$shop_dir/services/api/dist/database/cli/restore.js" "$backup"
orders="$(psql "$scratch_url" -At -v ON_ERROR_STOP=1 -c \
  "SELECT count(*) || ' orders, the newest placed ' || coalesce(max(\"createdAt\")::text, 'never') FROM orders")"
echo "restore drill: passed ($orders)"
