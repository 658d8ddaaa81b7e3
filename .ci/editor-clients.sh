#!/usr/bin/env bash
# Editor CI: `layoutc lsp` driven by real clients, against the debug build that
# .ci/run made: the pytest-lsp suite (Tests/lsp, in a virtual environment made
# here) and Neovim headless tests (Tests/nvim, Debian's neovim 0.7.2): a smoke
# test and a stack quick fix and typing.
# Installs what it needs on a fresh machine: python3-venv, pytest-lsp, neovim.
set -euo pipefail
cd "$(dirname "$0")/.."
export PYTHONDONTWRITEBYTECODE=1

layoutc="$(swift build --show-bin-path)/layoutc"
[ -x "$layoutc" ] || swift build --product layoutc

if ! python3 -c 'import ensurepip, venv' 2>/dev/null; then
  echo "editor: installing python3-venv"
  apt-get update -qq && apt-get install -y -qq --no-install-recommends python3-venv
fi
venv=.build/lsp-venv
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c 'import pytest_lsp' 2>/dev/null; then
  echo "editor: installing pytest-lsp"
  "$venv/bin/python" -m pip install --quiet "pytest-lsp==1.0.1"
fi
if ! command -v nvim >/dev/null; then
  echo "editor: installing neovim"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends neovim
fi

echo "editor: pytest-lsp suite"
LAYOUTC="$layoutc" "$venv/bin/python" -m pytest -q -p no:cacheprovider Tests/lsp

echo "editor: neovim $(nvim --version | head -n 1) smoke test"
LAYOUTC="$layoutc" SPEC="$PWD/Tests/nvim/broken.layout.yaml" \
  timeout 120 nvim --headless --clean -c "luafile Tests/nvim/smoke.lua"
echo
echo "editor: neovim stacks: a quick fix applied and a view typed"
LAYOUTC="$layoutc" SPEC="$PWD/Specs/SignInForm.layout.yaml" \
  timeout 120 nvim --headless --clean -c "luafile Tests/nvim/stacks.lua"
echo
