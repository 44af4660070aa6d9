// cdna3.buffer_atomic<add, vector<2xbf16>> / <add, vector<2xf16>>: one
// packed pair of 16-bit floats added per call (FlyDSL's split-K GEMMs write
// their bf16 partial sums so, valBits 16, register bf16 2:1 -> buffer bf16
// 2:1). CopyPayloads.cpp accepts 2-element 16-bit float vectors for add only;
// Chips.cpp allows the bf16 pair on gfx950 / RDNA4 / gfx1250 (LLVM 22.1 does
// not select it for gfx942), the f16 pair on CDNA too; BufferOps.cpp
// (BufferAtomicCall) loads the pair as one vector<2xT> and emits one
// raw.ptr.buffer.atomic.fadd of it.
//
// RUN: split-file %s %t
// RUN: fly-opt %t/bf16.mlir --fly-rocdl-pipeline="chip=gfx950 format=isa" | FileCheck %s --check-prefix=BF16
// RUN: not fly-opt %t/bf16.mlir --fly-rocdl-pipeline="chip=gfx942 format=isa" 2>&1 | FileCheck %s --check-prefix=CHIP
// RUN: fly-opt %t/f16.mlir --fly-rocdl-pipeline="chip=gfx950 format=isa" | FileCheck %s --check-prefix=F16
// RUN: fly-opt %t/f16.mlir --fly-rocdl-pipeline="chip=gfx942 format=isa" | FileCheck %s --check-prefix=F16
// RUN: fly-opt %t/invalid.mlir -split-input-file -verify-diagnostics
//
// Each kernel reads the pair from global memory (one 32-bit global load) and
// adds it at buffer element 6: 6 x 2 bytes = byte 12, the immediate
// offset:12 (voffset and soffset are 0). Exactly one buffer atomic, the
// packed one (no scalar add_f32, no cmpswap loop), and no scratch.
// BF16-LABEL: gpu.binary @m
// BF16-NOT: buffer_atomic
// BF16-SAME: buffer_atomic_pk_add_bf16 v{{[0-9]+}}, off, s[{{[0-9]+}}:{{[0-9]+}}], 0 offset:12\0A
// BF16-NOT: buffer_atomic
// BF16-NOT: \09scratch_
// BF16-SAME: .amdhsa_private_segment_fixed_size 0\0A
// F16-LABEL: gpu.binary @m
// F16-NOT: buffer_atomic
// F16-SAME: buffer_atomic_pk_add_f16 v{{[0-9]+}}, off, s[{{[0-9]+}}:{{[0-9]+}}], 0 offset:12\0A
// F16-NOT: buffer_atomic
// F16-NOT: \09scratch_
// F16-SAME: .amdhsa_private_segment_fixed_size 0\0A
// The bf16 pair on gfx942: the target check rejects the atom at the
// fly.make_copy_atom that makes it, and no binary is written.
// CHIP: bf16.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'fly.make_copy_atom' op uses an atom the target cannot run: '!fly_rocdl.cdna3.buffer_atomic<add, vector<2xbf16>>' needs gfx950, RDNA4 or gfx1250 for a packed bf16 add; the target chip is gfx942
// CHIP-NOT: gpu.binary

//--- bf16.mlir
!B = !fly.ptr<bf16, #fly_rocdl.buffer_desc>
!V = !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>
!R = !fly.memref<bf16, register, 2:1>
!G = !fly.memref<bf16, global, 2:1>
!cp = !fly.copy_atom<!fly.universal_copy<32>, 16>
!add = !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<add, vector<2xbf16>>, 16>
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%in: !fly.ptr<bf16, global>, %out: !fly.ptr<bf16, global>, %n: i64) kernel {
      %l = fly.static : !fly.layout<2:1>
      %s = llvm.mlir.constant(0 : i16) : i16
      %g = fly.make_view(%in, %l) : (!fly.ptr<bf16, global>, !fly.layout<2:1>) -> !G
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 2 : i64}} : () -> !fly.ptr<bf16, register>
      %r = fly.make_view(%pr, %l) : (!fly.ptr<bf16, register>, !fly.layout<2:1>) -> !R
      %cp = fly.make_copy_atom {valBits = 16 : i32} : !cp
      fly.copy_atom_call(%cp, %g, %r) : (!cp, !G, !R) -> ()
      %b = fly.make_ptr(%out, %s, %n) : (!fly.ptr<bf16, global>, i16, i64) -> !B
      %o = fly.make_int_tuple() : () -> !fly.int_tuple<6>
      %b6 = fly.add_offset(%b, %o) : (!B, !fly.int_tuple<6>) -> !B
      %v = fly.make_view(%b6, %l) : (!B, !fly.layout<2:1>) -> !V
      %a = fly.make_copy_atom {valBits = 16 : i32} : !add
      fly.copy_atom_call(%a, %r, %v) : (!add, !R, !V) -> ()
      gpu.return
    }
  }
}

//--- f16.mlir
!B = !fly.ptr<f16, #fly_rocdl.buffer_desc>
!V = !fly.memref<f16, #fly_rocdl.buffer_desc, 2:1>
!R = !fly.memref<f16, register, 2:1>
!G = !fly.memref<f16, global, 2:1>
!cp = !fly.copy_atom<!fly.universal_copy<32>, 16>
!add = !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<add, vector<2xf16>>, 16>
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%in: !fly.ptr<f16, global>, %out: !fly.ptr<f16, global>, %n: i64) kernel {
      %l = fly.static : !fly.layout<2:1>
      %s = llvm.mlir.constant(0 : i16) : i16
      %g = fly.make_view(%in, %l) : (!fly.ptr<f16, global>, !fly.layout<2:1>) -> !G
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 2 : i64}} : () -> !fly.ptr<f16, register>
      %r = fly.make_view(%pr, %l) : (!fly.ptr<f16, register>, !fly.layout<2:1>) -> !R
      %cp = fly.make_copy_atom {valBits = 16 : i32} : !cp
      fly.copy_atom_call(%cp, %g, %r) : (!cp, !G, !R) -> ()
      %b = fly.make_ptr(%out, %s, %n) : (!fly.ptr<f16, global>, i16, i64) -> !B
      %o = fly.make_int_tuple() : () -> !fly.int_tuple<6>
      %b6 = fly.add_offset(%b, %o) : (!B, !fly.int_tuple<6>) -> !B
      %v = fly.make_view(%b6, %l) : (!B, !fly.layout<2:1>) -> !V
      %a = fly.make_copy_atom {valBits = 16 : i32} : !add
      fly.copy_atom_call(%a, %r, %v) : (!add, !R, !V) -> ()
      gpu.return
    }
  }
}

//--- invalid.mlir
// Only 2-element 16-bit float vectors are packed values: four bf16 are not
// one buffer atomic.
func.func @four_bf16() {
  // expected-error @+1 {{cdna3.buffer_atomic<add> needs f32, vector<2xf16> or vector<2xbf16>, got 'vector<4xbf16>'}}
  %a = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<add, vector<4xbf16>>, 16>
  return
}

// -----

// Nor is a pair of f32 (64 bits).
func.func @two_f32() {
  // expected-error @+1 {{cdna3.buffer_atomic<add> needs f32, vector<2xf16> or vector<2xbf16>, got 'vector<2xf32>'}}
  %a = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<add, vector<2xf32>>, 32>
  return
}
