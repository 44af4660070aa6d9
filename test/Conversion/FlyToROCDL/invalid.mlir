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

// A 16x16x4 f16 MFMA computes 4 independent 16x16 blocks; unlike the 4x4
// shapes (16 blocks given the same data) it has no reading as one atom, so
// it verifies (as in FlyDSL) but does not lower.
!m4 = !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x4, (f16, f16) -> f32>>
func.func @mfma_multi_block(%a: vector<1xf16>, %b: vector<1xf16>, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !m4
  // expected-error @+2 {{cannot lower '!fly_rocdl.cdna3.mfma<16x16x4, (f16, f16) -> f32>': no CDNA MFMA instruction computes 16x16x4 on these types}}
  // expected-error @+1 {{failed to legalize operation}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!m4, vector<1xf16>, vector<1xf16>, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// -----

// Operand widths must match the instruction (here 8 f16 for a 16x16x16 MFMA
// that takes 4 per lane).
!m = !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>
func.func @mfma_width(%a: vector<8xf16>, %b: vector<4xf16>, %c: vector<4xf32>) -> vector<4xf32> {
  %atom = fly.make_mma_atom : !m
  // expected-error @+2 {{operand A holds 128 bits per lane ('vector<8xf16>'), but mfma.f32.16x16x16f16 takes 'vector<4xf16>'}}
  // expected-error @+1 {{failed to legalize operation}}
  %d = fly.mma_atom_call_ssa(%atom, %a, %b, %c) : (!m, vector<8xf16>, vector<4xf16>, vector<4xf32>) -> vector<4xf32>
  return %d : vector<4xf32>
}

// -----

// gfx1250.tdm padding with several waves: the waves must split only the
// outermost mode. A 2x32 tile over 4 waves gives each wave 1 row and 2
// waves per row (mode 1 split).
!tdm4p = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 4, pad = 64, 8, cache = 0, barrier = false, timeout = false>, 0>
!G2 = !fly.memref<f16, global, (2,64):(1024,1)>
func.func @tdm_pad_splits_inner(%g: !fly.ptr<f16, global>, %s: !fly.ptr<f16, shared>) {
  %lg = fly.static : !fly.layout<(2,64):(1024,1)>
  %ll = fly.static : !fly.layout<(2,64):(72,1)>
  %gv = fly.make_view(%g, %lg) : (!fly.ptr<f16, global>, !fly.layout<(2,64):(1024,1)>) -> !G2
  %lv = fly.make_view(%s, %ll) : (!fly.ptr<f16, shared>, !fly.layout<(2,64):(72,1)>) -> !fly.memref<f16, shared, (2,64):(72,1)>
  %a = fly.make_copy_atom {valBits = 0 : i32} : !tdm4p
  // expected-error @+2 {{gfx1250.tdm padding with warps = 4 splits mode 1 of the tile '!fly.memref<f16, global, (2,64):(1024,1)>'; padding needs the waves to split the outermost mode only}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %gv, %lv) : (!tdm4p, !G2, !fly.memref<f16, shared, (2,64):(72,1)>) -> ()
  return
}

// -----

// Padding restarts at each wave's block: a block of 1 row of 32 elements is
// half a pad interval of 64, so the waves' padded blocks would not line up.
!tdm4p = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 4, pad = 64, 8, cache = 0, barrier = false, timeout = false>, 0>
!G4 = !fly.memref<f16, global, (4,32):(1024,1)>
func.func @tdm_pad_block_not_intervals(%g: !fly.ptr<f16, global>, %s: !fly.ptr<f16, shared>) {
  %lg = fly.static : !fly.layout<(4,32):(1024,1)>
  %ll = fly.static : !fly.layout<(4,32):(32,1)>
  %gv = fly.make_view(%g, %lg) : (!fly.ptr<f16, global>, !fly.layout<(4,32):(1024,1)>) -> !G4
  %lv = fly.make_view(%s, %ll) : (!fly.ptr<f16, shared>, !fly.layout<(4,32):(32,1)>) -> !fly.memref<f16, shared, (4,32):(32,1)>
  %a = fly.make_copy_atom {valBits = 0 : i32} : !tdm4p
  // expected-error @+2 {{gfx1250.tdm padding with warps = 4: each wave's block of 32 elements must be a whole number of pad intervals (64 elements)}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %gv, %lv) : (!tdm4p, !G4, !fly.memref<f16, shared, (4,32):(32,1)>) -> ()
  return
}

// -----

// gfx1250.tdm: the LDS side must hold the tile densely.
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

// -----

// Packed sub-byte elements (6 bits): an offset must land on a byte, i.e. be
// a multiple of 4 values (4 x 6 = 24 bits); 2 values are 12 bits.
func.func @f6_offset_off_byte(%s: !fly.ptr<f6E2M3FN, shared>) -> !fly.ptr<f6E2M3FN, shared> {
  %c2 = fly.static : !fly.int_tuple<2>
  // expected-error @+2 {{offset '!fly.int_tuple<2>' of sub-byte element type 'f6E2M3FN' is not proven to land on a byte (needs a multiple of 4)}}
  // expected-error @+1 {{failed to legalize operation}}
  %p = fly.add_offset(%s, %c2) : (!fly.ptr<f6E2M3FN, shared>, !fly.int_tuple<2>) -> !fly.ptr<f6E2M3FN, shared>
  return %p : !fly.ptr<f6E2M3FN, shared>
}

// -----

// Element-wise copies cannot address 6-bit values; only atoms that move a
// lane's values as one group (lds_read_trans, MMAs) take packed views.
func.func @f6_universal_copy(%s: !fly.ptr<f6E2M3FN, shared>) {
  %l = fly.static : !fly.layout<16:1>
  %sv = fly.make_view(%s, %l) : (!fly.ptr<f6E2M3FN, shared>, !fly.layout<16:1>) -> !fly.memref<f6E2M3FN, shared, 16:1>
  %pr = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f6E2M3FN, register>
  %r = fly.make_view(%pr, %l) : (!fly.ptr<f6E2M3FN, register>, !fly.layout<16:1>) -> !fly.memref<f6E2M3FN, register, 16:1>
  %cp = fly.make_copy_atom {valBits = 6 : i32} : !fly.copy_atom<!fly.universal_copy<96>, 6>
  // expected-error @+2 {{source '!fly.memref<f6E2M3FN, shared, 16:1>': sub-byte element type 'f6E2M3FN' is only supported by atoms that move all values as one group}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%cp, %sv, %r) : (!fly.copy_atom<!fly.universal_copy<96>, 6>, !fly.memref<f6E2M3FN, shared, 16:1>, !fly.memref<f6E2M3FN, register, 16:1>) -> ()
  return
}

// -----

// A group of packed values must be contiguous: 16:2 spreads the 16 values of
// a tr6 read over 32 slots.
func.func @f6_tr6_strided(%s: !fly.ptr<f6E2M3FN, shared>) {
  %l = fly.static : !fly.layout<16:1>
  %l2 = fly.static : !fly.layout<16:2>
  %sv = fly.make_view(%s, %l) : (!fly.ptr<f6E2M3FN, shared>, !fly.layout<16:1>) -> !fly.memref<f6E2M3FN, shared, 16:1>
  %pr = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f6E2M3FN, register>
  %r = fly.make_view(%pr, %l2) : (!fly.ptr<f6E2M3FN, register>, !fly.layout<16:2>) -> !fly.memref<f6E2M3FN, register, 16:2>
  %tr = fly.make_copy_atom {valBits = 6 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 6b, 96>, 6>
  // expected-error @+2 {{destination '!fly.memref<f6E2M3FN, register, 16:2>': 16 values of sub-byte type 'f6E2M3FN' must be contiguous and start and end on a byte}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%tr, %sv, %r) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 6b, 96>, 6>, !fly.memref<f6E2M3FN, shared, 16:1>, !fly.memref<f6E2M3FN, register, 16:2>) -> ()
  return
}

// -----

// The SSA form of a fly_rocdl MMA has no d operand: the intrinsic returns d,
// the op yields it.
!m = !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>
func.func @mfma_ssa_with_d(%d: !fly.memref<f32, register, 4:1>, %a: vector<4xf16>, %b: vector<4xf16>, %c: vector<4xf32>) {
  %atom = fly.make_mma_atom : !m
  // expected-error @+2 {{a fly_rocdl MMA in SSA form returns d as its one result}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.mma_atom_call_ssa(%atom, %d, %a, %b, %c) : (!m, !fly.memref<f32, register, 4:1>, vector<4xf16>, vector<4xf16>, vector<4xf32>) -> ()
  return
}
