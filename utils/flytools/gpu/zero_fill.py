"""Predicated cp.async on an NVIDIA GPU: zero-fill against skip.

One warp, one kernel per form of the atom. Lane l owns the 16 bytes
(8 f16) at 16 l of a shared buffer. It first writes a stale pattern there
(-7.0 in every element), then issues one predicated 128-bit cp.async from
the global input into its chunk, with the flag (l % 3 != 0); after the
group has completed it copies its chunk to the global output. The host
compares every element with the model:

- cp_async<128, cg> (zero-fill, the default): lanes whose flag is on hold
  the input, the others 0 (never -7.0: that is what the K residue of a
  GEMM would have accumulated with a skipping copy);
- cp_async<128, cg, skip>: lanes whose flag is off keep -7.0.

The input is 1 + index, so a lane that read the wrong chunk shows.

  python3 -m flytools.gpu.zero_fill --build DIR [--fly-opt PATH]
      PTX + manifest (no GPU)
  python3 -m flytools.gpu.zero_fill --run DIR
      both cases (numpy)
"""

import ctypes
import json
import os
import subprocess
import sys

from flytools import cli

CHIP = "sm_90"
LANES = 32
ELEMS = 8          # f16 per lane: one 128-bit copy
STALE = -7.0
CASES = {"zero-fill": "cp_async<128, cg>", "skip": "cp_async<128, cg, skip>"}


def flag(lane):
    return lane % 3 != 0


def kernel_text(fly_opt, payload, name):
    from flytools.gpu import atoms
    lay = f"({ELEMS},{LANES}):(1,{ELEMS})"
    g = atoms.view("f16", lay)
    s = atoms.view("f16", lay, "shared")
    at = "!fly.int_tuple<(*,?)>"
    t_g, t_s = atoms.infer_types(fly_opt, [
        ("fly.slice({0}, {1})", [g, at]), ("fly.slice({0}, {1})", [s, at])])
    atom = f"!fly.copy_atom<!fly_nvvm.{payload}, 16>"
    ucp = "!fly.copy_atom<!fly.universal_copy<128>, 16>"
    pv = "!fly.memref<i1, register, 1:1>"
    body = f"""      %tx = gpu.thread_id x
      %txi = arith.index_cast %tx : index to i32
      %at = fly.make_int_tuple(%txi) : (i32) -> {at}
      %lay = fly.static : !fly.layout<{lay}>
      %In = fly.make_view(%in, %lay) : ({atoms.ptr('f16')}, !fly.layout<{lay}>) -> {g}
      %Out = fly.make_view(%out, %lay) : ({atoms.ptr('f16')}, !fly.layout<{lay}>) -> {g}
      %sp = fly.make_ptr() {{dictAttrs = {{allocBytes = {2 * ELEMS * LANES} : i64, allocAlign = 16 : i64}}}} : () -> {atoms.ptr('f16', 'shared')}
      %S = fly.make_view(%sp, %lay) : ({atoms.ptr('f16', 'shared')}, !fly.layout<{lay}>) -> {s}
      %gi = fly.slice(%In, %at) : ({g}, {at}) -> {t_g}
      %go = fly.slice(%Out, %at) : ({g}, {at}) -> {t_g}
      %sl = fly.slice(%S, %at) : ({s}, {at}) -> {t_s}
      %stale = arith.constant dense<{STALE}> : vector<{ELEMS}xf16>
      fly.memref.store_vec(%stale, %sl) : (vector<{ELEMS}xf16>, {t_s}) -> ()
      %c3 = arith.constant 3 : i32
      %c0 = arith.constant 0 : i32
      %r = arith.remui %txi, %c3 : i32
      %on = arith.cmpi ne, %r, %c0 : i32
      %l1 = fly.static : !fly.layout<1:1>
      %pp = fly.make_ptr() {{dictAttrs = {{allocSize = 1 : i64}}}} : () -> !fly.ptr<i1, register>
      %p = fly.make_view(%pp, %l1) : (!fly.ptr<i1, register>, !fly.layout<1:1>) -> {pv}
      %i0 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      fly.memref.store(%on, %p, %i0) : (i1, {pv}, !fly.int_tuple<0>) -> ()
      %atom = fly.make_copy_atom {{valBits = 16 : i32}} : {atom}
      fly.copy(%atom, %gi, %sl, %p) : ({atom}, {t_g}, {t_s}, {pv}) -> ()
      nvvm.cp.async.commit.group
      nvvm.cp.async.wait.group 0
      gpu.barrier
      %u = fly.make_copy_atom {{valBits = 16 : i32}} : {ucp}
      fly.copy(%u, %sl, %go) : ({ucp}, {t_s}, {t_g}) -> ()"""
    args = f"%in: {atoms.ptr('f16')}, %out: {atoms.ptr('f16')}"
    return atoms.kernel_module(name, args, body.split("\n"))


def build(opts):
    os.makedirs(opts.build, exist_ok=True)
    cases, failed = {}, 0
    for name, payload in CASES.items():
        src = os.path.join(opts.build, f"{name}.mlir")
        with open(src, "w") as f:
            f.write(kernel_text(opts.fly_opt, payload, name))
        p = subprocess.run([opts.fly_opt, src,
                            f"--fly-nvvm-pipeline=chip={CHIP} output-dir={opts.build}",
                            "-o", os.devnull], capture_output=True, text=True)
        ptx = f"{name.replace('-', '_')}.{CHIP}.ptx"
        if p.returncode != 0 or not os.path.exists(os.path.join(opts.build, ptx)):
            print(f"  {name}: FAILURE (compiling)\n    " +
                  "\n    ".join(p.stderr.splitlines()[:12]))
            failed += 1
            continue
        cases[name] = ptx
        print(f"  {name}: {ptx}")
    with open(os.path.join(opts.build, "manifest.json"), "w") as f:
        json.dump({"cases": cases}, f, indent=1)
    print(f"gpu-nvidia-zero-fill build: {len(cases)} cases, {failed} failed")
    return 1 if failed else 0


def expected(np, name):
    inp = (1 + np.arange(ELEMS * LANES)).astype(np.float16).reshape(LANES, ELEMS)
    out = inp.copy()
    for lane in range(LANES):
        if not flag(lane):
            out[lane] = 0.0 if name == "zero-fill" else STALE
    return inp, out


def run(opts):
    import numpy as np

    from flytools.gpu import cuda_driver
    drv = cuda_driver.Driver()
    print(f"gpu-nvidia-zero-fill: {drv.name()}, "
          f"sm_{''.join(map(str, drv.compute_capability()))}")
    with open(os.path.join(opts.run, "manifest.json")) as f:
        cases = json.load(f)["cases"]
    failed = 0
    for name in CASES:
        if name not in cases:
            print(f"  {name}: FAILURE (not built)")
            failed += 1
            continue
        inp, want = expected(np, name)
        with open(os.path.join(opts.run, cases[name])) as f:
            module = drv.load_ptx(f.read())
        fn = drv.function(module, "kernel")
        nbytes = inp.nbytes
        pin, pout = drv.alloc(nbytes), drv.alloc(nbytes)
        drv.upload(pin, inp.tobytes())
        drv.memset(pout, 0xA5, nbytes)
        drv.launch(fn, (1, 1, 1), (LANES, 1, 1),
                   [ctypes.c_uint64(pin), ctypes.c_uint64(pout)])
        drv.synchronize()
        got = np.frombuffer(drv.download(pout, nbytes), dtype=np.float16).reshape(LANES, ELEMS)
        drv.free_all()
        bad = [(l, e) for l in range(LANES) for e in range(ELEMS) if got[l, e] != want[l, e]]
        off = [l for l in range(LANES) if not flag(l)]
        print(f"  {name}: {'ok' if not bad else 'FAILURE'} ({len(off)} lanes off, "
              f"they hold {sorted(set(float(v) for v in got[off].ravel()))})")
        if bad:
            failed += 1
            for l, e in bad[:8]:
                print(f"    lane {l} element {e}: got {got[l, e]}, expected {want[l, e]}")
    print(f"gpu-nvidia-zero-fill: {len(CASES) - failed} passed, {failed} failed")
    return 1 if failed else 0


def main(argv=None):
    ap = cli.make_parser(__doc__, __spec__)
    ap.add_argument("--build", metavar="DIR", help="write PTX and a manifest to DIR (no GPU)")
    cli.add_fly_opt_argument(ap)
    ap.add_argument("--run", metavar="DIR", help="run the cases DIR holds on the GPU")
    opts = ap.parse_args(argv)
    if opts.build:
        opts.fly_opt = cli.fly_opt(ap, opts.fly_opt)
        return build(opts)
    if opts.run:
        return run(opts)
    ap.error("one of --build, --run")


if __name__ == "__main__":
    sys.exit(main())
