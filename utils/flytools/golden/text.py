"""Reading the text of golden int tuples and layouts (shared by the golden
modules): `(4,(2,3))` and `shape:stride`, split at top-level separators."""


def split_top(text, sep):
    """Split `text` at `sep` characters that are not nested in brackets."""
    parts, depth, cur = [], 0, ""
    for ch in text:
        if ch in "([<":
            depth += 1
        elif ch in ")]>":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    parts.append(cur)
    return parts


def parse_tuple(text, leaf=str):
    """`(4,(2,3))` -> (4, (2, 3)) with each leaf converted by `leaf`."""
    text = text.strip()
    if text.startswith("(") and text.endswith(")"):
        return tuple(parse_tuple(p, leaf) for p in split_top(text[1:-1], ","))
    return leaf(text)


def parse_layout(text, leaf=str):
    shape, stride = split_top(text, ":")
    return parse_tuple(shape, leaf), parse_tuple(stride, leaf)


def size(shape):
    """The number of elements of a (nested) shape of ints."""
    if isinstance(shape, tuple):
        n = 1
        for s in shape:
            n *= size(s)
        return n
    return shape
