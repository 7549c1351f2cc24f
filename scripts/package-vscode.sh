#!/usr/bin/env bash
# Builds the VS Code extension: compiles it with tsc and packages it with
# vsce into editors/vscode/hintlint-<target>.vsix. With a binary given
# (BINARY=path/to/hintlint TARGET=linux-x64), the binary goes into the
# package (as ruff's extension ships its own), for a platform-specific
# .vsix; without, the extension runs hintlint from PATH.
# The release workflow runs it; it needs Node.js and npm.
set -euo pipefail
cd "$(dirname "$0")/../editors/vscode"
npm ci --no-audit --no-fund
npx tsc -p ./
rm -rf bin
target_args=()
name="hintlint.vsix"
if [ -n "${BINARY:-}" ]; then
  mkdir -p bin
  cp "$BINARY" bin/
  chmod +x bin/*
  target_args=(--target "${TARGET:?TARGET names the platform, e.g. linux-x64}")
  name="hintlint-${TARGET}.vsix"
fi
npx vsce package --skip-license --allow-missing-repository "${target_args[@]}" -o "$name" 2>&1 | tail -3
ls -l "$name"
