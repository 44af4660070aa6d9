// RUN: fly-opt %s | FileCheck %s
// RUN: fly-opt %s | fly-opt | FileCheck %s
// add_offset alignment when divisibility * element bytes overflows int64:
// the offset 2^62 + 1 is odd, so on f16 it moves the pointer by 2^63 + 2
// bytes and gcd(16, 2^63 + 2) = 2: only the element alignment is left. The
// alignment is computed as gcd(a, ((d mod a) * e) mod a), which cannot
// overflow.

// CHECK-LABEL: func.func @offset_overflow
// CHECK: fly.add_offset(%{{.*}}, %{{.*}}) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<4611686018427387905>) -> !fly.ptr<f16, global>
func.func @offset_overflow(%p: !fly.ptr<f16, global, align<16>>) {
  %big = fly.static : !fly.int_tuple<4611686018427387905>
  %a = fly.add_offset(%p, %big) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<4611686018427387905>) -> !fly.ptr<f16, global>
  return
}
