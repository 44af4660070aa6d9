"""The tiled-GEMM configurations of flytools.exec.tiled_gemm as GPU kernels.

One block of `threads` threads per configuration; thread t partitions A, B,
C and a separate D at its own thread index and runs fly.gemm(D, A, B, C)
with the configuration's traversal order, as the CPU test's host loop does
for each t. The data are the CPU test's (C near 2^24 so that every FMA
rounds and the order of the products shows in D); D must equal, bit for
bit, tiled_gemm.reference() (exact f32 FMA emulation of the declared
order), and C must be unchanged. The GPU's fma.rn.f32 rounds once per step,
as llvm.intr.fma does on the CPU.
"""

from flytools.exec import tiled_gemm as tg
from flytools.exec.harness import WRONG
from flytools.gpu.probe import learn


def module(cfg, types):
    name, atom_layout, threads, M, N, K, order, _ = cfg
    ptr = "!fly.ptr<f32, global>"
    return f"""module attributes {{gpu.container_module}} {{
  gpu.module @gemm_{name} {{
    gpu.func @gemm_{name}(%pa: {ptr}, %pb: {ptr}, %pc: {ptr}, %pd: {ptr}) kernel attributes {{known_block_size = array<i32: {threads}, 1, 1>}} {{
      %tx = gpu.thread_id x
      %t = arith.index_cast %tx : index to i32
{tg.gemm_body(cfg, types, "global", "      ")}
      gpu.return
    }}
  }}
}}
"""


def cases(fly_opt, tmp):
    out = []
    for cfg in tg.CONFIGS:
        name, threads, M, N, K = cfg[0], cfg[2], cfg[3], cfg[4], cfg[5]
        want_d = tg.reference(cfg)
        # The data must tell the declared order from every listed wrong one
        # (the CPU test's own condition).
        blind = [v for v in tg.ALWAYS + cfg[7] if tg.reference(cfg, v) == want_d]
        if blind:
            raise RuntimeError(f"tiled-gemm {name}: the data do not tell the "
                               f"declared order from {', '.join(blind)}")
        markers = [(f"tiled_mma.partition({op},", 0) for op in "abc"]
        types, stderr = learn(fly_opt, tmp, f"gemm_{name}",
                              lambda t: module(cfg, t), markers, [WRONG] * 3)
        if WRONG in types:
            raise RuntimeError(f"tiled-gemm {name}: types not inferred:\n"
                               f"{stderr[:2000]}")
        c_data = [tg.c_val(m, n) for n in range(N) for m in range(M)]
        out.append({
            "name": f"tiled-gemm/{name}",
            "module": module(cfg, tuple(types)),
            "gpu_module": f"gemm_{name}",
            "kernel": f"gemm_{name}",
            "grid": [1, 1, 1], "block": [threads, 1, 1], "shared": 0,
            # Column-major A (M,K), B (N,K), C and D (M,N), as on the CPU.
            "buffers": [
                {"name": "a", "dtype": "float32",
                 "init": {"data": [tg.a_val(m, k) for k in range(K) for m in range(M)]}},
                {"name": "b", "dtype": "float32",
                 "init": {"data": [tg.b_val(n, k) for k in range(K) for n in range(N)]}},
                {"name": "c", "dtype": "float32", "init": {"data": c_data}},
                {"name": "d", "dtype": "float32", "count": M * N,
                 "init": {"fill": tg.SENTINEL}},
            ],
            "args": [{"buffer": b} for b in "abcd"],
            "checks": [
                {"buffer": "d", "compare": "bits",
                 "expect": {"data": [tg.bits(x) for x in want_d]}},
                {"buffer": "c", "compare": "bits",
                 "expect": {"data": [tg.bits(x) for x in c_data]}},
            ],
            "ok": (f"{threads} threads, {M}x{N}x{K}, order {cfg[6]}: D "
                   f"bit-exact, C unchanged; the data tell it from "
                   f"{', '.join(tg.ALWAYS + cfg[7])}"),
        })
    return out
