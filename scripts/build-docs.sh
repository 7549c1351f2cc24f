#!/usr/bin/env bash
# Builds the documentation site (docs/, with docs/book.toml) into
# target/book with mdBook, installed from crates.io into target/mdbook on
# first use. Warnings fail the build: a missing page, an include that
# names no file.
set -euo pipefail
cd "$(dirname "$0")/.."
version=0.5.4
mdbook=target/mdbook/bin/mdbook
if ! "$mdbook" --version 2>/dev/null | grep -qx "mdbook v$version"; then
  cargo install --locked --quiet mdbook --version "$version" --root target/mdbook
fi
log=$(mktemp)
trap 'rm -f "$log"' EXIT
"$mdbook" build docs 2>&1 | tee "$log"
if grep -E "WARN|ERROR" "$log" >/dev/null; then
  echo "build-docs: mdBook warned; see above" >&2
  exit 1
fi
echo "the book is in target/book (open target/book/index.html)"
