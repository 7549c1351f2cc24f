-- The Neovim smoke test (tests/neovim.rs): starts hintlint lsp for the current buffer, waits for its diagnostics
-- and writes them, one `rule line` per line, to the file in $OUT.
local binary = os.getenv("HINTLINT_BIN")
local out = os.getenv("OUT")
local buffer = vim.api.nvim_get_current_buf()
local client = vim.lsp.start_client({ name = "hintlint", cmd = { binary, "lsp" }, root_dir = vim.fn.getcwd() })
vim.lsp.buf_attach_client(buffer, client)
local found = vim.wait(10000, function() return #vim.diagnostic.get(buffer) > 0 end, 50)
local lines = {}
for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
  table.insert(lines, string.format("%s %d", diagnostic.code or "?", diagnostic.lnum))
end
table.sort(lines)
if not found then table.insert(lines, "timeout") end
vim.fn.writefile(lines, out)
vim.lsp.stop_client(client)
vim.cmd("qall!")
