// RUN: fly-opt %s | FileCheck %s
// A register fragment of a swizzled (composed) view takes the shape of its
// outer layout, as CuTe's make_fragment_like does: (8,64):(64,1) gives the
// compact (8,64):(1,8), mode 0 first.
// CHECK-LABEL: func.func @fragment_composed
// CHECK: fly.make_fragment_like(%{{.*}}) : (!fly.memref<f16, shared, S<3,3,3> o 0 o (8,64):(64,1)>) -> !fly.memref<f16, register, (8,64):(1,8)>
func.func @fragment_composed(%m: !fly.memref<f16, shared, S<3,3,3> o 0 o (8,64):(64,1)>) {
  %f = fly.make_fragment_like(%m) : (!fly.memref<f16, shared, S<3,3,3> o 0 o (8,64):(64,1)>) -> !fly.memref<f16, register, (8,64):(1,8)>
  return
}
