// An MCP server built with the official TypeScript SDK 2.4 for hintlint's
// tests, in each era the SDK serves.
//
// Usage: node sdk_server.mjs TRANSPORT ERA
//   TRANSPORT  stdio, or http (prints its port on the first line of stdout,
//              serves POST /mcp on 127.0.0.1)
//   ERA        modern  2026-07-28 only: `legacy: 'reject'`
//              dual    both eras: the SDK's default (`serveStdio` serves an
//                      `initialize` opening; `createMcpHandler` falls back to
//                      stateless 2025 serving)
//              legacy  the 2025 wiring only: `server.connect` on a stdio
//                      transport, or a sessionful NodeStreamableHTTPServer-
//                      Transport
// The SDK is loaded from the npm install in $HINTLINT_MCP_TS (target/mcp-ts,
// installed by .ci/run).
import { createRequire } from 'node:module';
import http from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

const require = createRequire(path.join(process.env.HINTLINT_MCP_TS ?? 'target/mcp-ts', 'package.json'));
const { McpServer, createMcpHandler } = require('@modelcontextprotocol/server');
const { serveStdio, StdioServerTransport } = require('@modelcontextprotocol/server/stdio');
const { NodeStreamableHTTPServerTransport, toNodeHandler } = require('@modelcontextprotocol/node');

const [transport = 'stdio', era = 'dual'] = process.argv.slice(2);

/** The server: the tools of fixture_server.py, as the SDK lists them. */
function factory() {
    const server = new McpServer({ name: `sdk-${era}`, version: '1.0.0' }, { capabilities: { tools: {} } });
    const ok = async () => ({ content: [{ type: 'text', text: 'ok' }] });
    server.registerTool('list_items', {
        annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
        _meta: { http: { method: 'GET', path: '/items' } }
    }, ok);
    server.registerTool('create_item', {
        annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
        _meta: { http: { method: 'POST', path: '/items' } }
    }, ok);
    server.registerTool('replace_item', { _meta: { http: { method: 'PUT', path: '/items/{id}' } } }, ok);
    server.registerTool('edit_item', {
        annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
        _meta: { http: { method: 'PATCH', path: '/items/{id}' } }
    }, ok);
    server.registerTool('delete_item', {
        annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
        _meta: { http: { method: 'DELETE', path: '/items/{id}' } }
    }, ok);
    return server;
}

if (transport === 'stdio') {
    if (era === 'legacy') {
        await factory().connect(new StdioServerTransport());
    } else {
        serveStdio(factory, { legacy: era === 'modern' ? 'reject' : 'serve' });
    }
} else {
    let listener;
    if (era === 'legacy') {
        const sessions = new Map();
        listener = async (request, response) => {
            const chunks = [];
            for await (const chunk of request) chunks.push(chunk);
            const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : undefined;
            const id = request.headers['mcp-session-id'];
            let session = id && sessions.get(id);
            if (!session) {
                session = new NodeStreamableHTTPServerTransport({
                    sessionIdGenerator: () => randomUUID(),
                    onsessioninitialized: (created) => sessions.set(created, session)
                });
                await factory().connect(session);
            }
            await session.handleRequest(request, response, body);
        };
    } else {
        listener = toNodeHandler(createMcpHandler(factory, { legacy: era === 'modern' ? 'reject' : 'stateless' }));
    }
    const server = http.createServer(listener);
    server.listen(0, '127.0.0.1', () => {
        process.stdout.write(`${server.address().port}\n`);
    });
}
