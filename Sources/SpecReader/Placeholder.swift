// SpecReader: placeholder until the module lands.
