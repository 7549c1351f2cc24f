#!/usr/bin/env python3
"""Assembles the npm packages of one version: `hintlint` (the launcher,
whose optional dependencies are the platform packages) and one
`hintlint-<os>-<cpu>` package for each binary given.

    scripts/npm_package.py --out DIR [--repository URL] \
        --binary x86_64-unknown-linux-musl=target/.../hintlint ...

The version is Cargo.toml's. The release workflow publishes what it
writes; scripts/release-channels.sh installs it from a temporary folder and
runs `npx hintlint`."""

import argparse
import json
import pathlib
import shutil
import sys
import tomllib

ROOT = pathlib.Path(__file__).resolve().parent.parent
NPM = ROOT / "packaging" / "npm"


def cargo_version() -> str:
    with open(ROOT / "Cargo.toml", "rb") as manifest:
        return tomllib.load(manifest)["package"]["version"]


def write_json(path: pathlib.Path, value: dict) -> None:
    path.write_text(json.dumps(value, indent=2) + "\n")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True, type=pathlib.Path)
    parser.add_argument("--repository", help="the repository URL the packages name")
    parser.add_argument(
        "--binary",
        action="append",
        default=[],
        metavar="TARGET=PATH",
        help="a release target's binary (repeatable)",
    )
    args = parser.parse_args()
    version = cargo_version()
    platforms = json.loads((NPM / "platforms.json").read_text())["platforms"]
    by_target = {platform["target"]: platform for platform in platforms}
    readme = (NPM / "README.md").read_text()

    launcher = json.loads((NPM / "hintlint" / "package.json").read_text())
    launcher["version"] = version
    launcher["optionalDependencies"] = {
        platform["package"]: version for platform in platforms
    }
    if args.repository:
        launcher["repository"] = {"type": "git", "url": args.repository}
    out = args.out / "hintlint"
    shutil.rmtree(out, ignore_errors=True)
    (out / "bin").mkdir(parents=True)
    shutil.copy(NPM / "hintlint" / "bin" / "hintlint.js", out / "bin" / "hintlint.js")
    (out / "README.md").write_text(readme)
    write_json(out / "package.json", launcher)

    for given in args.binary:
        target, _, binary = given.partition("=")
        platform = by_target.get(target)
        if platform is None or not binary:
            print(f"unknown target or no path: {given} (targets: {', '.join(by_target)})", file=sys.stderr)
            return 2
        package = {
            "name": platform["package"],
            "version": version,
            "description": f"The hintlint binary for {platform['os']} {platform['cpu']} ({target}); installed by the hintlint package.",
            "license": launcher["license"],
            "os": [platform["os"]],
            "cpu": [platform["cpu"]],
            "files": [f"bin/{platform['executable']}", "README.md"],
            "preferUnplugged": True,
        }
        if args.repository:
            package["repository"] = {"type": "git", "url": args.repository}
        out = args.out / platform["package"]
        shutil.rmtree(out, ignore_errors=True)
        (out / "bin").mkdir(parents=True)
        shutil.copy(binary, out / "bin" / platform["executable"])
        (out / "bin" / platform["executable"]).chmod(0o755)
        (out / "README.md").write_text(readme)
        write_json(out / "package.json", package)
    print(f"npm packages of hintlint {version} in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
