"""A function of N int_tuple_div ops on dynamic divisors, for the runtime
checks' growth: each op gets one check, so N checks in one module.
Usage: checked_divisions.py N"""
import sys

n = int(sys.argv[1])
out = ["func.func @f(%a: i32, %b: i32) -> i32 {",
       "  %x = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<?>",
       "  %acc0 = arith.constant 0 : i32"]
for i in range(n):
    out.append(f"  %y{i} = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<?>")
    out.append(f"  %z{i} = fly.int_tuple_div(%x, %y{i}) : (!fly.int_tuple<?>, "
               f"!fly.int_tuple<?>) -> !fly.int_tuple<?>")
    out.append(f"  %v{i} = fly.get_scalar(%z{i}) : (!fly.int_tuple<?>) -> i32")
    out.append(f"  %acc{i + 1} = arith.addi %acc{i}, %v{i} : i32")
out.append(f"  return %acc{n} : i32")
out.append("}")
print("\n".join(out))
