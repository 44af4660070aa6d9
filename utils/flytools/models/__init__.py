"""Hardware lane models: which matrix element each lane and register slot
of an AMD (amd_mma_lanes) or NVIDIA (nvidia_mma_lanes) matrix instruction
holds, written from the vendors' documents and compared with Fly's atoms."""
