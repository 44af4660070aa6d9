// RUN: fly-opt %s --convert-fly-to-nvvm | FileCheck %s
// RUN: fly-opt %s --fly-convert-atom-call-to-ssa-form --convert-fly-to-nvvm | FileCheck %s --check-prefix=VIEW
// The store form of fly.mma_atom_call_ssa on a wgmma atom ("with d (a
// memref) the op stores it and has no result"): the one
// fly-convert-atom-call-to-ssa-form makes when C is a promotable register
// view and D is not C's vector type (a strided D here), as fly-lower-to-nvvm
// and fly-nvvm-pipeline run it (the second RUN line: the pass and the
// conversion alone). The lowering is the view form's: the instruction, then
// D's four values (result register i = value i) stored in value order into
// the view (2,2):(2,1): value v = v0 + 2 v1 at offset 2 v0 + v1, offsets 0
// 2 1 3. (Written while the lowering rejected this form; it now passes.)

// CHECK-LABEL: func.func @ssa_store(
// CHECK-SAME: %[[D:.*]]: !llvm.ptr, %{{.*}}: !llvm.ptr<3>, %{{.*}}: !llvm.ptr<3>, %{{.*}}: vector<4xf32>)
// CHECK: %[[R:.*]] = llvm.inline_asm has_side_effects "{\0A.reg .pred p;\0Asetp.ne.b32 p, $10, 0;\0Awgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, $8, $9, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,0,1,2,3,l,l,r"
// CHECK: %[[X3:.*]] = llvm.extractvalue %[[R]][3]
// CHECK-NEXT: %[[K3:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[J3:.*]] = llvm.insertelement %[[X3]], %{{.*}}[%[[K3]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[DV:.*]] = llvm.bitcast %[[J3]] : vector<4xf32> to vector<4xf32>
// CHECK-NEXT: %[[E0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[E0:.*]] = llvm.extractelement %[[DV]][%[[E0K]] : i32] : vector<4xf32>
// CHECK-NEXT: llvm.store %[[E0]], %[[D]] {{.*}} : f32, !llvm.ptr
// CHECK-NEXT: %[[E1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[E1:.*]] = llvm.extractelement %[[DV]][%[[E1K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[G1:.*]] = llvm.getelementptr %[[D]][2] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %[[E1]], %[[G1]] {{.*}} : f32, !llvm.ptr
// CHECK-NEXT: %[[E2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[E2:.*]] = llvm.extractelement %[[DV]][%[[E2K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[G2:.*]] = llvm.getelementptr %[[D]][1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %[[E2]], %[[G2]] {{.*}} : f32, !llvm.ptr
// CHECK-NEXT: %[[E3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[E3:.*]] = llvm.extractelement %[[DV]][%[[E3K]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[G3:.*]] = llvm.getelementptr %[[D]][3] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %[[E3]], %[[G3]] {{.*}} : f32, !llvm.ptr
// CHECK-NEXT: return
!w = !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
!a = !fly.memref<f16, shared, (64,16):(64,1), align<1024>, S<3,4,3>>
!b = !fly.memref<f16, shared, (8,16):(32,1), align<512>, S<2,4,3>>
!rd = !fly.memref<f32, register, (2,2):(2,1)>
func.func @ssa_store(%d: !rd, %a: !a, %b: !b, %c: vector<4xf32>) {
  %atom = fly.make_mma_atom : !w
  fly.mma_atom_call_ssa(%atom, %d, %a, %b, %c) : (!w, !rd, !a, !b, vector<4xf32>) -> ()
  return
}

// The view form with the strided D: C (4:1) is promoted, D is not; after
// the pass C is loaded from its register view (%arg3, a pointer).
// VIEW-LABEL: func.func @strided_d(
// VIEW-SAME: %[[D:.*]]: !llvm.ptr, %{{.*}}: !llvm.ptr<3>, %{{.*}}: !llvm.ptr<3>, %{{.*}}: !llvm.ptr)
// VIEW: %[[R:.*]] = llvm.inline_asm has_side_effects "{\0A.reg .pred p;\0Asetp.ne.b32 p, $10, 0;\0Awgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, $8, $9, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,0,1,2,3,l,l,r"
// VIEW: %[[X3:.*]] = llvm.extractvalue %[[R]][3]
// VIEW-NEXT: %[[K3:.*]] = llvm.mlir.constant(3 : i32) : i32
// VIEW-NEXT: %[[J3:.*]] = llvm.insertelement %[[X3]], %{{.*}}[%[[K3]] : i32] : vector<4xf32>
// VIEW-NEXT: %[[DV:.*]] = llvm.bitcast %[[J3]] : vector<4xf32> to vector<4xf32>
// VIEW-NEXT: %[[E0K:.*]] = llvm.mlir.constant(0 : i32) : i32
// VIEW-NEXT: %[[E0:.*]] = llvm.extractelement %[[DV]][%[[E0K]] : i32] : vector<4xf32>
// VIEW-NEXT: llvm.store %[[E0]], %[[D]] {{.*}} : f32, !llvm.ptr
// VIEW-NEXT: %[[E1K:.*]] = llvm.mlir.constant(1 : i32) : i32
// VIEW-NEXT: %[[E1:.*]] = llvm.extractelement %[[DV]][%[[E1K]] : i32] : vector<4xf32>
// VIEW-NEXT: %[[G1:.*]] = llvm.getelementptr %[[D]][2] : (!llvm.ptr) -> !llvm.ptr, f32
// VIEW-NEXT: llvm.store %[[E1]], %[[G1]] {{.*}} : f32, !llvm.ptr
// VIEW-NEXT: %[[E2K:.*]] = llvm.mlir.constant(2 : i32) : i32
// VIEW-NEXT: %[[E2:.*]] = llvm.extractelement %[[DV]][%[[E2K]] : i32] : vector<4xf32>
// VIEW-NEXT: %[[G2:.*]] = llvm.getelementptr %[[D]][1] : (!llvm.ptr) -> !llvm.ptr, f32
// VIEW-NEXT: llvm.store %[[E2]], %[[G2]] {{.*}} : f32, !llvm.ptr
// VIEW-NEXT: %[[E3K:.*]] = llvm.mlir.constant(3 : i32) : i32
// VIEW-NEXT: %[[E3:.*]] = llvm.extractelement %[[DV]][%[[E3K]] : i32] : vector<4xf32>
// VIEW-NEXT: %[[G3:.*]] = llvm.getelementptr %[[D]][3] : (!llvm.ptr) -> !llvm.ptr, f32
// VIEW-NEXT: llvm.store %[[E3]], %[[G3]] {{.*}} : f32, !llvm.ptr
// VIEW-NEXT: return
!rc = !fly.memref<f32, register, 4:1>
func.func @strided_d(%d: !rd, %a: !a, %b: !b, %c: !rc) {
  %atom = fly.make_mma_atom : !w
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!w, !rd, !a, !b, !rc) -> ()
  return
}
