#!/usr/bin/env python3
"""Static llvm-mca model of the main MFMA/WMMA loop of AMDGPU kernels.

Input: AMDGCN assembly as LLVM's AMDGPU backend prints it (`.s` or `.s.gz`).
A kernel runs from `NAME:` (after `.type NAME,@function`) to `.Lfunc_end`.
A loop is a `.LBB..:` label with a later `s_cbranch_*`/`s_branch` to it in
the same kernel; its body is every line after the label up to and including
the last such branch (the latch); nested loops each count. The main loop has
the most v_mfma/v_smfmac/v_wmma/v_swmmac; on a tie the shorter (inner) wins.

The body (comments, labels, directives stripped; branches kept: they take
an issue slot) goes through `llvm-mca -mtriple=amdgcn-amd-amdhsa -mcpu=CPU
-iterations=100 --json -skip-unsupported-instructions=any`, so a line it
cannot assemble or schedule is dropped, then counted and named from its line
diagnostic, instead of failing the loop. -mattr follows the input:
+wavefrontsize64 when a gfx10+ descriptor says `.amdhsa_wavefront_size32 0`,
+real-true16 when the body names 16-bit halves (v1.l, v1.h).

Computed per iteration, in the sched model's cycles:
  cycles      = TotalCycles / Iterations             (steady state)
  mma_busy    = sum over the MFMA/WMMA rows of "Resource pressure by
                instruction" of the row's largest entry (HWRC skipped: a
                register-cache pseudo resource)
  mma_share   = mma_busy / cycles                    <- the primary number
  bound_share = mma_busy / max(uops per iteration, Block RThroughput)
  lat_share   = (sum of the MFMA rows' Latency column) / cycles
Why mma_share: the model holds the single HWXDL unit for an MFMA's pass
count (ReleaseAtCycles: 4 for v_mfma_f32_16x16x16_f16 on gfx942, 8 for
32x32x8), with BufferSize=0, so MFMAs never overlap on it: mma_busy is the
cycles the XDL pipe is busy (on gfx942/gfx950/gfx1250 the HWXDL column of
"Resource pressure per iteration", printed as a check) and mma_share is in
[0, 1]; below 1, issue slots, s_waitcnt waits (modelled by the AMDGPU custom
behaviour) or dependencies leave the pipe idle. "MFMA count x issue latency"
is this number when issue latency is the pass count; with llvm-mca's result
Latency (8 for that 4-pass MFMA) it is lat_share, which double counts
MFMAs in flight together and can pass 1, hence secondary. bound_share is
the share if all latency were hidden; read it where cycles are not trusted.

Caveats: one wave on one SIMD (issue width 1, no other wave hides latency);
VMEM latency is a fixed 80, LDS 5; s_nop N costs 1 cycle; inner branches
are ignored (each body instruction counts once). gfx950's model gives
v_mfma_*_f8f6f4 4 passes whatever the format. The gfx10+ models (gfx1201,
gfx1250) lack llvm-mca's RetireOOO flag, so the in-order pipeline serializes
every long latency (VMEM 320, barrier 2000) and cycles come out far too high;
gfx1201's model also has no XDL unit (WMMA = 1-cycle VALU op), so its shares
count issue slots. Both cases are flagged in `notes`.
"""
import argparse
import gzip
import json
import os
import re
import subprocess
import sys
import tempfile

LLVM_MCA = os.environ.get("LLVM_MCA", "/usr/lib/llvm-22/bin/llvm-mca")
ITERATIONS = 100
MMA_PREFIXES = ("v_mfma", "v_smfmac", "v_wmma", "v_swmmac")
LABEL_RE = re.compile(r"^([.\w$]+):")
BRANCH_RE = re.compile(r"^(s_cbranch_\w+|s_branch)\s+(\.LBB\w+)")
TYPE_RE = re.compile(r"^\s*\.type\s+([\w.$]+)\s*,\s*@function")
DIAG_RE = re.compile(r"^[^:\s]+:(\d+):\d+: (?:error|warning): (.*)")
TRUE16_RE = re.compile(r"\bv\d+\.[lh]\b")


def code(line):
    """The line without its `;` comment and surrounding blanks."""
    return line.split(";", 1)[0].strip()


def is_mma(line):
    return code(line).startswith(MMA_PREFIXES)


def instructions(lines):
    """Instruction text of `lines`: no comments, labels, directives, blanks."""
    return [c for c in map(code, lines)
            if c and not c.startswith(".") and not LABEL_RE.match(c)]


def read_asm(path):
    with (gzip.open if path.endswith(".gz") else open)(path, "rt", errors="replace") as f:
        return f.read().splitlines()


def target_of(lines):
    """The gfx name of the file's `.amdgcn_target`, or None."""
    m = re.search(r'\.amdgcn_target\s+"[\w-]*-(gfx\w+)', "\n".join(lines[:50]))
    return m and m.group(1)


def split_kernels(lines):
    """[{name, lines, wave64}] for each function of the file."""
    text = "\n".join(lines)
    kernels, name, body = [], None, None
    for line in lines:
        m = TYPE_RE.match(line)
        if m:
            name, body = m.group(1), None
        elif name and body is None and code(line) == name + ":":
            body = []
        elif body is not None and code(line).startswith(".Lfunc_end"):
            # The descriptor (after the code) fixes the wave size on gfx10+;
            # llvm-mca has to assemble with the same one.
            d = re.search(r"\.amdhsa_kernel\s+%s\s(.*?)\.end_amdhsa_kernel"
                          % re.escape(name), text, re.S)
            w = d and re.search(r"\.amdhsa_wavefront_size32\s+(\d)", d.group(1))
            kernels.append({"name": name, "lines": body,
                            "wave64": bool(w) and w.group(1) == "0"})
            name, body = None, None
        elif body is not None:
            body.append(line)
    return kernels


def find_loops(kernel_asm_lines):
    """Loops of one kernel: [{label, start, end, body, n_instr, n_mma}].

    start indexes the `label:` line, end the last branch back to it, and
    body = kernel_asm_lines[start+1:end+1] (raw: inner labels, comments kept).
    """
    labels, latch = {}, {}
    for i, line in enumerate(kernel_asm_lines):
        c = code(line)
        m = LABEL_RE.match(c)
        if m and m.group(1).startswith(".LBB"):
            labels[m.group(1)] = i
        b = BRANCH_RE.match(c)
        if b and b.group(2) in labels:  # target already seen: backward
            latch[b.group(2)] = i       # the last one is the latch
    loops = []
    for label, end in latch.items():
        body = kernel_asm_lines[labels[label] + 1:end + 1]
        loops.append({"label": label, "start": labels[label], "end": end,
                      "body": body, "n_instr": len(instructions(body)),
                      "n_mma": sum(map(is_mma, body))})
    return sorted(loops, key=lambda lp: lp["start"])


def main_loop(kernel):
    """The loop with the most MFMA/WMMA, or None if no loop has any.
    `kernel` is its lines or a split_kernels entry."""
    lines = kernel["lines"] if isinstance(kernel, dict) else kernel
    loops = [lp for lp in find_loops(lines) if lp["n_mma"]]
    return max(loops, key=lambda lp: (lp["n_mma"], -lp["n_instr"])) if loops else None


def run_mca(instrs, mcpu, mattr=None, iterations=ITERATIONS):
    """(llvm-mca's JSON, {index in instrs: why dropped})."""
    with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as f:
        f.write("\n".join(instrs) + "\n")
    cmd = [LLVM_MCA, "-mtriple=amdgcn-amd-amdhsa", "-mcpu=" + mcpu, "-iterations=%d"
           % iterations, "--json", "-skip-unsupported-instructions=any"]
    cmd += ["-mattr=" + mattr] if mattr else []
    try:
        p = subprocess.run(cmd + [f.name], capture_output=True, text=True)
    finally:
        os.unlink(f.name)
    dropped = {}  # diagnostics name the 1-based input line, some twice
    for line in p.stderr.splitlines():
        m = DIAG_RE.match(line)
        if m and 0 < int(m.group(1)) <= len(instrs):
            dropped.setdefault(int(m.group(1)) - 1, m.group(2))
    if p.returncode != 0:
        raise RuntimeError("llvm-mca rc %d: %s" % (
            p.returncode, " ".join(p.stderr.split())[-200:] or "no message"))
    return json.loads(p.stdout), dropped


def model(body_lines, mcpu, mattr=None, iterations=ITERATIONS):
    """llvm-mca model of one loop body (raw lines); the module doc says what."""
    instrs = instructions(body_lines)
    res = {"mcpu": mcpu, "instructions": len(instrs),
           "mma": sum(map(is_mma, instrs)), "error": None, "dropped": [], "notes": []}
    feats = [mattr] if mattr else []
    if any(TRUE16_RE.search(i) for i in instrs):
        feats.append("+real-true16")  # the printer used 16-bit register halves
    try:
        data, dropped = run_mca(instrs, mcpu, ",".join(feats), iterations)
    except (RuntimeError, OSError, ValueError) as e:
        res["error"] = str(e)
        return res
    region = data["CodeRegions"][0]
    kept = [i for n, i in enumerate(instrs) if n not in dropped]
    if len(kept) != len(region["Instructions"]):
        # Something vanished without a diagnostic: rows could not be matched
        # to source lines, so refuse rather than mislabel them.
        res["error"] = "llvm-mca kept %d of %d lines but named %d dropped" % (
            len(region["Instructions"]), len(instrs), len(dropped))
        return res
    names = data["TargetInfo"]["Resources"]
    rows = {}  # row (len(kept) = the per-iteration total) -> {resource: cycles}
    for e in region["ResourcePressureView"]["ResourcePressureInfo"]:
        if names[e["ResourceIndex"]] != "HWRC":
            rows.setdefault(e["InstructionIndex"], {})[names[e["ResourceIndex"]]] = \
                e["ResourceUsage"]
    info = region["InstructionInfoView"]["InstructionList"]
    summary = region["SummaryView"]
    mma_rows = [n for n, i in enumerate(kept) if is_mma(i)]
    cycles = summary["TotalCycles"] / summary["Iterations"]
    busy = sum(max(rows.get(n, {}).values(), default=0) for n in mma_rows)
    bound = max(summary["TotaluOps"] / summary["Iterations"], summary["BlockRThroughput"])
    total = rows.get(len(kept), {})
    top = max(total.items(), key=lambda kv: kv[1], default=("-", 0))
    notes = []
    if mcpu.startswith("gfx1"):
        notes.append("gfx10+ model serializes VMEM/LDS/barrier latency (no "
                     "RetireOOO): cycles too high, read bound share")
    if mma_rows and "HWXDL" not in names:
        notes.append("no XDL unit in this model: WMMA is a 1-cycle VALU op, "
                     "shares count issue slots")
    ratio = lambda x, y: x / y if y else 0.0
    res.update({
        "cycles": cycles, "mma_modeled": len(mma_rows), "mma_busy": busy,
        "mma_share": ratio(busy, cycles), "bound_share": ratio(busy, bound),
        "lat_share": ratio(sum(info[n]["Latency"] for n in mma_rows), cycles),
        "xdl": total.get("HWXDL", 0.0) if "HWXDL" in names else None,
        "busiest": "%s %.0f%%" % (top[0], 100 * ratio(top[1], cycles)),
        "dropped": ["%s  (%s)" % (instrs[n], why) for n, why in sorted(dropped.items())],
        "notes": notes})
    return res


def report(path, mcpu=None, iterations=ITERATIONS):
    """(mcpu, [(kernel name, main loop or None, model or None, #loops)])."""
    lines = read_asm(path)
    cpu = mcpu or target_of(lines)
    out = []
    for k in split_kernels(lines):
        loop, wave = main_loop(k), "+wavefrontsize64" if k["wave64"] else None
        m = model(loop["body"], cpu, wave, iterations) if loop and cpu else None
        out.append((k["name"], loop, m, len(find_loops(k["lines"]))))
    return cpu, out


def print_report(path, mcpu=None, iterations=ITERATIONS, verbose=False):
    cpu, rows = report(path, mcpu, iterations)
    print("%s  [%s]" % (path, cpu or "unknown mcpu: give --mcpu"))
    if not rows:
        print("  no kernels (.type NAME,@function) found")
    for name, loop, m, nloops in rows:
        if loop is None:
            print("  %s: no main loop (%s)" % (name, "no loop" if not nloops else
                                               "%d loop(s), no MFMA/WMMA in any" % nloops))
            continue
        head = "  %s: loop %s (of %d): %d instrs, %d MFMA" % (
            name, loop["label"], nloops, loop["n_instr"], loop["n_mma"])
        if m is None or m["error"]:
            print(head + ", not modelled: " + (m["error"] if m else "unknown mcpu"))
            continue
        print(head + ", %.1f cyc/iter, MFMA share %.3f" % (m["cycles"], m["mma_share"]))
        print("      MFMA busy %.1f cyc/iter%s; bound share %.2f, latency share %.2f; "
              "busiest %s; dropped %d" % (
                  m["mma_busy"], "" if m["xdl"] is None else " (HWXDL %.1f)" % m["xdl"],
                  m["bound_share"], m["lat_share"], m["busiest"], len(m["dropped"])))
        for note in m["notes"]:
            print("      note: " + note)
        shown = m["dropped"] if verbose else m["dropped"][:3]
        print("".join("      dropped: %s\n" % d for d in shown), end="")
        if len(shown) < len(m["dropped"]):
            print("      ... %d more dropped (-v lists all)" % (len(m["dropped"]) - len(shown)))


def self_test():
    """A synthetic two-kernel gfx942 file: the loop kernel is found, its share
    lies in (0, 1] and falls when 100 independent VALU ops are added."""
    mfma = ["\tv_mfma_f32_16x16x16_f16 v[%d:%d], v[40:41], v[42:43], v[%d:%d]"
            % (4 * i, 4 * i + 3, 4 * i, 4 * i + 3) for i in range(4)]
    body = mfma + ["\tv_add_u32_e32 v50, 1, v50", "\tv_mul_f32_e32 v51, v52, v53",
                   "\ts_add_u32 s0, s0, 1", "\ts_cmp_lg_u32 s0, 64",
                   "\ts_cbranch_scc1 .LBB0_1"]
    def asm(extra):
        return ["\t.type\tk0,@function", "k0:", "\ts_mov_b32 s0, 0", ".LBB0_1: ; loop"] + \
            extra + body + ["\ts_endpgm", ".Lfunc_end0:", "\t.type\tk1,@function", "k1:",
                            "\tv_add_f32_e32 v1, v2, v3", "\ts_endpgm", ".Lfunc_end1:"]
    k0, k1 = split_kernels(asm([]))
    loops = find_loops(k0["lines"])
    assert [lp["label"] for lp in loops] == [".LBB0_1"], loops
    assert loops[0]["n_mma"] == 4 and loops[0]["n_instr"] == 9, loops[0]
    assert main_loop(k0) == loops[0] and main_loop(k1) is None
    m1 = model(loops[0]["body"], "gfx942")
    assert m1["error"] is None and not m1["dropped"] and 0 < m1["mma_share"] <= 1, m1
    assert m1["mma_busy"] == 16, m1  # 4 MFMAs x 4 passes on HWXDL
    adds = ["\tv_add_f32_e32 v%d, v60, v61" % (100 + i) for i in range(100)]
    m2 = model(main_loop(split_kernels(asm(adds))[0])["body"], "gfx942")
    assert m2["error"] is None and 0 < m2["mma_share"] < m1["mma_share"], (m1, m2)
    print("self-test ok: MFMA share %.3f (%.1f cyc/iter); with 100 v_add_f32 %.3f "
          "(%.1f cyc/iter)" % (m1["mma_share"], m1["cycles"], m2["mma_share"], m2["cycles"]))


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="For each kernel in AMDGCN assembly files, find the loop with the "
        "most MFMA/WMMA and model it with llvm-mca: prints the loop found (or why "
        "none), its instructions and MFMAs, cycles per iteration and the MFMA issue "
        "share (fraction of an iteration's cycles the MFMA/XDL pipe is busy), plus "
        "the bound share (if latency were hidden), the latency share and any "
        "instructions llvm-mca could not handle. See the module docstring.",
        epilog="LLVM_MCA in the environment overrides the llvm-mca binary "
        "(default %s)." % LLVM_MCA)
    ap.add_argument("files", nargs="*", metavar="FILE.s",
                    help="AMDGCN assembly, .s or .s.gz, one or more kernels each")
    ap.add_argument("--mcpu", help="llvm-mca -mcpu, e.g. gfx942, gfx950, gfx1201, "
                    "gfx1250 (default: each file's .amdgcn_target)")
    ap.add_argument("--iterations", type=int, default=ITERATIONS,
                    help="llvm-mca -iterations (default %(default)s)")
    ap.add_argument("-v", "--verbose", action="store_true",
                    help="list every instruction llvm-mca dropped (default: 3)")
    ap.add_argument("--self-test", action="store_true",
                    help="check the model on a synthetic gfx942 loop and exit")
    args = ap.parse_args(argv)
    if args.self_test:
        self_test()
        return 0
    if not args.files:
        ap.error("no input files (or --self-test)")
    for path in args.files:
        print_report(path, args.mcpu, args.iterations, args.verbose)
    return 0


if __name__ == "__main__":
    sys.exit(main())
