-- Neovim headless smoke test of `layoutc lsp` (works on Debian's Neovim 0.7.2,
-- which has vim.lsp.start_client + buf_attach_client but not vim.lsp.start).
-- Opens a broken spec, waits for the server's diagnostics and checks them
-- through vim.diagnostic.get(); exits 0 on success, 1 otherwise.
local buf, client_id, fail = dofile(vim.fn.fnamemodify(debug.getinfo(1, "S").source:sub(2), ":p:h") .. "/start.lua")("smoke")

local arrived = vim.wait(30000, function() return #vim.diagnostic.get(buf) > 0 end, 50)
if not arrived then fail("no diagnostics within 30 s") end

local found = false
for _, d in ipairs(vim.diagnostic.get(buf)) do
  io.stdout:write(string.format("%d:%d %s %s\n", d.lnum + 1, d.col + 1, d.source or "?", d.message))
  -- `framee` on line 8, column 7: unknown, with the suggestion.
  if d.lnum == 7 and d.col == 6 and d.message:find("unknown key 'framee'", 1, true)
      and d.message:find("did you mean 'frame'", 1, true) and d.severity == vim.diagnostic.severity.ERROR then
    found = true
  end
end
if not found then fail("the unknown-key error on 8:7 is missing") end

-- One request through the client as well: hover on the `close` view.
local replies = vim.lsp.buf_request_sync(buf, "textDocument/hover",
  { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = 6, character = 10 } }, 10000)
local hover = replies and replies[client_id] and replies[client_id].result
if not hover or not hover.contents.value:find("button", 1, true) then fail("no hover on the view") end

vim.lsp.stop_client(client_id)
io.stdout:write("nvim smoke: ok\n")
vim.cmd("qall!")
