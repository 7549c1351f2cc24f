#!/usr/bin/env python3
"""Whole-process benchmark: hintlint beside the baselines of the shared kit.

Builds hintlint in release mode, generates the kit's deterministic corpora
(1,000 files x 20 tools; one file of 20,000 tools) under target/bench/, runs
every command --runs times and prints the medians of wall time, CPU time
(user + sys) and peak RSS, and how many times slower each baseline is than
`hintlint --format concise`, the like-for-like output (one line per
finding, as the Python script prints).

Usage: python3 bench/compare.py [--kit ../shared/bench] [--runs 3] [--no-build] [--spectral]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "target", "bench")
BINARY = os.path.join(ROOT, "target", "release", "hintlint")


def measure(command, runs):
    """Median wall seconds, CPU seconds and peak RSS (MiB) of `command`."""
    walls, cpus, rss = [], [], []
    for _ in range(runs):
        start = time.perf_counter()
        with open(os.devnull, "wb") as devnull:
            process = subprocess.Popen(command, stdout=devnull, stderr=devnull, cwd=ROOT)
            _, status, usage = os.wait4(process.pid, 0)
        walls.append(time.perf_counter() - start)
        cpus.append(usage.ru_utime + usage.ru_stime)
        rss.append(usage.ru_maxrss / 1024)
        code = os.waitstatus_to_exitcode(status)
        if code not in (0, 1):
            sys.exit(f"{' '.join(command)} failed with exit code {code}")
    return statistics.median(walls), statistics.median(cpus), statistics.median(rss)


def corpora(kit):
    gen = os.path.join(kit, "gen.py")
    many = os.path.join(OUT, "many")
    big = os.path.join(OUT, "big.json")
    if not os.path.isdir(many):
        subprocess.run([sys.executable, gen, "many", many, "--files", "1000", "--tools", "20",
                        "--seed", "42"], check=True, stdout=subprocess.DEVNULL)
    if not os.path.isfile(big):
        subprocess.run([sys.executable, gen, "single", big, "--tools", "20000", "--seed", "42"],
                       check=True, stdout=subprocess.DEVNULL)
    return [("1,000 files x 20 tools", many, os.path.join(many, "*.json")),
            ("1 file, 20,000 tools", big, big)]


def spectral_command(kit):
    """Installs the kit's pinned Spectral into target/bench/spectral once."""
    here = os.path.join(OUT, "spectral")
    if not os.path.isdir(os.path.join(here, "node_modules")):
        shutil.copytree(os.path.join(kit, "spectral"), here, dirs_exist_ok=True)
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=here, check=True,
                       stdout=subprocess.DEVNULL)
    return [os.path.join(here, "node_modules", ".bin", "spectral"), "lint", "-r",
            os.path.join(here, ".spectral.yaml"), "-f", "text"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kit", default=os.path.join(ROOT, "..", "shared", "bench"))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--spectral", action="store_true", help="also run Spectral (npm ci once)")
    args = parser.parse_args()
    if not args.no_build:
        subprocess.run(["cargo", "build", "--release", "--quiet"], cwd=ROOT, check=True)
    baseline = os.path.join(args.kit, "baseline_lint.py")
    spectral = spectral_command(args.kit) if args.spectral else None
    print(f"medians of {args.runs} runs; CPU = user + sys\n")
    print(f"{'corpus':<24} {'command':<26} {'wall s':>7} {'CPU s':>7} {'RSS MiB':>8} {'vs concise':>12}")
    for label, path, pattern in corpora(args.kit):
        commands = [
            ("hintlint (human)", [BINARY, "check", path]),
            ("hintlint --format concise", [BINARY, "check", "--format", "concise", path]),
            ("hintlint --format json", [BINARY, "check", "--format", "json", path]),
            ("python baseline", [sys.executable, baseline, path]),
        ]
        if spectral:
            commands.append(("spectral", spectral + [pattern]))
        reference = None
        for name, command in commands:
            wall, cpu, rss = measure(command, args.runs)
            if name == "hintlint --format concise":
                reference = wall
            ratio = "" if name.startswith("hintlint") or not reference else f"{wall / reference:.1f}x slower"
            print(f"{label:<24} {name:<26} {wall:>7.2f} {cpu:>7.2f} {rss:>8.0f} {ratio:>12}")


if __name__ == "__main__":
    main()
