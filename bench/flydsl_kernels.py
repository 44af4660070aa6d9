#!/usr/bin/env python3
"""FlyDSL's own kernels through Fly: compiled or the first error, and Fly's ISA beside FlyDSL's.

For every module NAME.input.mlir[.gz] of each corpus directory (FlyDSL's front end output, traced
with FlyDSL's wheels; FLYDSL below is the directory holding its corpus and tools), runs the plain command a user would:

    fly-opt NAME.input.mlir --fly-rocdl-pipeline="chip=ARCH format=isa"

with ARCH from NAME.stats.json, and compares the ISA statistics of Fly's output with FlyDSL's
(NAME.stats.json, made by FlyDSL's own pipeline): instructions, MFMA/WMMA, memory instructions by
access width, waits, VGPR/AGPR/SGPR, LDS and scratch. The ISA parser is FlyDSL's tools' isa_stats.py,
loaded from the --tools directory: nothing in the repository depends on those files.

    python3 bench/flydsl_kernels.py --fly-opt build/bin/fly-opt \\
        --tools FLYDSL/tools \\
        --corpus FLYDSL/corpus/v0.3.2 --corpus FLYDSL/corpus/v0.5.0 \\
        --out docs/flydsl-kernels.md
"""
import argparse
import concurrent.futures
import gzip
import importlib.util
import json
import math
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "utils"))
from flytools import cli  # noqa: E402  (the --fly-opt rule)
import time

MEMORY_CLASSES = ("buffer_load", "buffer_store", "buffer_atomic", "global_load", "global_store",
                  "global_atomic", "ds_read", "ds_write", "flat_load", "flat_store", "scratch")


def load_isa_stats(tools):
    path = os.path.join(tools, "isa_stats.py")
    if not os.path.exists(path):
        sys.exit(f"flydsl_kernels: no isa_stats.py in {tools} (pass FlyDSL's tools directory with --tools)")
    spec = importlib.util.spec_from_file_location("flydsl_isa_stats", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def load_loop_model():
    here = os.path.dirname(os.path.abspath(__file__))
    spec = importlib.util.spec_from_file_location("fly_loop_model", os.path.join(here, "loop_model.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def loop_models(lm, asm_path):
    """{kernel: model of its main MFMA/WMMA loop} for the kernels that have one."""
    try:
        _, kernels = lm.report(asm_path)
    except (OSError, RuntimeError, ValueError):
        return {}
    return {name: m for name, loop, m, _ in kernels if loop and m and not m.get("error")}


def cases(corpus):
    for name in sorted(os.listdir(corpus)):
        if name.endswith(".input.mlir") or name.endswith(".input.mlir.gz"):
            case = name.split(".input.mlir")[0]
            stats = os.path.join(corpus, case + ".stats.json")
            if os.path.exists(stats):
                yield case, os.path.join(corpus, name), stats


def stats_path_of(input_path):
    """FlyDSL's ISA beside a corpus module."""
    return input_path.split(".input.mlir")[0] + ".flydsl.s"


def first_error(stderr):
    for line in stderr.splitlines():
        if "error:" in line:
            return line.split("error:", 1)[1].strip()
    lines = [l for l in stderr.splitlines() if l.strip()]
    return lines[-1].strip() if lines else "no output"


def compile_case(fly_opt, path, arch, timeout, work):
    # One folder per module: the corpora share module names.
    work = tempfile.mkdtemp(dir=work)
    src = path
    if path.endswith(".gz"):
        src = os.path.join(work, os.path.basename(path)[:-3])
        with gzip.open(path, "rb") as f, open(src, "wb") as g:
            g.write(f.read())
    # The output goes to the scratch folder, never beside the corpus.
    out = os.path.join(work, os.path.basename(src) + ".fly.mlir")
    cmd = [fly_opt, src, f"--fly-rocdl-pipeline=chip={arch} format=isa", "-o", out]
    start = time.perf_counter()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"ok": False, "error": f"timed out after {timeout} s", "seconds": timeout}
    seconds = time.perf_counter() - start
    if p.returncode != 0:
        return {"ok": False, "error": first_error(p.stderr), "seconds": seconds}
    with open(out, encoding="utf-8") as f:
        text = f.read()
    return {"ok": True, "mlir": text, "seconds": seconds}


# FlyDSL's own pipeline, run in process by its wheel up to (not including)
# gpu-module-to-binary: the LLVM-dialect module FlyDSL hands to its LLVM.
FLYDSL_PREFIX = r'''
import gzip, json, sys
from flydsl._mlir import ir, passmanager
src, stats, out = sys.argv[1:4]
text = (gzip.open(src, "rt") if src.endswith(".gz") else open(src)).read()
pipeline = json.load(open(stats))["pipeline"]
pipeline = pipeline[:pipeline.index(",gpu-module-to-binary")] + ")"
with ir.Context():
    m = ir.Module.parse(text)
    passmanager.PassManager.parse(pipeline).run(m.operation)
    open(out, "w").write(m.operation.get_asm(enable_debug_info=False))
'''


def flydsl_on_llvm22(fly_opt, python, path, stats_path, timeout, work):
    """FlyDSL's LLVM-dialect output for the module, compiled to ISA by this
    toolchain's LLVM 22.1 (fly-opt's gpu-module-to-binary): the reference
    that separates what Fly decides from what the LLVM version decides.
    The module text with the ISA, or None."""
    work = tempfile.mkdtemp(dir=work)
    script = os.path.join(work, "prefix.py")
    with open(script, "w") as f:
        f.write(FLYDSL_PREFIX)
    llvm_dialect = os.path.join(work, "flydsl.llvm.mlir")
    out = os.path.join(work, "flydsl.isa.mlir")
    try:
        p = subprocess.run([python, script, path, stats_path, llvm_dialect], capture_output=True,
                           text=True, timeout=timeout)
        if p.returncode != 0:
            return None
        p = subprocess.run([fly_opt, llvm_dialect, "--pass-pipeline=builtin.module(gpu-module-to-binary{format=isa})",
                            "-o", out], capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    if p.returncode != 0:
        return None
    with open(out, encoding="utf-8") as f:
        return f.read()


def summarize(kernel):
    """The numbers of one kernel's stats (isa_stats' shape, as in stats.json)."""
    by_class = kernel.get("by_class", {})
    by_sub = kernel.get("by_subclass", {})
    res = kernel.get("resources", {})
    mma = {k.split(":", 1)[1]: v for k, v in by_sub.items()
           if k.split(":", 1)[1].startswith(("v_mfma", "v_smfmac", "v_wmma", "v_swmmac"))}
    memory = {k: v for k, v in by_sub.items() if k.split(":", 1)[0] in MEMORY_CLASSES}
    return {
        "insns": kernel.get("total_insns", 0),
        "mma": mma,
        "memory": memory,
        "waits": sum(v for k, v in by_class.items() if k.startswith("s_wait")),
        # The allocation a wave gets (VGPRs and AGPRs of one file on CDNA3/4,
        # next_free_vgpr): what occupancy depends on. isa_stats' "vgpr" is
        # read from resource symbols whose spelling differs between LLVM 22
        # and FlyDSL's newer LLVM, so it is not compared.
        "regs": res.get("total_vgpr") or 0, "agpr": res.get("agpr") or 0,
        "sgpr": res.get("sgpr"),
        "lds": res.get("lds_bytes") or 0, "scratch": res.get("scratch_bytes") or 0,
        "spills": (res.get("vgpr_spill") or 0) + (res.get("sgpr_spill") or 0),
    }


# VGPRs are allocated in granules of 8 registers on the chips of the corpus
# (CDNA3/4 wave64 and RDNA4/gfx1250 wave32): two allocations in the same
# granule give the same occupancy.
GRANULE = 8


def granules(regs):
    return -(-regs // GRANULE)


def verdicts(f, d):
    """Item 1 of issue 30, per kernel: each check Fly passes or the reason it fails."""
    out = {}
    out["mma"] = f["mma"] == d["mma"]
    out["scratch"] = (f["scratch"] == 0 and f["spills"] == 0) or (d["scratch"] > 0 or d["spills"] > 0)
    out["lds"] = f["lds"] <= d["lds"]
    out["regs"] = granules(f["regs"]) <= granules(d["regs"])
    out["insns"] = d["insns"] == 0 or f["insns"] <= 1.15 * d["insns"]
    return out


def fmt_counts(d):
    return ", ".join(f"{k} {v}" for k, v in sorted(d.items())) or "-"


def pair(fly, ref):
    if fly == ref:
        return str(fly)
    return f"**{fly}** / {ref}"


def run(args):
    isa = load_isa_stats(args.tools)
    lm = load_loop_model()
    jobs = []
    case_paths = {}
    for corpus in args.corpus:
        version = os.path.basename(os.path.normpath(corpus))
        for case, path, stats_path in cases(corpus):
            with open(stats_path) as f:
                stats = json.load(f)
            jobs.append((version, case, path, stats))
            case_paths[(version, case)] = path
    rows = []
    with tempfile.TemporaryDirectory() as work, \
            concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = {pool.submit(compile_case, args.fly_opt, path, stats["arch"], args.timeout,
                               work): (version, case, stats)
                   for version, case, path, stats in jobs}
        same_llvm = {}
        if args.venv_dir:
            for version, case, path, stats in jobs:
                python = os.path.join(args.venv_dir, "venv-" + re.sub(r"^(v|extra-)", "", version), "bin", "python")
                if os.path.exists(python) and stats.get("flydsl_status") == "ok":
                    same_llvm[(version, case)] = pool.submit(
                        flydsl_on_llvm22, args.fly_opt, python, path,
                        path.split(".input.mlir")[0] + ".stats.json", args.timeout, work)
        for fut in concurrent.futures.as_completed(futures):
            version, case, stats = futures[fut]
            r = fut.result()
            row = {"version": version, "case": case, "arch": stats["arch"],
                   "flydsl_status": stats.get("flydsl_status", "?"), "seconds": r["seconds"],
                   "ok": r["ok"], "error": r.get("error"), "kernels": []}
            if r["ok"]:
                fly_kernels = {}
                for obj in isa.extract_isa_objects(r["mlir"]):
                    fly_kernels.update(isa.isa_stats(obj))
                ref = stats.get("isa") or {}
                if any(summarize(k)["mma"] for k in fly_kernels.values()):
                    with tempfile.NamedTemporaryFile("w", suffix=".s", dir=work, delete=False) as f:
                        f.write("\n".join(isa.extract_isa_objects(r["mlir"])))
                    ref_s = stats_path_of(case_paths[(version, case)])
                    row["loops"] = {"fly": loop_models(lm, f.name),
                                    "flydsl": loop_models(lm, ref_s) if os.path.exists(ref_s) else {}}
                same = {}
                if (version, case) in same_llvm:
                    text = same_llvm[(version, case)].result()
                    for obj in isa.extract_isa_objects(text) if text else []:
                        same.update({k: summarize(v) for k, v in isa.isa_stats(obj).items()})
                row["same_llvm"] = same
                for name in sorted(set(fly_kernels) | set(ref)):
                    row["kernels"].append((name, summarize(fly_kernels[name]) if name in fly_kernels else None,
                                           summarize(ref[name]) if name in ref else None))
            rows.append(row)
            print(f"{version:7} {case:55} {'compiled' if r['ok'] else 'ERROR ' + r['error'][:80]}",
                  flush=True)
    rows.sort(key=lambda r: (r["version"], r["case"]))
    return rows


def same_llvm_summary(rows):
    """Fly against FlyDSL's own LLVM-dialect output compiled by the same LLVM
    22.1: what is left of a difference once the LLVM version is the same."""
    pairs = [(r["case"], name, f, r["same_llvm"].get(name), d) for r in rows if r.get("same_llvm")
             for name, f, d in r["kernels"] if f and d]
    pairs = [p for p in pairs if p[3]]
    if not pairs:
        return []
    ratios = [f["insns"] / s["insns"] for _, _, f, s, _ in pairs if s["insns"]]
    geo = math.exp(sum(math.log(x) for x in ratios) / len(ratios))
    regs_bad = [f"{c}:{n} ({f['regs']} / {s['regs']})" for c, n, f, s, _ in pairs
                if granules(f["regs"]) > granules(s["regs"])]
    scratch_bad = [f"{c}:{n}" for c, n, f, s, _ in pairs
                   if (f["scratch"] or f["spills"]) and not (s["scratch"] or s["spills"])]
    out = ["",
           f"Against FlyDSL's own LLVM-dialect output for the same modules compiled by this toolchain's LLVM 22.1 "
           f"(FlyDSL's pipeline up to gpu-module-to-binary in its wheel, then fly-opt's gpu-module-to-binary; "
           f"{len(pairs)} kernels): the differences that Fly's code makes, the LLVM version set aside.", "",
           f"- instructions, Fly over FlyDSL-on-LLVM-22.1: geometric mean {geo:.3f}, min {min(ratios):.3f}, "
           f"max {max(ratios):.3f}",
           f"- VGPR+AGPR within its granule: {len(pairs) - len(regs_bad)} of {len(pairs)}" +
           (" (not: " + ", ".join(regs_bad) + ")" if regs_bad else ""),
           f"- no scratch where it has none: {len(pairs) - len(scratch_bad)} of {len(pairs)}" +
           (" (not: " + ", ".join(scratch_bad) + ")" if scratch_bad else "")]
    # The kernels whose register check fails against FlyDSL's own ISA: the
    # three allocations side by side.
    failing = [(c, n, f, s, d) for c, n, f, s, d in pairs if granules(f["regs"]) > granules(d["regs"])]
    if failing:
        out += ["", "Where Fly's VGPR+AGPR exceeds FlyDSL's own granule, the three allocations:", "",
                "| kernel | Fly | FlyDSL's IR on LLVM 22.1 | FlyDSL (its LLVM) |", "|---|---:|---:|---:|"]
        for c, n, f, s, d in failing:
            sp = f" + {s['scratch']} B scratch" if s["scratch"] else ""
            out.append(f"| {c}:{n} | {f['regs']} | {s['regs']}{sp} | {d['regs']} |")
    return out


def render(rows, args):
    out = ["# FlyDSL's kernels through Fly", "",
           "Written by `bench/flydsl_kernels.py` (FlyDSL's corpus and tools passed by path). Each module of",
           "FlyDSL's traced corpus goes through the plain command",
           "`fly-opt NAME.input.mlir --fly-rocdl-pipeline=\"chip=ARCH format=isa\"`, with no flag, no rewriting",
           "and no `rocm-path`. Its ISA statistics are compared with those of FlyDSL's own ISA for the same module.",
           "The compatibility rules that make them compile are in [flydsl-compat.md](flydsl-compat.md).",
           "Sections `v0.3.2` and `v0.5.0` are FlyDSL's shared corpus; `extra-*` sections are configurations that",
           "corpus does not hold (other sizes, dtypes and chips), traced here with each wheel from",
           "`bench/flydsl_cases_extra.py`: kernels Fly was not shown while it was made to compile the corpus.", ""]
    order = [os.path.basename(os.path.normpath(c)) for c in args.corpus]
    for version in [v for v in order if any(r["version"] == v for r in rows)]:
        vr = [r for r in rows if r["version"] == version]
        fl = [r for r in vr if r["flydsl_status"] == "ok"]
        ok = [r for r in fl if r["ok"]]
        out.append(f"## {version}: {len(ok)} of the {len(fl)} modules FlyDSL compiles compile with Fly")
        out.append("")
        others = [r for r in vr if r["flydsl_status"] != "ok"]
        if others:
            out.append("Modules FlyDSL itself does not compile (status from its trace): " +
                       "; ".join(f"`{r['case']}` ({r['flydsl_status']}): Fly " +
                                 ("compiles it" if r["ok"] else "`" + r["error"] + "`")
                                 for r in others) + ".")
            out.append("")
        out.append("| module | arch | Fly | Fly s |")
        out.append("|---|---|---|---:|")
        for r in fl:
            out.append(f"| {r['case']} | {r['arch']} | {'compiled' if r['ok'] else 'error: `' + r['error'] + '`'} "
                       f"| {r['seconds']:.2f} |")
        out.append("")
        out.append("Per kernel, `**Fly** / FlyDSL` where they differ, one value where equal. Memory instructions")
        out.append("by class and access width in bits; waits are `s_waitcnt` and the other `s_wait*`.")
        out.append("")
        out.append("| module | kernel | instructions | Fly/FlyDSL | MFMA/WMMA | memory | waits | VGPR+AGPR | AGPR | SGPR | LDS | scratch | at FlyDSL's level |")
        out.append("|---|---|---:|---:|---|---|---:|---:|---:|---:|---:|---:|---|")
        ratios = []
        failed = {}
        better = {"insns": 0, "waits": 0, "regs": 0, "scratch": 0}
        kernels = 0
        for r in fl:
            for name, f, d in r["kernels"]:
                if f is None or d is None:
                    out.append(f"| {r['case']} | {name} | {'only in ' + ('FlyDSL' if f is None else 'Fly')} "
                               "| | | | | | | | | | |")
                    continue
                ratio = f["insns"] / d["insns"] if d["insns"] else float("nan")
                if d["insns"]:
                    ratios.append(ratio)
                v = verdicts(f, d)
                kernels += 1
                for k, ok in v.items():
                    if not ok:
                        failed.setdefault(k, []).append(f"{r['case']}:{name}")
                better["insns"] += f["insns"] < d["insns"]
                better["waits"] += f["waits"] < d["waits"]
                better["regs"] += granules(f["regs"]) < granules(d["regs"])
                better["scratch"] += f["scratch"] < d["scratch"]
                verdict = "yes" if all(v.values()) else "no: " + ", ".join(k for k, ok in v.items() if not ok)
                out.append("| " + " | ".join([
                    r["case"], name, pair(f["insns"], d["insns"]), f"{ratio:.3f}",
                    pair(fmt_counts(f["mma"]), fmt_counts(d["mma"])),
                    pair(fmt_counts(f["memory"]), fmt_counts(d["memory"])),
                    pair(f["waits"], d["waits"]), pair(f["regs"], d["regs"]), pair(f["agpr"], d["agpr"]),
                    pair(f["sgpr"], d["sgpr"]), pair(f["lds"], d["lds"]), pair(f["scratch"], d["scratch"]),
                    verdict,
                ]) + " |")
        if ratios:
            geo = math.exp(sum(math.log(x) for x in ratios) / len(ratios))
            out.append("")
            out.append(f"Instructions, Fly over FlyDSL, over {len(ratios)} kernels: geometric mean {geo:.3f}, "
                       f"min {min(ratios):.3f}, max {max(ratios):.3f}.")
            names = {"mma": "the same MFMA/WMMA instructions", "scratch": "no scratch or spills where FlyDSL has none",
                     "lds": "LDS no larger", "regs": f"VGPR+AGPR within FlyDSL's granule ({GRANULE})",
                     "insns": "at most 1.15x the instructions"}
            out.append("")
            for k, text in names.items():
                bad = failed.get(k, [])
                out.append(f"- {text}: {kernels - len(bad)} of {kernels}" +
                           (" (not: " + ", ".join(bad) + ")" if bad else ""))
            out.append(f"- Fly better than FlyDSL: fewer instructions on {better['insns']}, fewer waits on "
                       f"{better['waits']}, fewer register granules on {better['regs']}, less scratch on "
                       f"{better['scratch']} of {kernels} kernels.")
            out += same_llvm_summary(fl)
        out.append("")
        loops = [(r, name, r["loops"]["fly"].get(name), r["loops"]["flydsl"].get(name))
                 for r in fl if r.get("loops") for name in sorted(set(r["loops"]["fly"]) | set(r["loops"]["flydsl"]))]
        if loops:
            out.append(f"### {version}: the main loops, modelled by llvm-mca")
            out.append("")
            out.append("`bench/loop_model.py` on the loop with the most MFMA/WMMA of each kernel (steady state, one wave):")
            out.append("instructions and MMAs in the body, cycles per iteration, and the MFMA issue share (the cycles the")
            out.append("XDL pipe is busy over the loop's cycles). On gfx12 and gfx1250 llvm-mca's model serializes memory")
            out.append("latency and has no matrix unit (WMMA counts as a one-cycle VALU op): there the share is of issue")
            out.append("slots, an upper bound (`bound`), and only the comparison of the two sides means something.")
            out.append("")
            out.append("| module | kernel | chip | Fly body / MMA | FlyDSL body / MMA | Fly cycles | FlyDSL cycles | Fly MFMA share | FlyDSL MFMA share |")
            out.append("|---|---|---|---:|---:|---:|---:|---:|---:|")
            for r, name, f, d in loops:
                def cell(m, key, fmt):
                    return fmt.format(m[key]) if m else "no loop"
                share = "bound_share" if r["arch"].startswith("gfx1") else "mma_share"
                out.append("| " + " | ".join([
                    r["case"], name, r["arch"] + (" (bound)" if share == "bound_share" else ""),
                    f"{f['instructions']} / {f['mma']}" if f else "no loop",
                    f"{d['instructions']} / {d['mma']}" if d else "no loop",
                    cell(f, "cycles", "{:.0f}"), cell(d, "cycles", "{:.0f}"),
                    cell(f, share, "{:.3f}"), cell(d, share, "{:.3f}")]) + " |")
            out.append("")
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    cli.add_fly_opt_argument(ap)
    ap.add_argument("--tools", required=True, help="FlyDSL's tools directory (isa_stats.py)")
    ap.add_argument("--corpus", action="append", required=True,
                    help="a corpus directory (NAME.input.mlir[.gz] + NAME.stats.json); repeatable")
    ap.add_argument("--out", default="docs/flydsl-kernels.md", help="the markdown file to write")
    ap.add_argument("--jobs", type=int, default=2, help="modules compiled at once (default 2)")
    ap.add_argument("--venv-dir", help="the folder holding FlyDSL's venv-X.Y.Z (its tools/setup.sh): also "
                    "compile FlyDSL's own LLVM-dialect output with this LLVM 22.1, the same-LLVM reference")
    ap.add_argument("--timeout", type=int, default=600, help="seconds per module (default 600)")
    args = ap.parse_args()
    args.fly_opt = cli.fly_opt(ap, args.fly_opt)
    rows = run(args)
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(render(rows, args))
    failed = [r for r in rows if r["flydsl_status"] == "ok" and not r["ok"]]
    print(f"flydsl_kernels: {len(rows) - len(failed)} of {len(rows)} modules as FlyDSL; wrote {args.out}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
