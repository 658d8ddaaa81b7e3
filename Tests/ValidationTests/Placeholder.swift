// Validation tests land with the rules branch.
