print("layoutc: not built yet")
