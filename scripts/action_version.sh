#!/usr/bin/env bash
# Accepts only a release version (0.2.0, 1.0.0-rc.1; no leading `v`):
# the GitHub Action's `version` input and the version the install step
# downloads. Anything else (a newline, which would add step outputs; `/`
# or `..`, which would reach another path of the release URL; a space) is
# refused with exit code 2 before it reaches an output, a cache key or a
# URL. Run by action.yml and scripts/action_install.sh; tested by
# scripts/release-channels.sh.
set -euo pipefail
version="${1-}"
pattern='^(0|[1-9][0-9]{0,8})\.(0|[1-9][0-9]{0,8})\.(0|[1-9][0-9]{0,8})(-[0-9A-Za-z]{1,32}(\.[0-9A-Za-z]{1,32}){0,7})?$'
if [ "${#version}" -gt 128 ] || ! [[ "$version" =~ $pattern ]]; then
  printf 'hintlint: the version input must be a release version such as 0.2.0 (got %q)\n' "${version:0:128}" >&2
  exit 2
fi
