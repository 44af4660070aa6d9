"""Prints the fly-opt that every flytools command would run, found by the
one rule they all share.

This module is also the command-line convention of flytools: make_parser()
builds every command's parser from its module docstring (the first
paragraph is the description, the rest follows the options), and
add_fly_opt_argument() / fly_opt() give every command that runs fly-opt the
same --fly-opt option, help text and resolution:

  1. --fly-opt PATH (a bare name, without a slash, is looked up on PATH);
  2. $FLY_OPT (the same);
  3. $FLY_BUILD_DIR/bin/fly-opt (FLY_BUILD_DIR as scripts/setup.sh and
     scripts/test.sh read it: relative to the repository root);
  4. <repository>/build/bin/fly-opt, if it exists;
  5. fly-opt on PATH.

A step that names a fly-opt (1-3) must find it: a wrong --fly-opt, $FLY_OPT
or $FLY_BUILD_DIR is an error, never a fall-through to the next step. When
no step finds one the command stops with an error that says what was tried.
"""

import argparse
import os
import shutil
import sys

UTILS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(UTILS)

FLY_OPT_HELP = (
    "the fly-opt to run: PATH, or a bare name looked up on PATH. Without "
    "it: $FLY_OPT (the same), then $FLY_BUILD_DIR/bin/fly-opt (relative to "
    "the repository root), then <repository>/build/bin/fly-opt if it "
    "exists, then fly-opt on PATH; an error if none is found")


class FlyOptNotFound(Exception):
    pass


def _executable(path):
    return os.path.isfile(path) and os.access(path, os.X_OK)


def locate_fly_opt(explicit=None, environ=None):
    """(absolute path of the fly-opt to run, the step that chose it), by the
    rule of this module's docstring; raises FlyOptNotFound."""
    environ = os.environ if environ is None else environ
    search = environ.get("PATH", os.defpath)

    def named(value, where):
        if "/" not in value:
            found = shutil.which(value, path=search)
            if found:
                return os.path.abspath(found), f"{where}, on PATH"
            raise FlyOptNotFound(f"{where} names {value!r}, which is not "
                                 "an executable on PATH")
        path = os.path.abspath(os.path.expanduser(value))
        if not _executable(path):
            raise FlyOptNotFound(f"{where} names {value}, which is not an "
                                 "executable file")
        return path, where

    if explicit:
        return named(explicit, "--fly-opt")
    if environ.get("FLY_OPT"):
        return named(environ["FLY_OPT"], "$FLY_OPT")
    if environ.get("FLY_BUILD_DIR"):
        path = os.path.join(ROOT, os.path.expanduser(environ["FLY_BUILD_DIR"]),
                            "bin", "fly-opt")
        if not _executable(path):
            raise FlyOptNotFound(f"$FLY_BUILD_DIR is {environ['FLY_BUILD_DIR']}"
                                 f", but {os.path.normpath(path)} is not an "
                                 "executable file")
        return os.path.normpath(path), "$FLY_BUILD_DIR"
    default = os.path.join(ROOT, "build", "bin", "fly-opt")
    if _executable(default):
        return default, "the repository's build"
    found = shutil.which("fly-opt", path=search)
    if found:
        return os.path.abspath(found), "PATH"
    raise FlyOptNotFound(
        f"no fly-opt found: no --fly-opt, $FLY_OPT and $FLY_BUILD_DIR are "
        f"unset, {default} does not exist and none is on PATH (build it with "
        "scripts/setup.sh, or pass --fly-opt PATH)")


def add_fly_opt_argument(parser):
    """The --fly-opt option, with the help text every command shares."""
    return parser.add_argument("--fly-opt", metavar="PATH", help=FLY_OPT_HELP)


def fly_opt(parser, value):
    """The fly-opt to run for an --fly-opt value (None when not given); an
    error of `parser` (exit 2) when there is none."""
    try:
        return locate_fly_opt(value)[0]
    except FlyOptNotFound as e:
        parser.error(str(e))


def _prog(spec):
    """How the command was started: `python3 -m NAME`, or the script's name
    for a wrapper that calls main() (scripts/gpu_check.py)."""
    argv0 = sys.argv[0] if sys.argv and sys.argv[0] else ""
    if spec is not None and spec.origin and (
            os.path.abspath(argv0) == os.path.abspath(spec.origin)
            or argv0 in ("-m", "-c", "")):
        name = spec.name
        if name.endswith(".__main__"):
            name = name[:-len(".__main__")]
        return f"python3 -m {name}"
    return os.path.basename(argv0) or None


def make_parser(doc, spec, **kwargs):
    """The parser of a command: `doc` is its module docstring (the first
    paragraph, which ends with a full stop, is the description; the rest is
    shown after the options, as written), `spec` its module's __spec__."""
    head, _, rest = doc.strip().partition("\n\n")
    return argparse.ArgumentParser(
        prog=_prog(spec), description=head, epilog=rest.strip() or None,
        formatter_class=argparse.RawDescriptionHelpFormatter, **kwargs)


def module_command(name, *args):
    """(argv, env) that run `python3 -m name args...` in a child process with
    utils/ on PYTHONPATH, for commands that run parts of themselves in
    processes of their own."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(
        [UTILS] + [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p])
    return [sys.executable, "-m", name, *args], env


def main():
    ap = make_parser(__doc__, __spec__)
    add_fly_opt_argument(ap)
    opts = ap.parse_args()
    try:
        path, source = locate_fly_opt(opts.fly_opt)
    except FlyOptNotFound as e:
        ap.error(str(e))
    print(f"fly-opt: {path} (from {source})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
