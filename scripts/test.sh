#!/usr/bin/env bash
# Quick start, step 2: run the whole test suite (lit through check-fly; the
# GoogleTest unit tests run inside it). Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${FLY_BUILD_DIR:-build}
export LIT_OPTS="${LIT_OPTS:--sv}"
cmake --build "$BUILD_DIR" -j "${FLY_JOBS:-2}" --target check-fly
