"""Lists every flytools command with its one-line purpose.

Each command is a module, run as `python3 -m flytools.<name>` with utils/ on
PYTHONPATH (from the repository root: `PYTHONPATH=utils python3 -m
flytools.gpu.check --help`); every one has --help. The commands that run
fly-opt find it by one rule (python3 -m flytools.cli --help says which).
"""

import sys

from flytools import cli

# (group, [(module under flytools, purpose)]): the index a newcomer reads.
# test/Utils checks that every module with a main() is listed here.
COMMANDS = [
    ("GPU, NVIDIA (through the CUDA driver; --build needs no GPU)", [
        ("gpu.check", "the GPU runner: Fly's kernels checked on the GPU "
                      "(scripts/gpu_check.py)"),
        ("gpu.atoms", "mma, ldmatrix/stmatrix, wgmma atoms on the GPU, lane "
                      "by lane"),
        ("gpu.wgmma", "the wgmma cases gpu.atoms runs, or one case's Fly "
                      "kernel (no GPU)"),
        ("gpu.zero_fill", "predicated cp.async on the GPU: zero-fill against "
                          "skip"),
        ("gpu.runtime_checks", "fly-layout-lowering's runtime checks on the "
                               "GPU"),
    ]),
    ("Golden layout-algebra cases (test/Golden/Inputs)", [
        ("golden.to_mlir", "the golden generator: Fly IR of every golden "
                           "case, valid or mutated"),
        ("golden.exec", "every golden case with dynamic leaves, run on the "
                        "CPU"),
        ("golden.domain", "which golden cases a dynamic evaluation must "
                          "reproduce"),
    ]),
    ("Hardware lane models (from the vendors' documents)", [
        ("models.amd_mma_lanes", "the AMD lane model (MFMA, WMMA) against "
                                 "Fly's atoms"),
        ("models.nvidia_mma_lanes", "the NVIDIA lane model (mma.sync, "
                                    "ldmatrix, wgmma) against Fly's atoms"),
    ]),
    ("Executed CPU tests and fuzzing", [
        ("exec.tiled_copy", "tiled copies run on the CPU: which thread moved "
                            "which element"),
        ("exec.tiled_gemm", "tiled GEMMs run on the CPU, bit-exact in their "
                            "order"),
        ("exec.composed_view", "nested composed views and fly.decomposition "
                               "on the CPU"),
        ("exec.fuzz", "random Fly IR against fly-opt: no crash, no hang"),
    ]),
    ("fly-draw pictures", [
        ("draw.check", "an SVG of fly-draw against an independent model"),
        ("draw.page_check", "an HTML page of fly-draw --page, in headless "
                            "chromium"),
    ]),
    ("Documentation", [
        ("docs.examples", "the examples of the ODS descriptions, through "
                          "fly-opt"),
        ("docs.generated", "the reference fly-doc generates is complete"),
        ("docs.citations", "the citations of docs/reference exist"),
    ]),
    ("The test suite and the command-line convention", [
        ("lit_skips", "which tests lit skipped, and whether that is allowed"),
        ("cli", "the fly-opt every command would run, and the rule"),
    ]),
]


def main(argv=None):
    ap = cli.make_parser(__doc__, __spec__)
    ap.parse_args(argv)
    print("flytools: every command, run as `python3 -m flytools.NAME` with "
          "utils/ on\nPYTHONPATH; each has --help.")
    width = max(len(name) for _, cmds in COMMANDS for name, _ in cmds)
    for group, cmds in COMMANDS:
        print(f"\n{group}:")
        for name, purpose in cmds:
            print(f"  {name:<{width}}  {purpose}")
    print("\nscripts/setup.sh installs and builds, scripts/test.sh runs the "
          "suite;\nutils/flytools/README.md says more.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
