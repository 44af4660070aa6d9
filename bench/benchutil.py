"""Shared pieces of the benchmarks that compare two fly-opt builds: timed runs
alternating between the builds, --mlir-timing splits, callgrind instruction
counts, and writing one section of docs/benchmarks.md."""

import os
import re
import statistics
import subprocess
import time


def run_once(exe, args):
    """(wall seconds, user+sys seconds, peak RSS KiB) of one run; exits the
    benchmark if fly-opt fails."""
    start = time.perf_counter()
    with open(os.devnull, "wb") as null:
        proc = subprocess.Popen([exe, *args], stdout=null, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        err = proc.stderr.read().decode(errors="replace")
        proc.stderr.close()
        proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise SystemExit(f"bench: {exe} {' '.join(args)} failed "
                         f"({proc.returncode}):\n{err[:2000]}")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def interleaved(builds, args, repeat):
    """{label: [(wall, cpu, rss), ...]}: the builds take turns, the order
    reversed every round, so that load from elsewhere hits both alike."""
    return interleaved_jobs([(label, exe, args) for label, exe in builds], repeat)


def interleaved_jobs(jobs, repeat):
    """interleaved() for (label, exe, args) jobs that differ in their
    arguments too (a build on its input, a floor on its own)."""
    out = {label: [] for label, _, _ in jobs}
    for r in range(repeat):
        order = jobs if r % 2 == 0 else list(reversed(jobs))
        for label, exe, args in order:
            out[label].append(run_once(exe, args))
    return out


def summary(samples):
    return {
        "wall": statistics.median(s[0] for s in samples),
        "cpu": statistics.median(s[1] for s in samples),
        "rss": max(s[2] for s in samples),
        "min": min(s[0] for s in samples),
    }


def mlir_timing(exe, args):
    """Seconds per pass (and Parser, Output) from one --mlir-timing run."""
    p = subprocess.run([exe, *args, "--mlir-timing"], capture_output=True, text=True)
    out = {}
    for line in p.stderr.splitlines():
        parts = line.split()
        if len(parts) >= 4 and parts[1] == "(" and parts[2].endswith("%)"):
            out[" ".join(parts[3:])] = out.get(" ".join(parts[3:]), 0) + float(parts[0])
    return out


def instructions(exe, args):
    """Instructions executed (callgrind's Ir total): repeatable under load."""
    p = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                        exe, *args], capture_output=True, text=True)
    m = re.search(r"Collected\s*:\s*(\d+)", p.stderr)
    if not m:
        raise SystemExit(f"bench: no callgrind total for {exe}:\n{p.stderr[-2000:]}")
    return int(m.group(1))


def write_section(path, name, text):
    """Replaces the `<!-- name:begin ... name:end -->` block of `path` (or
    appends it)."""
    path = os.path.abspath(path)
    doc = open(path).read() if os.path.exists(path) else "# Benchmarks\n\n"
    begin, end = f"<!-- {name}:begin", f"<!-- {name}:end -->"
    if begin in doc and end in doc:
        a = doc.index(begin)
        b = doc.index(end) + len(end) + 1
        doc = doc[:a] + text + doc[b:]
    else:
        doc = doc.rstrip("\n") + "\n\n" + text
    with open(path, "w") as f:
        f.write(doc)
