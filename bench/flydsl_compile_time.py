#!/usr/bin/env python3
"""Compile time per kernel: Fly's whole pipeline against FlyDSL's, in one run.

For each module NAME.input.mlir[.gz] of each corpus (FlyDSL's traced kernels; NAME.stats.json
holds FlyDSL's exact pipeline and the chip), measured one after the other on the same machine:

- FlyDSL: its pass pipeline from stats.json, run in process by FlyDSL's wheel
  (`flydsl._mlir.passmanager`) on the parsed module: PassManager.run, parse excluded.
- Fly: `fly-opt NAME.input.mlir --fly-rocdl-pipeline="chip=ARCH format=isa" -mlir-timing`,
  the pipeline's time from MLIR's own timing report: the whole run less its Parser and Output
  rows (so the same span as FlyDSL's: every pass, gpu-module-to-binary included).

Each side is timed --repeat times and the fastest run kept. The wheel is the one
`FLYDSL/tools/setup.sh VENVS` installs: --venv-dir VENVS, with VENVS/venv-X.Y.Z for a corpus
directory named vX.Y.Z (or extra-X.Y.Z).

    python3 bench/flydsl_compile_time.py --fly-opt build/bin/fly-opt --venv-dir /tmp/venvs \\
        --corpus FLYDSL/corpus/v0.3.2 --corpus FLYDSL/corpus/v0.5.0 --out /tmp/compile-time.md
"""
import argparse
import gzip
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "utils"))
from flytools import cli  # noqa: E402  (the --fly-opt rule)

FLYDSL_TIMER = r'''
import gzip, json, sys, time
from flydsl._mlir import ir, passmanager
src, stats, repeat = sys.argv[1], sys.argv[2], int(sys.argv[3])
text = (gzip.open(src, "rt") if src.endswith(".gz") else open(src)).read()
pipeline = json.load(open(stats))["pipeline"]
# The same pipeline stopped before gpu-module-to-binary: FlyDSL's MLIR part.
cut = pipeline.find(",gpu-module-to-binary")
prefix = pipeline[:cut] + ")" if cut >= 0 else None
def best_of(p):
    best = None
    for _ in range(repeat):
        with ir.Context():
            m = ir.Module.parse(text)
            pm = passmanager.PassManager.parse(p)
            t = time.perf_counter()
            pm.run(m.operation)
            dt = time.perf_counter() - t
        best = dt if best is None else min(best, dt)
    return best
print(best_of(pipeline), best_of(prefix) if prefix else "nan")
'''


def fly_seconds(fly_opt, src, arch, repeat):
    """(pipeline seconds, of which gpu-module-to-binary: LLVM's optimizer and
    AMDGPU backend) of the fastest run."""
    best = None
    for _ in range(repeat):
        p = subprocess.run([fly_opt, src, f"--fly-rocdl-pipeline=chip={arch} format=isa", "-o", os.devnull,
                            "-mlir-timing", "-mlir-timing-display=list"], capture_output=True, text=True)
        if p.returncode != 0:
            return None
        rows = dict((name.strip(), float(t)) for t, name in
                    re.findall(r"^\s+([0-9.]+) \(\s*[0-9.]+%\)\s+(.+)$", p.stderr, re.M))
        total = rows.get("root")
        if total is None:
            return None
        s = total - rows.get("Parser", 0.0) - rows.get("Output", 0.0)
        if best is None or s < best[0]:
            best = (s, rows.get("GpuModuleToBinaryPass", 0.0))
    return best


def flydsl_seconds(python, src, stats, repeat, timer):
    """(pipeline seconds, seconds of the part before gpu-module-to-binary)."""
    p = subprocess.run([python, timer, src, stats, str(repeat)], capture_output=True, text=True)
    if p.returncode != 0:
        return None
    try:
        full, prefix = p.stdout.strip().splitlines()[-1].split()
        return float(full), float(prefix)
    except (ValueError, IndexError):
        return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    cli.add_fly_opt_argument(ap)
    ap.add_argument("--venv-dir", required=True, help="the folder holding venv-X.Y.Z (FlyDSL's tools/setup.sh)")
    ap.add_argument("--corpus", action="append", required=True, help="a corpus directory; repeatable")
    ap.add_argument("--repeat", type=int, default=2, help="runs per side, fastest kept (default 2)")
    ap.add_argument("--out", required=True, help="the markdown file to write")
    args = ap.parse_args()
    args.fly_opt = cli.fly_opt(ap, args.fly_opt)
    rows = []
    with tempfile.TemporaryDirectory() as work:
        timer = os.path.join(work, "flydsl_timer.py")
        with open(timer, "w") as f:
            f.write(FLYDSL_TIMER)
        for corpus in args.corpus:
            label = os.path.basename(os.path.normpath(corpus))
            version = re.sub(r"^(v|extra-)", "", label)
            python = os.path.join(args.venv_dir, f"venv-{version}", "bin", "python")
            if not os.path.exists(python):
                sys.exit(f"flydsl_compile_time: no {python} (run FlyDSL's tools/setup.sh {args.venv_dir})")
            for name in sorted(os.listdir(corpus)):
                if not name.endswith((".input.mlir", ".input.mlir.gz")):
                    continue
                case = name.split(".input.mlir")[0]
                stats_path = os.path.join(corpus, case + ".stats.json")
                if not os.path.exists(stats_path):
                    continue
                stats = json.load(open(stats_path))
                if stats.get("flydsl_status") != "ok":
                    continue
                src = os.path.join(corpus, name)
                if src.endswith(".gz"):
                    plain = os.path.join(work, case + ".input.mlir")
                    with gzip.open(src, "rb") as g, open(plain, "wb") as h:
                        h.write(g.read())
                    src = plain
                d = flydsl_seconds(python, src, stats_path, args.repeat, timer)
                fl = fly_seconds(args.fly_opt, src, stats["arch"], args.repeat)
                rows.append((label, case, stats["arch"], fl, d))
                print(f"{label:12} {case:55} Fly {fl} FlyDSL {d}", flush=True)
    out = ["# Compile time: Fly's pipeline against FlyDSL's", "",
           "Written by `bench/flydsl_compile_time.py`: per module, FlyDSL's pass pipeline (from its stats.json) run in",
           "process by its wheel, and Fly's `--fly-rocdl-pipeline=\"chip=ARCH format=isa\"` timed by `-mlir-timing`",
           "(the run less parsing and printing), one after the other on one machine, the faster of "
           f"{args.repeat} runs each.",
           "Each side is split in two: the MLIR passes, and gpu-module-to-binary (LLVM's optimizer and AMDGPU backend;",
           "for FlyDSL the whole pipeline less the same pipeline stopped before gpu-module-to-binary). Fly's LLVM is",
           "the toolchain's 22.1, FlyDSL's is the newer one its wheel carries.", ""]
    for label in dict.fromkeys(r[0] for r in rows):
        rs = [r for r in rows if r[0] == label and r[3] is not None and r[4] is not None]
        if not rs:
            continue
        tf, td = sum(r[3][0] for r in rs), sum(r[4][0] for r in rs)
        lf = sum(r[3][1] for r in rs)
        mf = tf - lf
        md = sum(r[4][1] for r in rs)
        over = [r for r in rs if r[3][0] > r[4][0]]
        out += [f"## {label}", "",
                f"Total over {len(rs)} modules: Fly {tf:.2f} s, FlyDSL {td:.2f} s, ratio {tf / td:.3f}. "
                f"Fly slower than FlyDSL on {len(over)} of {len(rs)}" +
                (": " + ", ".join(f"{r[1]} ({r[3][0] / r[4][0]:.2f})" for r in over) if over else "") + ".", "",
                f"- MLIR passes: Fly {mf:.2f} s, FlyDSL {md:.2f} s, ratio {mf / md:.3f}.",
                f"- gpu-module-to-binary: Fly (LLVM 22.1) {lf:.2f} s, FlyDSL {td - md:.2f} s. LLVM 22.1's part alone is "
                f"{lf / td:.3f} of FlyDSL's whole pipeline.", "",
                "| module | arch | Fly s | of which LLVM | FlyDSL s | of which LLVM | Fly/FlyDSL | MLIR passes Fly/FlyDSL |",
                "|---|---|---:|---:|---:|---:|---:|---:|"]
        for r in rs:
            (f, fl), (d, dp) = r[3], r[4]
            mlir_ratio = (f - fl) / dp if dp > 0 else float("nan")
            out.append(f"| {r[1]} | {r[2]} | {f:.3f} | {fl:.3f} | {d:.3f} | {d - dp:.3f} | {f / d:.2f} | "
                       f"{mlir_ratio:.2f} |")
        out.append("")
    with open(args.out, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    print(f"flydsl_compile_time: wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
