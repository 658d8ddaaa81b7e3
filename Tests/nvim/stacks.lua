-- Neovim headless, stacks: Specs/SignInForm.layout.yaml opened (never saved),
-- the quick fix for its ignored `place:` (placement-ignored-in-stack, 24:50)
-- applied as Neovim applies a WorkspaceEdit, then a new arranged view typed
-- one keystroke at a time (incremental changes). Checks the diagnostics through
-- vim.diagnostic.get() after each step; exits 0 on success, 1 otherwise.
local buf, client_id, fail = dofile(vim.fn.fnamemodify(debug.getinfo(1, "S").source:sub(2), ":p:h") .. "/start.lua")("stacks")

-- "line:column rule" of each diagnostic, sorted.
local function findings()
  local list = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    table.insert(list, string.format("%d:%d %s", d.lnum + 1, d.col + 1, d.user_data.lsp.code))
  end
  table.sort(list)
  return table.concat(list, ", ")
end

local function wait_for(expected, what)
  if not vim.wait(30000, function() return findings() == expected end, 50) then
    fail(what .. ": expected " .. expected .. ", got " .. findings())
  end
end

wait_for("24:12 hit-target-too-small, 24:50 placement-ignored-in-stack, 27:62 fill-proportionally-spacing",
  "the findings of SignInForm")

-- Neovim 0.7 keeps only the code in user_data.lsp: the range comes from the diagnostic.
local ignored
for _, d in ipairs(vim.diagnostic.get(buf)) do
  if d.user_data.lsp.code == "placement-ignored-in-stack" then ignored = d end
end
local range = { start = { line = ignored.lnum, character = ignored.col },
                ["end"] = { line = ignored.end_lnum, character = ignored.end_col } }
local replies = vim.lsp.buf_request_sync(buf, "textDocument/codeAction", {
  textDocument = { uri = vim.uri_from_bufnr(buf) }, range = range,
  context = { diagnostics = { { range = range, message = ignored.message, code = "placement-ignored-in-stack" } } },
}, 10000)
local actions = replies and replies[client_id] and replies[client_id].result or {}
local remove
for _, action in ipairs(actions) do
  if action.title:find("Remove 'place'", 1, true) then remove = action end
end
if not remove then fail("no Remove 'place' quick fix") end
vim.lsp.util.apply_workspace_edit(remove.edit, "utf-16")
local fixed = vim.api.nvim_buf_get_lines(buf, 23, 24, false)[1]
if fixed ~= "        - {id: password, kind: textField}" then fail("the fixed line is " .. fixed) end
wait_for("24:12 hit-target-too-small, 27:62 fill-proportionally-spacing", "after the quick fix")

-- A new last arranged view, typed: its ignored `frame` is found at its column.
local line = vim.api.nvim_buf_line_count(buf)
local typed = "        - {id: extra, kind: button, intrinsicSize: [0, 44], frame: [0, 0, 1, 1]}"
vim.api.nvim_buf_set_lines(buf, line, line, false, { "" })
for i = 1, #typed do
  vim.api.nvim_buf_set_text(buf, line, i - 1, line, i - 1, { typed:sub(i, i) })
  vim.wait(2, function() return false end, 1)
end
wait_for("24:12 hit-target-too-small, 27:62 fill-proportionally-spacing, 32:68 placement-ignored-in-stack",
  "after typing a view")

vim.lsp.stop_client(client_id)
io.stdout:write("nvim stacks: ok\n")
vim.cmd("qall!")
