// RUN: fly-opt %s | FileCheck %s
// RUN: fly-opt %s | fly-opt | FileCheck %s
// get_dyn_shared is written with its result type alone, as in FlyDSL's
// tests: fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>.

// CHECK-LABEL: func.func @dyn_shared
// CHECK: fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
func.func @dyn_shared() {
  %p = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
  return
}
