#!/usr/bin/env python3
"""Writes the IR fuzzer's seed corpus: every .mlir under test/ and examples/,
split at `// -----` lines, one file per chunk (named by its content's hash,
so reruns do not duplicate), skipping chunks over --max-bytes.

Usage: make_seed_corpus.py OUT_DIR [--max-bytes 16384]"""
import argparse
import hashlib
import os
import re

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out")
    ap.add_argument("--max-bytes", type=int, default=16384)
    opts = ap.parse_args()
    os.makedirs(opts.out, exist_ok=True)
    count = 0
    for top in ("test", "examples"):
        for dirpath, _, files in os.walk(os.path.join(ROOT, top)):
            for name in sorted(files):
                if not name.endswith(".mlir"):
                    continue
                with open(os.path.join(dirpath, name), errors="replace") as f:
                    text = f.read()
                for chunk in re.split(r"^// -----.*$", text, flags=re.M):
                    data = chunk.strip().encode()
                    if not data or len(data) > opts.max_bytes:
                        continue
                    digest = hashlib.sha1(data).hexdigest()
                    with open(os.path.join(opts.out, digest), "wb") as f:
                        f.write(data + b"\n")
                    count += 1
    print(f"{count} seeds in {opts.out}")


if __name__ == "__main__":
    main()
