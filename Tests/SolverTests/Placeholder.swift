// Solver tests land with the solver branch.
