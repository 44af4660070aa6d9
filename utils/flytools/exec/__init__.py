"""Executed CPU tests (tiled copies, tiled GEMMs, composed views, on their
shared harness) and the fly-opt fuzzer (fuzz)."""
