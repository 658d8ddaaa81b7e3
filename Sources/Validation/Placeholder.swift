// Validation: placeholder until the module lands.
