// RUN: fly-opt %s --convert-fly-to-rocdl -split-input-file -verify-diagnostics
// What convert-fly-to-rocdl rejects: a diagnostic at the op saying why,
// then the conversion's own "failed to legalize".

!B = !fly.ptr<f16, #fly_rocdl.buffer_desc>
func.func @make_ptr_operands(%g: !fly.ptr<f16, global>, %n: i64) {
  %s = llvm.mlir.constant(0 : i16) : i16
  %f = llvm.mlir.constant(0 : i64) : i64
  // expected-error @+2 {{a buffer pointer is made from a base pointer, stride (i16), numRecords (i64) and optionally flags (i32)}}
  // expected-error @+1 {{failed to legalize operation}}
  %b = fly.make_ptr(%g, %s, %n, %f) : (!fly.ptr<f16, global>, i16, i64, i64) -> !B
  return
}

// -----

!B = !fly.ptr<f16, #fly_rocdl.buffer_desc>
!M = !fly.memref<f16, #fly_rocdl.buffer_desc, 8:1>
!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
func.func @buffer_to_buffer(%a: !B, %b: !B) {
  %l = fly.static : !fly.layout<8:1>
  %va = fly.make_view(%a, %l) : (!B, !fly.layout<8:1>) -> !M
  %vb = fly.make_view(%b, %l) : (!B, !fly.layout<8:1>) -> !M
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !bc
  // expected-error @+2 {{cdna3.buffer_copy copies between a buffer view (#fly_rocdl.buffer_desc) and a non-buffer view; got '!fly.memref<f16, #fly_rocdl.buffer_desc, 8:1>' -> '!fly.memref<f16, #fly_rocdl.buffer_desc, 8:1>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%atom, %va, %vb) : (!bc, !M, !M) -> ()
  return
}

// -----

!B = !fly.ptr<f16, #fly_rocdl.buffer_desc>
!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
func.func @buffer_not_contiguous(%a: !B, %r: !fly.ptr<f16, register>) {
  %l = fly.static : !fly.layout<8:2>
  %lr = fly.static : !fly.layout<8:1>
  %va = fly.make_view(%a, %l) : (!B, !fly.layout<8:2>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, 8:2>
  %vr = fly.make_view(%r, %lr) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !bc
  // expected-error @+2 {{the buffer side of cdna3.buffer_copy must hold its values contiguously, got '!fly.memref<f16, #fly_rocdl.buffer_desc, 8:2>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%atom, %va, %vr) : (!bc, !fly.memref<f16, #fly_rocdl.buffer_desc, 8:2>, !fly.memref<f16, register, 8:1>) -> ()
  return
}

// -----

// The LDS DMA's immediate offset must be a compile-time constant.
!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
!lds = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<32>, 32>
func.func @lds_imm_offset_dynamic(%a: !B, %s: !fly.ptr<f32, shared>, %o: i32) {
  %l = fly.static : !fly.layout<1:1>
  %va = fly.make_view(%a, %l) : (!B, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>
  %vs = fly.make_view(%s, %l) : (!fly.ptr<f32, shared>, !fly.layout<1:1>) -> !fly.memref<f32, shared, 1:1>
  %atom0 = fly.make_copy_atom {valBits = 32 : i32} : !lds
  %atom = fly.atom.set_value(%atom0, "imm_offset", %o) : (!lds, i32) -> !lds
  // expected-error @+2 {{the imm_offset of '!fly_rocdl.cdna3.buffer_copy_lds<32>' is an instruction immediate and must be a compile-time constant (set it with a constant)}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%atom, %va, %vs) : (!lds, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<f32, shared, 1:1>) -> ()
  return
}

// -----

// A 16x16x4 f16 MFMA computes 4 independent 16x16 blocks; unlike the 4x4
// shapes (16 blocks given the same data) it has no reading as one atom, so
// it verifies (as in FlyDSL) but does not lower.
!m4 = !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x4, (f16, f16) -> f32>>
func.func @mfma_multi_block(%a: vector<1xf16>, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !m4
  // expected-error @+2 {{cannot lower '!fly_rocdl.cdna3.mfma<16x16x4, (f16, f16) -> f32>': no CDNA MFMA instruction computes 16x16x4 on these types}}
  // expected-error @+1 {{failed to legalize operation}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %a, %c) : (!m4, vector<1xf16>, vector<1xf16>, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// -----

// Operand widths must match the instruction (here 8 f16 for a 16x16x16 MFMA
// that takes 4 per lane).
!m = !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>
func.func @mfma_width(%a: vector<8xf16>, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !m
  // expected-error @+2 {{operand A holds 128 bits per lane ('vector<8xf16>'), but mfma.f32.16x16x16f16 takes 'vector<4xf16>'}}
  // expected-error @+1 {{failed to legalize operation}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %a, %c) : (!m, vector<8xf16>, vector<8xf16>, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// -----

// gfx1250.tdm: padding with several waves has no defined LDS pitch per
// wave, and the LDS side must hold the tile densely.
!tdm2 = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 2, pad = 64, 8, cache = 0, barrier = false, timeout = false>, 0>
!tdm1 = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>
!G = !fly.memref<f16, global, (64,32):(1024,1)>
func.func @tdm_warps(%g: !fly.ptr<f16, global>, %s: !fly.ptr<f16, shared>) {
  %lg = fly.static : !fly.layout<(64,32):(1024,1)>
  %ll = fly.static : !fly.layout<(64,32):(32,1)>
  %gv = fly.make_view(%g, %lg) : (!fly.ptr<f16, global>, !fly.layout<(64,32):(1024,1)>) -> !G
  %lv = fly.make_view(%s, %ll) : (!fly.ptr<f16, shared>, !fly.layout<(64,32):(32,1)>) -> !fly.memref<f16, shared, (64,32):(32,1)>
  %a = fly.make_copy_atom {valBits = 0 : i32} : !tdm2
  // expected-error @+2 {{gfx1250.tdm padding with warps > 1 is not supported (the padded LDS pitch of a wave's block is not defined)}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %gv, %lv) : (!tdm2, !G, !fly.memref<f16, shared, (64,32):(32,1)>) -> ()
  return
}

// -----

!tdm1 = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>
!G = !fly.memref<f16, global, (64,32):(1024,1)>
func.func @tdm_lds_not_dense(%g: !fly.ptr<f16, global>, %s: !fly.ptr<f16, shared>) {
  %lg = fly.static : !fly.layout<(64,32):(1024,1)>
  %ll = fly.static : !fly.layout<(64,32):(1,64)>
  %gv = fly.make_view(%g, %lg) : (!fly.ptr<f16, global>, !fly.layout<(64,32):(1024,1)>) -> !G
  %lv = fly.make_view(%s, %ll) : (!fly.ptr<f16, shared>, !fly.layout<(64,32):(1,64)>) -> !fly.memref<f16, shared, (64,32):(1,64)>
  %a = fly.make_copy_atom {valBits = 0 : i32} : !tdm1
  // expected-error @+2 {{gfx1250.tdm writes the tile densely (row-major) to LDS; the shared view '!fly.memref<f16, shared, (64,32):(1,64)>' does not match the global tile '!fly.memref<f16, global, (64,32):(1024,1)>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %gv, %lv) : (!tdm1, !G, !fly.memref<f16, shared, (64,32):(1,64)>) -> ()
  return
}
