# -*- Python -*-
# Lit configuration of the Fly regression suite.

import os

import lit.formats
import lit.util
from lit.llvm import llvm_config

config.name = "FLY"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.excludes = ["CMakeLists.txt", "README.md", "lit.cfg.py", "lit.site.cfg.py", "Inputs"]

config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.fly_obj_root, "test")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%fly_src_root", config.fly_src_root))
config.substitutions.append(("%golden_jsonl", config.fly_golden_jsonl))
config.substitutions.append(("%python", config.python_executable))
config.substitutions.append(("%cmake", config.cmake_command))
config.substitutions.append(("%cxx", config.cxx_compiler))
config.substitutions.append(("%mlir_cmake_dir", config.mlir_cmake_dir))
config.substitutions.append(("%fly_obj_root", config.fly_obj_root))
# The Python tools are the package utils/flytools: tests run them as
# `%python -m flytools.<name>` (python3 -m flytools lists them).
config.environment["PYTHONPATH"] = os.pathsep.join(
    [os.path.join(config.fly_src_root, "utils")]
    + [p for p in config.environment.get("PYTHONPATH", "").split(os.pathsep) if p])
# Features a test may REQUIRE. scripts/test.sh accepts a skip only when every
# missing feature is an optional outside tool (its list: a GPU present or
# absent, ptxas); anything else missing on the README's platform fails it.
# The consumer test installs the build tree and builds a project against it
# (about a minute); FLY_SKIP_CONSUMER=1 skips it for quick iterations (a skip
# that scripts/test.sh reports as a failure).
# The HIP runtime wrappers (lib/Runtime) are built when HIP was found
# (setup.sh installs it); the no-GPU tests need a machine without /dev/kfd
# (no AMD GPU driver).
if config.fly_have_hip_runtime:
    config.available_features.add("hip-runtime")
    config.substitutions.append(
        ("%fly_hip_runtime", os.path.join(config.fly_obj_root, "lib", "libfly_hip_runtime.so")))
# A build with sanitizers (scripts/test.sh --sanitize) cannot load its
# instrumented runtime library into mlir-runner, which is not instrumented:
# the tests that do REQUIRE no-sanitize.
if not config.fly_sanitizers:
    config.available_features.add("no-sanitize")
if not os.path.exists("/dev/kfd"):
    config.available_features.add("no-amd-gpu")
# A usable CUDA device (the driver library answers cuDeviceGetCount > 0):
# test/GPU runs Fly's PTX on it through scripts/gpu_check.py.
def _cuda_devices():
    import importlib.util
    spec = importlib.util.spec_from_file_location(
        "cuda_driver", os.path.join(config.fly_src_root, "utils", "flytools", "gpu",
                                    "cuda_driver.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.device_count()
if _cuda_devices() > 0:
    config.available_features.add("cuda-gpu")
if os.environ.get("FLY_SKIP_CONSUMER") != "1":
    config.available_features.add("consumer")

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
llvm_config.use_default_substitutions()

tool_dirs = [config.fly_tools_dir, config.llvm_tools_dir]
llvm_config.add_tool_substitutions(["fly-opt", "fly-lsp-server", "fly-draw", "fly-reduce", "fly-fill-types", "fly-capi-test", "FlyLayoutTests"], tool_dirs)
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
llvm_config.with_environment("PATH", config.fly_tools_dir, append_path=True)

# Linking code objects (fatbin, bin, the kernel files and report) needs
# ld.lld, found as fly-opt finds it: the LLVM tools directory, then PATH.
# Tests that link REQUIRE it; ISA-only tests run without.
if any(os.access(os.path.join(d, n), os.X_OK)
       for d in [config.llvm_tools_dir] + os.environ.get("PATH", "").split(os.pathsep)
       for n in ("ld.lld", "ld.lld-22")):
    config.available_features.add("ld.lld")

# NVIDIA's assembler, for the tests that turn PTX into cubins (format=bin,
# the .cubin files and the ptxas report of fly-nvvm-pipeline) or check that
# Fly's PTX assembles: looked for in $CUDA_PATH/bin, /usr/local/cuda/bin,
# then PATH. %cuda_path is the CUDA directory it was found in; tests pass it
# as cuda-path= (lit does not hand CUDA_PATH to the tests) and call
# %ptxas. PTX-only tests need no CUDA toolkit and run without.
def _find_ptxas():
    roots = [os.environ.get("CUDA_PATH", ""), "/usr/local/cuda"]
    candidates = [os.path.join(r, "bin", "ptxas") for r in roots if r]
    candidates += [os.path.join(d, "ptxas")
                   for d in os.environ.get("PATH", "").split(os.pathsep) if d]
    for c in candidates:
        if os.path.isfile(c) and os.access(c, os.X_OK):
            return os.path.realpath(c)
    return None
_ptxas = _find_ptxas()
if _ptxas and os.path.basename(os.path.dirname(_ptxas)) == "bin":
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", _ptxas))
    config.substitutions.append(
        ("%cuda_path", os.path.dirname(os.path.dirname(_ptxas))))

# A real browser for the HTML pages of fly-draw --page (Debian's chromium,
# which setup.sh installs: its absence fails scripts/test.sh). %chromium is
# its path; the tests run it headless.
import shutil
_chromium = shutil.which("chromium") or shutil.which("chromium-browser")
if _chromium:
    config.available_features.add("chromium")
    config.substitutions.append(("%chromium", _chromium))

# The golden cases are test data of this repository: their absence is a
# broken checkout, not a reason to skip.
if not os.path.exists(config.fly_golden_jsonl):
    lit_config.fatal("golden cases not found: " + config.fly_golden_jsonl)

# mlir-runner and its runtime libraries, for the executed golden test.
config.substitutions.append(
    ("%mlir_runner", os.path.join(config.llvm_tools_dir, "mlir-runner")))
config.substitutions.append(
    ("%mlir_lib_dir", os.path.join(os.path.dirname(config.llvm_tools_dir), "lib")))
