"""Fly modules to PTX with fly-opt, for the GPU-executed checks and benchmarks.

Uses `--fly-nvvm-pipeline="chip=... format=isa"` when this fly-opt has it;
otherwise the same steps spelled out with upstream passes (the Fly passes,
convert-fly-to-llvm, convert-gpu-to-nvvm, nvvm-attach-target,
gpu-module-to-binary). Either way the PTX is read out of the printed
gpu.binary ops, so no CUDA toolkit is needed.
"""

import re
import subprocess

CHIP = "sm_90"

BY_HAND = ["--fly-rewrite-func-signature", "--fly-canonicalize",
           "--fly-layout-lowering", "--canonicalize", "--convert-fly-to-llvm",
           "--convert-scf-to-cf", "--convert-gpu-to-nvvm",
           "--reconcile-unrealized-casts"]

_pipeline_cache = {}


def has_nvvm_pipeline(fly_opt):
    if fly_opt not in _pipeline_cache:
        out = subprocess.run([fly_opt, "--help"], capture_output=True,
                             text=True).stdout
        _pipeline_cache[fly_opt] = "--fly-nvvm-pipeline" in out
    return _pipeline_cache[fly_opt]


def passes(fly_opt, chip=CHIP, features=""):
    """The fly-opt arguments that turn a Fly module into gpu.binary ops
    holding PTX (`features`: a PTX ISA version such as +ptx84, for the
    instructions newer than the chip's minimum)."""
    extra = f" features={features}" if features else ""
    if has_nvvm_pipeline(fly_opt):
        return [f"--fly-nvvm-pipeline=chip={chip} format=isa{extra}"]
    return BY_HAND + [f"--nvvm-attach-target=chip={chip} O=3{extra}",
                      "--gpu-module-to-binary=format=isa"]


def unescape(text):
    """An MLIR string literal's body: \\\\ is a backslash, \\HH a byte."""
    out = bytearray()
    i = 0
    while i < len(text):
        c = text[i]
        if c != "\\":
            out += c.encode()
            i += 1
        elif text[i + 1] == "\\":
            out += b"\\"
            i += 2
        else:
            out.append(int(text[i + 1:i + 3], 16))
            i += 3
    return out.decode()


BINARY = re.compile(r"gpu\.binary @([\w$.]+)")
ASSEMBLY = re.compile(r'assembly = "((?:[^"\\]|\\.)*)"', re.S)


def ptx_of(mlir_text):
    """{gpu.module name: PTX} from fly-opt's output."""
    out = {}
    starts = [(m.start(), m.group(1)) for m in BINARY.finditer(mlir_text)]
    for k, (pos, name) in enumerate(starts):
        end = starts[k + 1][0] if k + 1 < len(starts) else len(mlir_text)
        m = ASSEMBLY.search(mlir_text, pos, end)
        if m:
            out[name] = unescape(m.group(1))
    return out


class CompileError(RuntimeError):
    pass


def compile_file(fly_opt, path, chip=CHIP, features=""):
    """Compiles a Fly module file; returns {gpu.module name: PTX}."""
    cmd = [fly_opt, path] + passes(fly_opt, chip, features)
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        raise CompileError(f"{' '.join(cmd)} failed:\n{p.stderr[:6000]}")
    ptx = ptx_of(p.stdout)
    if not ptx:
        raise CompileError(f"{' '.join(cmd)} printed no PTX:\n"
                           f"{p.stdout[:2000]}")
    return ptx


def compile_text(fly_opt, text, path, chip=CHIP):
    with open(path, "w") as f:
        f.write(text)
    return compile_file(fly_opt, path, chip)
