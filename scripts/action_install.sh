#!/usr/bin/env bash
# Downloads a released hintlint for this machine, verifies its SHA-256
# against the release's checksum file and unpacks it: the GitHub Action's
# install step (action.yml), also run by scripts/release-channels.sh against
# a local folder. Never compiles. It runs on a cache hit too: the archive
# kept in HINTLINT_DEST (the cached folder) is not downloaded again but is
# verified against the release's checksum file, fetched afresh every time,
# and the binary is unpacked from it again, so a cache entry that was
# tampered with (its archive or its unpacked binary) is refused or
# replaced, never run.
#
#   HINTLINT_VERSION   the version to install (0.2.0)
#   HINTLINT_DEST      the folder to unpack into (its bin/ gets the binary)
#   HINTLINT_BASE_URL  where the release's files are; default
#                      https://github.com/$HINTLINT_REPOSITORY/releases/download/v$HINTLINT_VERSION
#                      (a file:// URL works too)
#   HINTLINT_REPOSITORY  owner/name of the repository that publishes releases
#   HINTLINT_TARGET    the release target; default: this runner's
set -euo pipefail
: "${HINTLINT_VERSION:?HINTLINT_VERSION names the version to install}"
: "${HINTLINT_DEST:?HINTLINT_DEST names the folder to install into}"
bash "$(dirname "$0")/action_version.sh" "$HINTLINT_VERSION"

if command -v cygpath > /dev/null 2>&1; then
  # Windows runners: the tool cache is a Windows path.
  HINTLINT_DEST="$(cygpath -u "$HINTLINT_DEST")"
fi
target="${HINTLINT_TARGET:-}"
if [ -z "$target" ]; then
  os="${RUNNER_OS:-$(uname -s)}"
  arch="${RUNNER_ARCH:-$(uname -m)}"
  case "$os-$arch" in
    Linux-X64 | Linux-x86_64) target=x86_64-unknown-linux-musl ;;
    Linux-ARM64 | Linux-aarch64) target=aarch64-unknown-linux-musl ;;
    macOS-ARM64 | Darwin-arm64) target=aarch64-apple-darwin ;;
    macOS-X64 | Darwin-x86_64) target=x86_64-apple-darwin ;;
    Windows-X64 | MINGW*-x86_64 | MSYS*-x86_64) target=x86_64-pc-windows-msvc ;;
    *)
      echo "hintlint: no prebuilt binary for $os $arch; install it with \`cargo install hintlint\`" >&2
      exit 2
      ;;
  esac
fi
case "$target" in
  *windows*) archive="hintlint-$target.zip" ;;
  *) archive="hintlint-$target.tar.gz" ;;
esac
if [ -z "${HINTLINT_BASE_URL:-}" ]; then
  : "${HINTLINT_REPOSITORY:?HINTLINT_REPOSITORY (owner/name) or HINTLINT_BASE_URL says where releases are}"
  HINTLINT_BASE_URL="https://github.com/$HINTLINT_REPOSITORY/releases/download/v$HINTLINT_VERSION"
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fetch() {
  if ! curl -fsSL --retry 3 -o "$work/$1" "$HINTLINT_BASE_URL/$1"; then
    echo "hintlint: cannot download $HINTLINT_BASE_URL/$1: is v$HINTLINT_VERSION released? Pin the action to a release tag, or set its version input" >&2
    exit 2
  fi
}
if [ -f "$HINTLINT_DEST/$archive" ]; then
  cp "$HINTLINT_DEST/$archive" "$work/$archive"
  echo "hintlint: the cached $archive, verified against the release's checksum again"
else
  fetch "$archive"
fi
fetch "$archive.sha256"

expected="$(cut -d ' ' -f 1 < "$work/$archive.sha256")"
if command -v sha256sum > /dev/null 2>&1; then
  actual="$(sha256sum "$work/$archive" | cut -d ' ' -f 1)"
else
  actual="$(shasum -a 256 "$work/$archive" | cut -d ' ' -f 1)"
fi
if [ "$expected" != "$actual" ]; then
  echo "hintlint: $archive does not match its checksum (expected $expected, got $actual): not installed" >&2
  rm -rf "$HINTLINT_DEST/bin" "$HINTLINT_DEST/$archive"
  exit 2
fi

rm -rf "$HINTLINT_DEST/bin"
mkdir -p "$HINTLINT_DEST/bin"
cp "$work/$archive" "$HINTLINT_DEST/$archive"
case "$archive" in
  *.zip) unzip -q -o "$work/$archive" -d "$HINTLINT_DEST/bin" ;;
  *) tar -xzf "$work/$archive" -C "$HINTLINT_DEST/bin" ;;
esac
echo "hintlint $HINTLINT_VERSION ($target) installed in $HINTLINT_DEST/bin, checksum verified"
