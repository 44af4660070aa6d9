"""Shared driver of the executed CPU tests (flytools.exec.tiled_copy,
tiled_gemm and composed_view).

Both tests write a module whose partition result types are first unknown,
learn them from fly-opt's "inferred type(s) ... are incompatible"
diagnostics, then lower the finished module to LLVM and run it with
mlir-runner. Only the lowering pipeline and the probing are shared; each
test computes its own expected output from the layouts.
"""

import os
import re
import subprocess
import tempfile

from flytools import cli

# A type no partition infers: written first so the verifier reports the
# inferred one.
WRONG = "!fly.memref<f32, generic, 7777:7777>"
INFERRED = re.compile(r":(\d+):\d+: error: .* inferred type\(s\) '([^']*)' are incompatible")

LOWERING = ["--fly-layout-lowering", "--canonicalize", "--convert-fly-to-llvm",
            "--convert-scf-to-cf", "--finalize-memref-to-llvm",
            "--convert-vector-to-llvm", "--convert-arith-to-llvm",
            "--convert-cf-to-llvm", "--convert-func-to-llvm",
            "--reconcile-unrealized-casts"]


def parse_args(doc, spec, tmp_prefix, argv=None):
    """The command line shared by the tests (`doc` and `spec`: the test
    module's docstring and __spec__), plus a fresh scratch directory."""
    ap = cli.make_parser(doc, spec)
    cli.add_fly_opt_argument(ap)
    ap.add_argument("--mlir-runner", required=True, metavar="PATH",
                    help="the mlir-runner that executes the lowered module")
    ap.add_argument("--lib-dir", required=True, metavar="DIR",
                    help="directory of libmlir_(c_)runner_utils.so")
    opts = ap.parse_args(argv)
    opts.fly_opt = cli.fly_opt(ap, opts.fly_opt)
    opts.tmp = tempfile.mkdtemp(prefix=tmp_prefix)
    return opts


def inferred_types(opts, name, text):
    """Runs fly-opt on `text`; returns ({line: inferred type}, stderr)."""
    path = os.path.join(opts.tmp, f"{name}.probe.mlir")
    with open(path, "w") as f:
        f.write(text)
    p = subprocess.run([opts.fly_opt, path], capture_output=True, text=True)
    found = {int(m.group(1)): m.group(2) for m in INFERRED.finditer(p.stderr)}
    return found, p.stderr


def lower_and_run(opts, name, text):
    """Adds a main calling @run_<name>, lowers and executes the module.

    Returns (printed integers, None) or (None, a failure message)."""
    text += f"\nfunc.func @main() {{\n  func.call @run_{name}() : () -> ()\n  return\n}}\n"
    path = os.path.join(opts.tmp, f"{name}.mlir")
    with open(path, "w") as f:
        f.write(text)
    lower = subprocess.run([opts.fly_opt, path] + LOWERING,
                           capture_output=True, text=True)
    if lower.returncode != 0:
        return None, f"lowering failed:\n{lower.stderr[:3000]}"
    libs = ",".join(os.path.join(opts.lib_dir, l) for l in
                    ("libmlir_c_runner_utils.so", "libmlir_runner_utils.so"))
    run = subprocess.run([opts.mlir_runner, "-e", "main",
                          "-entry-point-result=void", f"-shared-libs={libs}"],
                         input=lower.stdout, capture_output=True, text=True)
    if run.returncode != 0:
        return None, f"mlir-runner failed:\n{run.stderr[:1000]}"
    return [int(x) for x in run.stdout.split()], None
