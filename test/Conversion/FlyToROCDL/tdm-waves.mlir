// gfx1250.tdm with several waves moves each wave's global base by its block
// times the same stride the descriptor uses: the stride set on the atom, not
// the static layout's (which it replaces). Here 4 waves split the 64 rows
// of a 64x32 f16 tile (layout stride 1024, stride_0 set to 2048): wave w
// starts at row 16w, i.e. 16w * 2048 * 2 bytes = (w * 16) << 12 (with the
// layout's stride it would be << 11), and descriptor stride 0 is 2048.
// RUN: fly-opt %s --convert-fly-to-rocdl --canonicalize --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir | opt -S -O2 | FileCheck %s
// CHECK-LABEL: define void @tdm_waves_set_stride(
// CHECK: %[[W:.*]] = tail call i32 @llvm.amdgcn.wave.id()
// CHECK: %[[ROWS:.*]] = shl i32 %[[W]], 4
// CHECK: %[[R:.*]] = and i32 %[[ROWS]], 48
// CHECK-NEXT: %[[GOFF:.*]] = shl nuw nsw i32 %[[R]], 12
// CHECK-NEXT: zext nneg i32 %[[GOFF]] to i64
// The LDS base moves by rows * 32 elements * 2 bytes = rows << 6.
// CHECK-NEXT: shl nuw nsw i32 %[[R]], 6
// G1: element size log2(2) << 16 = 65536; tile dims 32 (word 3 high half,
// with the low half of tensor dim 1) and 16 rows per wave (word 4); stride 0
// = 2048 in word 5.
// CHECK: <8 x i32> <i32 65536, i32 -65536, i32 poison, i32 2129919, i32 16, i32 2048, i32 0, i32 0>
// CHECK: call void @llvm.amdgcn.tensor.load.to.lds(
!tdm = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 4, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>
func.func @tdm_waves_set_stride(%g: !fly.ptr<f16, global>, %s: !fly.ptr<f16, shared>) {
  %lg = fly.static : !fly.layout<(64,32):(1024,1)>
  %ll = fly.static : !fly.layout<(64,32):(32,1)>
  %gv = fly.make_view(%g, %lg) : (!fly.ptr<f16, global>, !fly.layout<(64,32):(1024,1)>) -> !fly.memref<f16, global, (64,32):(1024,1)>
  %lv = fly.make_view(%s, %ll) : (!fly.ptr<f16, shared>, !fly.layout<(64,32):(32,1)>) -> !fly.memref<f16, shared, (64,32):(32,1)>
  %a0 = fly.make_copy_atom {valBits = 0 : i32} : !tdm
  %st = arith.constant 2048 : i64
  %a = fly.atom.set_value(%a0, "stride_0", %st) : (!tdm, i64) -> !tdm
  fly.copy_atom_call(%a, %gv, %lv) : (!tdm, !fly.memref<f16, global, (64,32):(1024,1)>, !fly.memref<f16, shared, (64,32):(32,1)>) -> ()
  return
}
