#!/usr/bin/env python3
"""Fly's warp-specialized wgmma GEMM in the operand orders and types users
write, on an NVIDIA GPU, against cuBLAS.

D = A op(B) + C, A (M x K) row-major, C and D (M x N) row-major f32:

  nt_bf16  examples/nvidia-09-warp-specialized-256.mlir  B (N x K) row-major bf16
  nn_bf16  examples/nvidia-11-nn-gemm.mlir               B (K x N) row-major bf16
                                                          (N-major: imm-trans-b)
  tn_bf16  examples/nvidia-12-tn-gemm.mlir               A stored K x M (M-major:
                                                          imm-trans-a), B (N x K)
  nt_fp8   examples/nvidia-10-fp8-gemm.mlir              A, B e4m3, B (N x K)
  nt_bf16_128, nt_bf16_splitk   nvidia-08 and nvidia-13 (split-K) on 128x128 tiles,
                                for the skinny 8192 x 128 x 8192
  nt_bf16_splitk256 examples/nvidia-16-split-k-256.mlir: split-K on nvidia-09's
                                128x256 tiles, D at any strides; a shape
                                whose N no 256-wide tile divides (the
                                skinny one) runs transposed, D^T = B A^T
  nt_fp8_mma_sync examples/nvidia-15-fp8-mma-sync-gemm.mlir: e4m3 with
                                mma.sync m16n8k32 and cp.async (256 threads,
                                no tensor maps), B (N x K)
  nt_bf16_ragged examples/nvidia-14-ragged-gemm.mlir       any M, N, K: edge tiles
                                predicated (nn_bf16 and tn_bf16 take any
                                size too); checked on 300x200x136,
                                1000x776x1000 and 4100x3000x2000, timed on
                                4100x3000x2000 against cuBLAS with the same
                                leading dimensions (a transposed operand's
                                pitch rounded up to 8 elements)

  gpu_gemm_variants.py --build DIR [--fly-opt PATH]
      compiles the three examples to PTX for sm_90a in DIR/gemm_variants/
      with a manifest holding each kernel's ptxas -v registers and spills
      (no GPU needed).
  gpu_gemm_variants.py --run DIR --out OUTDIR [--checks-only]
      on the GPU, in one process: every kernel on 256 x 256 x 256 and on
      1024 x 768 x 512 against the float64 product of the same values
      (bf16: bench/gpu_tensor_gemm.py's check_bound; e4m3: check_bound_fp8,
      the 8-bit wgmma's narrower accumulator), and on small integers, for
      which D must be exact; then the timings, interleaved
      trial by trial on the same operands, on 2048, 4096 and 8192 cubed:
      nt_bf16 and nn_bf16 against cublasGemmEx doing the same work (bf16 A
      and B in the same order, f32 C = D, beta 1) and torch.matmul in bf16;
      nt_fp8 against torch._scaled_mm (e4m3, unit scales). Writes
      OUTDIR/gemm_variants.json.
  gpu_gemm_variants.py --report FILE.json
      writes the section of docs/benchmarks.md between its markers.
"""
import argparse
import ctypes
import datetime
import importlib.util
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "utils"))
from flytools import cli  # noqa: E402  (the --fly-opt rule)
_spec = importlib.util.spec_from_file_location(
    "gpu_tensor_gemm", os.path.join(HERE, "gpu_tensor_gemm.py"))
tg = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(tg)

CHIP = "sm_90a"
# name -> (source, kernel, element, B order, tile (BM, BN, BK), what)
KERNELS = {
    "nt_bf16": ("examples/nvidia-09-warp-specialized-256.mlir", "gemm_ws256",
                "bf16", "nt", (128, 256, 64), "B N x K (K-major)"),
    "nn_bf16": ("examples/nvidia-11-nn-gemm.mlir", "gemm_ws256_nn", "bf16",
                "nn", (128, 256, 64), "B K x N (N-major, imm-trans-b)"),
    "tn_bf16": ("examples/nvidia-12-tn-gemm.mlir", "gemm_ws256_tn", "bf16",
                "tn", (128, 256, 64), "A K x M (M-major, imm-trans-a)"),
    "nt_bf16_ragged": ("examples/nvidia-14-ragged-gemm.mlir", "gemm_ragged", "bf16",
                       "nt", (128, 256, 64), "B N x K, any M, N, K (edge tiles predicated)"),
    "nt_fp8": ("examples/nvidia-10-fp8-gemm.mlir", "gemm_ws256_fp8", "e4m3",
               "nt", (128, 256, 128), "e4m3 A and B, B N x K"),
    # 128x128 tiles (131072 bytes of shared memory): the one that fits the
    # skinny N = 128.
    "nt_bf16_128": ("examples/nvidia-08-warp-specialized-gemm.mlir", "gemm_ws", "bf16",
                    "nt", (128, 128, 64), "B N x K, 128x128 tiles"),
    "nt_bf16_splitk": ("examples/nvidia-13-split-k-gemm.mlir", "gemm_ws_splitk", "bf16",
                       "nt", (128, 128, 64), "B N x K, 128x128 tiles, split-K (atomic D += A B^T)"),
    "nt_bf16_splitk256": ("examples/nvidia-16-split-k-256.mlir", "gemm_ws256_splitk", "bf16",
                          "nt", (128, 256, 64),
                          "B N x K, 128x256 tiles, split-K, D at any strides (N = 128: D^T = B A^T)"),
    "nt_fp8_mma_sync": ("examples/nvidia-15-fp8-mma-sync-gemm.mlir", "gemm_mma_sync_fp8", "e4m3",
                        "nt", (128, 128, 64), "e4m3 mma.sync m16n8k32, cp.async, B N x K"),
    # Measuring kernels (bench/kernels): not checked, timed only in the
    # anatomy rows.
    "nt_bf16_no_epilogue": ("bench/kernels/ws256-no-epilogue.mlir", "gemm_ws256_no_epilogue", "bf16",
                            "nt", (128, 256, 64), "nvidia-09 without reading C or writing D (its main loop)"),
    "empty_launch": ("bench/kernels/empty-launch.mlir", "gemm_empty", "bf16", "nt", (128, 256, 64),
                     "does nothing, launched as nvidia-09"),
}
MEASURE_ONLY = ("nt_bf16_no_epilogue", "empty_launch")
SHARED_OF = {"nt_bf16_128": 131072, "nt_bf16_splitk": 131072, "nt_fp8_mma_sync": 65536}
# The kernels that add into D (D holds C on entry), with a splits argument.
SPLIT_K = ("nt_bf16_splitk", "nt_bf16_splitk256")
# The cp.async kernels: (threads per block, PTX ISA feature); their
# arguments are the pointers and sizes only (no tensor maps).
CP_ASYNC = {"nt_fp8_mma_sync": (256, "+ptx84")}
# Split-K: the splits of each shape (its k tiles must divide evenly); D holds
# C on entry.
SPLITS = {(8192, 128, 8192): 4}
CHECK_SPLITS = 2
SKINNY = (8192, 128, 8192)
THREADS, SHARED = 384, 196608
SQUARE = [2048, 4096, 8192]
CHECK_SHAPES = [(256, 256, 256), (1024, 768, 512)]
# The kernels that take any M, even N and any K (rows padded to 16 bytes),
# checked on sizes no tile divides and timed on the ragged 4100 x 3000 x 2000.
RAGGED_KERNELS = ("nt_bf16_ragged", "nn_bf16", "tn_bf16")
RAGGED_CHECKS = [(300, 200, 136), (1000, 776, 1000), (4100, 3000, 2000)]
RAGGED = (4100, 3000, 2000)
# nt_bf16_splitk256 also on shapes that run it transposed (N not a multiple
# of 256): a small one and the timed skinny shape itself.
TRANSPOSED_CHECKS = [(1024, 384, 512), SKINNY]
BEGIN = "<!-- gemm-variants:begin (written by bench/gpu_gemm_variants.py --report) -->"
END = "<!-- gemm-variants:end -->"


def check_bound_fp8(K):
    """The error bound of a D element of the e4m3 kernel, relative to
    sum_k |a_k b_k| + |c|. The products of e4m3 values are exact (4 + 4
    significant bits), but Hopper's 8-bit wgmma adds them in an accumulator
    narrower than f32 (about 14 significant bits, as DeepSeek-V3's report
    measured on H800): each addition may lose up to 2^-13 of the partial sum
    (truncation), so a sum of K + 1 terms is within (K + 1) 2^-13 of
    sum |terms|. The mapping of elements is proven exactly by the
    small-integer check (run_exact), not by this bound."""
    return (K + 1) * 2.0 ** -13


def build(opts):
    from flytools.gpu import compile as gpu_compile
    out = os.path.join(opts.build, "gemm_variants")
    os.makedirs(out, exist_ok=True)
    manifest = {"chip": CHIP, "kernels": {}}
    for name, (src, kernel, elem, order, tile, what) in KERNELS.items():
        features = CP_ASYNC.get(name, (0, ""))[1]
        ptx = gpu_compile.compile_file(opts.fly_opt, os.path.join(ROOT, src), CHIP, features)
        path = os.path.join(out, name + ".ptx")
        with open(path, "w") as f:
            f.write(ptx[kernel])
        manifest["kernels"][name] = {
            "ptx": name + ".ptx", "kernel": kernel, "source": src, "elem": elem,
            "order": order, "tile": tile, "what": what,
            "local_memory": ".local" in ptx[kernel], "ptxas": tg.ptxas_report(path)}
        print(f"gemm-variants build: {name}: ptxas {manifest['kernels'][name]['ptxas']}")
    with open(os.path.join(out, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1)
    return 0


def run(opts):
    import numpy as np
    import torch

    from flytools.gpu import cuda_driver
    root = os.path.join(opts.run, "gemm_variants")
    with open(os.path.join(root, "manifest.json")) as f:
        manifest = json.load(f)
    torch.zeros(1, device="cuda")
    drv = cuda_driver.Driver()
    fns = {}
    for name, k in manifest["kernels"].items():
        with open(os.path.join(root, k["ptx"])) as f:
            fns[name] = drv.function(drv.load_ptx(f.read()), k["kernel"])
        drv.allow_shared(fns[name], SHARED_OF.get(name, SHARED))
    info = {"date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
            "gpu": drv.name(), "torch": torch.__version__, "kernels": manifest["kernels"]}
    print(f"gemm-variants: {info['gpu']}, torch {info['torch']}")
    gemmex_nt = tg.cublas_gemmex(torch)
    gemmex_nn = tg.cublas_gemmex(torch, trans_b=False)
    gemmex_tn = tg.cublas_gemmex(torch, trans_a=True)
    held = []

    def launcher(name, a, b, c, d, M, N, K):
        k = manifest["kernels"][name]
        bm, bn, bk = k["tile"]
        if name in CP_ASYNC:
            args = [ctypes.c_uint64(t.data_ptr()) for t in (a, b, c, d)] + [
                ctypes.c_int32(x) for x in (M, N, K)]
            return drv.launcher(fns[name], ((M // bm) * (N // bn), 1, 1),
                                (CP_ASYNC[name][0], 1, 1), args, shared=SHARED_OF[name])
        dstrides = (N, 1)
        if name == "nt_bf16_splitk256" and N % bn:
            # D^T = B A^T: B is the wide operand, D^T is D at strides (1, N).
            a, b, M, N, dstrides = b, a, N, M, (1, N)
        esize = 1 if k["elem"] == "e4m3" else 2
        dtype = "u8" if esize == 1 else "bf16"
        # Tensor maps over the true extents, rows at the arrays' pitch
        # (stride(0), a padded A's pitch exceeds M).
        if k["order"] == "tn":  # A (K x M) row-major: m innermost, 64 x 64 boxes
            maps = [(a, [M, K], a.stride(0) * esize, [64, 64])]
        else:
            maps = [(a, [K, M], a.stride(0) * esize, [bk, bm])]
        if k["order"] == "nn":  # B (K x N) row-major: n innermost, 64 x 64 boxes
            maps.append((b, [N, K], b.stride(0) * esize, [64, 64]))
        else:
            maps.append((b, [K, N], b.stride(0) * esize, [bk, bn]))
        args = [ctypes.c_uint64(t.data_ptr()) for t in (a, b, c, d)] + [
            ctypes.c_int32(x) for x in (M, N, K)]
        splits = 1
        if name in SPLIT_K:
            splits = SPLITS.get((M, N, K), SPLITS.get((N, M, K), CHECK_SPLITS))
            args.append(ctypes.c_int32(splits))
        if name == "nt_bf16_splitk256":
            args += [ctypes.c_int32(x) for x in dstrides]
        for t, dims, row_bytes, box in maps:
            desc = drv.tensor_map_2d(t.data_ptr(), dtype, dims, row_bytes, box, 128)
            held.append(torch.frombuffer(bytearray(desc), dtype=torch.uint8).cuda())
            args.append(ctypes.c_uint64(held[-1].data_ptr()))
        tiles = -(-M // bm) * -(-N // bn)
        return drv.launcher(fns[name], (tiles * splits, 1, 1), (THREADS, 1, 1),
                            args, shared=SHARED_OF.get(name, SHARED))

    def operands(name, M, N, K, seed):
        k = manifest["kernels"][name]
        g = torch.Generator(device="cuda").manual_seed(seed)
        a = torch.rand(M, K, generator=g, device="cuda") * 2 - 1
        b = torch.rand(N, K, generator=g, device="cuda") * 2 - 1
        c = torch.rand(M, N, generator=g, device="cuda") * 2 - 1
        if k["elem"] == "e4m3":
            a, b = a.to(torch.float8_e4m3fn), b.to(torch.float8_e4m3fn)
        else:
            a, b = a.bfloat16(), b.bfloat16()
        # a_op, b_op: the operands as the kernel reads them; a stays M x K
        # and b N x K.
        a_op = padded_t(a) if k["order"] == "tn" else a
        b_op = padded_t(b) if k["order"] == "nn" else b
        return a, b, a_op, b_op, c

    def padded_t(x):
        # x^T (K x rows) in an array whose pitch is rows rounded up to 8
        # elements (16 bytes, as a tensor map's rows must be): the view has
        # the true extents.
        rows, cols = x.shape
        pitch = -(-rows // 8) * 8
        buf = torch.zeros(cols, pitch, dtype=x.dtype, device=x.device)
        buf[:, :rows] = x.t()
        return buf[:, :rows]

    def nan_d(M, N):
        # D filled with NaN (an element never stored shows) followed by a
        # NaN guard of 64 rows that no store may touch (an edge tile's store
        # past the last row shows).
        buf = torch.full(((M + 64) * N,), float("nan"), device="cuda")
        return buf[:M * N].view(M, N), buf[M * N:]

    failures, checks = [], []
    cases = [(shape, name) for shape in CHECK_SHAPES for name in fns if name not in MEASURE_ONLY]
    cases += [(shape, name) for shape in RAGGED_CHECKS for name in RAGGED_KERNELS
              if name in fns]
    cases += [(shape, "nt_bf16_splitk256") for shape in TRANSPOSED_CHECKS
              if "nt_bf16_splitk256" in fns]
    for (M, N, K), name in cases:
        a, b, a_op, b_op, c = operands(name, M, N, K, 1)
        a64, b64, c64 = (t.double().cpu().numpy() for t in (a, b, c))
        exact = a64 @ b64.T + c64
        scale = np.abs(a64) @ np.abs(b64).T + np.abs(c64)
        d, guard = nan_d(M, N)
        if name in SPLIT_K:
            d.copy_(c)  # D holds C on entry (the NaN guard stays after it)
        launcher(name, a_op, b_op, c, d, M, N, K)()
        drv.synchronize()
        err = float(np.max(np.abs(d.cpu().numpy() - exact) / scale))
        if not bool(torch.isnan(guard).all()):
            err = float("inf")  # a store past the end of D
        fp8 = manifest["kernels"][name]["elem"] == "e4m3"
        bound = check_bound_fp8(K) if fp8 else tg.check_bound(K)
        ok = err <= bound
        checks.append({"kernel": name, "shape": [M, N, K], "rel_err": err,
                       "bound": bound, "ok": ok})
        print(f"  check {name} {M}x{N}x{K}: max |D - exact| / (|A||B|^T + |C|) = "
              f"{err:.3e} (bound {bound:.3e}): {'ok' if ok else 'FAILURE'}")
        if not ok:
            failures.append(f"{name} {M}x{N}x{K}")
        # Small integers (|a|, |b| <= 4, |c| <= 8): every product and
        # partial sum (|sum| <= 16 K + 8 <= 8200 < 2^14) is an integer
        # that even the 8-bit accumulator holds exactly, so D must equal
        # A op(B) + C element by element: a misplaced element shows.
        g = torch.Generator(device="cuda").manual_seed(3)
        ai = torch.randint(-4, 5, (M, K), generator=g, device="cuda").float()
        bi = torch.randint(-4, 5, (N, K), generator=g, device="cuda").float()
        ci = torch.randint(-8, 9, (M, N), generator=g, device="cuda").float()
        cast = torch.float8_e4m3fn if fp8 else torch.bfloat16
        ai_, bi_ = ai.to(cast), bi.to(cast)
        order = manifest["kernels"][name]["order"]
        bi_op = padded_t(bi_) if order == "nn" else bi_
        ai_op = padded_t(ai_) if order == "tn" else ai_
        d, guard = nan_d(M, N)
        if name in SPLIT_K:
            d.copy_(ci)
        launcher(name, ai_op, bi_op, ci, d, M, N, K)()
        drv.synchronize()
        want = ai.double() @ bi.double().t() + ci.double()
        wrong = int((d.double() != want).sum()) + int((~torch.isnan(guard)).sum())
        checks.append({"kernel": name, "shape": [M, N, K], "exact_wrong": wrong,
                       "ok": wrong == 0, "rel_err": 0.0 if wrong == 0 else float("inf")})
        print(f"  exact {name} {M}x{N}x{K} (small integers): {wrong} elements differ: "
              f"{'ok' if wrong == 0 else 'FAILURE'}")
        if wrong:
            failures.append(f"{name} {M}x{N}x{K} small integers")
    info["checks"] = checks
    if opts.checks_only:
        for f_ in failures:
            print(f"FAILURE {f_}")
        print(f"gemm-variants checks: {len(checks) - len(failures)} passed, {len(failures)} failed")
        return 1 if failures else 0
    rows = []
    sync = torch.cuda.synchronize
    timed = [((s, s, s), name) for s in SQUARE for name in fns
             if name not in ("nt_bf16_128", "nt_bf16_ragged") + SPLIT_K + MEASURE_ONLY]
    timed += [(SKINNY, name) for name in ("nt_bf16_128",) + SPLIT_K if name in fns]
    timed += [(RAGGED, name) for name in RAGGED_KERNELS if name in fns]
    # The ragged kernel on an aligned size: what its edge handling costs.
    timed += [((4096, 4096, 4096), "nt_bf16_ragged")] if "nt_bf16_ragged" in fns else []
    for (M, N, K), name in timed:
        flop = 2.0 * M * N * K
        a, b, a_op, b_op, c = operands(name, M, N, K, 2)
        # (split-K adds into D: each timed launch adds A B^T once more)
        d = c.clone() if name in SPLIT_K else torch.empty(M, N, device="cuda")
        methods = {name: launcher(name, a_op, b_op, c, d, M, N, K)}
        elem, order = manifest["kernels"][name]["elem"], manifest["kernels"][name]["order"]
        if elem == "e4m3":
            one = torch.ones((), device="cuda")
            bt = b.t()  # column-major N x K seen as K x N, as _scaled_mm wants
            methods["torch_scaled_mm"] = lambda a=a, bt=bt: torch._scaled_mm(
                a, bt, scale_a=one, scale_b=one, out_dtype=torch.bfloat16)
            base = "torch_scaled_mm"
        else:
            d_blas = c.clone()
            if order == "nt" and gemmex_nt:
                methods["cublas_gemmex"] = lambda: gemmex_nt(a, b, d_blas, M, N, K)
            if order == "nn" and gemmex_nn:
                methods["cublas_gemmex"] = lambda: gemmex_nn(a, b_op, d_blas, M, N, K)
            if order == "tn" and gemmex_tn:
                methods["cublas_gemmex"] = lambda: gemmex_tn(a_op, b, d_blas, M, N, K)
            methods["torch_bf16"] = {
                "nt": lambda: torch.matmul(a, b.t()),
                "nn": lambda: torch.matmul(a, b_op),
                "tn": lambda: torch.matmul(a_op.t(), b.t())}[order]
            base = "cublas_gemmex" if "cublas_gemmex" in methods else "torch_bf16"
        reps = 20 if flop < 1e11 else 5
        ms = tg.compare_methods(drv, sync, methods, trials=7, reps=reps)
        row = {"kernel": name, "shape": [M, N, K], "ms": ms, "baseline": base,
               "tflops": {k: flop / (t * 1e-3) / 1e12 for k, t in ms.items()},
               "ratio": ms[base] / ms[name]}
        rows.append(row)
        print(f"gemm {name} {M}x{N}x{K}: " + ", ".join(
            f"{k} {row['tflops'][k]:.1f} TFLOP/s" for k in ms) +
            f"; {name}/{base} {row['ratio']:.3f}")
        del a, b, a_op, b_op, c, d, methods
        torch.cuda.empty_cache()
    info["gemm"] = rows
    # Where the time goes, measured: the same launch with K = 64 (one k tile)
    # costs what does not scale with K (launch, the pipeline's fill and
    # drain, reading C and writing D); its share of the full-K time is the
    # part of the kernel no main-loop speed can recover.
    anatomy = []
    # (kernel, M, N, K, the K of one k tile per block): the square nt_bf16
    # and nt_fp8 lines (e4m3 k tiles are 128 deep), the ragged one, and the
    # skinny split-K one (4 splits: K = 256 gives each split one k tile).
    runs = [("nt_bf16", s_, s_, s_, 64) for s_ in SQUARE]
    runs += [("nt_fp8", s_, s_, s_, 128) for s_ in SQUARE if "nt_fp8" in fns]
    if "nt_bf16_ragged" in fns:
        runs.append(("nt_bf16_ragged",) + RAGGED + (64,))
    if "nt_bf16_splitk256" in fns:
        runs.append(("nt_bf16_splitk256",) + SKINNY + (64 * SPLITS[SKINNY],))
    for name, M, N, K, k_one in runs:
        a, b, a_op, b_op, c = operands(name, M, N, K, 4)
        d = c.clone() if name in SPLIT_K else torch.empty(M, N, device="cuda")
        methods = {"full": launcher(name, a_op, b_op, c, d, M, N, K),
                   "k64": launcher(name, a_op, b_op, c, d, M, N, k_one)}
        # nvidia-09's lines also against its main loop alone (no C read,
        # no D written) and an empty kernel launched the same way.
        measured = name == "nt_bf16" and all(m in fns for m in MEASURE_ONLY)
        if measured:
            methods["no_epilogue"] = launcher("nt_bf16_no_epilogue", a_op, b_op, c, d, M, N, K)
            methods["empty"] = launcher("empty_launch", a_op, b_op, c, d, M, N, K)
        ms = tg.compare_methods(drv, sync, methods, trials=7, reps=20)
        row = {"kernel": name, "shape": [M, N, K], "k_one": k_one,
               "ms_full": ms["full"], "ms_k64": ms["k64"], "fixed_share": ms["k64"] / ms["full"]}
        if measured:
            row.update(ms_no_epilogue=ms["no_epilogue"], ms_empty=ms["empty"],
                       epilogue_share=1 - ms["no_epilogue"] / ms["full"])
        anatomy.append(row)
        print(f"anatomy {name} {M}x{N}x{K}: {ms['full']:.3f} ms, K = {k_one} {ms['k64']:.3f} ms "
              f"({100 * ms['k64'] / ms['full']:.1f} % of it)" + (
                  f"; without C and D {ms['no_epilogue']:.3f} ms, empty launch {ms['empty']:.4f} ms"
                  if measured else ""))
        del a, b, a_op, b_op, c, d, methods
        torch.cuda.empty_cache()
    info["anatomy"] = anatomy
    os.makedirs(opts.out, exist_ok=True)
    path = os.path.join(opts.out, "gemm_variants.json")
    with open(path, "w") as f:
        json.dump(info, f, indent=1)
    print(f"gemm-variants: wrote {path}")
    for f_ in failures:
        print(f"FAILURE {f_}: outside the error bound")
    print(f"gemm-variants checks: {len(checks) - len(failures)} passed, {len(failures)} failed")
    return 1 if failures else 0


def report(opts):
    with open(opts.report) as f:
        info = json.load(f)
    lines = [BEGIN, "",
             f"Measured {info['date']} on an {info['gpu']} (torch {info['torch']}) by "
             "`bench/gpu_gemm_variants.py`, every line's methods interleaved trial by trial "
             "on the same operands, medians of 7 trials. D = A op(B) + C, f32 C and D.", "",
             "| kernel | what | ptxas registers | spills (bytes) |", "|---|---|---:|---:|"]
    for name, k in info["kernels"].items():
        p = k.get("ptxas") or {}
        lines.append(f"| {name} | {k['what']} | {p.get('registers')} | "
                     f"{p.get('spill_store_bytes')} |")
    lines += ["", "| kernel | M x N x K | Fly TFLOP/s | baseline | baseline TFLOP/s | Fly / baseline |",
              "|---|---:|---:|---|---:|---:|"]
    for r in info["gemm"]:
        lines.append(f"| {r['kernel']} | {'x'.join(map(str, r['shape']))} | {r['tflops'][r['kernel']]:.1f} | "
                     f"{r['baseline']} | {r['tflops'][r['baseline']]:.1f} | {r['ratio']:.3f} |")
    if info.get("anatomy"):
        lines += ["", "Where the time goes: the same launch with one k tile per block (K = 64, e4m3 K = 128; "
                  "the split-K kernel K = 64 x splits: launch, pipeline fill and drain, C read or D added, D written) "
                  "against the full K; for nt_bf16 also its main loop alone (`bench/kernels/ws256-no-epilogue.mlir`: "
                  "nvidia-09 without reading C or writing D) and an empty kernel launched the same way "
                  "(`bench/kernels/empty-launch.mlir`).", "",
                  "| kernel | M x N x K | full ms | one k tile ms | share | without C and D ms | C and D share "
                  "| empty launch ms |", "|---|---:|---:|---:|---:|---:|---:|---:|"]
        for x in info["anatomy"]:
            extra = (f"{x['ms_no_epilogue']:.3f} | {100 * x['epilogue_share']:.1f} % | {x['ms_empty']:.4f}"
                     if "ms_no_epilogue" in x else "- | - | -")
            lines.append(f"| {x.get('kernel', 'nt_bf16')} | {'x'.join(map(str, x['shape']))} | "
                         f"{x['ms_full']:.3f} | {x['ms_k64']:.3f} | {100 * x['fixed_share']:.1f} % | {extra} |")
    ok = sum(c["ok"] for c in info["checks"])
    lines += ["", f"Numerics: {ok} of {len(info['checks'])} checks passed (random operands within the "
              "bound, small integers exact). Largest error on random operands: " + ", ".join(
                  f"{name} {max(c['rel_err'] for c in info['checks'] if c['kernel'] == name and 'bound' in c):.2e}"
                  for name in info["kernels"] if any(
                      c["kernel"] == name and "bound" in c for c in info["checks"])) + " of the scale.", "", END]
    path = os.path.join(ROOT, "docs", "benchmarks.md")
    text = open(path).read()
    if BEGIN in text:
        text = text[:text.index(BEGIN)] + "\n".join(lines) + text[text.index(END) + len(END):]
    else:
        text += "\n## Warp-specialized GEMM variants (issue 31)\n\n" + "\n".join(lines) + "\n"
    with open(path, "w") as f:
        f.write(text)
    print(f"gemm-variants: wrote {path}")
    return 0


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter,
                                epilog="\n".join(__doc__.splitlines()[2:]))
    g = p.add_mutually_exclusive_group(required=True)
    g.add_argument("--build", metavar="DIR", help="compile the kernels to PTX in DIR (no GPU)")
    g.add_argument("--run", metavar="DIR", help="check and time the kernels DIR holds (GPU)")
    g.add_argument("--report", metavar="FILE", help="write docs/benchmarks.md's section from FILE")
    cli.add_fly_opt_argument(p)
    p.add_argument("--out", default=".", help="where --run writes gemm_variants.json")
    p.add_argument("--checks-only", action="store_true", help="with --run: the numerics only, no timing")
    opts = p.parse_args()
    if opts.build:
        opts.fly_opt = cli.fly_opt(p, opts.fly_opt)
    if opts.build:
        return build(opts)
    if opts.run:
        return run(opts)
    return report(opts)


if __name__ == "__main__":
    sys.exit(main())
