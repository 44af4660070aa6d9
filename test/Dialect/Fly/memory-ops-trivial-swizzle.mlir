// RUN: fly-opt %s | FileCheck %s
// RUN: fly-opt %s | fly-opt | FileCheck %s
// apply_swizzle of a swizzle with mask 0 (the identity, whatever its base and
// shift) moves no bits: the alignment is kept and the pointer carries the
// default swizzle S<0,0,0>, which is elided.

// CHECK-LABEL: func.func @trivial_swizzle
// CHECK: fly.apply_swizzle(%{{.*}}, %{{.*}}) : (!fly.ptr<f16, global, align<16>>, !fly.swizzle<S<0,0,0>>) -> !fly.ptr<f16, global, align<16>>
// CHECK: fly.apply_swizzle(%{{.*}}, %{{.*}}) : (!fly.ptr<f16, global, align<16>>, !fly.swizzle<S<0,3,3>>) -> !fly.ptr<f16, global, align<16>>
func.func @trivial_swizzle(%p: !fly.ptr<f16, global, align<16>>) {
  %s0 = fly.static : !fly.swizzle<S<0,0,0>>
  %a = fly.apply_swizzle(%p, %s0) : (!fly.ptr<f16, global, align<16>>, !fly.swizzle<S<0,0,0>>) -> !fly.ptr<f16, global, align<16>>
  %s1 = fly.static : !fly.swizzle<S<0,3,3>>
  %b = fly.apply_swizzle(%p, %s1) : (!fly.ptr<f16, global, align<16>>, !fly.swizzle<S<0,3,3>>) -> !fly.ptr<f16, global, align<16>>
  return
}
