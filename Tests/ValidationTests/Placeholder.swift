// Tests for this module land with it.
