#!/usr/bin/env node
// `npx hintlint …`: runs the hintlint binary of this machine's platform
// package, the optional dependency npm installs for the matching os and cpu
// only (the layout biome and esbuild use). HINTLINT_BINARY names another
// binary to run instead.
"use strict";

const { spawnSync } = require("node:child_process");

const platform = `${process.platform}-${process.arch}`;
const executable = process.platform === "win32" ? "hintlint.exe" : "hintlint";
const packageName = `hintlint-${platform}`;

function binary() {
  if (process.env.HINTLINT_BINARY) {
    return process.env.HINTLINT_BINARY;
  }
  try {
    return require.resolve(`${packageName}/bin/${executable}`);
  } catch {
    const supported = Object.keys(require("../package.json").optionalDependencies)
      .map((name) => name.replace(/^hintlint-/, ""))
      .join(", ");
    console.error(
      `hintlint: no binary for ${platform}: the package ${packageName} is not installed ` +
        `(prebuilt for ${supported}; npm skips optional dependencies with --omit=optional). ` +
        "Other ways in: pipx install hintlint, cargo install hintlint."
    );
    process.exit(2);
  }
}

const run = spawnSync(binary(), process.argv.slice(2), { stdio: "inherit" });
if (run.error) {
  console.error(`hintlint: cannot run ${binary()}: ${run.error.message}`);
  process.exit(2);
}
if (run.signal) {
  process.kill(process.pid, run.signal);
}
process.exit(run.status ?? 1);
