// Executes the host lowering of fly.print on the CPU: each op prints one
// line, the format with the values (run time) and the static layouts
// (compile time) in place of its {} placeholders.
// RUN: fly-opt --convert-fly-to-llvm --convert-vector-to-llvm \
// RUN:   --convert-arith-to-llvm --convert-func-to-llvm \
// RUN:   --reconcile-unrealized-casts %s \
// RUN: | %mlir_runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_lib_dir/libmlir_c_runner_utils.so \
// RUN: | FileCheck %s --match-full-lines

// CHECK:      m=7 x=2.5
// CHECK-NEXT:  layout=(4,8):(1,4) tuple=((2,2),3) n=-3
// CHECK-NEXT: done
func.func @main() {
  %m = arith.constant 7 : i32
  %x = arith.constant 2.5 : f32
  %n = arith.constant -3 : i64
  %l = fly.static : !fly.layout<(4,8):(1,4)>
  %t = fly.static : !fly.int_tuple<((2,2),3)>
  fly.print(%m, %x) {format = "m={} x={}"} : (i32, f32) -> ()
  fly.print(%l, %t, %n) {format = " layout={} tuple={} n={}"} : (!fly.layout<(4,8):(1,4)>, !fly.int_tuple<((2,2),3)>, i64) -> ()
  fly.print() {format = "done"} : () -> ()
  return
}
