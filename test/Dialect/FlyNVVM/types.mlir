// RUN: fly-opt %s | FileCheck %s
// RUN: fly-opt %s | fly-opt | FileCheck %s
// Round trip of the fly_nvvm payload types (lib/Dialect/FlyNVVM/IR/
// PayloadSyntax.cpp), each inside the !fly.mma_atom / !fly.copy_atom that
// uses it. mma_sync prints `MxNxK, (A, B) -> C`; the `signA` / `signB` keys
// are printed for i8 operands only, always both, in that order; omitted
// keys default to true, and the keys may be written in any order. The
// matrix copies print `xN` and `, trans` when set; cp_async prints the bits
// and the cache mode (`ca`, or `cg`: bypass L1), then `, skip` when a
// predicated-off call keeps its destination (the default zero-fills).

//===----------------------------------------------------------------------===//
// mma_sync
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @mma_sync_float
func.func @mma_sync_float() {
  // m16n8k16 on 16-bit floats: f16 into f32 or f16, bf16 into f32.
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f32>>
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f32>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f16>>
  %1 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f16>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (bf16, bf16) -> f32>>
  %2 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (bf16, bf16) -> f32>>
  // m16n8k8 tf32: the operands are written f32.
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x8, (f32, f32) -> f32>>
  %3 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x8, (f32, f32) -> f32>>
  // m16n8k32 on 8-bit floats: every e4m3 / e5m2 pairing, f32 accumulator;
  // no sign keys are printed for them.
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E4M3FN) -> f32>>
  %4 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E4M3FN) -> f32>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>>
  %5 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E4M3FN) -> f32>>
  %6 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E4M3FN) -> f32>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E5M2) -> f32>>
  %7 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E5M2) -> f32>>
  // The parser takes any whitespace.
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (bf16, bf16) -> f32>>
  %8 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync< 16x8x16 ,( bf16 ,bf16 )->f32 >>
  return
}

// m16n8k32 on i8 into i32: both signs always printed, default true.
// CHECK-LABEL: func.func @mma_sync_int
func.func @mma_sync_int() {
  // Both omitted: s8 x s8.
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = true>>
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32>>
  // Both written, in order.
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = true>>
  %1 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = true>>
  // u8 x s8: signB omitted (true).
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = false, signB = true>>
  %2 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = false>>
  // s8 x u8: only signB written.
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = false>>
  %3 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signB = false>>
  // u8 x u8, keys in reverse order.
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = false, signB = false>>
  %4 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signB = false, signA = false>>
  // s8 x u8 written in reverse order with both keys.
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = false>>
  %5 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signB = false, signA = true>>
  // u8 x s8 written in reverse order with both keys.
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = false, signB = true>>
  %6 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signB = true, signA = false>>
  return
}

// The atoms inside tiled MMAs, and a payload type on its own (a function
// argument): the same printed forms.
!i8uu = !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = false, signB = false>>
// CHECK-LABEL: func.func @mma_sync_nested
// CHECK-SAME: !fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f16>>, !fly.layout<(2,2,1):(1,2,0)>>
// CHECK-SAME: !fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = false, signB = false>>, !fly.layout<(1,1,1):(0,0,0)>>
// CHECK-SAME: !fly_nvvm.mma_sync<16x8x8, (f32, f32) -> f32>
// CHECK-SAME: !fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = false>
func.func @mma_sync_nested(
    %t0: !fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f16>>, !fly.layout<(2,2,1):(1,2,0)>>,
    %t1: !fly.tiled_mma<!i8uu, !fly.layout<(1,1,1):(0,0,0)>>,
    %p0: !fly_nvvm.mma_sync<16x8x8, (f32, f32) -> f32>,
    %p1: !fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signB = false>) {
  return
}

//===----------------------------------------------------------------------===//
// ldmatrix, stmatrix
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @matrix_copies
func.func @matrix_copies() {
  // CHECK: fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.ldmatrix<x1>, 16>
  %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.ldmatrix<x1>, 16>
  // CHECK: fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.ldmatrix<x2>, 16>
  %1 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.ldmatrix<x2>, 16>
  // CHECK: fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.ldmatrix<x4>, 16>
  %2 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.ldmatrix<x4>, 16>
  // CHECK: fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.ldmatrix<x1, trans>, 16>
  %3 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.ldmatrix<x1, trans>, 16>
  // CHECK: fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.ldmatrix<x2, trans>, 16>
  %4 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.ldmatrix<x2, trans>, 16>
  // CHECK: fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.ldmatrix<x4, trans>, 16>
  %5 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.ldmatrix<x4, trans>, 16>
  // CHECK: fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.stmatrix<x1>, 16>
  %6 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.stmatrix<x1>, 16>
  // CHECK: fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.stmatrix<x2>, 16>
  %7 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.stmatrix<x2>, 16>
  // CHECK: fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.stmatrix<x4>, 16>
  %8 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.stmatrix<x4>, 16>
  // CHECK: fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.stmatrix<x1, trans>, 16>
  %9 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.stmatrix<x1, trans>, 16>
  // CHECK: fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.stmatrix<x2, trans>, 16>
  %10 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.stmatrix<x2, trans>, 16>
  // CHECK: fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.stmatrix<x4, trans>, 16>
  %11 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.stmatrix<x4, trans>, 16>
  // Without trans the register side is whole 32-bit registers, so 32-bit
  // values recast too (CuTe's SM75_U32x4_LDSM_N).
  // CHECK: fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_nvvm.ldmatrix<x4>, 32>
  %12 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_nvvm.ldmatrix<x4>, 32>
  // Whitespace.
  // CHECK: fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.ldmatrix<x2, trans>, 16>
  %13 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.ldmatrix< x2 ,trans >, 16>
  return
}

//===----------------------------------------------------------------------===//
// cp_async
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @cp_async
func.func @cp_async() {
  // CHECK: fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_nvvm.cp_async<32, ca>, 32>
  %0 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_nvvm.cp_async<32, ca>, 32>
  // CHECK: fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.cp_async<64, ca>, 16>
  %1 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.cp_async<64, ca>, 16>
  // CHECK: fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_nvvm.cp_async<128, ca>, 8>
  %2 = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_nvvm.cp_async<128, ca>, 8>
  // CHECK: fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_nvvm.cp_async<128, cg>, 32>
  %3 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_nvvm.cp_async<128, cg>, 32>
  // CHECK: fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.cp_async<128, cg>, 16>
  %4 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.cp_async<128,cg>, 16>
  // The predicated-off meaning: zero-fill is the default and is not
  // printed; skip is.
  // CHECK: fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.cp_async<128, cg, skip>, 16>
  %5 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.cp_async<128, cg, skip>, 16>
  // CHECK: fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_nvvm.cp_async<32, ca, skip>, 32>
  %6 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_nvvm.cp_async<32, ca, skip>, 32>
  return
}

// Copy payloads inside tiled copies and on their own.
// CHECK-LABEL: func.func @copy_nested
// CHECK-SAME: !fly.tiled_copy<!fly.copy_atom<!fly_nvvm.ldmatrix<x4, trans>, 16>, !fly.layout<(32,8):(8,1)>, !fly.tile<[16:1|16:1]>>
// CHECK-SAME: !fly.tiled_copy<!fly.copy_atom<!fly_nvvm.cp_async<128, cg>, 16>, !fly.layout<(4,8):(8,1)>, !fly.tile<[4:1|8:1]>>
// CHECK-SAME: !fly_nvvm.stmatrix<x2, trans>
// CHECK-SAME: !fly_nvvm.cp_async<64, ca>
func.func @copy_nested(
    %t0: !fly.tiled_copy<!fly.copy_atom<!fly_nvvm.ldmatrix<x4, trans>, 16>, !fly.layout<(32,8):(8,1)>, !fly.tile<[16:1|16:1]>>,
    %t1: !fly.tiled_copy<!fly.copy_atom<!fly_nvvm.cp_async<128, cg>, 16>, !fly.layout<(4,8):(8,1)>, !fly.tile<[4:1|8:1]>>,
    %p0: !fly_nvvm.stmatrix<x2, trans>,
    %p1: !fly_nvvm.cp_async<64, ca>) {
  return
}
