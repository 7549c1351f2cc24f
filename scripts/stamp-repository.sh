#!/usr/bin/env bash
# Writes the repository URL into the packages' metadata: Cargo.toml (which
# the binary's links, `cargo binstall` and crates.io read), the wheel's
# pyproject.toml and the VS Code extension. The sources name no repository
# (a guessed address would be wrong for every fork); the release workflow
# runs this with the repository that builds the release:
#
#   scripts/stamp-repository.sh "https://github.com/$GITHUB_REPOSITORY" [ROOT]
#
# ROOT (default: this checkout) is the folder holding those files.
set -euo pipefail
url="${1:?the repository URL, https://github.com/owner/name}"
cd "${2:-$(dirname "$0")/..}"
case "$url" in
  https://github.com/*/*) ;;
  *) echo "not a GitHub repository URL: $url" >&2; exit 2 ;;
esac
python3 - "$url" <<'PY'
import json, re, sys
url = sys.argv[1]

def stamp(path, pattern, replacement, anchor, insert):
    text = open(path).read()
    if re.search(pattern, text, re.M):
        text = re.sub(pattern, replacement, text, count=1, flags=re.M)
    else:
        if anchor not in text:
            sys.exit(f"{path}: no {anchor!r} to stamp after")
        text = text.replace(anchor, anchor + insert, 1)
    open(path, "w").write(text)

stamp("Cargo.toml", r'^repository = ".*"$', f'repository = "{url}"',
      'license = "MIT OR Apache-2.0"\n', f'repository = "{url}"\n')
stamp("packaging/pypi/pyproject.toml", r'^Repository = ".*"$', f'Repository = "{url}"',
      'dynamic = ["version"]\n', f'\n[project.urls]\nRepository = "{url}"\n')
path = "editors/vscode/package.json"
package = json.load(open(path))
package["repository"] = {"type": "git", "url": url}
open(path, "w").write(json.dumps(package, indent=2) + "\n")
print(f"repository {url} stamped into Cargo.toml, packaging/pypi/pyproject.toml, {path}")
PY
