#!/usr/bin/env bash
# Quick start, step 2: run the whole test suite (lit through check-fly; the
# GoogleTest unit tests and the golden cases run inside it). Exits non-zero on
# any failure; the last line sums up lit's summary as "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${FLY_BUILD_DIR:-build}
export LIT_OPTS="${LIT_OPTS:--sv}"

log=$(mktemp)
trap 'rm -f "$log"' EXIT
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
skipped=$(( $(count Unsupported) + $(count 'Expectedly Failed') ))
if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then failed=1; fi
echo "check-fly: ${passed} passed, ${failed} failed, ${skipped} skipped"
exit "$status"
