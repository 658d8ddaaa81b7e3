// Emitter tests land with the emit branch.
