// hintlint mcp driven by npm's official client, @modelcontextprotocol/client
// 2.4, in each era: pinned to 2026-07-28 (no initialize), `auto` (it probes
// server/discover and must stay modern), and legacy (initialize). Run by
// tests/mcp.rs in a workspace of a.json, b.json, c.json (each a POST that
// claims to be read-only), with HINTLINT_BIN the binary and NODE_PATH the
// node_modules folder .ci/run installed the client into. The client checks
// each structuredContent against the tool's outputSchema.
import { createRequire } from "node:module";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import assert from "node:assert/strict";

const require = createRequire(path.join(process.env.NODE_PATH, "resolve.cjs"));
const { Client } = require("@modelcontextprotocol/client");
const { StdioClientTransport } = require("@modelcontextprotocol/client/stdio");

const original = readFileSync("a.json", "utf8");

async function drive(mode, era, version) {
  writeFileSync("a.json", original);
  const client = new Client(
    { name: "hintlint-tests", version: "0" },
    { versionNegotiation: { mode } },
  );
  const transport = new StdioClientTransport({
    command: process.env.HINTLINT_BIN,
    args: ["mcp"],
    cwd: process.cwd(),
    stderr: "inherit",
  });
  await client.connect(transport);
  try {
    assert.equal(client.getProtocolEra(), era);
    assert.equal(client.getNegotiatedProtocolVersion(), version);
    const listed = await client.listTools();
    assert.deepEqual(
      listed.tools.map((tool) => tool.name),
      ["lint_hints", "preview_fixes", "apply_fixes", "explain_rule", "judge_hints"],
    );
    const page = await client.callTool({ name: "lint_hints", arguments: { limit: 2 } });
    assert.equal(page.isError, false, JSON.stringify(page));
    assert.equal(page.structuredContent.total, 6);
    assert.equal(page.structuredContent.findings.length, 2);
    assert.equal(page.structuredContent.findings[0].level, "error");
    const rest = await client.callTool({
      name: "lint_hints",
      arguments: { limit: 2, cursor: page.structuredContent.next_cursor },
    });
    assert.equal(rest.structuredContent.findings.length, 2);
    const refused = await client.callTool({ name: "preview_fixes", arguments: {} });
    assert.equal(refused.isError, true);
    const preview = await client.callTool({
      name: "preview_fixes",
      arguments: { paths: ["a.json"], unsafe_fixes: true },
    });
    const id = preview.structuredContent.preview_id;
    assert.match(id, /^preview-/);
    const applied = await client.callTool({ name: "apply_fixes", arguments: { preview_id: id } });
    assert.deepEqual(applied.structuredContent.files, ["a.json"]);
    assert.deepEqual(applied.structuredContent.changed, []);
    assert.match(readFileSync("a.json", "utf8"), /"destructiveHint": true/);
  } finally {
    await client.close();
  }
  console.log(`${era} ${version}: ok (mode ${JSON.stringify(mode)})`);
}

await drive({ pin: "2026-07-28" }, "modern", "2026-07-28");
await drive("auto", "modern", "2026-07-28");
await drive("legacy", "legacy", "2025-11-25");
writeFileSync("a.json", original);
