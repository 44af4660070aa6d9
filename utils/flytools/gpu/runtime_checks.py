"""fly-layout-lowering's runtime checks executed on an NVIDIA GPU.

Each case is one kernel launch (one thread) of an algebra op on dynamic
values; the kernel stores the op's result. Valid inputs must give the value
worked out by hand (the same cases as the host test
test/Dialect/Fly/Transforms/runtime-checks-exec.mlir); inputs that break an
assumption must stop the kernel: CUDA_ERROR_ASSERT from the launch, the
message printed by gpu.printf with the input values, and the assertion of
__assertfail naming the op and the condition.

  python3 -m flytools.gpu.runtime_checks --build DIR [--fly-opt PATH]
      PTX + manifest (no GPU)
  python3 -m flytools.gpu.runtime_checks --run DIR
      every case, each in a process of its own (an assertion ends the CUDA
      context)
"""

import ctypes
import json
import os
import subprocess
import sys

from flytools import cli

CUDA_ERROR_ASSERT = 710
CHIP = "sm_90"

# (kernel, body) on %a, %b: i32; the body leaves the i32 result in %v.
KERNELS = {
    "div": """
      %x = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<?>
      %y = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<?>
      %z = fly.int_tuple_div(%x, %y) : (!fly.int_tuple<?>, !fly.int_tuple<?>) -> !fly.int_tuple<?>
      %v = fly.get_scalar(%z) : (!fly.int_tuple<?>) -> i32""",
    "shape_div": """
      %x = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<?>
      %y = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<?>
      %z = fly.shape_div(%x, %y) : (!fly.int_tuple<?>, !fly.int_tuple<?>) -> !fly.int_tuple<?>
      %v = fly.get_scalar(%z) : (!fly.int_tuple<?>) -> i32""",
    "complement_34": None,   # size(complement((a,b):(3,4), 24))
    "complement_24": None,   # size(complement((a,b):(2,4), 24))
    "compose_stride": None,  # (A o 4:3)(3) with A = (a,b):(1,100)
    "compose_shape": None,   # (A o 6:1)(5) with A = (a,b):(1,100)
}



def complement_body(strides, div):
    """size(complement((a,b):strides, 24)); div: what the first stride
    makes the result's size divisible by."""
    c = f"!fly.layout<({div},?,?):(1,?{{div={div}}},?{{div=4}})>"
    return f"""
      %s = fly.make_int_tuple(%a, %b) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %d = fly.make_int_tuple() : () -> !fly.int_tuple<{strides}>
      %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,?)>, !fly.int_tuple<{strides}>) -> !fly.layout<(?,?):{strides}>
      %m = fly.make_int_tuple() : () -> !fly.int_tuple<24>
      %c = fly.complement(%l, %m) : (!fly.layout<(?,?):{strides}>, !fly.int_tuple<24>) -> {c}
      %n = fly.size(%c) : ({c}) -> !fly.int_tuple<?{{div={div}}}>
      %v = fly.get_scalar(%n) : (!fly.int_tuple<?{{div={div}}}>) -> i32"""


def compose_body(tile, coord, result):
    """(A o tile)(coord) with A = (a,b):(1,100); result: A o tile's type."""
    return f"""
      %s = fly.make_int_tuple(%a, %b) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %d = fly.make_int_tuple() : () -> !fly.int_tuple<(1,100)>
      %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(?,?)>, !fly.int_tuple<(1,100)>) -> !fly.layout<(?,?):(1,100)>
      %t = fly.static : !fly.layout<{tile}>
      %c = fly.composition(%l, %t) : (!fly.layout<(?,?):(1,100)>, !fly.layout<{tile}>) -> !fly.layout<{result}>
      %i = fly.static : !fly.int_tuple<{coord}>
      %x = fly.crd2idx(%i, %c) : (!fly.int_tuple<{coord}>, !fly.layout<{result}>) -> !fly.int_tuple<?>
      %v = fly.get_scalar(%x) : (!fly.int_tuple<?>) -> i32"""


KERNELS["complement_34"] = complement_body("(3,4)", 3)
KERNELS["complement_24"] = complement_body("(2,4)", 2)
KERNELS["compose_stride"] = compose_body("4:3", 3, "(?,?):(3,?{div=100})")
KERNELS["compose_shape"] = compose_body("6:1", 5, "(?,?):(1,?{div=100})")

# name: (kernel, a, b, expected value, or the assumption the inputs break
# with the printed values). Values derived by hand as in the host test.
CASES = {
    "div-ok": ("div", 12, 4, 3, None),
    "div-zero": ("div", 12, 0, None,
                 ("the divisor is not zero", "values: in1 = 0")),
    "shape_div-ok": ("shape_div", 4, 12, 1, None),
    "shape_div-indivisible": ("shape_div", 12, 5, None,
                              ("shape_div: one operand divides the other",
                               "values: in0 = 12, in1 = 5")),
    "complement-ok": ("complement_24", 2, 3, 4, None),
    "complement-not-injective": ("complement_34", 2, 1, None,
                                 ("complement: injectivity",
                                  "values: in0 = 2")),
    "composition-stride-ok": ("compose_stride", 6, 5, 103, None),
    "composition-stride": ("compose_stride", 4, 5, None,
                           ("stride divisibility", "values: in0 = 4")),
    "composition-shape-ok": ("compose_shape", 3, 5, 102, None),
    "composition-shape": ("compose_shape", 4, 5, None,
                          ("shape divisibility", "values: in0 = 4")),
}


def module_text():
    funcs = []
    for name, body in KERNELS.items():
        funcs.append(f"""    gpu.func @{name}(%a: i32, %b: i32, %out: !llvm.ptr) kernel {{{body}
      llvm.store %v, %out : i32, !llvm.ptr
      gpu.return
    }}""")
    return ("module attributes {gpu.container_module} {\n"
            "  gpu.module @checks {\n" + "\n".join(funcs) + "\n  }\n}\n")


def build(opts):
    os.makedirs(opts.build, exist_ok=True)
    src = os.path.join(opts.build, "checks.mlir")
    with open(src, "w") as f:
        f.write(module_text())
    subprocess.run([opts.fly_opt, src,
                    f"--fly-nvvm-pipeline=chip={CHIP} checks=true "
                    f"output-dir={opts.build}", "-o", os.devnull],
                   check=True)
    ptx = f"checks.{CHIP}.ptx"
    if not os.path.exists(os.path.join(opts.build, ptx)):
        sys.exit(f"gpu-runtime-checks: {ptx} was not written")
    with open(os.path.join(opts.build, "manifest.json"), "w") as f:
        json.dump({"ptx": ptx, "cases": CASES}, f, indent=1)
    print(f"gpu-runtime-checks: built {len(CASES)} cases")


def run_one(root, name):
    """In a process of its own: launch, synchronize, print the outcome."""
    from flytools.gpu import cuda_driver
    with open(os.path.join(root, "manifest.json")) as f:
        manifest = json.load(f)
    kernel, a, b, _, _ = manifest["cases"][name]
    drv = cuda_driver.Driver()
    with open(os.path.join(root, manifest["ptx"])) as f:
        module = drv.load_ptx(f.read())
    fn = drv.function(module, kernel)
    out = drv.alloc(4)
    drv.upload(out, (ctypes.c_int32 * 1)(-1))
    args = [ctypes.c_int32(a), ctypes.c_int32(b), ctypes.c_uint64(out)]
    params = (ctypes.c_void_p * 3)(
        *[ctypes.cast(ctypes.byref(v), ctypes.c_void_p) for v in args])
    one = ctypes.c_uint(1)
    err = drv.lib.cuLaunchKernel(fn, one, one, one, one, one, one,
                                 ctypes.c_uint(0), None, params, None)
    if err == 0:
        err = drv.lib.cuCtxSynchronize()
    sys.stdout.flush()
    if err != 0:
        print(f"outcome: error {err}", flush=True)
        return
    value = ctypes.c_int32.from_buffer_copy(drv.download(out, 4)).value
    print(f"outcome: value {value}", flush=True)


def run(opts):
    from flytools.gpu import cuda_driver
    drv = cuda_driver.Driver()
    print(f"gpu-runtime-checks: {drv.name()}, "
          f"sm_{''.join(map(str, drv.compute_capability()))}")
    del drv
    with open(os.path.join(opts.run, "manifest.json")) as f:
        cases = json.load(f)["cases"]
    failed = 0
    for name, (_, _, _, value, broken) in cases.items():
        argv, env = cli.module_command("flytools.gpu.runtime_checks",
                                       "--run-one", opts.run, name)
        p = subprocess.run(argv, env=env, capture_output=True, text=True,
                           timeout=120)
        text = p.stdout + p.stderr
        outcome = [l for l in text.splitlines() if l.startswith("outcome:")]
        outcome = outcome[-1] if outcome else f"no outcome (exit {p.returncode})"
        if broken is None:
            ok = outcome == f"outcome: value {value}"
            want = f"value {value}"
        else:
            what, values = broken
            printed = [l for l in text.splitlines()
                       if "runtime check failed: " + what in l]
            ok = (outcome == f"outcome: error {CUDA_ERROR_ASSERT}" and
                  any(values in l for l in printed) and
                  any("Assertion" in l for l in printed))
            want = (f"CUDA_ERROR_ASSERT, the message '{what}' with "
                    f"'{values}', and __assertfail's assertion")
        print(f"  {name}: {'ok' if ok else 'FAILURE'}")
        if not ok:
            failed += 1
            print(f"    expected {want}; got {outcome}\n    output:\n" +
                  "\n".join("      " + l for l in text.splitlines()[-12:]))
        elif broken is not None and opts.verbose:
            print("\n".join("    " + l for l in printed))
    print(f"gpu-runtime-checks: {len(cases) - failed} passed, {failed} failed")
    return 1 if failed else 0


def main(argv=None):
    ap = cli.make_parser(__doc__, __spec__)
    ap.add_argument("--build", metavar="DIR",
                    help="write the kernels' PTX and a manifest to DIR (no GPU)")
    cli.add_fly_opt_argument(ap)
    ap.add_argument("--run", metavar="DIR",
                    help="run the cases built in DIR on the GPU")
    ap.add_argument("--run-one", nargs=2, metavar=("DIR", "CASE"),
                    help="run one case in this process (what --run starts "
                         "for each case)")
    ap.add_argument("--verbose", action="store_true",
                    help="with --run: also print the messages of the "
                         "expected assertion failures")
    opts = ap.parse_args(argv)
    if opts.build:
        opts.fly_opt = cli.fly_opt(ap, opts.fly_opt)
        build(opts)
    elif opts.run:
        sys.exit(run(opts))
    elif opts.run_one:
        run_one(*opts.run_one)
    else:
        ap.error("one of --build, --run, --run-one")


if __name__ == "__main__":
    main()
