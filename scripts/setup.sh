#!/usr/bin/env bash
# Quick start, step 1: install what is missing (Debian 12 packages only),
# configure, build, and compile examples/04-preshuffle-gemm.mlir for gfx942
# (fatbin, code object, ISA) printing the kernel report.
set -euo pipefail
cd "$(dirname "$0")/.."

BUILD_DIR=${FLY_BUILD_DIR:-build}
PACKAGES=(llvm-22-dev libmlir-22-dev mlir-22-tools lld-22 clang-22
          cmake ninja-build ccache libgtest-dev python3
          libclang-rt-22-dev  # sanitizer runtimes: scripts/test.sh --sanitize
          chromium          # headless browser for the fly-draw page tests
          rocm-device-libs  # ocml/ockl bitcode for kernels that call them
          libamdhip64-dev)  # HIP runtime for the mgpu* wrappers (optional)

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "== installing: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

echo "== configuring $BUILD_DIR"
cmake -S . -B "$BUILD_DIR" -G Ninja \
  -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
  -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit

echo "== building"
# Two jobs: the machines this targets have 2 cores and MLIR TUs are large.
cmake --build "$BUILD_DIR" -j "${FLY_JOBS:-2}"

# The main job: the preshuffle GEMM example through the whole pipeline to a
# gfx942 fatbin, with its code object and ISA written out and the kernel
# report printed. No ROCm and no GPU needed.
OUT="$BUILD_DIR/examples"
mkdir -p "$OUT"
echo "== main job: examples/04-preshuffle-gemm.mlir -> gfx942 (files in $OUT)"
"$BUILD_DIR/bin/fly-opt" examples/04-preshuffle-gemm.mlir \
  --fly-rocdl-pipeline="chip=gfx942 report=true output-dir=$OUT" \
  -o "$OUT/04-preshuffle-gemm.gfx942.mlir"
ls -l "$OUT"
