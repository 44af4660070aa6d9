// RUN: fly-opt %s --fly-rocdl-pack-f32 --split-input-file | FileCheck %s

// Two reductions written one after the other, as FlyDSL's layer norm does:
// each step adds a swizzled copy to the running value. The second chain's
// steps move up to the first's and each pair is one vector<2xf32> add whose
// first operand is the pair before (no gather between steps), so LLVM
// emits one v_pk_add_f32 per step and one wait for both swizzles.

// CHECK-LABEL: func.func @two_chains
// CHECK-SAME: (%[[X:.*]]: f32, %[[Y:.*]]: f32)
// CHECK: %[[SX:[^,]*]], %{{.*}} = gpu.shuffle xor %[[X]], %c1_i32
// CHECK: %[[SY:[^,]*]], %{{.*}} = gpu.shuffle xor %[[Y]], %c1_i32
// CHECK: %[[V0:.*]] = vector.from_elements %[[X]], %[[Y]] : vector<2xf32>
// CHECK: %[[W0:.*]] = vector.from_elements %[[SX]], %[[SY]] : vector<2xf32>
// CHECK: %[[P0:.*]] = arith.addf %[[V0]], %[[W0]] fastmath<fast> : vector<2xf32>
// CHECK: %[[A0:.*]] = vector.extract %[[P0]][0]
// CHECK: %[[B0:.*]] = vector.extract %[[P0]][1]
// CHECK: %[[SA:[^,]*]], %{{.*}} = gpu.shuffle xor %[[A0]], %c2_i32
// CHECK: %[[SB:[^,]*]], %{{.*}} = gpu.shuffle xor %[[B0]], %c2_i32
// CHECK: %[[W1:.*]] = vector.from_elements %[[SA]], %[[SB]] : vector<2xf32>
// CHECK: %[[P1:.*]] = arith.addf %[[P0]], %[[W1]] fastmath<fast> : vector<2xf32>
// CHECK: %[[A1:.*]] = vector.extract %[[P1]][0]
// CHECK: %[[B1:.*]] = vector.extract %[[P1]][1]
// CHECK: return %[[A1]], %[[B1]]
func.func @two_chains(%x: f32, %y: f32) -> (f32, f32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %w = arith.constant 64 : i32
  %sx, %vx = gpu.shuffle xor %x, %c1, %w : f32
  %x1 = arith.addf %x, %sx fastmath<fast> : f32
  %sx1, %vx1 = gpu.shuffle xor %x1, %c2, %w : f32
  %x2 = arith.addf %x1, %sx1 fastmath<fast> : f32
  %sy, %vy = gpu.shuffle xor %y, %c1, %w : f32
  %y1 = arith.addf %y, %sy fastmath<fast> : f32
  %sy1, %vy1 = gpu.shuffle xor %y1, %c2, %w : f32
  %y2 = arith.addf %y1, %sy1 fastmath<fast> : f32
  return %x2, %y2 : f32, f32
}

// -----

// An operand that is the same value in both lanes is broadcast; a
// commutative op whose pair stands in the other position is matched
// swapped (the packed operand is the earlier pair's vector).
// CHECK-LABEL: func.func @broadcast_and_swap
// CHECK-SAME: (%[[A:.*]]: f32, %[[B:.*]]: f32, %[[S:.*]]: f32)
// CHECK: %[[V:.*]] = vector.from_elements %[[A]], %[[B]] : vector<2xf32>
// CHECK: %[[K:.*]] = vector.broadcast %[[S]] : f32 to vector<2xf32>
// CHECK: %[[M:.*]] = arith.mulf %[[V]], %[[K]] : vector<2xf32>
// CHECK: %[[K2:.*]] = vector.broadcast %[[S]] : f32 to vector<2xf32>
// CHECK: %[[R:.*]] = arith.addf %[[M]], %[[K2]] : vector<2xf32>
// CHECK-NOT: arith.addf %{{.*}} : f32
func.func @broadcast_and_swap(%a: f32, %b: f32, %s: f32) -> (f32, f32) {
  %0 = arith.mulf %a, %s : f32
  %1 = arith.mulf %b, %s : f32
  %2 = arith.addf %0, %s : f32
  %3 = arith.addf %s, %1 : f32
  return %2, %3 : f32, f32
}

// -----

// Not paired: an op that depends on the other, ops of other flags, f16,
// and a second op whose input is loaded between the two (the load has a
// memory effect and does not move up).
// CHECK-LABEL: func.func @not_paired
// CHECK-NOT: vector<2xf32>
// CHECK: return
func.func @not_paired(%a: f32, %b: f32, %h: f16, %p: memref<f32>) -> (f32, f32, f32, f32, f16, f16, f32, f32) {
  %0 = arith.addf %a, %b : f32
  %1 = arith.addf %0, %b : f32
  %2 = arith.mulf %a, %b fastmath<fast> : f32
  %3 = arith.mulf %a, %b : f32
  %4 = arith.addf %h, %h : f16
  %5 = arith.addf %h, %h : f16
  %l0 = memref.load %p[] : memref<f32>
  %6 = arith.subf %l0, %b : f32
  %l1 = memref.load %p[] : memref<f32>
  %7 = arith.subf %l1, %b : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f16, f16, f32, f32
}

// -----

// The same two loads before both ops: nothing has to move, and the pair is
// made (the loads line up, the other operand is broadcast).
// CHECK-LABEL: func.func @loads_first
// CHECK: %[[L0:.*]] = memref.load
// CHECK: %[[L1:.*]] = memref.load
// CHECK: %[[V:.*]] = vector.from_elements %[[L0]], %[[L1]] : vector<2xf32>
// CHECK: arith.subf %[[V]], %{{.*}} : vector<2xf32>
func.func @loads_first(%b: f32, %p: memref<f32>) -> (f32, f32) {
  %l0 = memref.load %p[] : memref<f32>
  %l1 = memref.load %p[] : memref<f32>
  %6 = arith.subf %l0, %b : f32
  %7 = arith.subf %l1, %b : f32
  return %6, %7 : f32, f32
}

// -----

// Lanes of vectors of several values (MMA accumulators) are paired only as
// lanes 2k and 2k+1 of one vector, which already sit side by side: lane 0 of
// two accumulators would cost two moves for one instruction saved.
// CHECK-LABEL: func.func @accumulator_lanes
// CHECK-SAME: (%[[U:.*]]: vector<4xf32>, %[[W:.*]]: vector<4xf32>, %[[S:.*]]: f32)
// CHECK: %[[U0:.*]] = vector.extract %[[U]][0]
// CHECK: %[[W0:.*]] = vector.extract %[[W]][0]
// CHECK: %[[U1:.*]] = vector.extract %[[U]][1]
// CHECK: %[[W1:.*]] = vector.extract %[[W]][1]
// CHECK: %[[UV:.*]] = vector.from_elements %[[U0]], %[[U1]] : vector<2xf32>
// CHECK: arith.mulf %[[UV]], %{{.*}} : vector<2xf32>
// CHECK: %[[WV:.*]] = vector.from_elements %[[W0]], %[[W1]] : vector<2xf32>
// CHECK: arith.mulf %[[WV]], %{{.*}} : vector<2xf32>
// CHECK-NOT: vector.from_elements %[[U0]], %[[W0]]
func.func @accumulator_lanes(%u: vector<4xf32>, %w: vector<4xf32>, %s: f32) -> (f32, f32, f32, f32) {
  %u0 = vector.extract %u[0] : f32 from vector<4xf32>
  %w0 = vector.extract %w[0] : f32 from vector<4xf32>
  %u1 = vector.extract %u[1] : f32 from vector<4xf32>
  %w1 = vector.extract %w[1] : f32 from vector<4xf32>
  %0 = arith.mulf %u0, %s : f32
  %1 = arith.mulf %w0, %s : f32
  %2 = arith.mulf %u1, %s : f32
  %3 = arith.mulf %w1, %s : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}
