"""The NVIDIA examples (examples/nvidia-*.mlir) as GPU cases.

Each example is compiled as it is; SPECS says how to launch its kernel (grid,
block, arguments, as its header documents) and what its output must be,
computed with numpy on the GPU machine from the inputs (the reference
functions below; this module imports nothing else, so the run phase can
import it). Every output buffer is larger than what the kernel may write and
starts as a sentinel, so a write out of range shows too. An example without
an entry here is an error: a new example must say how it runs.
"""

import glob
import os

SENTINEL = -1


def pattern(mul, add, mod, offset):
    """((i * mul + add) % mod) + offset: small integers, exact in f32."""
    return {"pattern": [mul, add, mod, offset]}


# ---------------------------------------------------------------------------
# References (numpy, run phase)
# ---------------------------------------------------------------------------


def vector_add_reference(inputs, n):
    import numpy as np
    a, b, c = inputs["a"], inputs["b"], inputs["c"]
    out = np.full_like(c, SENTINEL)
    out[:n] = a[:n] + b[:n]
    return out


def tiled_copy_reference(inputs, m, n, ld):
    """dst = src on the M x N row-major matrix; the columns n .. ld-1 of each
    row and everything past M rows untouched."""
    import numpy as np
    src, dst = inputs["src"], inputs["dst"]
    out = np.full_like(dst, SENTINEL)
    out[:m * ld].reshape(m, ld)[:, :n] = src[:m * ld].reshape(m, ld)[:, :n]
    return out


def fma_gemm_reference(inputs, m, n, k):
    """D = C + sum over k of A(:,k) B(:,k)^T, k ascending, one f32 rounding
    per step, column-major; D past M x N untouched. The data are integers and
    C is near 2^24 (f32 spacing 2), so every step rounds and the order of the
    products shows in D. Each step is exact in f64 (integers below 2^53) and
    rounded once to f32: exactly what fma.rn.f32 does. The data must tell the
    ascending order from the descending one, or the check could not see a
    wrong order."""
    import numpy as np
    a = inputs["a"][:m * k].reshape(k, m).astype(np.float64)  # a[kk, mm]
    b = inputs["b"][:n * k].reshape(k, n).astype(np.float64)
    c = inputs["c"][:m * n].reshape(n, m).astype(np.float64)  # c[nn, mm]

    def accumulate(order):
        d = c.copy()
        for kk in order:
            d = (d + np.outer(b[kk], a[kk])).astype(np.float32).astype(np.float64)
        return d
    d = accumulate(range(k))
    if np.array_equal(d, accumulate(reversed(range(k)))):
        raise ValueError("the data do not tell the k order apart")
    out = np.full(inputs["d"].shape, SENTINEL, dtype=np.float32)
    out[:m * n] = d.reshape(-1)
    return out


def bf16_values(np, bits):
    """bf16 bit patterns (uint16) as float64."""
    return (bits.astype(np.uint32) << 16).view(np.float32).astype(np.float64)


def tensor_gemm_reference(inputs, m, n, k):
    """D = A B^T + C on row-major bf16 A (M,K) and B (N,K) and f32 C (M,N);
    D past M x N untouched. The data are small integers (|A| <= 3, |B| <= 2,
    |C| <= 40): every product and partial sum is an integer far below 2^24,
    so D is exact whatever order the tensor cores add in."""
    import numpy as np
    a = bf16_values(np, inputs["a"][:m * k]).reshape(m, k)
    b = bf16_values(np, inputs["b"][:n * k]).reshape(n, k)
    c = inputs["c"][:m * n].astype(np.float64).reshape(m, n)
    out = np.full(inputs["d"].shape, SENTINEL, dtype=np.float32)
    out[:m * n] = (a @ b.T + c).reshape(-1)
    return out


# ---------------------------------------------------------------------------
# Cases
# ---------------------------------------------------------------------------


def vector_add(n):
    pad = 2048  # past n: must stay the sentinel
    return {
        "grid": [(n + 1023) // 1024, 1, 1], "block": [256, 1, 1], "shared": 0,
        "buffers": [
            {"name": "a", "dtype": "float32", "count": n + pad, "init": pattern(7, 3, 101, -50)},
            {"name": "b", "dtype": "float32", "count": n + pad, "init": pattern(13, 5, 97, -48)},
            {"name": "c", "dtype": "float32", "count": n + pad, "init": {"fill": SENTINEL}},
        ],
        "args": [{"buffer": "a"}, {"buffer": "b"}, {"buffer": "c"}, {"i32": n}],
        "checks": [{"buffer": "c", "compare": "exact",
                    "expect": {"ref": "flytools.gpu.cases.examples:vector_add_reference",
                               "params": {"n": n}}}],
        "ok": f"c = a + b on {n} elements ({n % 1024} in a partial last tile), nothing past n",
    }


def tiled_copy(m, n, ld):
    size = m * ld + 4096  # past the matrix: must stay the sentinel
    return {
        "grid": [m // 64, n // 64, 1], "block": [256, 1, 1], "shared": 0,
        "buffers": [
            {"name": "src", "dtype": "float32", "count": size, "init": pattern(1, 0, 1 << 22, 1)},
            {"name": "dst", "dtype": "float32", "count": size, "init": {"fill": SENTINEL}},
        ],
        "args": [{"buffer": "src"}, {"buffer": "dst"}, {"i32": m}, {"i32": n}, {"i32": ld}],
        "checks": [{"buffer": "dst", "compare": "exact",
                    "expect": {"ref": "flytools.gpu.cases.examples:tiled_copy_reference",
                               "params": {"m": m, "n": n, "ld": ld}}}],
        "ok": (f"dst = src on {m}x{n} (leading dimension {ld}) through swizzled shared "
               f"memory, padding untouched"),
    }


def fma_gemm(m, n, k):
    pad = 1024
    return {
        "grid": [m // 64, n // 64, 1], "block": [256, 1, 1], "shared": 0,
        # Column-major A (M,K), B (N,K), C and D (M,N). A in [-3,3], B in
        # [1,5], C = 2^24 + even numbers.
        "buffers": [
            {"name": "a", "dtype": "float32", "count": m * k + pad, "init": pattern(5, 1, 7, -3)},
            {"name": "b", "dtype": "float32", "count": n * k + pad, "init": pattern(3, 2, 5, 1)},
            {"name": "c", "dtype": "float32", "count": m * n + pad,
             "init": pattern(2, 0, 10, 1 << 24)},
            {"name": "d", "dtype": "float32", "count": m * n + pad, "init": {"fill": SENTINEL}},
        ],
        "args": [{"buffer": b} for b in "abcd"] + [{"i32": m}, {"i32": n}, {"i32": k}],
        "checks": [
            {"buffer": "d", "compare": "bits",
             "expect": {"ref": "flytools.gpu.cases.examples:fma_gemm_reference",
                        "params": {"m": m, "n": n, "k": k}}},
            {"buffer": "c", "compare": "exact", "expect": {"input": "c"}},
        ],
        "ok": (f"D = C + A B^T on {m}x{n}x{k}, bit-exact in ascending k (the data tell it "
               f"from descending), C unchanged"),
    }


def tensor_gemm(m, n, k, grid_1d, shared, threads=128, chip=None, tma=False,
                bn=128):
    pad = 1024
    grid = [(m // 128) * (n // bn), 1, 1] if grid_1d else [m // 128, n // bn, 1]
    extra = {"chip": chip} if chip else {}
    return {
        **extra,
        "grid": grid, "block": [threads, 1, 1], "shared": shared,
        # Row-major bf16 A (M,K) in [-3,3] and B (N,K) in [-2,2], f32 C.
        "buffers": [
            {"name": "a", "dtype": "uint16", "count": m * k + pad,
             "init": {"bf16_pattern": [5, 1, 7, -3]}},
            {"name": "b", "dtype": "uint16", "count": n * k + pad,
             "init": {"bf16_pattern": [3, 2, 5, -2]}},
            {"name": "c", "dtype": "float32", "count": m * n + pad,
             "init": pattern(7, 3, 81, -40)},
            {"name": "d", "dtype": "float32", "count": m * n + pad, "init": {"fill": SENTINEL}},
        ],
        "args": [{"buffer": b} for b in "abcd"] + [{"i32": m}, {"i32": n}, {"i32": k}]
        + ([{"tensor_map": {"buffer": "a", "dtype": "bf16", "dims": [k, m],
                            "row_bytes": 2 * k, "box": [64, 128], "swizzle": 128}},
            {"tensor_map": {"buffer": "b", "dtype": "bf16", "dims": [k, n],
                            "row_bytes": 2 * k, "box": [64, bn], "swizzle": 128}}]
           if tma else []),
        "checks": [
            {"buffer": "d", "compare": "exact",
             "expect": {"ref": "flytools.gpu.cases.examples:tensor_gemm_reference",
                        "params": {"m": m, "n": n, "k": k}}},
            {"buffer": "c", "compare": "exact", "expect": {"input": "c"}},
        ],
        "ok": (f"D = A B^T + C on {m}x{n}x{k} (bf16 integers, exact), nothing past "
               f"M x N, C unchanged"),
    }


# example file -> (gpu.module, kernel, {case suffix: spec})
SPECS = {
    "nvidia-01-vector-add.mlir": ("vector_add", "vector_add", {
        "/n=65536": vector_add(65536),
        "/n=37908": vector_add(37 * 1024 + 20),
    }),
    "nvidia-02-tiled-copy-smem.mlir": ("tiled_copy_smem", "tiled_copy_smem", {
        "/64x64,ld=64": tiled_copy(64, 64, 64),
        "/256x192,ld=200": tiled_copy(256, 192, 200),
    }),
    "nvidia-03-tiled-fma-gemm.mlir": ("gemm_fma", "gemm_fma", {
        "/64x64x16": fma_gemm(64, 64, 16),
        "/128x192x64": fma_gemm(128, 192, 64),
    }),
    "nvidia-04-mma-sync-gemm.mlir": ("gemm_mma_sync", "gemm_mma_sync", {
        "/128x128x32": tensor_gemm(128, 128, 32, False, 0),
        "/256x384x96": tensor_gemm(256, 384, 96, False, 0),
    }),
    # One k tile (the prologue's other two copies predicated off), and seven
    # over three M tiles (a group of eight M tiles cut short).
    "nvidia-05-pipelined-gemm.mlir": ("gemm_mma_pipelined", "gemm_mma_pipelined", {
        "/128x128x32": tensor_gemm(128, 128, 32, True, 65536),
        "/384x256x224": tensor_gemm(384, 256, 224, True, 65536),
    }),
    # wgmma needs sm_90a. One k tile, and seven over three M tiles.
    "nvidia-06-wgmma-gemm.mlir": ("gemm_wgmma", "gemm_wgmma", {
        "/128x128x64": tensor_gemm(128, 128, 64, True, 98304, 256, "sm_90a"),
        "/384x256x448": tensor_gemm(384, 256, 448, True, 98304, 256, "sm_90a"),
    }),
    "nvidia-07-tma-gemm.mlir": ("gemm_tma", "gemm_tma", {
        "/128x128x64": tensor_gemm(128, 128, 64, True, 98304, 256, "sm_90a", True),
        "/384x256x448": tensor_gemm(384, 256, 448, True, 98304, 256, "sm_90a", True),
    }),
    # Seven k tiles: every stage refilled once (round 1 waits for the
    # empty barriers).
    "nvidia-08-warp-specialized-gemm.mlir": ("gemm_ws", "gemm_ws", {
        "/128x128x64": tensor_gemm(128, 128, 64, True, 131072, 384, "sm_90a", True),
        "/384x256x448": tensor_gemm(384, 256, 448, True, 131072, 384, "sm_90a", True),
    }),
    # 128x256 tiles: N a multiple of 256; seven k tiles over three M tiles
    # and two N tiles.
    "nvidia-09-warp-specialized-256.mlir": ("gemm_ws256", "gemm_ws256", {
        "/128x256x64": tensor_gemm(128, 256, 64, True, 196608, 384, "sm_90a", True, 256),
        "/384x512x448": tensor_gemm(384, 512, 448, True, 196608, 384, "sm_90a", True, 256),
    }),
    # e4m3 operands, a K x N B and a K x M A: checked (exactly on small integers, and
    # within the error bound on random data) by bench/gpu_gemm_variants.py
    # and test/GPU/gemm-variants.test, whose operand setup they need.
    "nvidia-10-fp8-gemm.mlir": None,
    "nvidia-11-nn-gemm.mlir": None,
    "nvidia-12-tn-gemm.mlir": None,
    # Split-K adds into D (D holds C on entry): bench/gpu_gemm_variants.py.
    "nvidia-13-split-k-gemm.mlir": None,
    # Any M, N, K (edge tiles predicated), with a NaN guard past D:
    # bench/gpu_gemm_variants.py.
    "nvidia-14-ragged-gemm.mlir": None,
    # e4m3 operands (PTX ISA 8.4): bench/gpu_gemm_variants.py, with nvidia-10.
    "nvidia-15-fp8-mma-sync-gemm.mlir": None,
    # Split-K (D holds C on entry), also transposed: bench/gpu_gemm_variants.py.
    "nvidia-16-split-k-256.mlir": None,
}


def cases(fly_opt, tmp, root):
    out = []
    for path in sorted(glob.glob(os.path.join(root, "examples", "nvidia-*.mlir"))):
        name = os.path.basename(path)
        if name not in SPECS:
            raise RuntimeError(f"{name}: no launch specification in "
                               f"utils/flytools/gpu/cases/examples.py (SPECS)")
        if SPECS[name] is None:  # run by another GPU runner (SPECS says which)
            continue
        module, kernel, runs = SPECS[name]
        for suffix, spec in runs.items():
            case = {"name": f"example/{name[:-5]}{suffix}", "source": path,
                    "gpu_module": module, "kernel": kernel}
            case.update(spec)
            out.append(case)
    return out
