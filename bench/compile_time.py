#!/usr/bin/env python3
"""Compile-time benchmark of --fly-rocdl-pipeline on the example ladder.

For every example in examples/ (0N-*.mlir; the chips each applies to come
from its "// Chips:" header line) and every such chip, runs

    fly-opt EXAMPLE --fly-rocdl-pipeline="chip=C" --mlir-timing
            --mlir-timing-display=list -o /dev/null

--repeat times, keeps the run with the smallest total, and groups the
per-pass wall times into stages: parse/print, Fly's own passes (Fly* and
ConvertFlyToROCDL), the gpu.module nest (SCF/CSE/convert-gpu-to-rocdl...),
the host/LLVM conversions, and gpu-module-to-binary (LLVM's AMDGPU backend
and ld.lld). Peak memory is the child's maximum RSS (wait4).

Growth with input size: example 04 (the README's main job) is also compiled with its
gpu.module copied 1, 4 and 16 times (renamed), since every copy is compiled
by the whole pipeline.

The Markdown goes to --output (docs/benchmarks.md) between markers, so the
file keeps other benchmarks.

Usage: bench/compile_time.py --fly-opt build/bin/fly-opt [--repeat 3]
"""

import argparse
import glob
import os
import platform
import re
import subprocess
import sys
import tempfile

STAGES = ["parse+print", "Fly passes", "gpu.module nest", "LLVM conversions",
          "gpu-module-to-binary", "other"]


def stage_of(name):
    if name in ("Parser", "Output"):
        return "parse+print"
    if name.startswith("Fly") or name.startswith("ConvertFlyTo"):
        return "Fly passes"
    if name == "GpuModuleToBinaryPass":
        return "gpu-module-to-binary"
    if name in ("ConvertGpuOpsToROCDLOps", "GpuROCDLAttachTarget"):
        return "gpu.module nest"
    if "LLVM" in name or name in ("ReconcileUnrealizedCastsPass",
                                  "GpuToLLVMConversionPass"):
        return "LLVM conversions"
    return "other"


def measure(fly_opt, path, chip, repeat):
    best = None
    for _ in range(repeat):
        cmd = [fly_opt, path, "--fly-rocdl-pipeline=chip=" + chip,
               "--mlir-timing", "--mlir-timing-display=list", "-o", os.devnull]
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE, text=True)
        err = proc.stderr.read()
        _, status, usage = os.wait4(proc.pid, 0)
        if status != 0:
            sys.exit("failed: %s\n%s" % (" ".join(cmd), err))
        times = {}
        total = None
        # Lines look like "    0.0611 ( 76.2%)  GpuModuleToBinaryPass", with
        # a user-time column before the wall time when threads ran: take the
        # last (wall) column.
        for m in re.finditer(r"^\s+(?:[0-9.]+ \(\s*[0-9.]+%\)\s+)?"
                             r"([0-9.]+) \(\s*[0-9.]+%\)\s+(.+?)\s*$",
                             err, re.M):
            t, name = float(m.group(1)), m.group(2)
            if name == "Total":
                total = t
            elif name in ("root", "Rest") or name.startswith("(A)") or \
                    name.startswith("Pipeline Collection") or \
                    name.endswith("Pipeline"):
                continue
            else:
                times[name] = times.get(name, 0.0) + t
        stages = dict.fromkeys(STAGES, 0.0)
        for name, t in times.items():
            stages[stage_of(name)] += t
        stages["other"] += max(0.0, total - sum(stages.values()))
        run = {"total": total, "stages": stages,
               "rss_mib": usage.ru_maxrss / 1024.0}
        if best is None or run["total"] < best["total"]:
            best = run
    return best


def chips_of(path):
    with open(path) as f:
        for line in f:
            # The machine-readable line: only chip names, comma-separated.
            m = re.match(r"//\s*Chips:\s*(gfx\w+(?:,\s*gfx\w+)*)\s*$", line)
            if m:
                return [c.strip() for c in m.group(1).split(",") if c.strip()]
    return []


def replicate(path, copies, tmpdir):
    """The example with its gpu.module(s) copied `copies` times."""
    text = open(path).read()
    m = re.search(r"^  gpu\.module @(\w+)", text, re.M)
    start = m.start()
    # The module body ends at the first line that is exactly "  }".
    end = text.index("\n  }\n", start) + len("\n  }\n")
    block = text[start:end]
    name = m.group(1)
    extra = "".join(block.replace("@" + name, "@%s_copy%d" % (name, i))
                    for i in range(1, copies))
    out = os.path.join(tmpdir, "x%d.mlir" % copies)
    with open(out, "w") as f:
        f.write(text[:end] + extra + text[end:])
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fly-opt", default="build/bin/fly-opt")
    ap.add_argument("--examples", default="examples")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--output", default="docs/benchmarks.md")
    args = ap.parse_args()

    rows = []
    files = sorted(glob.glob(os.path.join(args.examples, "0*.mlir")))
    for path in files:
        for chip in chips_of(path):
            r = measure(args.fly_opt, path, chip, args.repeat)
            rows.append((os.path.basename(path), chip, r))
            print("%-32s %-8s total %.3f s, Fly %.1f%%" % (
                os.path.basename(path), chip, r["total"],
                100 * r["stages"]["Fly passes"] / r["total"]), flush=True)

    # Where the fixed cost of the Fly passes goes: the first call of each
    # libMLIR/libLLVM function resolves its symbol lazily (PLT), charged to
    # whichever pass calls it first. LD_BIND_NOW=1 resolves them at load.
    bind_now = None
    if files:
        # The README's main job (example 04 for gfx942) if present.
        main_job = [f for f in files
                    if os.path.basename(f) == "04-preshuffle-gemm.mlir"]
        biggest = main_job[0] if main_job else max(files, key=os.path.getsize)
        os.environ["LD_BIND_NOW"] = "1"
        bind_now = measure(args.fly_opt, biggest, chips_of(biggest)[0],
                           args.repeat)
        del os.environ["LD_BIND_NOW"]

    scale = []
    if files:
        chip = chips_of(biggest)[0]
        with tempfile.TemporaryDirectory() as tmp:
            for copies in (1, 4, 16):
                r = measure(args.fly_opt, replicate(biggest, copies, tmp),
                            chip, args.repeat)
                scale.append((copies, r))

    lines = ["<!-- compile-time:begin (written by bench/compile_time.py) -->",
             "## Compile time of the example ladder (`--fly-rocdl-pipeline`)",
             "",
             "Machine: %s, %d cores; best of %d runs; `fly-opt EXAMPLE "
             "--fly-rocdl-pipeline=chip=C --mlir-timing` (fatbin output). "
             "Seconds of wall time per stage; \"Fly %%\" is the share of "
             "Fly's own passes (Fly* and convert-fly-to-rocdl) in the total."
             % (platform.machine(), os.cpu_count(), args.repeat),
             "",
             "| example | chip | total (s) | " + " | ".join(STAGES) +
             " | Fly % | peak RSS (MiB) |",
             "|---|---|---:|" + "---:|" * len(STAGES) + "---:|---:|"]
    for name, chip, r in rows:
        lines.append("| %s | %s | %.3f | %s | %.1f | %.0f |" % (
            name, chip, r["total"],
            " | ".join("%.3f" % r["stages"][s] for s in STAGES),
            100 * r["stages"]["Fly passes"] / r["total"], r["rss_mib"]))
    if bind_now:
        lines += ["", "The same `%s` for %s with `LD_BIND_NOW=1` (dynamic "
                  "symbols bound at load instead of at their first call, which "
                  "the timer charges to the first pass that calls them): total "
                  "%.3f s, Fly passes %.3f s = %.1f%%." % (
                      os.path.basename(biggest), chips_of(biggest)[0],
                      bind_now["total"], bind_now["stages"]["Fly passes"],
                      100 * bind_now["stages"]["Fly passes"] /
                      bind_now["total"])]
    if scale:
        lines += ["", "Growth: `%s` for %s with its gpu.module copied N times:"
                  % (os.path.basename(biggest), chips_of(biggest)[0]), "",
                  "| copies | total (s) | Fly passes (s) | gpu-module-to-binary (s) | peak RSS (MiB) | time vs 1 copy |",
                  "|---:|---:|---:|---:|---:|---:|"]
        base = scale[0][1]["total"]
        for copies, r in scale:
            lines.append("| %d | %.3f | %.3f | %.3f | %.0f | %.2fx |" % (
                copies, r["total"], r["stages"]["Fly passes"],
                r["stages"]["gpu-module-to-binary"], r["rss_mib"],
                r["total"] / base))
    lines.append("<!-- compile-time:end -->")
    block = "\n".join(lines) + "\n"

    text = open(args.output).read() if os.path.exists(args.output) else \
        "# Benchmarks\n"
    begin = text.find("<!-- compile-time:begin")
    end = text.find("<!-- compile-time:end -->")
    if begin >= 0 and end >= 0:
        text = text[:begin] + block + text[end + len("<!-- compile-time:end -->\n"):]
    else:
        text = text.rstrip("\n") + "\n\n" + block
    with open(args.output, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
