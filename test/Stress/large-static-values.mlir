// Static values up to 10^18 and layouts of 10^6 elements get answers (the
// algebra works on the modes, not on every element, and its brute-force
// checks are bounded); what does not fit in 64 bits is an error naming the
// op. Every expected value is worked out in the comments.
// RUN: fly-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// A = (10^9,10^9):(1,10^9) is the identity on [0, 10^18).
// CHECK-LABEL: func.func @identity_1e18
func.func @identity_1e18(%a: !fly.layout<(1000000000,1000000000):(1,1000000000)>,
                         %t: !fly.tile<[1000:1|1000:1]>) {
  // size = 10^9 * 10^9.
  // CHECK: -> !fly.int_tuple<1000000000000000000>
  %s = fly.size(%a) : (!fly.layout<(1000000000,1000000000):(1,1000000000)>)
  // cosize = 1 + (10^9-1)*1 + (10^9-1)*10^9 = 10^18.
  // CHECK: -> !fly.int_tuple<1000000000000000000>
  %c = fly.cosize(%a) : (!fly.layout<(1000000000,1000000000):(1,1000000000)>)
  // Mode 1's stride 10^9 = 10^9 * 1: one mode.
  // CHECK: -> !fly.layout<1000000000000000000:1>
  %k = fly.coalesce(%a) : (!fly.layout<(1000000000,1000000000):(1,1000000000)>)
  // The inverse of the identity is the identity.
  // CHECK: -> !fly.layout<1000000000000000000:1>
  %q = fly.left_inverse(%a) : (!fly.layout<(1000000000,1000000000):(1,1000000000)>)
  // A o A = A.
  // CHECK: -> !fly.layout<(1000000000,1000000000):(1,1000000000)>
  %w = fly.composition(%a, %a) : (!fly.layout<(1000000000,1000000000):(1,1000000000)>, !fly.layout<(1000000000,1000000000):(1,1000000000)>)
  // Each mode split by 1000:1: (1000, 10^6) with strides (d, 1000*d).
  // CHECK: -> !fly.layout<((1000,1000000),(1000,1000000)):((1,1000),(1000000000,1000000000000))>
  %d = fly.logical_divide(%a, %t) : (!fly.layout<(1000000000,1000000000):(1,1000000000)>, !fly.tile<[1000:1|1000:1]>)
  return
}

// -----

// B = (1000,1000):(1000,1), the transpose of a 1000x1000 matrix: a
// bijection of [0, 10^6) that is its own inverse.
// CHECK-LABEL: func.func @transpose_1e6
func.func @transpose_1e6(%b: !fly.layout<(1000,1000):(1000,1)>) {
  // B o B is the identity, in B's shape: (1000,1000):(1,1000).
  // CHECK: -> !fly.layout<(1000,1000):(1,1000)>
  %m = fly.composition(%b, %b) : (!fly.layout<(1000,1000):(1000,1)>, !fly.layout<(1000,1000):(1000,1)>)
  // CHECK: -> !fly.layout<(1000,1000):(1000,1)>
  %r = fly.right_inverse(%b) : (!fly.layout<(1000,1000):(1000,1)>)
  // CHECK: -> !fly.layout<(1000,1000):(1000,1)>
  %l = fly.left_inverse(%b) : (!fly.layout<(1000,1000):(1000,1)>)
  // B covers all of [0, 10^6): nothing is left.
  // CHECK: -> !fly.layout<1:0>
  %x = fly.complement(%b) : (!fly.layout<(1000,1000):(1000,1)>)
  return
}

// -----

func.func @size_overflow(%a: !fly.layout<(10000000000,10000000000):(1,10000000000)>) {
  // 10^10 * 10^10 = 10^20 > 2^63.
  // expected-error @+1 {{'fly.size' op static mul of 10000000000 and 10000000000 overflows 64 bits}}
  %s = fly.size(%a) : (!fly.layout<(10000000000,10000000000):(1,10000000000)>)
  return
}

// -----

func.func @cosize_overflow(%a: !fly.layout<(1000000000,1000000000):(1,10000000000)>) {
  // (10^9 - 1) * 10^10 is about 10^19 > 2^63.
  // expected-error @+1 {{'fly.cosize' op static mul of 999999999 and 10000000000 overflows 64 bits}}
  %t = fly.cosize(%a) : (!fly.layout<(1000000000,1000000000):(1,10000000000)>)
  return
}

// -----

func.func @product_overflow(%a: !fly.layout<(1000000000,1000000000):(1,1000000000)>) {
  // The product's second mode has stride cosize(A) = 10^18 and extent 10^18.
  // expected-error @+1 {{'fly.blocked_product' op static mul of 1000000000000000000 and 1000000000000000000 overflows 64 bits}}
  %w = fly.blocked_product(%a, %a) : (!fly.layout<(1000000000,1000000000):(1,1000000000)>, !fly.layout<(1000000000,1000000000):(1,1000000000)>)
  return
}
