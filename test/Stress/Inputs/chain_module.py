"""Prints a module of N fly ops for the stress tests: functions of 1000
units, each unit 4 ops (make_int_tuple, make_layout, crd2idx, get_scalar)
whose scalar feeds the next unit, so every op is really lowered."""
import sys

n_ops = int(sys.argv[1])
units = max(1, n_ops // 4)
per_func = 1000
out = []
for f in range(0, units, per_func):
    out.append(f"func.func @f{f // per_func}(%x0: i32, %b: i32, %c: i32) -> i32 {{")
    out.append("  %d = fly.make_int_tuple(%c) : (i32) -> !fly.int_tuple<(1,?)>")
    count = min(per_func, units - f)
    for u in range(count):
        out.append(f"  %s{u} = fly.make_int_tuple(%x{u}, %b) : (i32, i32) -> !fly.int_tuple<(?,?)>")
        out.append(f"  %l{u} = fly.make_layout(%s{u}, %d) : (!fly.int_tuple<(?,?)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(?,?):(1,?)>")
        out.append(f"  %i{u} = fly.crd2idx(%s{u}, %l{u}) : (!fly.int_tuple<(?,?)>, !fly.layout<(?,?):(1,?)>) -> !fly.int_tuple<?>")
        out.append(f"  %x{u + 1} = fly.get_scalar(%i{u}) : (!fly.int_tuple<?>) -> i32")
    out.append(f"  return %x{count} : i32")
    out.append("}")
sys.stdout.write("\n".join(out) + "\n")
