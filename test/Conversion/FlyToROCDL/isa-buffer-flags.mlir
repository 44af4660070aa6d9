// Default buffer flags in the ISA (see buffer-flags.mlir): range checking
// on RDNA4 (0x31027000 in the descriptor's fourth word) and on gfx1250
// (OOB_SELECT = 3: 0x30000000 OR-ed into the high word of the top half).
// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl --canonicalize --convert-gpu-to-rocdl=use-bare-ptr-memref-call-conv=true --convert-arith-to-llvm --reconcile-unrealized-casts --gpu-module-to-binary=format=isa | FileCheck %s --check-prefix=FLAGS

// FLAGS: gpu.binary @m [#gpu.object<#rocdl.target<chip = "gfx1201">{{.*}}s_mov_b32 s{{[0-9]+}}, 0x31027000{{.*}}buffer_load_b32
!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
module attributes {gpu.container_module} {
  gpu.module @m [#rocdl.target<chip = "gfx1201">] {
    gpu.func @k(%g: !fly.ptr<f32, global>, %nbytes: i64) kernel {
      %s = llvm.mlir.constant(0 : i16) : i16
      %b = fly.make_ptr(%g, %s, %nbytes) : (!fly.ptr<f32, global>, i16, i64) -> !B
      %l = fly.static : !fly.layout<1:1>
      %v = fly.make_view(%b, %l) : (!B, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>
      %p = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
      %r = fly.make_view(%p, %l) : (!fly.ptr<f32, register>, !fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      %a = fly.make_copy_atom {valBits = 32 : i32} : !bc
      fly.copy_atom_call(%a, %v, %r) : (!bc, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<f32, register, 1:1>) -> ()
      fly.copy_atom_call(%a, %r, %v) : (!bc, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>) -> ()
      gpu.return
    }
  }
}

// -----

// FLAGS: gpu.binary @m [#gpu.object<#rocdl.target<chip = "gfx1250">{{.*}}s_or_b64 s[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}], 0x3000000000000000{{.*}}buffer_load_b32
!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
module attributes {gpu.container_module} {
  gpu.module @m [#rocdl.target<chip = "gfx1250">] {
    gpu.func @k(%g: !fly.ptr<f32, global>, %nbytes: i64) kernel {
      %s = llvm.mlir.constant(0 : i16) : i16
      %b = fly.make_ptr(%g, %s, %nbytes) : (!fly.ptr<f32, global>, i16, i64) -> !B
      %l = fly.static : !fly.layout<1:1>
      %v = fly.make_view(%b, %l) : (!B, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>
      %p = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
      %r = fly.make_view(%p, %l) : (!fly.ptr<f32, register>, !fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      %a = fly.make_copy_atom {valBits = 32 : i32} : !bc
      fly.copy_atom_call(%a, %v, %r) : (!bc, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<f32, register, 1:1>) -> ()
      fly.copy_atom_call(%a, %r, %v) : (!bc, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>) -> ()
      gpu.return
    }
  }
}
