#!/usr/bin/env bash
# Quick start, step 2: run the whole test suite (lit through check-fly; the
# GoogleTest unit tests and the golden cases run inside it). Exits non-zero on
# any failure, and on any skipped test except one whose missing lit features
# all stand for an optional outside tool (OPTIONAL_FEATURES below); every
# skipped test is named. The last line sums up lit's summary as
# "N passed, N failed, N skipped".
#
# --sanitize: the same suite on a build with AddressSanitizer (leaks
# included) and UndefinedBehaviorSanitizer, in its own build directory
# (FLY_SANITIZE_BUILD_DIR, default build-sanitize), configured here on first
# use; any sanitizer report fails the test that triggered it. The consumer
# test is left out there: it links a project without sanitizers against the
# instrumented libraries (it runs in the plain suite).
set -uo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${FLY_BUILD_DIR:-build}
SANITIZE=0
if [ "${1:-}" = "--sanitize" ]; then
  SANITIZE=1
  BUILD_DIR=${FLY_SANITIZE_BUILD_DIR:-build-sanitize}
  if [ ! -f "$BUILD_DIR/CMakeCache.txt" ]; then
    # LLVM's own sanitizer option: the flags for every target, and shared
    # libraries that leave the runtime's symbols to the executable.
    cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
      -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit \
      "-DLLVM_USE_SANITIZER=Address;Undefined" || exit 1
  fi
  # Reports end the process with an error; tools run under lit inherit this.
  # allow_user_poisoning=0: LLVM's bump allocator poisons its slabs when the
  # code inlining it is instrumented, and libMLIR (not instrumented) then
  # writes into slabs it shares with ours without unpoisoning them; heap,
  # stack and leak checks are unaffected.
  export ASAN_OPTIONS="detect_leaks=1:allow_user_poisoning=0:exitcode=23${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
  export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
  export FLY_SKIP_CONSUMER=1
elif [ $# -gt 0 ]; then
  echo "usage: $0 [--sanitize]" >&2
  exit 2
fi

# The only reasons a test may skip: an optional outside tool.
#   amd-gpu, cuda-gpu  a test that runs on a GPU, on a machine without one
#   no-amd-gpu         a test of the no-GPU paths, on a machine with a GPU
#   ptxas              NVIDIA's assembler
# Everything else a test REQUIRES is part of the README's platform (setup.sh
# installs it): ld.lld (lld-22), hip-runtime (libamdhip64-dev), chromium
# (the browser test of fly-draw's HTML pages), consumer
# (skipped only with FLY_SKIP_CONSUMER=1, which therefore fails this script).
OPTIONAL_FEATURES="amd-gpu cuda-gpu no-amd-gpu ptxas"
# Under --sanitize also: the consumer test and the tests that load the
# instrumented HIP runtime into mlir-runner (no-sanitize); both run in the
# plain suite.
[ "$SANITIZE" = 1 ] && OPTIONAL_FEATURES="$OPTIONAL_FEATURES consumer no-sanitize"

log=$(mktemp)
trap 'rm -f "$log"' EXIT
report="$(cd "$BUILD_DIR" 2>/dev/null && pwd)/test/lit-report.xml"
rm -f "$report"
export LIT_OPTS="${LIT_OPTS:--sv} --show-unsupported --show-xfail --xunit-xml-output=$report"
cmake --build "$BUILD_DIR" -j "${FLY_JOBS:-2}" --target check-fly 2>&1 | tee "$log"
status=${PIPESTATUS[0]}

# A count from lit's summary block ("  Passed: 10 (100.00%)"), 0 if absent.
count() {
  local n
  n=$(sed -n "s/^ *$1 *: *\([0-9]*\).*/\1/p" "$log" | tail -n 1)
  echo "${n:-0}"
}
passed=$(count Passed)
failed=$(( $(count Failed) + $(count Unresolved) + $(count 'Timed Out') + $(count 'Unexpectedly Passed') ))
skipped=$(count Unsupported)
if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then failed=1; fi

# Name every skipped test; a skip that is not allowed fails the run.
if ! PYTHONPATH="$PWD/utils${PYTHONPATH:+:$PYTHONPATH}" \
    python3 -m flytools.lit_skips --optional "$OPTIONAL_FEATURES" "$report"; then
  status=1
fi
# Tests marked XFAIL pass by failing: name them (known bugs, see each file).
awk '/^Expectedly Failed Tests \(/ { on = 1; next }
     on && /^  / { sub(/^ +/, ""); print "expectedly failing (known bug): " $0; next }
     { on = 0 }' "$log"

label=check-fly
[ "$SANITIZE" = 1 ] && label="check-fly (ASan+UBSan, $BUILD_DIR)"
echo "$label: ${passed} passed, ${failed} failed, ${skipped} skipped"
exit "$status"
