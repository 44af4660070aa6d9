"""A command whose --help stops mid-sentence, as scripts/gpu_check.py's did:
its description is the first line of this docstring, and its --fly-opt has
a help text of its own. help.test checks that check_help.py rejects it."""

import argparse

ap = argparse.ArgumentParser(prog="python3 -m truncated_help",
                             description=__doc__.splitlines()[0])
ap.add_argument("--fly-opt", default="fly-opt",
                help="fly-opt to run (default: fly-opt on PATH)")
ap.parse_args()
