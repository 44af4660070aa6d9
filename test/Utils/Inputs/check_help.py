"""Checks the --help of every flytools command (test/Utils/help.test).

Every module of utils/flytools with a main() must be in the index
(flytools.__main__.COMMANDS) and every indexed command must exist. For each
command (and for the modules named with --module instead), `python3 -m NAME
--help` must exit 0 and print a usage line naming the command, then a
description that ends with a full stop (a help text that stops mid-sentence
fails), and a command with --fly-opt must show the shared help text of
flytools.cli word for word. FLY_OPT_COMMANDS is the list of the commands
that run fly-opt: exactly these may show --fly-opt. Prints BAD and a reason
for each problem, then a summary; exits 1 on a problem.
"""

import argparse
import ast
import os
import subprocess
import sys

# The commands that run fly-opt (their --fly-opt follows flytools.cli).
FLY_OPT_COMMANDS = {
    "gpu.check", "gpu.atoms", "gpu.wgmma", "gpu.zero_fill",
    "gpu.runtime_checks", "golden.exec", "models.amd_mma_lanes",
    "models.nvidia_mma_lanes", "exec.tiled_copy", "exec.tiled_gemm",
    "exec.composed_view", "exec.fuzz", "draw.page_check", "docs.examples",
    "cli",
}


def words(text):
    return " ".join(text.split())


def check_help(argv, prog, fly_opt_help, want_fly_opt):
    """The problems of one command's --help."""
    p = subprocess.run(argv + ["--help"], capture_output=True, text=True)
    if p.returncode != 0:
        return [f"--help exits {p.returncode}: {p.stderr.strip()[-300:]}"]
    out = p.stdout
    problems = []
    if not out.startswith(f"usage: {prog} "):
        problems.append(f"no usage line naming {prog!r}: "
                        f"{out.splitlines()[0] if out else 'no output'!r}")
    paras = out.split("\n\n")
    desc = paras[1].strip() if len(paras) > 1 else ""
    if not desc or desc.startswith(("options:", "positional arguments:")):
        problems.append("no description")
    elif not desc.endswith("."):
        problems.append("the description stops mid-sentence: "
                        f"{desc.splitlines()[-1]!r}")
    has = "--fly-opt" in out
    if has != want_fly_opt:
        problems.append("shows --fly-opt" if has else "has no --fly-opt")
    if has and words(fly_opt_help) not in words(out):
        problems.append("its --fly-opt help is not flytools.cli's")
    return problems


def runnable_modules(root):
    """Names (below flytools) of the modules that define main()."""
    found = set()
    for d, dirs, names in os.walk(root):
        dirs[:] = [x for x in dirs if x != "__pycache__"]
        for n in names:
            if not n.endswith(".py") or n == "__init__.py":
                continue
            path = os.path.join(d, n)
            tree = ast.parse(open(path).read())
            if any(isinstance(x, ast.FunctionDef) and x.name == "main"
                   for x in tree.body):
                rel = os.path.relpath(path, root)[:-3].replace(os.sep, ".")
                found.add(rel)
    return found


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--module", action="append",
                    help="check only this module's --help (repeatable)")
    ap.add_argument("--script", help="also check this wrapper script's --help")
    opts = ap.parse_args()
    from flytools import cli
    problems = []
    if opts.module:
        checks = [(m, [sys.executable, "-m", m], f"python3 -m {m}", False)
                  for m in opts.module]
    else:
        from flytools.__main__ import COMMANDS
        indexed = [name for _, cmds in COMMANDS for name, _ in cmds]
        root = os.path.dirname(os.path.abspath(cli.__file__))
        runnable = runnable_modules(root) - {"__main__"}
        for name in sorted(runnable - set(indexed)):
            problems.append(f"BAD flytools.{name}: has a main() but is not in "
                            "the index (flytools/__main__.py)")
        for name in sorted(set(indexed) - runnable):
            problems.append(f"BAD flytools.{name}: in the index but has no "
                            "main()")
        for name in sorted(FLY_OPT_COMMANDS - set(indexed)):
            problems.append(f"BAD flytools.{name}: listed as running fly-opt "
                            "but not in the index")
        checks = [("flytools", [sys.executable, "-m", "flytools"],
                   "python3 -m flytools", False)]
        checks += [(f"flytools.{n}", [sys.executable, "-m", f"flytools.{n}"],
                    f"python3 -m flytools.{n}", n in FLY_OPT_COMMANDS)
                   for n in indexed]
    if opts.script:
        checks.append((opts.script, [sys.executable, opts.script],
                       os.path.basename(opts.script), True))
    for name, argv, prog, want in checks:
        for why in check_help(argv, prog, cli.FLY_OPT_HELP, want):
            problems.append(f"BAD {name}: {why}")
        print(f"help: {name}")
    for p in problems:
        print(p)
    print(f"help: {len(checks)} commands checked, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
