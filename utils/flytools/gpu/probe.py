"""Result types of partitions, learnt from fly-opt's verifier (as the CPU
tests do through flytools.exec.harness): a module is written with deliberately wrong
result types, and every "inferred type(s) ... are incompatible" diagnostic
gives the right one for its line. The verifier stops at the first wrong
type of a function, so the module is probed until nothing is reported."""

import types as pytypes

from flytools.exec.harness import inferred_types


def learn(fly_opt, tmp, name, render, markers, wrong):
    """render(types) -> module text; markers[i] = (substring, k): slot i is
    the result type of the k-th line (0-based) containing the substring;
    wrong[i] is the initial (wrong) type of slot i. Returns (types, stderr);
    a slot still equal to its wrong type was not learnt."""
    opts = pytypes.SimpleNamespace(fly_opt=fly_opt, tmp=tmp)
    types = list(wrong)
    stderr = ""
    for _ in range(len(markers) + 1):
        text = render(tuple(types))
        found, stderr = inferred_types(opts, name, text)
        if not found:
            break
        lines = text.splitlines()
        for slot, (needle, k) in enumerate(markers):
            hits = [i + 1 for i, l in enumerate(lines) if needle in l]
            if k < len(hits) and hits[k] in found:
                types[slot] = found[hits[k]]
    return types, stderr
