// Emitters: placeholder until the module lands.
