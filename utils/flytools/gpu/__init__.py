"""Fly's kernels on an NVIDIA GPU: the GPU runner (check), its case groups
(cases), PTX compilation (compile), the CUDA driver binding (cuda_driver),
and the lane-by-lane atom, wgmma, zero-fill and runtime-check runs."""
