"""The golden layout-algebra cases (test/Golden/Inputs): the generator of
their Fly IR (to_mlir), their executed differential test (exec), the
dynamic-domain classifier (domain) and the text parser they share (text)."""
