// The hintlint extension: starts `hintlint lsp` and hands it the documents
// it reads. Everything else (diagnostics, quick fixes, hover, inlay hints)
// is the language server's.
import * as fs from "fs";
import * as path from "path";
import * as vscode from "vscode";
import {
  LanguageClient,
  LanguageClientOptions,
  ServerOptions,
} from "vscode-languageclient/node";

let client: LanguageClient | undefined;

/** The languages hintlint reads. */
const LANGUAGES = [
  "json",
  "jsonc",
  "yaml",
  "typescript",
  "typescriptreact",
  "javascript",
  "javascriptreact",
  "python",
  "go",
  "rust",
  "csharp",
  "html",
  "java",
  "kotlin",
  "php",
  "ruby",
  "swift",
];

/** The binary to run: the setting (trusted workspaces only), the one
 * bundled in `bin/`, else `hintlint` on PATH. */
function binary(context: vscode.ExtensionContext): string {
  const configured = vscode.workspace.getConfiguration("hintlint").get<string>("path");
  if (configured && vscode.workspace.isTrusted) {
    return configured;
  }
  const name = process.platform === "win32" ? "hintlint.exe" : "hintlint";
  const bundled = path.join(context.extensionPath, "bin", name);
  return fs.existsSync(bundled) ? bundled : "hintlint";
}

/** The settings the server takes, as the CLI's flags. Unsafe fixes need
 * none: they are always quick fixes, titled "(unsafe)", never preferred
 * and never applied by fix-all or on save. */
function settings(): object {
  const config = vscode.workspace.getConfiguration("hintlint");
  return {
    allow: config.get<string[]>("allow", []),
    warn: config.get<string[]>("warn", []),
    deny: config.get<string[]>("deny", []),
  };
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const command = binary(context);
  const serverOptions: ServerOptions = {
    run: { command, args: ["lsp"] },
    debug: { command, args: ["lsp"] },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: LANGUAGES.map((language) => ({ scheme: "file", language })),
    initializationOptions: { hintlint: settings() },
    synchronize: {
      configurationSection: "hintlint",
      fileEvents: vscode.workspace.createFileSystemWatcher("**/hintlint.toml"),
    },
  };
  client = new LanguageClient("hintlint", "hintlint", serverOptions, clientOptions);
  await client.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
