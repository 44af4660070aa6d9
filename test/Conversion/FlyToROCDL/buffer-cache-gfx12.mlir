// cdna3.buffer_copy<..., cache = 2> means non-temporal. On
// CDNA that is aux bit 1 (`nt`, isa-copy-cdna.mlir); on gfx12 and gfx1250
// the aux field is a temporal hint where 2 would be high-temporal, so the
// lowering passes TH_NT = 1 instead: the ISA shows th:TH_LOAD_NT and
// th:TH_STORE_NT. (cache = 1 there is an error: lowering-invalid-copies.mlir.)
// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl | FileCheck %s --check-prefix=AUX
// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl --canonicalize --convert-gpu-to-rocdl=use-bare-ptr-memref-call-conv=true --convert-arith-to-llvm --reconcile-unrealized-casts --gpu-module-to-binary=format=isa | FileCheck %s --check-prefix=ISA
// AUX-LABEL: gpu.module @nt_gfx1201
// AUX: %[[A:.*]] = llvm.mlir.constant(1 : i32) : i32
// AUX-NEXT: rocdl.raw.ptr.buffer.load %{{.*}}, %{{.*}}, %{{.*}}, %[[A]] : vector<4xi32>
// AUX: %[[S:.*]] = llvm.mlir.constant(1 : i32) : i32
// AUX: rocdl.raw.ptr.buffer.store %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[S]] : vector<4xi32>
// ISA: gpu.binary @nt_gfx1201 [#gpu.object<#rocdl.target<chip = "gfx1201">{{.*}}buffer_load_b128 v[0:3], off, s[{{[0-9]+}}:{{[0-9]+}}], null th:TH_LOAD_NT{{.*}}buffer_store_b128 v[0:3], off, s[{{[0-9]+}}:{{[0-9]+}}], null th:TH_STORE_NT
// ISA: gpu.binary @nt_gfx1250 [#gpu.object<#rocdl.target<chip = "gfx1250">{{.*}}buffer_load_b128 v[0:3], off, s[{{[0-9]+}}:{{[0-9]+}}], null th:TH_LOAD_NT{{.*}}buffer_store_b128 v[0:3], off, s[{{[0-9]+}}:{{[0-9]+}}], null th:TH_STORE_NT
!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128, cache = 2>, 16>
!B = !fly.ptr<f16, #fly_rocdl.buffer_desc>
!V = !fly.memref<f16, #fly_rocdl.buffer_desc, 8:1>
!R = !fly.memref<f16, register, 8:1>
module attributes {gpu.container_module} {
  gpu.module @nt_gfx1201 [#rocdl.target<chip = "gfx1201">] {
    gpu.func @k(%g: !fly.ptr<f16, global>, %out: !fly.ptr<f16, global>, %n: i64) kernel {
      %stride = llvm.mlir.constant(0 : i16) : i16
      %b = fly.make_ptr(%g, %stride, %n) : (!fly.ptr<f16, global>, i16, i64) -> !B
      %l = fly.static : !fly.layout<8:1>
      %src = fly.make_view(%b, %l) : (!B, !fly.layout<8:1>) -> !V
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %r = fly.make_view(%pr, %l) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !R
      %atom = fly.make_copy_atom {valBits = 16 : i32} : !bc
      fly.copy_atom_call(%atom, %src, %r) : (!bc, !V, !R) -> ()
      %ob = fly.make_ptr(%out, %stride, %n) : (!fly.ptr<f16, global>, i16, i64) -> !B
      %dst = fly.make_view(%ob, %l) : (!B, !fly.layout<8:1>) -> !V
      fly.copy_atom_call(%atom, %r, %dst) : (!bc, !R, !V) -> ()
      gpu.return
    }
  }
}


// -----

!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128, cache = 2>, 16>
!B = !fly.ptr<f16, #fly_rocdl.buffer_desc>
!V = !fly.memref<f16, #fly_rocdl.buffer_desc, 8:1>
!R = !fly.memref<f16, register, 8:1>
module attributes {gpu.container_module} {
  gpu.module @nt_gfx1250 [#rocdl.target<chip = "gfx1250">] {
    gpu.func @k(%g: !fly.ptr<f16, global>, %out: !fly.ptr<f16, global>, %n: i64) kernel {
      %stride = llvm.mlir.constant(0 : i16) : i16
      %b = fly.make_ptr(%g, %stride, %n) : (!fly.ptr<f16, global>, i16, i64) -> !B
      %l = fly.static : !fly.layout<8:1>
      %src = fly.make_view(%b, %l) : (!B, !fly.layout<8:1>) -> !V
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
      %r = fly.make_view(%pr, %l) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !R
      %atom = fly.make_copy_atom {valBits = 16 : i32} : !bc
      fly.copy_atom_call(%atom, %src, %r) : (!bc, !V, !R) -> ()
      %ob = fly.make_ptr(%out, %stride, %n) : (!fly.ptr<f16, global>, i16, i64) -> !B
      %dst = fly.make_view(%ob, %l) : (!B, !fly.layout<8:1>) -> !V
      fly.copy_atom_call(%atom, %r, %dst) : (!bc, !R, !V) -> ()
      gpu.return
    }
  }
}

