#!/usr/bin/env python3
"""Fly's tensor-core GEMMs on an NVIDIA GPU against cuBLAS, and their
numerics against a float reference.

D = A B^T + C with A (M x K) and B (N x K) row-major bf16, C and D (M x N)
row-major f32: the examples' kernels (examples/nvidia-04-mma-sync-gemm.mlir
and the others listed in KERNELS).

  gpu_tensor_gemm.py --build DIR [--fly-opt PATH]
      compiles the examples to PTX for sm_90 in DIR/tensor_gemm/, with a
      manifest and each kernel's ptxas -v registers and spills when ptxas is
      installed (no GPU needed).
  gpu_tensor_gemm.py --run DIR --out OUTDIR [--quick]
      on the GPU, in one process:
      - correctness: every kernel on M=N=K=256 and on 1024 x 768 x 512
        (distinct M, N, K) against the float64 product of the same bf16
        values; the bound is stated in check_bound();
      - speed, interleaved trial by trial against cuBLAS on the same
        operands: cublasGemmEx with bf16 A/B and f32 C/D, beta = 1 (the
        same work), and torch.matmul in bf16 (bf16 D, no C: what most
        users call), on square 2048..8192 and one skinny shape.
      Writes OUTDIR/tensor_gemm.json and prints the tables.
  gpu_tensor_gemm.py --report FILE.json
      writes the tensor-core section of docs/benchmarks.md.
"""

import argparse
import ctypes
import datetime
import json
import os
import re
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "utils"))

import benchutil  # noqa: E402  (bench/benchutil.py)
from flytools import cli  # noqa: E402  (the --fly-opt rule)

# sm_90a: the wgmma kernel needs the arch-specific target; the others run
# there too (H100, H200).
CHIP = "sm_90a"
# kernel name -> (source, block tile (BM, BN, BK), threads, dynamic shared
# bytes, what it is).
KERNELS = {
    "gemm_mma_sync": ("examples/nvidia-04-mma-sync-gemm.mlir", (128, 128, 32),
                      128, 0, "mma.sync + ldmatrix, one stage"),
    "gemm_mma_pipelined": ("examples/nvidia-05-pipelined-gemm.mlir",
                           (128, 128, 32), 128, 65536,
                           "4-stage cp.async, swizzled, grouped tile order, "
                           "ldmatrix, mma.sync"),
    "gemm_wgmma": ("examples/nvidia-06-wgmma-gemm.mlir", (128, 128, 64), 256,
                   98304, "wgmma (A, B in shared memory), 3-stage cp.async"),
    "gemm_tma": ("examples/nvidia-07-tma-gemm.mlir", (128, 128, 64), 256, 98304,
                 "wgmma, 3-stage TMA ring on mbarriers"),
    "gemm_ws": ("examples/nvidia-08-warp-specialized-gemm.mlir", (128, 128, 64),
                384, 131072, "wgmma, warp-specialized: a TMA producer "
                "warpgroup, 4 stages on full/empty mbarriers"),
    "gemm_ws256": ("examples/nvidia-09-warp-specialized-256.mlir", (128, 256, 64),
                   384, 196608, "as gemm_ws on 128x256 tiles"),
}
# Kernels that take their tiles from a 1-D grid in their own order.
GRID_1D = {"gemm_mma_pipelined", "gemm_wgmma", "gemm_tma", "gemm_ws",
           "gemm_ws256"}
# Kernels that take tensor maps of A and B after M, N, K.
TMA = {"gemm_tma", "gemm_ws", "gemm_ws256"}
SQUARE = [2048, 4096, 8192]
SKINNY = (8192, 128, 8192)  # M, N, K: a narrow N, as in a projection
CHECK_SHAPES = [(256, 256, 256), (1024, 768, 512)]


# ---------------------------------------------------------------------------
# Build
# ---------------------------------------------------------------------------


def ptxas_report(ptx_path):
    """registers and spill bytes from `ptxas -v`, or None without ptxas."""
    try:
        p = subprocess.run(["ptxas", "-v", f"-arch={CHIP}", ptx_path, "-o",
                            os.devnull], capture_output=True, text=True)
    except OSError:
        return None
    text = p.stderr + p.stdout
    regs = re.search(r"Used (\d+) registers", text)
    spills = re.search(r"(\d+) bytes spill stores, (\d+) bytes spill loads",
                       text)
    return {"registers": int(regs.group(1)) if regs else None,
            "spill_store_bytes": int(spills.group(1)) if spills else None,
            "spill_load_bytes": int(spills.group(2)) if spills else None}


def build(opts):
    from flytools.gpu import compile as gpu_compile
    out = os.path.join(opts.build, "tensor_gemm")
    os.makedirs(out, exist_ok=True)
    manifest = {"chip": CHIP, "passes": gpu_compile.passes(opts.fly_opt, CHIP),
                "kernels": {}}
    for name, (src, tile, threads, shared, what) in KERNELS.items():
        ptx = gpu_compile.compile_file(opts.fly_opt, os.path.join(ROOT, src),
                                       CHIP)
        text = ptx[name]
        path = os.path.join(out, name + ".ptx")
        with open(path, "w") as f:
            f.write(text)
        manifest["kernels"][name] = {
            "ptx": name + ".ptx", "source": src, "tile": tile,
            "grid_1d": name in GRID_1D,
            "threads": threads, "shared": shared, "what": what,
            "local_memory": ".local" in text, "ptxas": ptxas_report(path)}
    with open(os.path.join(out, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1)
    for name, k in manifest["kernels"].items():
        print(f"tensor-gemm build: {name}: ptxas {k['ptxas']}")
    return 0


# ---------------------------------------------------------------------------
# Run
# ---------------------------------------------------------------------------


def check_bound(K):
    """The error bound of a D element, relative to sum_k |a_k b_k| + |c|.

    The products of bf16 values are exact in f32 (8 + 8 significant bits),
    so the only rounding is the f32 accumulation: the tensor cores add
    products in some order and groups, each addition rounding by at most
    u = 2^-24 relative to its partial sum. A sum of K + 1 terms rounded in
    any order is within (K + 1) * u * sum |terms| (the classic recursive
    summation bound, gamma_n ~ n u). The hardware is allowed to truncate
    rather than round inside a group of products, which doubles u; so the
    bound is 2 (K + 1) 2^-24."""
    return 2.0 * (K + 1) * 2.0 ** -24


def compare_methods(drv, sync, methods, trials, reps):
    for fn in methods.values():
        fn()
    sync()
    samples = {k: [] for k in methods}
    for _ in range(trials):
        for k, fn in methods.items():
            sync()
            samples[k].append(drv.time_launches(fn, reps))
    sync()
    return {k: statistics.median(v) for k, v in samples.items()}


def cublas_gemmex(torch, trans_b=True, trans_a=False):
    """D = A op(B) + C with bf16 A, B and f32 C = D through cublasGemmEx, the
    same work as Fly's kernels; None if it cannot be called.

    Row-major D (M x N) is column-major D^T (N x M) = op(B)^T-side first:
    cuBLAS sees a row-major array as its transpose. The default is Fly's NT
    order: B (N x K row-major) seen as B^T, so op = T (ldb K), A (M x K) seen
    as A^T, op = N (lda K). `trans_b=False`: B given K x N row-major (op N,
    ldb N). `trans_a=True`: A given as a K x M row-major array (op T, lda M).
    The leading dimensions are the arrays' row pitches (`stride(0)`), which
    may exceed the extents (a padded A)."""
    try:
        lib = ctypes.CDLL("libcublas.so.13")
    except OSError:
        try:
            lib = ctypes.CDLL("libcublas.so.12")
        except OSError:
            return None
    handle = ctypes.c_void_p()
    if lib.cublasCreate_v2(ctypes.byref(handle)) != 0:
        return None
    stream = torch.cuda.current_stream().cuda_stream
    lib.cublasSetStream_v2(handle, ctypes.c_void_p(stream))
    one = ctypes.c_float(1.0)
    CUDA_R_32F, CUDA_R_16BF, COMPUTE_32F, OP_N, OP_T = 0, 14, 68, 0, 1

    def run(a, b, d, M, N, K):
        st = lib.cublasGemmEx(handle, OP_T if trans_b else OP_N,
                              OP_T if trans_a else OP_N, N, M, K, ctypes.byref(one),
                              ctypes.c_void_p(b.data_ptr()), CUDA_R_16BF,
                              b.stride(0),
                              ctypes.c_void_p(a.data_ptr()), CUDA_R_16BF,
                              a.stride(0),
                              ctypes.byref(one), ctypes.c_void_p(d.data_ptr()),
                              CUDA_R_32F, N, COMPUTE_32F, -1)
        if st != 0:
            raise RuntimeError(f"cublasGemmEx failed: {st}")
    return run


def run(opts):
    import numpy as np
    import torch

    from flytools.gpu import cuda_driver
    torch.backends.cuda.matmul.allow_tf32 = False
    root = os.path.join(opts.run, "tensor_gemm")
    with open(os.path.join(root, "manifest.json")) as f:
        manifest = json.load(f)
    torch.zeros(1, device="cuda")  # the primary context, shared with ours
    drv = cuda_driver.Driver()
    kernels = {}
    for name, k in manifest["kernels"].items():
        with open(os.path.join(root, k["ptx"])) as f:
            mod = drv.load_ptx(f.read())
        kernels[name] = drv.function(mod, name)
        if k["shared"] > 48 * 1024:
            drv.allow_shared(kernels[name], k["shared"])
    major, minor = drv.compute_capability()
    info = {"date": datetime.datetime.now(datetime.timezone.utc).isoformat(
                timespec="seconds"),
            "gpu": drv.name(), "sm": f"sm_{major}{minor}",
            "sms": drv.attribute(cuda_driver.ATTR_MULTIPROCESSOR_COUNT),
            "torch": torch.__version__, "chip": manifest["chip"],
            "passes": manifest["passes"], "kernels": manifest["kernels"]}
    print(f"tensor-gemm: {info['gpu']} ({info['sm']}), torch {info['torch']}")
    gemmex = cublas_gemmex(torch)
    sync = torch.cuda.synchronize

    held = []  # the tensor maps in device memory, alive for the run

    def launcher(name, a, b, c, d, M, N, K):
        k = manifest["kernels"][name]
        bm, bn, _ = k["tile"]
        args = [ctypes.c_uint64(t.data_ptr()) for t in (a, b, c, d)] + [
            ctypes.c_int32(x) for x in (M, N, K)]
        if name in TMA:
            for t, rows, box in ((a, M, bm), (b, N, bn)):
                desc = drv.tensor_map_2d(t.data_ptr(), "bf16", [K, rows],
                                         2 * K, [64, box], 128)
                maps = torch.frombuffer(bytearray(desc), dtype=torch.uint8)
                held.append(maps.cuda())
                args.append(ctypes.c_uint64(held[-1].data_ptr()))
        grid = ((M // bm) * (N // bn), 1, 1) if k.get("grid_1d") else (
            M // bm, N // bn, 1)
        return drv.launcher(kernels[name], grid,
                            (k["threads"], 1, 1), args, shared=k["shared"])

    def operands(M, N, K, seed):
        g = torch.Generator(device="cuda").manual_seed(seed)
        a = (torch.rand(M, K, generator=g, device="cuda") * 2 - 1).bfloat16()
        b = (torch.rand(N, K, generator=g, device="cuda") * 2 - 1).bfloat16()
        c = torch.rand(M, N, generator=g, device="cuda") * 2 - 1
        return a, b, c

    failures = []
    checks = []
    for (M, N, K) in CHECK_SHAPES:
        a, b, c = operands(M, N, K, 1)
        a64, b64, c64 = (t.double().cpu().numpy() for t in (a, b, c))
        exact = a64 @ b64.T + c64
        scale = np.abs(a64) @ np.abs(b64).T + np.abs(c64)
        bound = check_bound(K)
        for name in kernels:
            d = torch.full((M, N), float("nan"), device="cuda")
            launcher(name, a, b, c, d, M, N, K)()
            drv.synchronize()
            err = float(np.max(np.abs(d.cpu().numpy() - exact) / scale))
            ok = err <= bound
            checks.append({"kernel": name, "shape": [M, N, K], "rel_err": err,
                           "bound": bound, "ok": ok})
            print(f"  check {name} {M}x{N}x{K}: max |D - exact| / "
                  f"(|A||B|^T + |C|) = {err:.3e} (bound {bound:.3e}): "
                  f"{'ok' if ok else 'FAILURE'}")
            if not ok:
                failures.append(f"{name} {M}x{N}x{K}")
    info["checks"] = checks
    if opts.checks_only:
        for f_ in failures:
            print(f"FAILURE {f_}: outside the error bound")
        print(f"tensor-gemm checks: {len(checks) - len(failures)} passed, "
              f"{len(failures)} failed")
        return 1 if failures else 0
    rows = []
    shapes = [(s, s, s) for s in SQUARE] + [SKINNY]
    if opts.quick:
        shapes = [(4096, 4096, 4096)]
    for (M, N, K) in shapes:
        a, b, c = operands(M, N, K, 2)
        methods = {}
        outs = {}
        for name in kernels:
            bm, bn, _ = manifest["kernels"][name]["tile"]
            if M % bm or N % bn:  # a shape the kernel's tiles do not cover
                continue
            outs[name] = torch.empty(M, N, device="cuda")
            methods[name] = launcher(name, a, b, c, outs[name], M, N, K)
        if gemmex:
            d_blas = c.clone()
            methods["cublas_gemmex"] = (
                lambda a=a, b=b, d=d_blas: gemmex(a, b, d, M, N, K))
        methods["torch_bf16"] = lambda a=a, b=b: torch.matmul(a, b.t())
        flop = 2.0 * M * N * K
        reps = 20 if flop < 1e11 else 5
        ms = compare_methods(drv, sync, methods, trials=7, reps=reps)
        base = "cublas_gemmex" if gemmex else "torch_bf16"
        row = {"shape": [M, N, K], "ms": ms,
               "tflops": {k: flop / (t * 1e-3) / 1e12 for k, t in ms.items()},
               "ratio": {k: ms[base] / ms[k] for k in kernels if k in ms},
               "ratio_torch": {k: ms["torch_bf16"] / ms[k] for k in kernels
                               if k in ms},
               "baseline": base}
        # The timed kernels' last D (C + many updates is not a product; the
        # check above is the numerics): every Fly D equals cuBLAS's once.
        rows.append(row)
        print(f"gemm {M}x{N}x{K}: " + ", ".join(
            f"{k} {row['tflops'][k]:.1f} TFLOP/s" for k in ms) + "; " +
            ", ".join(f"{k}/{base} {row['ratio'][k]:.3f}" for k in row["ratio"]))
        del a, b, c, outs, methods
        torch.cuda.empty_cache()
    info["gemm"] = rows
    os.makedirs(opts.out, exist_ok=True)
    path = os.path.join(opts.out, "tensor_gemm.json")
    with open(path, "w") as f:
        json.dump(info, f, indent=1)
    print(f"tensor-gemm: wrote {path}")
    for f_ in failures:
        print(f"FAILURE {f_}: outside the error bound")
    return 1 if failures else 0


def main():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    g = p.add_mutually_exclusive_group(required=True)
    g.add_argument("--build")
    g.add_argument("--run")
    g.add_argument("--report")
    cli.add_fly_opt_argument(p)
    p.add_argument("--out", default=".")
    p.add_argument("--quick", action="store_true",
                   help="time one shape (4096^3) only")
    p.add_argument("--checks-only", action="store_true",
                   help="the numerics checks, no timing")
    opts = p.parse_args()
    if opts.build:
        opts.fly_opt = cli.fly_opt(p, opts.fly_opt)
        return build(opts)
    if opts.run:
        return run(opts)
    return report(opts)


BEGIN = "<!-- tensor-gemm:begin (written by bench/gpu_tensor_gemm.py --report) -->"
END = "<!-- tensor-gemm:end -->"


def report(opts):
    with open(opts.report) as f:
        r = json.load(f)
    names = list(r["kernels"])
    base = r["gemm"][0]["baseline"]
    lines = [BEGIN, "## Tensor-core GEMMs against cuBLAS", "",
             f"Measured {r['date'][:10]} on one {r['gpu']} ({r['sm']}, {r['sms']} SMs), "
             f"torch {r['torch']}, by `bench/gpu_tensor_gemm.py` in one run; PTX for "
             f"{r['chip']} from fly-opt (`{' '.join(r['passes'])}`). D = A B^T + C, bf16 A "
             "and B (row-major, k contiguous), f32 C and D. `cublas_gemmex` is "
             "`cublasGemmEx` with the same operands and beta = 1 (the same work); "
             "`torch_bf16` is `torch.matmul` in bf16 (bf16 D, no C). Times are CUDA "
             "events around back-to-back launches, the median of 7 interleaved "
             f"trials; ratio = {base} time / Fly time.", "",
             "| kernel | source | what | registers | spills (bytes) |",
             "|---|---|---|---:|---:|"]
    for name in names:
        k = r["kernels"][name]
        p = k.get("ptxas") or {}
        spills = (p.get("spill_store_bytes") or 0) + (p.get("spill_load_bytes") or 0)
        lines.append(f"| `{name}` | `{k['source']}` | {k['what']} | "
                     f"{p.get('registers', '?')} | {spills} |")
    lines += ["", "| M x N x K | " + " | ".join(f"{n} (TFLOP/s)" for n in names)
              + " | cublas_gemmex | torch_bf16 | " + " | ".join(
                  f"{n} / {base}" for n in names) + " |",
              "|---|" + "---:|" * (2 * len(names) + 2)]
    for row in r["gemm"]:
        t = row["tflops"]
        lines.append(f"| {'x'.join(map(str, row['shape']))} | "
                     + " | ".join(f"{t[n]:.1f}" if n in t else "-" for n in names)
                     + f" | {t.get('cublas_gemmex', float('nan')):.1f} | "
                     f"{t['torch_bf16']:.1f} | "
                     + " | ".join(f"**{row['ratio'][n]:.3f}**" if n in row["ratio"]
                                  else "-" for n in names) + " |")
    lines += ["", "Numerics (every kernel, before the timing): max |D - D_exact| / "
              "(|A| |B|^T + |C|) against the float64 product of the same bf16 values, "
              "bound 2 (K + 1) 2^-24 (f32 accumulation; see `check_bound`):", ""]
    for c in r["checks"]:
        lines.append(f"- `{c['kernel']}` {'x'.join(map(str, c['shape']))}: "
                     f"{c['rel_err']:.2e} (bound {c['bound']:.2e}) "
                     f"{'ok' if c['ok'] else 'FAILED'}")
    lines.append(END)
    path = os.path.join(ROOT, "docs", "benchmarks.md")
    benchutil.write_section(path, "tensor-gemm", "\n".join(lines) + "\n")
    print(f"tensor-gemm: wrote the section of {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
