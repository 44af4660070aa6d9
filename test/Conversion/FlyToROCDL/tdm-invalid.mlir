// RUN: fly-opt %s --convert-fly-to-rocdl -split-input-file -verify-diagnostics
// What the gfx1250.tdm lowering rejects (TensorDataMover.cpp; the padding
// with several waves and the non-dense LDS view are in invalid.mlir): an
// error at the call saying why, then the conversion's "failed to legalize".

// Global to global: the TDM moves between global memory and LDS only.
!t = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>
func.func @global_to_global(%a: !fly.ptr<f16, global>, %b: !fly.ptr<f16, global>) {
  %ls = fly.static : !fly.layout<(4,32):(32,1)>
  %ld = fly.static : !fly.layout<(4,32):(32,1)>
  %va = fly.make_view(%a, %ls) : (!fly.ptr<f16, global>, !fly.layout<(4,32):(32,1)>) -> !fly.memref<f16, global, (4,32):(32,1)>
  %vb = fly.make_view(%b, %ld) : (!fly.ptr<f16, global>, !fly.layout<(4,32):(32,1)>) -> !fly.memref<f16, global, (4,32):(32,1)>
  %t = fly.make_copy_atom {valBits = 0 : i32} : !t
  // expected-error @+2 {{gfx1250.tdm copies between a global and a shared view; got '!fly.memref<f16, global, (4,32):(32,1)>' -> '!fly.memref<f16, global, (4,32):(32,1)>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%t, %va, %vb) : (!t, !fly.memref<f16, global, (4,32):(32,1)>, !fly.memref<f16, global, (4,32):(32,1)>) -> ()
  return
}

// -----

// LDS to LDS.
!t = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>
func.func @shared_to_shared(%a: !fly.ptr<f16, shared>, %b: !fly.ptr<f16, shared>) {
  %ls = fly.static : !fly.layout<(4,32):(32,1)>
  %ld = fly.static : !fly.layout<(4,32):(32,1)>
  %va = fly.make_view(%a, %ls) : (!fly.ptr<f16, shared>, !fly.layout<(4,32):(32,1)>) -> !fly.memref<f16, shared, (4,32):(32,1)>
  %vb = fly.make_view(%b, %ld) : (!fly.ptr<f16, shared>, !fly.layout<(4,32):(32,1)>) -> !fly.memref<f16, shared, (4,32):(32,1)>
  %t = fly.make_copy_atom {valBits = 0 : i32} : !t
  // expected-error @+2 {{gfx1250.tdm copies between a global and a shared view; got '!fly.memref<f16, shared, (4,32):(32,1)>' -> '!fly.memref<f16, shared, (4,32):(32,1)>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%t, %va, %vb) : (!t, !fly.memref<f16, shared, (4,32):(32,1)>, !fly.memref<f16, shared, (4,32):(32,1)>) -> ()
  return
}

// -----

// A buffer view is not a global view.
!t = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>
func.func @buffer_to_shared(%a: !fly.ptr<f16, #fly_rocdl.buffer_desc>, %b: !fly.ptr<f16, shared>) {
  %ls = fly.static : !fly.layout<(4,32):(32,1)>
  %ld = fly.static : !fly.layout<(4,32):(32,1)>
  %va = fly.make_view(%a, %ls) : (!fly.ptr<f16, #fly_rocdl.buffer_desc>, !fly.layout<(4,32):(32,1)>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, (4,32):(32,1)>
  %vb = fly.make_view(%b, %ld) : (!fly.ptr<f16, shared>, !fly.layout<(4,32):(32,1)>) -> !fly.memref<f16, shared, (4,32):(32,1)>
  %t = fly.make_copy_atom {valBits = 0 : i32} : !t
  // expected-error @+2 {{gfx1250.tdm copies between a global and a shared view; got '!fly.memref<f16, #fly_rocdl.buffer_desc, (4,32):(32,1)>' -> '!fly.memref<f16, shared, (4,32):(32,1)>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%t, %va, %vb) : (!t, !fly.memref<f16, #fly_rocdl.buffer_desc, (4,32):(32,1)>, !fly.memref<f16, shared, (4,32):(32,1)>) -> ()
  return
}

// -----

// Global to registers.
!t = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 1, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>
func.func @global_to_register(%a: !fly.ptr<f16, global>, %b: !fly.ptr<f16, register>) {
  %ls = fly.static : !fly.layout<32:1>
  %ld = fly.static : !fly.layout<32:1>
  %va = fly.make_view(%a, %ls) : (!fly.ptr<f16, global>, !fly.layout<32:1>) -> !fly.memref<f16, global, 32:1>
  %vb = fly.make_view(%b, %ld) : (!fly.ptr<f16, register>, !fly.layout<32:1>) -> !fly.memref<f16, register, 32:1>
  %t = fly.make_copy_atom {valBits = 0 : i32} : !t
  // expected-error @+2 {{gfx1250.tdm copies between a global and a shared view; got '!fly.memref<f16, global, 32:1>' -> '!fly.memref<f16, register, 32:1>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%t, %va, %vb) : (!t, !fly.memref<f16, global, 32:1>, !fly.memref<f16, register, 32:1>) -> ()
  return
}

// -----

// Each mode of the global tile must be one static extent (no nested modes).
!t = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>
func.func @nested_mode(%a: !fly.ptr<f16, global>, %b: !fly.ptr<f16, shared>) {
  %ls = fly.static : !fly.layout<((2,2),32):((64,32),1)>
  %ld = fly.static : !fly.layout<((2,2),32):((64,32),1)>
  %va = fly.make_view(%a, %ls) : (!fly.ptr<f16, global>, !fly.layout<((2,2),32):((64,32),1)>) -> !fly.memref<f16, global, ((2,2),32):((64,32),1)>
  %vb = fly.make_view(%b, %ld) : (!fly.ptr<f16, shared>, !fly.layout<((2,2),32):((64,32),1)>) -> !fly.memref<f16, shared, ((2,2),32):((64,32),1)>
  %t = fly.make_copy_atom {valBits = 0 : i32} : !t
  // expected-error @+2 {{gfx1250.tdm needs a global layout with one static extent per mode, got '!fly.memref<f16, global, ((2,2),32):((64,32),1)>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%t, %va, %vb) : (!t, !fly.memref<f16, global, ((2,2),32):((64,32),1)>, !fly.memref<f16, shared, ((2,2),32):((64,32),1)>) -> ()
  return
}

// -----

// rank = 3 on a rank-2 tile.
!t = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 3, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>
func.func @rank_mismatch(%a: !fly.ptr<f16, global>, %b: !fly.ptr<f16, shared>) {
  %ls = fly.static : !fly.layout<(4,32):(32,1)>
  %ld = fly.static : !fly.layout<(4,32):(32,1)>
  %va = fly.make_view(%a, %ls) : (!fly.ptr<f16, global>, !fly.layout<(4,32):(32,1)>) -> !fly.memref<f16, global, (4,32):(32,1)>
  %vb = fly.make_view(%b, %ld) : (!fly.ptr<f16, shared>, !fly.layout<(4,32):(32,1)>) -> !fly.memref<f16, shared, (4,32):(32,1)>
  %t = fly.make_copy_atom {valBits = 0 : i32} : !t
  // expected-error @+2 {{gfx1250.tdm<rank = 3> needs a rank-3 global layout, got '!fly.memref<f16, global, (4,32):(32,1)>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%t, %va, %vb) : (!t, !fly.memref<f16, global, (4,32):(32,1)>, !fly.memref<f16, shared, (4,32):(32,1)>) -> ()
  return
}

// -----

// rank = 2 on a rank-1 tile.
!t = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>
func.func @rank_mismatch_low(%a: !fly.ptr<f16, global>, %b: !fly.ptr<f16, shared>) {
  %ls = fly.static : !fly.layout<128:1>
  %ld = fly.static : !fly.layout<128:1>
  %va = fly.make_view(%a, %ls) : (!fly.ptr<f16, global>, !fly.layout<128:1>) -> !fly.memref<f16, global, 128:1>
  %vb = fly.make_view(%b, %ld) : (!fly.ptr<f16, shared>, !fly.layout<128:1>) -> !fly.memref<f16, shared, 128:1>
  %t = fly.make_copy_atom {valBits = 0 : i32} : !t
  // expected-error @+2 {{gfx1250.tdm<rank = 2> needs a rank-2 global layout, got '!fly.memref<f16, global, 128:1>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%t, %va, %vb) : (!t, !fly.memref<f16, global, 128:1>, !fly.memref<f16, shared, 128:1>) -> ()
  return
}

// -----

// The innermost global stride is implicit in the descriptor and must be 1 (here the tile is column-major).
!t = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>
func.func @inner_stride(%a: !fly.ptr<f16, global>, %b: !fly.ptr<f16, shared>) {
  %ls = fly.static : !fly.layout<(4,32):(1,4)>
  %ld = fly.static : !fly.layout<(4,32):(32,1)>
  %va = fly.make_view(%a, %ls) : (!fly.ptr<f16, global>, !fly.layout<(4,32):(1,4)>) -> !fly.memref<f16, global, (4,32):(1,4)>
  %vb = fly.make_view(%b, %ld) : (!fly.ptr<f16, shared>, !fly.layout<(4,32):(32,1)>) -> !fly.memref<f16, shared, (4,32):(32,1)>
  %t = fly.make_copy_atom {valBits = 0 : i32} : !t
  // expected-error @+2 {{gfx1250.tdm needs the innermost global stride to be 1, got '!fly.memref<f16, global, (4,32):(1,4)>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%t, %va, %vb) : (!t, !fly.memref<f16, global, (4,32):(1,4)>, !fly.memref<f16, shared, (4,32):(32,1)>) -> ()
  return
}

// -----

// A tile dimension is a 16-bit descriptor field: 65536 does not fit.
!t = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 1, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>
func.func @tile_extent(%a: !fly.ptr<i8, global>, %b: !fly.ptr<i8, shared>) {
  %ls = fly.static : !fly.layout<65536:1>
  %ld = fly.static : !fly.layout<65536:1>
  %va = fly.make_view(%a, %ls) : (!fly.ptr<i8, global>, !fly.layout<65536:1>) -> !fly.memref<i8, global, 65536:1>
  %vb = fly.make_view(%b, %ld) : (!fly.ptr<i8, shared>, !fly.layout<65536:1>) -> !fly.memref<i8, shared, 65536:1>
  %t = fly.make_copy_atom {valBits = 0 : i32} : !t
  // expected-error @+2 {{gfx1250.tdm tile extents must be in [1, 65535], got '!fly.memref<i8, global, 65536:1>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%t, %va, %vb) : (!t, !fly.memref<i8, global, 65536:1>, !fly.memref<i8, shared, 65536:1>) -> ()
  return
}

// -----

// Element size 3 bytes: the data-size field is log2 of 1, 2, 4 or 8 bytes.
!t = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 1, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>
func.func @elem_i24(%a: !fly.ptr<i24, global>, %b: !fly.ptr<i24, shared>) {
  %ls = fly.static : !fly.layout<64:1>
  %ld = fly.static : !fly.layout<64:1>
  %va = fly.make_view(%a, %ls) : (!fly.ptr<i24, global>, !fly.layout<64:1>) -> !fly.memref<i24, global, 64:1>
  %vb = fly.make_view(%b, %ld) : (!fly.ptr<i24, shared>, !fly.layout<64:1>) -> !fly.memref<i24, shared, 64:1>
  %t = fly.make_copy_atom {valBits = 0 : i32} : !t
  // expected-error @+2 {{gfx1250.tdm moves elements of 1, 2, 4 or 8 bytes}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%t, %va, %vb) : (!t, !fly.memref<i24, global, 64:1>, !fly.memref<i24, shared, 64:1>) -> ()
  return
}

// -----

// Element size 16 bytes.
!t = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 1, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>
func.func @elem_i128(%a: !fly.ptr<i128, global>, %b: !fly.ptr<i128, shared>) {
  %ls = fly.static : !fly.layout<64:1>
  %ld = fly.static : !fly.layout<64:1>
  %va = fly.make_view(%a, %ls) : (!fly.ptr<i128, global>, !fly.layout<64:1>) -> !fly.memref<i128, global, 64:1>
  %vb = fly.make_view(%b, %ld) : (!fly.ptr<i128, shared>, !fly.layout<64:1>) -> !fly.memref<i128, shared, 64:1>
  %t = fly.make_copy_atom {valBits = 0 : i32} : !t
  // expected-error @+2 {{gfx1250.tdm moves elements of 1, 2, 4 or 8 bytes}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%t, %va, %vb) : (!t, !fly.memref<i128, global, 64:1>, !fly.memref<i128, shared, 64:1>) -> ()
  return
}

// -----

// Padding interval of 2 f16 = 1 dword: the 3-bit field encodes log2(dwords) - 1, so 2..256 dwords.
!t = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 2, 2, cache = 0, barrier = false, timeout = false>, 0>
func.func @pad_interval_small(%a: !fly.ptr<f16, global>, %b: !fly.ptr<f16, shared>) {
  %ls = fly.static : !fly.layout<(4,32):(32,1)>
  %ld = fly.static : !fly.layout<(4,32):(32,1)>
  %va = fly.make_view(%a, %ls) : (!fly.ptr<f16, global>, !fly.layout<(4,32):(32,1)>) -> !fly.memref<f16, global, (4,32):(32,1)>
  %vb = fly.make_view(%b, %ld) : (!fly.ptr<f16, shared>, !fly.layout<(4,32):(32,1)>) -> !fly.memref<f16, shared, (4,32):(32,1)>
  %t = fly.make_copy_atom {valBits = 0 : i32} : !t
  // expected-error @+2 {{gfx1250.tdm padding (interval 2, amount 2 elements) is not encodable: both must be whole dwords, the interval a power of two of 2..256 dwords and the amount 1..128 dwords}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%t, %va, %vb) : (!t, !fly.memref<f16, global, (4,32):(32,1)>, !fly.memref<f16, shared, (4,32):(32,1)>) -> ()
  return
}

// -----

// Padding amount of 1 f16 = half a dword.
!t = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 64, 1, cache = 0, barrier = false, timeout = false>, 0>
func.func @pad_amount_half_dword(%a: !fly.ptr<f16, global>, %b: !fly.ptr<f16, shared>) {
  %ls = fly.static : !fly.layout<(4,32):(32,1)>
  %ld = fly.static : !fly.layout<(4,32):(32,1)>
  %va = fly.make_view(%a, %ls) : (!fly.ptr<f16, global>, !fly.layout<(4,32):(32,1)>) -> !fly.memref<f16, global, (4,32):(32,1)>
  %vb = fly.make_view(%b, %ld) : (!fly.ptr<f16, shared>, !fly.layout<(4,32):(32,1)>) -> !fly.memref<f16, shared, (4,32):(32,1)>
  %t = fly.make_copy_atom {valBits = 0 : i32} : !t
  // expected-error @+2 {{gfx1250.tdm padding (interval 64, amount 1 elements) is not encodable: both must be whole dwords, the interval a power of two of 2..256 dwords and the amount 1..128 dwords}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%t, %va, %vb) : (!t, !fly.memref<f16, global, (4,32):(32,1)>, !fly.memref<f16, shared, (4,32):(32,1)>) -> ()
  return
}

// -----

// Padding interval of 512 f32 = 512 dwords > 256.
!t = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 512, 4, cache = 0, barrier = false, timeout = false>, 0>
func.func @pad_interval_big(%a: !fly.ptr<f32, global>, %b: !fly.ptr<f32, shared>) {
  %ls = fly.static : !fly.layout<(4,32):(32,1)>
  %ld = fly.static : !fly.layout<(4,32):(32,1)>
  %va = fly.make_view(%a, %ls) : (!fly.ptr<f32, global>, !fly.layout<(4,32):(32,1)>) -> !fly.memref<f32, global, (4,32):(32,1)>
  %vb = fly.make_view(%b, %ld) : (!fly.ptr<f32, shared>, !fly.layout<(4,32):(32,1)>) -> !fly.memref<f32, shared, (4,32):(32,1)>
  %t = fly.make_copy_atom {valBits = 0 : i32} : !t
  // expected-error @+2 {{gfx1250.tdm padding (interval 512, amount 4 elements) is not encodable: both must be whole dwords, the interval a power of two of 2..256 dwords and the amount 1..128 dwords}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%t, %va, %vb) : (!t, !fly.memref<f32, global, (4,32):(32,1)>, !fly.memref<f32, shared, (4,32):(32,1)>) -> ()
  return
}

// -----

// Padding amount of 129 f32 = 129 dwords > 128 (7-bit field of amount - 1).
!t = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 32, 129, cache = 0, barrier = false, timeout = false>, 0>
func.func @pad_amount_big(%a: !fly.ptr<f32, global>, %b: !fly.ptr<f32, shared>) {
  %ls = fly.static : !fly.layout<(4,32):(32,1)>
  %ld = fly.static : !fly.layout<(4,32):(32,1)>
  %va = fly.make_view(%a, %ls) : (!fly.ptr<f32, global>, !fly.layout<(4,32):(32,1)>) -> !fly.memref<f32, global, (4,32):(32,1)>
  %vb = fly.make_view(%b, %ld) : (!fly.ptr<f32, shared>, !fly.layout<(4,32):(32,1)>) -> !fly.memref<f32, shared, (4,32):(32,1)>
  %t = fly.make_copy_atom {valBits = 0 : i32} : !t
  // expected-error @+2 {{gfx1250.tdm padding (interval 32, amount 129 elements) is not encodable: both must be whole dwords, the interval a power of two of 2..256 dwords and the amount 1..128 dwords}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%t, %va, %vb) : (!t, !fly.memref<f32, global, (4,32):(32,1)>, !fly.memref<f32, shared, (4,32):(32,1)>) -> ()
  return
}

// -----

// Padding interval of 8 i8 = 2 dwords is fine, but an amount of 2 i8 is half a dword.
!t = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 8, 2, cache = 0, barrier = false, timeout = false>, 0>
func.func @pad_i8_amount(%a: !fly.ptr<i8, global>, %b: !fly.ptr<i8, shared>) {
  %ls = fly.static : !fly.layout<(4,32):(32,1)>
  %ld = fly.static : !fly.layout<(4,32):(32,1)>
  %va = fly.make_view(%a, %ls) : (!fly.ptr<i8, global>, !fly.layout<(4,32):(32,1)>) -> !fly.memref<i8, global, (4,32):(32,1)>
  %vb = fly.make_view(%b, %ld) : (!fly.ptr<i8, shared>, !fly.layout<(4,32):(32,1)>) -> !fly.memref<i8, shared, (4,32):(32,1)>
  %t = fly.make_copy_atom {valBits = 0 : i32} : !t
  // expected-error @+2 {{gfx1250.tdm padding (interval 8, amount 2 elements) is not encodable: both must be whole dwords, the interval a power of two of 2..256 dwords and the amount 1..128 dwords}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%t, %va, %vb) : (!t, !fly.memref<i8, global, (4,32):(32,1)>, !fly.memref<i8, shared, (4,32):(32,1)>) -> ()
  return
}

// -----

// Two waves over a 3-row tile: a block of 2 rows each would make wave 1
// copy a fourth row, past the tile (in global memory and in LDS).
!t = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 2, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>
func.func @uneven_wave_split(%g: !fly.ptr<f16, global>, %s: !fly.ptr<f16, shared>) {
  %lg = fly.static : !fly.layout<(3,32):(1024,1)>
  %ll = fly.static : !fly.layout<(3,32):(32,1)>
  %gv = fly.make_view(%g, %lg) : (!fly.ptr<f16, global>, !fly.layout<(3,32):(1024,1)>) -> !fly.memref<f16, global, (3,32):(1024,1)>
  %lv = fly.make_view(%s, %ll) : (!fly.ptr<f16, shared>, !fly.layout<(3,32):(32,1)>) -> !fly.memref<f16, shared, (3,32):(32,1)>
  %a = fly.make_copy_atom {valBits = 0 : i32} : !t
  // expected-error @+2 {{gfx1250.tdm with warps = 2 splits mode 0 of the tile '!fly.memref<f16, global, (3,32):(1024,1)>' (extent 3) over 2 waves; the extent must be a multiple of that}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %gv, %lv) : (!t, !fly.memref<f16, global, (3,32):(1024,1)>, !fly.memref<f16, shared, (3,32):(32,1)>) -> ()
  return
}

// -----

// More waves than elements: 4 waves over 2 elements.
!t = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 1, warps = 4, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>
func.func @more_waves_than_elements(%g: !fly.ptr<f32, global>, %s: !fly.ptr<f32, shared>) {
  %l = fly.static : !fly.layout<2:1>
  %gv = fly.make_view(%g, %l) : (!fly.ptr<f32, global>, !fly.layout<2:1>) -> !fly.memref<f32, global, 2:1>
  %lv = fly.make_view(%s, %l) : (!fly.ptr<f32, shared>, !fly.layout<2:1>) -> !fly.memref<f32, shared, 2:1>
  %a = fly.make_copy_atom {valBits = 0 : i32} : !t
  // expected-error @+2 {{gfx1250.tdm with warps = 4 splits mode 0 of the tile '!fly.memref<f32, global, 2:1>' (extent 2) over 4 waves; the extent must be a multiple of that}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %gv, %lv) : (!t, !fly.memref<f32, global, 2:1>, !fly.memref<f32, shared, 2:1>) -> ()
  return
}
