"""The case groups of the GPU runner (flytools.gpu.check): the NVIDIA
examples, the CPU tests' tiled copies and GEMMs, and the golden cases."""
