#!/usr/bin/env python3
"""Writes one spec whose constraints make one big island, for the island-scaling benchmark
(Benchmarks/islands.sh) and the tests of large islands.

    island_spec.py SHAPE VIEWS > spec.layout.yaml

SHAPE:
  chain      labels down a scroll view, each below the one before, widths equal to the first
  chain-ib   the same, with each label's top row written before its size (Interface Builder's order)
  ambiguous  a chain whose labels have no height: every y and height along it can move
  grid       rows of ten equal-width cells, each row below the one before
  form       rows of a title label and a field, the field's leading after the label's trailing
"""
import sys


def main():
    shape, views = sys.argv[1], int(sys.argv[2])
    out = ["layout: 1", f"screen: Island{shape.replace('-', '').title()}{views}", "device: iphone-15-pro", "root:",
           "  children:", "    - id: scroll", "      kind: scroll", "      frame: [0, 0, 393, 852]", "      children:"]

    def view(name, kind, constraints, intrinsic=None):
        out.append(f"        - id: {name}")
        if kind:
            out.append(f"          kind: {kind}")
        if intrinsic:
            out.append(f"          intrinsicSize: [{intrinsic[0]}, {intrinsic[1]}]")
        out.append("          constraints:")
        for line in constraints:
            out.append(f"            - {line}")

    if shape in ("chain", "chain-ib", "ambiguous"):
        for i in range(views):
            top = "top = superview.top + 8" if i == 0 else f"top = v{i - 1}.bottom + 8"
            width = "width = 300" if i == 0 else "width = v0.width"
            rows = [top, "leading = superview.leading + 16", width]
            if shape == "chain-ib":
                rows = [top, "leading = superview.leading + 16", width, "height = 20"]
                view(f"v{i}", None, rows)
            elif shape == "ambiguous":
                view(f"v{i}", None, rows + ["height >= 10"])
            else:
                view(f"v{i}", "label", rows, intrinsic=(120, 20))
    elif shape == "grid":
        columns = 10
        for i in range(views):
            row, column = divmod(i, columns)
            leading = "leading = superview.leading + 4" if column == 0 else f"leading = g{i - 1}.trailing + 4"
            top = "top = superview.top + 4" if row == 0 else f"top = g{i - columns}.bottom + 4"
            width = "width = 33" if i == 0 else "width = g0.width"
            view(f"g{i}", None, [leading, top, width, "height = 33"])
    elif shape == "form":
        for i in range(views // 2):
            top = "top = superview.top + 8" if i == 0 else f"top = l{i - 1}.bottom + 12"
            view(f"l{i}", "label", [top, "leading = superview.leading + 16"], intrinsic=(90, 20))
            view(f"f{i}", None, [f"leading = l{i}.trailing + 8", "width = 200", f"centerY = l{i}.centerY", "height = 30"])
    else:
        sys.exit(f"unknown shape {shape}")
    print("\n".join(out))


if __name__ == "__main__":
    main()
