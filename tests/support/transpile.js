// Reports the syntax errors TypeScript finds in each file named after the
// path of the `typescript` module: `transpileModule` parses a file alone,
// without its imports, so only syntax is checked. Exits 1 on any error.
const ts = require(process.argv[2]);
const fs = require("fs");
let errors = 0;
for (const file of process.argv.slice(3)) {
  const out = ts.transpileModule(fs.readFileSync(file, "utf8"), {
    fileName: file,
    reportDiagnostics: true,
    compilerOptions: { allowJs: true, jsx: ts.JsxEmit.Preserve },
  });
  for (const diagnostic of out.diagnostics) {
    errors += 1;
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
    console.log(`${file}: TS${diagnostic.code} ${text}`);
  }
}
process.exit(errors ? 1 : 0);
