// Driver: placeholder until the module lands.
