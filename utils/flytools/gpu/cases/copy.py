"""The tiled-copy configurations of flytools.exec.tiled_copy as GPU kernels.

One block of `threads` threads per configuration; thread t partitions the
source and destination views at its own thread index (gpu.thread_id) and
copies with fly.copy, as the CPU test's host loop does for each t. The data
and the expected destination are the CPU test's: thread t reads its own
source, element i holding t * 1000 + i, so the destination says which thread
moved which element, and tiled_copy.expected() (the TV layout's
ownership map and the layouts' index arithmetic, independent of the library)
says what it must hold. Views are in the global address space.
"""

from flytools.exec import tiled_copy as tiled_copy_exec
from flytools.exec.harness import WRONG
from flytools.gpu.probe import learn


def module(cfg, types):
    name, bits, vbits, tv, tile, threads, (M, N), src, dst, swz, pred = cfg
    ptr = "!fly.ptr<f32, global>"
    qptr = ("!fly.ptr<f32, global, align<1024>>"
            if swz and swz[0] == "layout" else ptr)
    ts, td, tp, tpp = types
    size = M * N
    return f"""module attributes {{gpu.container_module}} {{
  gpu.module @copy_{name} {{
    gpu.func @copy_{name}(%src: {ptr}, %q: {qptr}, %r: !fly.ptr<i1, global>) kernel attributes {{known_block_size = array<i32: {threads}, 1, 1>}} {{
      %tx = gpu.thread_id x
      %t = arith.index_cast %tx : index to i32
      %tid = fly.make_int_tuple(%t) : (i32) -> !fly.int_tuple<?>
      // Thread t reads its own source, t * {size} elements further.
      %n = arith.constant {size} : i32
      %o = arith.muli %t, %n : i32
      %off = fly.make_int_tuple(%o) : (i32) -> !fly.int_tuple<?>
      %p = fly.add_offset(%src, %off) : ({ptr}, !fly.int_tuple<?>) -> {tpp}
{tiled_copy_exec.copy_body(cfg, (ts, td, tp), "global", "      ", tpp, False)}
      gpu.return
    }}
  }}
}}
"""


def cases(fly_opt, tmp):
    out = []
    for cfg in tiled_copy_exec.CONFIGS:
        name, threads, (M, N), pred = cfg[0], cfg[5], cfg[6], cfg[10]
        size = M * N
        markers = [("partition_src", 0), ("partition_dst", 0),
                   ("partition_dst", 1), ("fly.add_offset", 0)]
        wrong = [WRONG, WRONG, "!fly.memref<i1, global, 7777:7777>",
                 "!fly.ptr<f32, shared>"]
        types, stderr = learn(fly_opt, tmp, f"copy_{name}",
                              lambda t: module(cfg, t), markers, wrong)
        if WRONG in types[:2] or "shared" in types[3] or (pred and "7777" in types[2]):
            raise RuntimeError(f"tiled-copy {name}: types not inferred:\n"
                               f"{stderr[:2000]}")
        out.append({
            "name": f"tiled-copy/{name}",
            "module": module(cfg, tuple(types)),
            "gpu_module": f"copy_{name}",
            "kernel": f"copy_{name}",
            "grid": [1, 1, 1], "block": [threads, 1, 1], "shared": 0,
            "buffers": [
                {"name": "src", "dtype": "float32",
                 "init": {"data": [t * 1000 + i for t in range(threads)
                                   for i in range(size)]}},
                {"name": "dst", "dtype": "float32", "count": size,
                 "init": {"fill": -1}},
                # The predicate at destination position i: i % 3 != 0.
                {"name": "pred", "dtype": "uint8",
                 "init": {"data": [int(i % 3 != 0) for i in range(size)]}},
            ],
            "args": [{"buffer": "src"}, {"buffer": "dst"}, {"buffer": "pred"}],
            "checks": [{"buffer": "dst", "compare": "exact",
                        "expect": {"data": tiled_copy_exec.expected(cfg)},
                        "describe": "flytools.exec.tiled_copy:describe"}],
            "ok": f"{threads} threads, {size} elements, each moved by its owner",
        })
    return out
