-- The Neovim snippet test (tests/neovim.rs): after the page's snippet has
-- been sourced as the init file and the manifest opened, waits for the
-- buffer's diagnostics and writes them, one `rule line` per line, to the
-- file in $OUT.
local out = os.getenv("OUT")
local buffer = vim.api.nvim_get_current_buf()
local found = vim.wait(15000, function() return #vim.diagnostic.get(buffer) > 0 end, 50)
local lines = {}
for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
  table.insert(lines, string.format("%s %d", diagnostic.code or "?", diagnostic.lnum))
end
table.sort(lines)
if not found then table.insert(lines, "timeout") end
vim.fn.writefile(lines, out)
vim.cmd("qall!")
