// RUN: fly-opt %s --fly-rocdl-fast-math | FileCheck %s

// fly-rocdl-fast-math follows FlyDSL's convert-rocdl-fastmath-ops: an f32
// math.exp2 whose flags allow an approximate function (afn; fast includes
// it) is v_exp_f32; every other exp2, and the other ops but rsqrt, are left
// alone.
// The rule was read off FlyDSL 0.3.2's and 0.5.0's pass, run on these ops.

gpu.module @device {
  // CHECK-LABEL: func.func @rewritten
  // CHECK-SAME: (%[[X:.*]]: f32, %[[V:.*]]: vector<4xf32>)
  func.func @rewritten(%x: f32, %v: vector<4xf32>) -> (f32, f32, vector<4xf32>) {
    // CHECK: %[[A:.*]] = rocdl.exp2 %[[X]] f32 -> f32
    // CHECK: %[[B:.*]] = rocdl.exp2 %[[X]] f32 -> f32
    // The vector lane by lane, in lane order.
    // CHECK: %[[E0:.*]] = vector.extract %[[V]][0]
    // CHECK: %[[R0:.*]] = rocdl.exp2 %[[E0]]
    // CHECK: %[[E1:.*]] = vector.extract %[[V]][1]
    // CHECK: %[[R1:.*]] = rocdl.exp2 %[[E1]]
    // CHECK: %[[E2:.*]] = vector.extract %[[V]][2]
    // CHECK: %[[R2:.*]] = rocdl.exp2 %[[E2]]
    // CHECK: %[[E3:.*]] = vector.extract %[[V]][3]
    // CHECK: %[[R3:.*]] = rocdl.exp2 %[[E3]]
    // CHECK: %[[C:.*]] = vector.from_elements %[[R0]], %[[R1]], %[[R2]], %[[R3]] : vector<4xf32>
    // CHECK: return %[[A]], %[[B]], %[[C]]
    // CHECK-NOT: math.exp2
    %a = math.exp2 %x fastmath<fast> : f32
    %b = math.exp2 %x fastmath<afn> : f32
    %c = math.exp2 %v fastmath<fast> : vector<4xf32>
    return %a, %b, %c : f32, f32, vector<4xf32>
  }

  // An approximate f32 rsqrt is 1 / sqrt with the same flags (what FlyDSL's
  // newer MLIR does); f16, f64 and rsqrt without afn keep math.rsqrt.
  // CHECK-LABEL: func.func @rsqrt
  // CHECK-SAME: (%[[X:.*]]: f32, %[[V:.*]]: vector<2xf32>, %[[H:.*]]: f16, %[[D:.*]]: f64)
  // CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
  // CHECK: %[[S:.*]] = math.sqrt %[[X]] fastmath<fast> : f32
  // CHECK: %[[R:.*]] = arith.divf %[[ONE]], %[[S]] fastmath<fast> : f32
  // CHECK: %[[ONEA:.*]] = arith.constant 1.000000e+00 : f32
  // CHECK: %[[SA:.*]] = math.sqrt %[[X]] fastmath<afn> : f32
  // CHECK: %[[RA:.*]] = arith.divf %[[ONEA]], %[[SA]] fastmath<afn> : f32
  // CHECK: %[[ONES:.*]] = arith.constant dense<1.000000e+00> : vector<2xf32>
  // CHECK: %[[SV:.*]] = math.sqrt %[[V]] fastmath<fast> : vector<2xf32>
  // CHECK: %[[RV:.*]] = arith.divf %[[ONES]], %[[SV]] fastmath<fast> : vector<2xf32>
  // CHECK: %[[K0:.*]] = math.rsqrt %[[X]] : f32
  // CHECK: %[[K1:.*]] = math.rsqrt %[[X]] fastmath<contract> : f32
  // CHECK: %[[K2:.*]] = math.rsqrt %[[H]] fastmath<fast> : f16
  // CHECK: %[[K3:.*]] = math.rsqrt %[[D]] fastmath<fast> : f64
  // CHECK: return %[[R]], %[[RA]], %[[RV]], %[[K0]], %[[K1]], %[[K2]], %[[K3]]
  func.func @rsqrt(%x: f32, %v: vector<2xf32>, %h: f16, %d: f64)
      -> (f32, f32, vector<2xf32>, f32, f32, f16, f64) {
    %0 = math.rsqrt %x fastmath<fast> : f32
    %1 = math.rsqrt %x fastmath<afn> : f32
    %2 = math.rsqrt %v fastmath<fast> : vector<2xf32>
    %3 = math.rsqrt %x : f32
    %4 = math.rsqrt %x fastmath<contract> : f32
    %5 = math.rsqrt %h fastmath<fast> : f16
    %6 = math.rsqrt %d fastmath<fast> : f64
    return %0, %1, %2, %3, %4, %5, %6 : f32, f32, vector<2xf32>, f32, f32, f16, f64
  }

  // CHECK-LABEL: func.func @kept
  // CHECK-NOT: rocdl.
  // CHECK: math.exp2 %{{.*}} : f32
  // CHECK: math.exp2 %{{.*}} fastmath<nnan,ninf> : f32
  // CHECK: math.exp2 %{{.*}} fastmath<fast> : f16
  // CHECK: math.exp2 %{{.*}} fastmath<fast> : f64
  // CHECK: math.exp2 %{{.*}} fastmath<fast> : vector<2x2xf32>
  // CHECK: math.exp %{{.*}} fastmath<fast> : f32
  // CHECK: math.log2 %{{.*}} fastmath<fast> : f32
  // CHECK: math.log %{{.*}} fastmath<fast> : f32
  // CHECK-NOT: rocdl.
  // CHECK: return
  func.func @kept(%x: f32, %h: f16, %d: f64, %m: vector<2x2xf32>)
      -> (f32, f32, f16, f64, vector<2x2xf32>, f32, f32, f32) {
    %0 = math.exp2 %x : f32
    %1 = math.exp2 %x fastmath<nnan,ninf> : f32
    %2 = math.exp2 %h fastmath<fast> : f16
    %3 = math.exp2 %d fastmath<fast> : f64
    %4 = math.exp2 %m fastmath<fast> : vector<2x2xf32>
    %5 = math.exp %x fastmath<fast> : f32
    %6 = math.log2 %x fastmath<fast> : f32
    %7 = math.log %x fastmath<fast> : f32
    return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f16, f64, vector<2x2xf32>, f32, f32, f32
  }
}

// Host code is not device code: it keeps its exp2.
// CHECK-LABEL: func.func @host
// CHECK: math.exp2 %{{.*}} fastmath<fast> : f32
func.func @host(%x: f32) -> f32 {
  %0 = math.exp2 %x fastmath<fast> : f32
  return %0 : f32
}
