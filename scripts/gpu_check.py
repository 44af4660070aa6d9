#!/usr/bin/env python3
"""The GPU runner's entry point: Fly's kernels executed on an NVIDIA GPU and
compared with independent references.

A thin wrapper: puts utils/ on the module path and runs flytools.gpu.check,
the same as `PYTHONPATH=utils python3 -m flytools.gpu.check`. See
`scripts/gpu_check.py --help` and docs/gpu.md.
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))), "utils"))

from flytools.gpu import check  # noqa: E402

if __name__ == "__main__":
    sys.exit(check.main())
