#!/usr/bin/env bash
# fly-reduce's interestingness test: exit 1 (interesting) when fly-opt ($1)
# --fly-layout-lowering reports a fly.size operand not in normal form on the module
# ($2), else 0.
if "$1" "$2" --fly-layout-lowering -o /dev/null 2>&1 |
    grep -q "'fly.size' op cannot be lowered: operand #0 is not in normal form"; then
  exit 1
fi
exit 0
