// RUN: fly-opt %s -split-input-file --convert-fly-to-nvvm | FileCheck %s
// RUN: fly-opt %s -split-input-file --fly-lower-to-nvvm=chip=sm_80 | FileCheck %s --check-prefix=PIPELINE
// fly.mma_atom_call_ssa with a `d` view (the op's store form: "with d (a
// memref) the op stores it and has no result"), which
// fly-convert-atom-call-to-ssa-form makes whenever D is not promoted with C
// (a D view that is not C's vector type, e.g. a strided one): the
// instruction, then D's four values stored in value order into the view,
// here (2,2):(2,1), value v = v0 + 2*v1 at offset 2*v0 + v1: offsets 0 2 1 3.

// CHECK-LABEL: func.func @ssa_store(
// CHECK-SAME: %[[D:.*]]: !llvm.ptr, %[[A:.*]]: vector<8xf16>, %[[B:.*]]: vector<4xf16>, %[[C:.*]]: vector<4xf32>)
// CHECK: nvvm.mma.sync A[{{.*}}] B[{{.*}}] C[{{.*}}] {{.*}} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK: llvm.store %{{.*}}, %[[D]] {{.*}} : f32, !llvm.ptr
// CHECK: llvm.getelementptr %[[D]][2] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK: llvm.getelementptr %[[D]][1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK: llvm.getelementptr %[[D]][3] : (!llvm.ptr) -> !llvm.ptr, f32
!m = !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f32>>
func.func @ssa_store(%d: !fly.memref<f32, register, (2,2):(2,1)>, %a: vector<8xf16>, %b: vector<4xf16>, %c: vector<4xf32>) {
  %atom = fly.make_mma_atom : !m
  fly.mma_atom_call_ssa(%atom, %d, %a, %b, %c) : (!m, !fly.memref<f32, register, (2,2):(2,1)>, vector<8xf16>, vector<4xf16>, vector<4xf32>) -> ()
  return
}

// -----

// The same through the pipeline: a kernel whose D is a strided view of its
// own register fragment (C is another fragment).
// PIPELINE-LABEL: llvm.func @mma(
// PIPELINE: nvvm.mma.sync
!m = !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f32>>
!ra8 = !fly.memref<f16, register, 8:1, align<16>>
!rb4 = !fly.memref<f16, register, 4:1, align<16>>
!rc4 = !fly.memref<f32, register, 4:1, align<16>>
!rds = !fly.memref<f32, register, (2,2):(2,1), align<16>>
!c16 = !fly.copy_atom<!fly.universal_copy<128>, 16>
!c16h = !fly.copy_atom<!fly.universal_copy<64>, 16>
!c32 = !fly.copy_atom<!fly.universal_copy<128>, 32>
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @mma(%pa: !fly.ptr<f16, global, align<16>>, %pb: !fly.ptr<f16, global, align<16>>, %pc: !fly.ptr<f32, global, align<16>>, %pd: !fly.ptr<f32, global, align<16>>) kernel {
      %atom = fly.make_mma_atom : !m
      %l8 = fly.static : !fly.layout<8:1>
      %l4 = fly.static : !fly.layout<4:1>
      %ls = fly.static : !fly.layout<(2,2):(2,1)>
      %ra = fly.memref.alloca(%l8) : (!fly.layout<8:1>) -> !ra8
      %rb = fly.memref.alloca(%l4) : (!fly.layout<4:1>) -> !rb4
      %rc = fly.memref.alloca(%l4) : (!fly.layout<4:1>) -> !rc4
      %rf = fly.memref.alloca(%l4) : (!fly.layout<4:1>) -> !rc4
      %ga = fly.make_view(%pa, %l8) : (!fly.ptr<f16, global, align<16>>, !fly.layout<8:1>) -> !fly.memref<f16, global, 8:1, align<16>>
      %gb = fly.make_view(%pb, %l4) : (!fly.ptr<f16, global, align<16>>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1, align<16>>
      %gc = fly.make_view(%pc, %l4) : (!fly.ptr<f32, global, align<16>>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1, align<16>>
      %gd = fly.make_view(%pd, %l4) : (!fly.ptr<f32, global, align<16>>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1, align<16>>
      %ca = fly.make_copy_atom {valBits = 16 : i32} : !c16
      %cb = fly.make_copy_atom {valBits = 16 : i32} : !c16h
      %cc = fly.make_copy_atom {valBits = 32 : i32} : !c32
      fly.copy_atom_call(%ca, %ga, %ra) : (!c16, !fly.memref<f16, global, 8:1, align<16>>, !ra8) -> ()
      fly.copy_atom_call(%cb, %gb, %rb) : (!c16h, !fly.memref<f16, global, 4:1, align<16>>, !rb4) -> ()
      fly.copy_atom_call(%cc, %gc, %rc) : (!c32, !fly.memref<f32, global, 4:1, align<16>>, !rc4) -> ()
      %pf = fly.get_iter(%rf) : (!rc4) -> !fly.ptr<f32, register, align<16>>
      %rd = fly.make_view(%pf, %ls) : (!fly.ptr<f32, register, align<16>>, !fly.layout<(2,2):(2,1)>) -> !rds
      fly.mma_atom_call(%atom, %rd, %ra, %rb, %rc) : (!m, !rds, !ra8, !rb4, !rc4) -> ()
      fly.copy_atom_call(%cc, %rf, %gd) : (!c32, !rc4, !fly.memref<f32, global, 4:1, align<16>>) -> ()
      gpu.return
    }
  }
}
