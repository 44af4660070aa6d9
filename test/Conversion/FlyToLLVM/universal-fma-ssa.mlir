// RUN: fly-opt %s --convert-fly-to-llvm -split-input-file | FileCheck %s
// fly.mma_atom_call_ssa of the universal FMA (issue 13 A5): what
// fly-convert-atom-call-to-ssa-form makes of a call on register fragments.
// a, b and c are one value each, as a scalar, a vector<1xT> or a one-element
// view; d = fma(a, b, c) (llvm.intr.fma for floats: one rounding, never a
// separate fmul and fadd; a mul and an add for integers) is the result, of
// c's type, or is stored to the view d. Every operand is a distinct argument,
// so the checks pin which value goes where.

!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
// vector<1xf32> operands: element 0 of each, the fma in the order (a, b, c),
// put back into a vector<1xf32>.
// CHECK-LABEL: func.func @vectors(
// CHECK-SAME: %[[A:[a-z0-9]+]]: vector<1xf32>, %[[B:[a-z0-9]+]]: vector<1xf32>, %[[C:[a-z0-9]+]]: vector<1xf32>)
// CHECK: %[[XA:.*]] = llvm.extractelement %[[A]][%{{.*}} : i64] : vector<1xf32>
// CHECK: %[[XB:.*]] = llvm.extractelement %[[B]][%{{.*}} : i64] : vector<1xf32>
// CHECK: %[[XC:.*]] = llvm.extractelement %[[C]][%{{.*}} : i64] : vector<1xf32>
// CHECK: %[[F:.*]] = llvm.intr.fma(%[[XA]], %[[XB]], %[[XC]]) : (f32, f32, f32) -> f32
// CHECK-NOT: llvm.fmul
// CHECK-NOT: llvm.fadd
// CHECK: %[[P:.*]] = llvm.mlir.poison : vector<1xf32>
// CHECK: %[[D:.*]] = llvm.insertelement %[[F]], %[[P]][%{{.*}} : i64] : vector<1xf32>
// CHECK: return %[[D]] : vector<1xf32>
func.func @vectors(%a: vector<1xf32>, %b: vector<1xf32>, %c: vector<1xf32>) -> vector<1xf32> {
  %atom = fly.make_mma_atom : !fma
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!fma, vector<1xf32>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
  return %d : vector<1xf32>
}

// -----

!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
// Scalar operands: the fma itself is the result.
// CHECK-LABEL: func.func @scalars(
// CHECK-SAME: %[[A:[a-z0-9]+]]: f32, %[[B:[a-z0-9]+]]: f32, %[[C:[a-z0-9]+]]: f32)
// CHECK: %[[F:.*]] = llvm.intr.fma(%[[A]], %[[B]], %[[C]]) : (f32, f32, f32) -> f32
// CHECK-NEXT: return %[[F]] : f32
func.func @scalars(%a: f32, %b: f32, %c: f32) -> f32 {
  %atom = fly.make_mma_atom : !fma
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!fma, f32, f32, f32) -> f32
  return %d : f32
}

// -----

!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
// d in global memory (no result), b still a register view: b is loaded from
// its pointer, and the fma is stored to d's.
// CHECK-LABEL: func.func @d_view(
// CHECK-SAME: %[[DP:[a-z0-9]+]]: !llvm.ptr<1>, %[[A:[a-z0-9]+]]: vector<1xf32>, %[[BP:[a-z0-9]+]]: !llvm.ptr, %[[C:[a-z0-9]+]]: vector<1xf32>)
// CHECK: %[[XA:.*]] = llvm.extractelement %[[A]]
// CHECK: %[[XB:.*]] = llvm.load %[[BP]] {alignment = 4 : i64} : !llvm.ptr -> f32
// CHECK: %[[XC:.*]] = llvm.extractelement %[[C]]
// CHECK: %[[F:.*]] = llvm.intr.fma(%[[XA]], %[[XB]], %[[XC]]) : (f32, f32, f32) -> f32
// CHECK-NEXT: llvm.store %[[F]], %[[DP]] {alignment = 4 : i64} : f32, !llvm.ptr<1>
// CHECK-NEXT: return
func.func @d_view(%d: !fly.memref<f32, global, 1:0>, %a: vector<1xf32>, %b: !fly.memref<f32, register, 1:0>, %c: vector<1xf32>) {
  %atom = fly.make_mma_atom : !fma
  fly.mma_atom_call_ssa(%atom, %d, %a, %b, %c) : (!fma, !fly.memref<f32, global, 1:0>, vector<1xf32>, !fly.memref<f32, register, 1:0>, vector<1xf32>) -> ()
  return
}

// -----

!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (i32, i32) -> i32>>
// Integers: a multiply and an add (exact either way).
// CHECK-LABEL: func.func @integers(
// CHECK-SAME: %[[A:[a-z0-9]+]]: i32, %[[B:[a-z0-9]+]]: i32, %[[C:[a-z0-9]+]]: i32)
// CHECK: %[[M:.*]] = llvm.mul %[[A]], %[[B]] : i32
// CHECK-NEXT: %[[S:.*]] = llvm.add %[[M]], %[[C]] : i32
// CHECK-NEXT: return %[[S]] : i32
func.func @integers(%a: i32, %b: i32, %c: i32) -> i32 {
  %atom = fly.make_mma_atom : !fma
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!fma, i32, i32, i32) -> i32
  return %d : i32
}
