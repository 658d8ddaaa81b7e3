-- Shared by the Neovim tests: opens $SPEC and attaches `layoutc lsp` ($LAYOUTC,
-- else layoutc on PATH) the way Neovim 0.7 can (vim.lsp.start_client +
-- buf_attach_client; vim.lsp.start came in 0.8). Returns the buffer, the
-- client id and a `fail(message)` that exits Neovim with 1.
return function(name)
  local function fail(message)
    io.stderr:write("nvim " .. name .. ": " .. message .. "\n")
    vim.cmd("cquit 1")
  end
  local spec = os.getenv("SPEC")
  vim.cmd("edit " .. vim.fn.fnameescape(spec))
  local buf = vim.api.nvim_get_current_buf()
  local client_id = vim.lsp.start_client({
    name = "layoutc",
    cmd = { os.getenv("LAYOUTC") or "layoutc", "lsp" },
    root_dir = vim.fn.fnamemodify(spec, ":p:h"),
  })
  if not client_id then fail("the server did not start") end
  vim.lsp.buf_attach_client(buf, client_id)
  return buf, client_id, fail
end
