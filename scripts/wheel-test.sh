#!/usr/bin/env bash
# Builds the Python wheel that carries the hintlint binary, installs it in a
# fresh virtual environment and runs the installed entry point on the
# shipped examples. Needs python3 and network access to PyPI (for maturin).
# Takes a full release build (`dist` profile: several minutes on 2 cores),
# so it is not part of .ci/run; the release workflow runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 -m venv "$work/build"
"$work/build/bin/pip" install --quiet "maturin>=1.7,<2"
"$work/build/bin/maturin" build --release --out target/wheels

python3 -m venv "$work/try"
"$work/try/bin/pip" install --quiet --no-index --find-links target/wheels hintlint
"$work/try/bin/hintlint" --version
set +e
"$work/try/bin/hintlint" check --config examples/hintlint.toml examples/ > "$work/report.txt"
code=$?
set -e
if [ "$code" -ne 1 ]; then
  echo "expected exit code 1 (the examples hold deny-level findings on purpose), got $code" >&2
  exit 1
fi
grep -q "error\[unsound-claim\]" "$work/report.txt"
echo "the wheel installs and its hintlint runs: $(ls target/wheels/*.whl)"
