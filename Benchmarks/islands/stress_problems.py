#!/usr/bin/env python3
"""Writes one bare linear problem (the `constraint-oracle` tool's input, Sources/constraint-oracle)
of a shape that once made the solver slow, for Benchmarks/solver-stress.sh and for replaying.

    stress_problems.py SHAPE SIZE [AMBIGUITY] > problem.txt

SHAPE:
  ambiguous    a chain of SIZE views whose heights are only `>= 10`: every y and height moves
  priorities   SIZE optional rows `width = c @p` on one view, p cycling through 1 ... 999
  same-999     SIZE optional rows `width = c @999` on one view, c cycling through 37 values
  conflicts    a chain of SIZE views of height 20, each also pinned at its top, every second
               pin a point off: SIZE - 1 conflicts in one connected island

Each view has four variables (x, y, width, height, in that order); the fixing order is the
variables' order. AMBIGUITY (default 1) asks for the ambiguity analysis, as `layoutc compile` does.
"""
import sys


def chain(views, height_rows):
    rows = []
    for i in range(views):
        x, y, w, h = 4 * i, 4 * i + 1, 4 * i + 2, 4 * i + 3
        if i == 0:
            rows.append(("=", 1000, -8, [(y, 1)]))
            rows.append(("=", 1000, -300, [(w, 1)]))
        else:
            rows.append(("=", 1000, -8, [(y, 1), (4 * (i - 1) + 1, -1), (4 * (i - 1) + 3, -1)]))
            rows.append(("=", 1000, 0, [(w, 1), (2, -1)]))
        rows.append(("=", 1000, -16, [(x, 1)]))
        rows.extend(height_rows(i, h))
    return 4 * views, rows


def main():
    shape, size = sys.argv[1], int(sys.argv[2])
    ambiguity = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    if shape == "ambiguous":
        variables, rows = chain(size, lambda i, h: [(">=", 1000, -10, [(h, 1)])])
    elif shape == "conflicts":
        # Each view is also pinned at its place in a chain of 20-pt heights, every second one a
        # point off: each pin conflicts with the one above (through that view's height and the
        # top row between), and the search breaks every pin but the first.
        def height_and_pin(i, h):
            return [("=", 1000, -20, [(h, 1)])] + ([("=", 1000, -(28 * i + 8 + i % 2), [(4 * i + 1, 1)])] if i else [])
        variables, rows = chain(size, height_and_pin)
    elif shape in ("priorities", "same-999"):
        variables = 4
        rows = [("=", 1000, 0, [(0, 1)]), ("=", 1000, 0, [(1, 1)]), ("=", 1000, -20, [(3, 1)])]
        for k in range(size):
            priority = 1 + k % 999 if shape == "priorities" else 999
            rows.append(("=", priority, -(100 + (k * 7) % 37), [(2, 1)]))
    else:
        sys.exit(f"unknown shape {shape}")
    out = [f"problem {variables} {len(rows)} {ambiguity}"]
    for relation, priority, constant, terms in rows:
        out.append(f"{relation} {priority} {constant} {len(terms)} " + " ".join(f"{v} {c}" for v, c in terms))
    out.append(f"fix {variables} " + " ".join(str(v) for v in range(variables)))
    print("\n".join(out))


if __name__ == "__main__":
    main()
