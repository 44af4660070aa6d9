"""The GPU runner: Fly's kernels executed on an NVIDIA GPU and compared with
independent references.

Two phases, so that compiling needs no GPU and running needs no LLVM (run
it as `python3 -m flytools.gpu.check` with utils/ on PYTHONPATH, or as
scripts/gpu_check.py):

  gpu_check.py --build DIR [--fly-opt PATH]
      writes every case's Fly module, compiles it to PTX with fly-opt
      (--fly-nvvm-pipeline, or the same upstream passes spelled out) and
      writes DIR/manifest.json: per case the PTX file, kernel, grid, block,
      shared memory, buffers with their initial contents, arguments, and the
      expected contents of the buffers it checks.
  gpu_check.py --run DIR [--json FILE]
      loads each PTX through the CUDA driver (ctypes on libcuda: no toolkit,
      no CuPy), launches it, reads the buffers back and compares them with
      numpy; prints one line per case and exits non-zero on any mismatch.

The cases: every NVIDIA example (examples/nvidia-*.mlir), the tiled-copy
configurations of flytools.exec.tiled_copy (the destination says which
thread moved which element), the tiled-GEMM configurations of
flytools.exec.tiled_gemm (D != C, bit-exact in the declared traversal order)
and the evaluable golden layout cases of flytools.golden.exec evaluated in
kernels (the groups are in flytools.gpu.cases). The expected values are the
CPU tests' own references, imported from their modules.

  gpu_check.py --record FILE.json   updates the recorded run in docs/gpu.md
"""

import concurrent.futures
import datetime
import importlib
import json
import os
import re
import subprocess
import sys
import time

from flytools import cli
from flytools.cli import ROOT

MANIFEST = "manifest.json"


# ---------------------------------------------------------------------------
# Build: Fly modules -> PTX + manifest (no GPU needed)
# ---------------------------------------------------------------------------


def safe(name):
    return re.sub(r"[^A-Za-z0-9_.-]", "_", name)


def collect(opts, tmp):
    from flytools.gpu.cases import copy, examples, gemm, golden
    out = []
    groups = opts.groups.split(",")
    if "examples" in groups:
        out += examples.cases(opts.fly_opt, tmp, ROOT)
    if "tiled-copy" in groups:
        out += copy.cases(opts.fly_opt, tmp)
    if "tiled-gemm" in groups:
        out += gemm.cases(opts.fly_opt, tmp)
    if "golden" in groups:
        out += golden.cases(opts.fly_opt, tmp, opts.golden)
    return out


def build(opts):
    from flytools.gpu import compile as gpu_compile
    os.makedirs(opts.build, exist_ok=True)
    # The probe modules that learn partition types from the verifier.
    tmp = os.path.join(opts.build, "probes")
    os.makedirs(tmp, exist_ok=True)
    cases = collect(opts, tmp)

    def compile_case(case):
        stem = safe(case["name"])
        src = case.get("source")
        if src is None:
            src = os.path.join(opts.build, stem + ".mlir")
            with open(src, "w") as f:
                f.write(case.pop("module"))
        # A case may need an arch-specific chip (sm_90a for wgmma).
        ptx = gpu_compile.compile_file(opts.fly_opt, src,
                                       case.get("chip", opts.chip))
        text = ptx.get(case["gpu_module"])
        if text is None:
            raise gpu_compile.CompileError(
                f"{case['name']}: no gpu.module @{case['gpu_module']} in "
                f"{src} (found {', '.join(ptx)})")
        with open(os.path.join(opts.build, stem + ".ptx"), "w") as f:
            f.write(text)
        case["ptx"] = stem + ".ptx"
        # Local memory in the PTX: a fragment Fly left in memory.
        case["local_memory"] = ".local" in text
        return case

    failed = []
    with concurrent.futures.ThreadPoolExecutor(opts.jobs) as pool:
        futures = [pool.submit(compile_case, c) for c in cases]
        for case, fut in zip(cases, futures):
            try:
                fut.result()
            except Exception as e:  # a compile failure is reported, not fatal yet
                failed.append(f"{case['name']}: {e}")
    for f in failed:
        print(f"FAILURE (build) {f}")
    manifest = {
        "generated": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "fly_opt": opts.fly_opt,
        "commit": git_commit(),
        "chip": opts.chip,
        "passes": gpu_compile.passes(opts.fly_opt, opts.chip),
        "cases": [c for c in cases if "ptx" in c],
    }
    with open(os.path.join(opts.build, MANIFEST), "w") as f:
        json.dump(manifest, f)
    golden = [c for c in manifest["cases"] if c["name"].startswith("golden/")]
    if golden:
        print(f"gpu-check build: {sum(c['units'] for c in golden)} evaluable "
              f"golden cases in {len(golden)} kernels")
    print(f"gpu-check build: {len(manifest['cases'])} cases compiled to PTX "
          f"for {opts.chip}, {len(failed)} failed, in {opts.build}")
    return 1 if failed else 0


def git_commit():
    p = subprocess.run(["git", "-C", ROOT, "describe", "--always", "--dirty"],
                       capture_output=True, text=True)
    return p.stdout.strip() or "unknown"


# ---------------------------------------------------------------------------
# Run: PTX on the GPU, compared with numpy
# ---------------------------------------------------------------------------


def initial(np, buf):
    dtype = np.dtype(buf["dtype"])
    init = buf["init"]
    if "data" in init:
        return np.array(init["data"], dtype=dtype)
    n = buf["count"]
    if "fill" in init:
        return np.full(n, init["fill"], dtype=dtype)
    if "pattern" in init:
        # ((i * mul + add) % mod) + offset: small exact values, the same on
        # every machine.
        mul, add, mod, offset = init["pattern"]
        i = np.arange(n, dtype=np.int64)
        return (((i * mul + add) % mod) + offset).astype(dtype)
    if "bf16_pattern" in init:
        # The same small integers as bf16 bits (uint16 buffers): exact, the
        # upper half of their f32 encoding.
        mul, add, mod, offset = init["bf16_pattern"]
        i = np.arange(n, dtype=np.int64)
        f = (((i * mul + add) % mod) + offset).astype(np.float32)
        return (f.view(np.uint32) >> 16).astype(dtype)
    raise ValueError(f"unknown initial contents {init}")


def expected(np, check, buf, inputs):
    """The expected contents: literal data (for "bits", the words), an input
    buffer as it was uploaded, or a reference function "module:function"
    (a flytools module) called with the inputs and the check's params."""
    want = check["expect"]
    bits = check["compare"] == "bits"
    if "data" in want:
        return np.array(want["data"], dtype=np.int64 if bits else np.dtype(buf["dtype"]))
    if "input" in want:
        out = inputs[want["input"]].copy()
    else:
        mod, fn = want["ref"].split(":")
        out = getattr(importlib.import_module(mod), fn)(
            {k: v.copy() for k, v in inputs.items()}, **want.get("params", {}))
    out = np.asarray(out, dtype=np.dtype(buf["dtype"])).reshape(-1)
    return out.view(np.int32).astype(np.int64) if bits else out


def compare(np, check, got, want):
    """None when equal, else a description of the differences."""
    how = check["compare"]
    if how == "bits":
        got = got.view(np.int32).astype(np.int64)
    if len(got) != len(want):
        return f"{len(got)} values, expected {len(want)}"
    if how == "allclose":
        bad = ~np.isclose(got, want, rtol=check.get("rtol", 1e-5),
                          atol=check.get("atol", 0.0))
    else:
        bad = got != want
    idx = np.flatnonzero(bad)
    if not len(idx):
        return None
    if "describe" in check:
        mod, fn = check["describe"].split(":")
        return getattr(importlib.import_module(mod), fn)(
            [int(x) for x in got], [int(x) for x in want])
    lines = []
    for label, start, n in check.get("segments", []):
        wrong = idx[(idx >= start) & (idx < start + n)]
        if len(wrong):
            k = int(wrong[0])
            lines.append(f"{label}: number {k - start} expected {want[k]}, got "
                         f"{got[k]} ({len(wrong)} of {n} differ)")
    if lines:
        return f"{len(lines)} cases differ:\n    " + "\n    ".join(lines[:20])
    shown = ", ".join(f"[{k}] expected {want[k]} got {got[k]}" for k in idx[:6])
    return f"{shown} ({len(idx)} of {len(want)} differ)"


def run_case(np, drv, modules, root, case):
    """Launches one case; returns None or the failure."""
    import ctypes
    path = os.path.join(root, case["ptx"])
    if path not in modules:
        with open(path) as f:
            modules[path] = drv.load_ptx(f.read())
    fn = drv.function(modules[path], case["kernel"])
    ptrs, host = {}, {}
    for buf in case["buffers"]:
        data = initial(np, buf)
        host[buf["name"]] = data
        ptrs[buf["name"]] = drv.alloc(data.nbytes)
        drv.upload(ptrs[buf["name"]], data)
    args = []
    for a in case["args"]:
        if "tensor_map" in a:
            # A TMA tensor map of a buffer, in device memory (64-byte
            # aligned, as the instruction requires).
            t = a["tensor_map"]
            desc = drv.tensor_map_2d(ptrs[t["buffer"]], t["dtype"], t["dims"],
                                     t["row_bytes"], t["box"], t["swizzle"])
            where = drv.alloc(len(desc))
            drv.upload(where, desc)
            args.append(ctypes.c_uint64(where))
        elif "buffer" in a:
            args.append(ctypes.c_uint64(ptrs[a["buffer"]]))
        elif "i32" in a:
            args.append(ctypes.c_int32(a["i32"]))
        else:
            args.append(ctypes.c_int64(a["i64"]))
    drv.allow_shared(fn, case["shared"])
    drv.launch(fn, case["grid"], case["block"], args, case["shared"])
    drv.synchronize()
    problems = []
    bufs = {b["name"]: b for b in case["buffers"]}
    for check in case["checks"]:
        buf = bufs[check["buffer"]]
        data = host[buf["name"]]
        got = np.frombuffer(drv.download(ptrs[buf["name"]], data.nbytes),
                            dtype=data.dtype)
        why = compare(np, check, got, expected(np, check, buf, host))
        if why:
            problems.append(f"{check['buffer']}: {why}")
    drv.free_all()
    return "; ".join(problems) or None


def run(opts):
    import numpy as np

    from flytools.gpu import cuda_driver
    with open(os.path.join(opts.run, MANIFEST)) as f:
        manifest = json.load(f)
    drv = cuda_driver.Driver()
    major, minor = drv.compute_capability()
    gpu = drv.name()
    print(f"gpu-check: {gpu}, sm_{major}{minor}, driver CUDA "
          f"{drv.driver_version()}; PTX for {manifest['chip']} from "
          f"{manifest['commit']}")
    modules = {}
    results = []
    t0 = time.time()
    only = re.compile(opts.only) if opts.only else None
    for case in manifest["cases"]:
        if only and not only.search(case["name"]):
            continue
        try:
            why = run_case(np, drv, modules, opts.run, case)
        except Exception as e:  # a launch or JIT error fails the case
            why = f"{type(e).__name__}: {e}"
            drv.free_all()
        results.append({"name": case["name"], "passed": why is None,
                        "detail": why or case["ok"]})
        if why is None:
            print(f"  {case['name']}: {case['ok']}: ok")
        else:
            print(f"FAILURE {case['name']}: {why}")
    passed = sum(r["passed"] for r in results)
    failed = len(results) - passed
    print(f"gpu-check: {passed} passed, {failed} failed ({time.time() - t0:.1f} s)")
    if opts.json:
        with open(opts.json, "w") as f:
            json.dump({"date": datetime.datetime.now(datetime.timezone.utc)
                       .isoformat(timespec="seconds"),
                       "gpu": gpu, "sm": f"sm_{major}{minor}",
                       "driver_cuda": drv.driver_version(),
                       "commit": manifest["commit"], "chip": manifest["chip"],
                       "passes": manifest["passes"],
                       "passed": passed, "failed": failed,
                       "cases": results}, f, indent=1)
    return 1 if failed or not results else 0


# ---------------------------------------------------------------------------
# Record: the run's JSON into docs/gpu.md
# ---------------------------------------------------------------------------

BEGIN = "<!-- gpu-check:begin (written by scripts/gpu_check.py --record) -->"
END = "<!-- gpu-check:end -->"


def record(opts):
    with open(opts.record) as f:
        r = json.load(f)
    groups = {}
    for c in r["cases"]:
        g = c["name"].split("/")[0]
        p, n = groups.get(g, (0, 0))
        groups[g] = (p + c["passed"], n + 1)
    lines = [BEGIN,
             f"Last recorded run: {r['date'][:10]} on an {r['gpu']} "
             f"({r['sm']}, driver for CUDA {r['driver_cuda']}), PTX for "
             f"{r['chip']} built from `{r['commit']}`: **{r['passed']} of "
             f"{r['passed'] + r['failed']} cases passed**.",
             "",
             "| group | cases | passed |",
             "|---|---:|---:|"]
    lines += [f"| {g} | {n} | {p} |" for g, (p, n) in groups.items()]
    failures = [c for c in r["cases"] if not c["passed"]]
    if failures:
        lines += ["", "Failures:", ""]
        lines += [f"- `{c['name']}`: {c['detail'].splitlines()[0]}" for c in failures]
    lines.append(END)
    path = os.path.join(ROOT, "docs", "gpu.md")
    with open(path) as f:
        text = f.read()
    if BEGIN in text:
        text = text[:text.index(BEGIN)] + "\n".join(lines) + text[text.index(END) + len(END):]
    else:
        text = text.rstrip("\n") + "\n\n" + "\n".join(lines) + "\n"
    with open(path, "w") as f:
        f.write(text)
    print(f"recorded {r['passed']} passed, {r['failed']} failed in {path}")
    return 0


def main(argv=None):
    ap = cli.make_parser(__doc__, __spec__)
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--build", metavar="DIR", help="compile the cases into DIR")
    mode.add_argument("--run", metavar="DIR", help="run the cases compiled in DIR")
    mode.add_argument("--record", metavar="JSON", help="write a run's result into docs/gpu.md")
    cli.add_fly_opt_argument(ap)
    ap.add_argument("--chip", default="sm_90",
                    help="the NVIDIA target of the PTX (default: sm_90; a case "
                         "may ask for its own, sm_90a for wgmma)")
    ap.add_argument("--golden", metavar="JSONL", default=os.path.join(
        ROOT, "test", "Golden", "Inputs", "layout-algebra.jsonl"),
        help="the golden cases (default: the repository's)")
    ap.add_argument("--groups", default="examples,tiled-copy,tiled-gemm,golden",
                    help="which case groups to build (comma-separated; "
                         "default: all four)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2,
                    help="compile this many cases at once (default: the "
                         "number of CPUs)")
    ap.add_argument("--only", metavar="REGEX",
                    help="run only the cases whose name matches this regex")
    ap.add_argument("--json", metavar="FILE",
                    help="also write the run's results to this file")
    opts = ap.parse_args(argv)
    if opts.build:
        opts.fly_opt = cli.fly_opt(ap, opts.fly_opt)
        return build(opts)
    if opts.run:
        return run(opts)
    return record(opts)


if __name__ == "__main__":
    sys.exit(main())
