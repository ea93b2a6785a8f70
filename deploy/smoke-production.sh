#!/usr/bin/env bash
# The production path, as the Dockerfile runs it, on this checkout (issue 29 item 1): the build's output with
# production dependencies only (`npm prune --omit=dev --legacy-peer-deps` after `npm run build`), started with `npm run
# start:production` on a supported Node, then a smoke test: /healthz, pages in two languages, a form post.
# No development tool runs here. CI calls it after the tests; by hand: `bash deploy/smoke-production.sh`.
#
# NODE_BIN: the node to run (default: the Dockerfile's Node 24, from deploy/fetch-node.sh). PORT: where to listen
# (default 3990).
set -euo pipefail
cd "$(dirname "$0")/.."

PORT="${PORT:-3990}"
work="$(mktemp -d)"
server_pid=""
cleanup() {
  # The whole process group: npm and the server it started.
  [ -n "$server_pid" ] && kill -- "-$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
fail() {
  echo "smoke: FAILED: $1" >&2
  sleep 1
  [ -f "$work/server.log" ] && grep -v '"level":30' "$work/server.log" | tail -n 40 >&2
  exit 1
}

NODE_BIN="${NODE_BIN:-$(bash deploy/fetch-node.sh)/node}"
echo "smoke: node $("$NODE_BIN" --version)"

[ -f build/server/index.js ] || fail "no build: run npm run build first"
echo "smoke: production dependencies only"
# --legacy-peer-deps: without it npm keeps the development tools that runtime packages name as optional peers
# (better-auth names vitest, vite and drizzle-kit); every peer the site needs is a dependency of its own.
npm prune --omit=dev --legacy-peer-deps --no-audit --no-fund >/dev/null 2>&1
# Nor what only the build reads (the web fonts, the icons: bundled) or only development runs (tsx).
for tool in vite vitest typescript @react-router/dev drizzle-kit happy-dom tsx lucide-react @fontsource/ibm-plex-sans; do
  [ ! -e "node_modules/$tool" ] || fail "development package $tool is still installed"
done

echo "smoke: npm run start:production on port $PORT"
! curl -fsS "http://127.0.0.1:$PORT/healthz" >/dev/null 2>&1 || fail "port $PORT is already in use"
PATH="$(dirname "$NODE_BIN"):$PATH" PORT="$PORT" HOST=127.0.0.1 SITE_URL="http://127.0.0.1:$PORT" \
  PGLITE_DIR="$work/data/pglite" MAIL_LOG_DIR="$work/data/mail" \
  RECOVERY_DIR="$work/data/recovery" PDF_CACHE_DIR="$work/data/pdf" \
  setsid npm run start:production >"$work/server.log" 2>&1 &
server_pid=$!

base="http://127.0.0.1:$PORT"
for _ in $(seq 1 120); do
  curl -fsS "$base/healthz" >/dev/null 2>&1 && break
  kill -0 "$server_pid" 2>/dev/null || fail "the server exited"
  sleep 0.5
done
curl -fsS "$base/healthz" | grep -q '"status":"ok"' || fail "/healthz is not ok"

page() { # path, text the page must contain
  local body
  body=$(curl -fsS "$base$1") || fail "GET $1"
  grep -qF "$2" <<<"$body" || fail "GET $1 lacks: $2"
  echo "smoke: GET $1 ok"
}
page / "<h1"
page /ar 'dir="rtl"'
page /pricing "Growth Plan"
page /solutions/govtech "<h1"
page /regions/middle-east "<h1"
# Test payments: not a site to index (ALLOW_INDEXING unset).
curl -fsSI "$base/" | grep -qi '^x-robots-tag: noindex, nofollow' || fail "GET / is not marked noindex"
[ "$(curl -fsS "$base/robots.txt")" = "$(printf 'User-agent: *\nDisallow: /')" ] || fail "robots.txt allows crawling"
echo "smoke: noindex ok"

answer=$(curl -fsS -X POST "$base/newsletter" -H "Origin: http://127.0.0.1:$PORT" \
  --data-urlencode "email=smoke-test@ausentry.com.au" --data-urlencode "source=smoke") || fail "POST /newsletter"
grep -qF "Thank you for subscribing" <<<"$answer" || fail "POST /newsletter did not thank"
echo "smoke: POST /newsletter ok"

# The operator commands run from the build with plain Node too (the embedded database: the server stopped first).
kill -- "-$server_pid" && wait "$server_pid" 2>/dev/null || true
server_pid=""
PATH="$(dirname "$NODE_BIN"):$PATH" PGLITE_DIR="$work/data/pglite" npm run -s db:backup -- "$work/backup.tar.gz" \
  >/dev/null || fail "npm run db:backup"
[ -s "$work/backup.tar.gz" ] || fail "db:backup wrote nothing"
echo "smoke: npm run db:backup ok"
removed=$(PATH="$(dirname "$NODE_BIN"):$PATH" PGLITE_DIR="$work/data/pglite" npm run -s content -- remove-samples) ||
  fail "npm run content -- remove-samples"
grep -qF "sample content removed" <<<"$removed" || fail "remove-samples said: $removed"
echo "smoke: npm run content -- remove-samples ok ($removed)"
echo "smoke: passed"
