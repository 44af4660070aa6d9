// RUN: fly-opt %s --convert-fly-to-rocdl -split-input-file -verify-diagnostics
// What the LDS DMA, transposing LDS read and buffer atomic lowerings reject
// (LdsCopies.cpp, BufferOps.cpp): wrong address spaces, lanes whose values
// are not one contiguous run, a constant immediate outside the 12-bit field
// (a runtime one is folded into the addresses:
// lds-dma-runtime-imm-offset.mlir), a value type other than the atom's. An
// error at the call saying why, then the conversion's "failed to legalize".
// (Mismatched value counts are caught earlier by the fly.copy_atom_call
// verifier; the lds_read_trans predicate and non-contiguous row errors are
// in lds-read-trans-invalid.mlir.) Last, a universal copy on a buffer view.

// cdna3.buffer_copy_lds reads a buffer view, not a plain global one.
!lds = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<32>, 32>
func.func @lds_dma_from_global(%g: !fly.ptr<f32, global>, %s: !fly.ptr<f32, shared>) {
  %l = fly.static : !fly.layout<1:1>
  %va = fly.make_view(%g, %l) : (!fly.ptr<f32, global>, !fly.layout<1:1>) -> !fly.memref<f32, global, 1:1>
  %vs = fly.make_view(%s, %l) : (!fly.ptr<f32, shared>, !fly.layout<1:1>) -> !fly.memref<f32, shared, 1:1>
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !lds
  // expected-error @+2 {{'!fly_rocdl.cdna3.buffer_copy_lds<32>' copies from a buffer view to a shared view; got '!fly.memref<f32, global, 1:1>' -> '!fly.memref<f32, shared, 1:1>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%atom, %va, %vs) : (!lds, !fly.memref<f32, global, 1:1>, !fly.memref<f32, shared, 1:1>) -> ()
  return
}

// -----

// The LDS DMA writes LDS only: a register destination is rejected.
!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
!lds = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<32>, 32>
func.func @lds_dma_to_register(%a: !B, %r: !fly.ptr<f32, register>) {
  %l = fly.static : !fly.layout<1:1>
  %va = fly.make_view(%a, %l) : (!B, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>
  %vr = fly.make_view(%r, %l) : (!fly.ptr<f32, register>, !fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !lds
  // expected-error @+2 {{'!fly_rocdl.cdna3.buffer_copy_lds<32>' copies from a buffer view to a shared view; got '!fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>' -> '!fly.memref<f32, register, 1:1>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%atom, %va, %vr) : (!lds, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<f32, register, 1:1>) -> ()
  return
}

// -----

// cdna4.buffer_load_async_lds into global memory.
!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
!async = !fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<32>, 32>
func.func @async_lds_to_global(%a: !B, %g: !fly.ptr<f32, global>) {
  %l = fly.static : !fly.layout<1:1>
  %va = fly.make_view(%a, %l) : (!B, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>
  %vg = fly.make_view(%g, %l) : (!fly.ptr<f32, global>, !fly.layout<1:1>) -> !fly.memref<f32, global, 1:1>
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !async
  // expected-error @+2 {{'!fly_rocdl.cdna4.buffer_load_async_lds<32>' copies from a buffer view to a shared view; got '!fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>' -> '!fly.memref<f32, global, 1:1>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%atom, %va, %vg) : (!async, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<f32, global, 1:1>) -> ()
  return
}

// -----

// cdna4.global_load_async_lds reads a global view, not a buffer view.
!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
!gl = !fly.copy_atom<!fly_rocdl.cdna4.global_load_async_lds<32>, 32>
func.func @global_lds_from_buffer(%a: !B, %s: !fly.ptr<f32, shared>) {
  %l = fly.static : !fly.layout<1:1>
  %va = fly.make_view(%a, %l) : (!B, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>
  %vs = fly.make_view(%s, %l) : (!fly.ptr<f32, shared>, !fly.layout<1:1>) -> !fly.memref<f32, shared, 1:1>
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !gl
  // expected-error @+2 {{'!fly_rocdl.cdna4.global_load_async_lds<32>' copies from a global view to a shared view; got '!fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>' -> '!fly.memref<f32, shared, 1:1>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%atom, %va, %vs) : (!gl, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<f32, shared, 1:1>) -> ()
  return
}

// -----

// ... nor a generic (flat) one, and it writes LDS, not registers.
!gl = !fly.copy_atom<!fly_rocdl.cdna4.global_load_async_lds<32>, 32>
func.func @global_lds_from_generic(%g: !fly.ptr<f32, generic>, %s: !fly.ptr<f32, shared>) {
  %l = fly.static : !fly.layout<1:1>
  %vg = fly.make_view(%g, %l) : (!fly.ptr<f32, generic>, !fly.layout<1:1>) -> !fly.memref<f32, generic, 1:1>
  %vs = fly.make_view(%s, %l) : (!fly.ptr<f32, shared>, !fly.layout<1:1>) -> !fly.memref<f32, shared, 1:1>
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !gl
  // expected-error @+2 {{'!fly_rocdl.cdna4.global_load_async_lds<32>' copies from a global view to a shared view; got '!fly.memref<f32, generic, 1:1>' -> '!fly.memref<f32, shared, 1:1>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%atom, %vg, %vs) : (!gl, !fly.memref<f32, generic, 1:1>, !fly.memref<f32, shared, 1:1>) -> ()
  return
}

// -----

!gl = !fly.copy_atom<!fly_rocdl.cdna4.global_load_async_lds<32>, 32>
func.func @global_lds_to_register(%g: !fly.ptr<f32, global>, %r: !fly.ptr<f32, register>) {
  %l = fly.static : !fly.layout<1:1>
  %vg = fly.make_view(%g, %l) : (!fly.ptr<f32, global>, !fly.layout<1:1>) -> !fly.memref<f32, global, 1:1>
  %vr = fly.make_view(%r, %l) : (!fly.ptr<f32, register>, !fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !gl
  // expected-error @+2 {{'!fly_rocdl.cdna4.global_load_async_lds<32>' copies from a global view to a shared view; got '!fly.memref<f32, global, 1:1>' -> '!fly.memref<f32, register, 1:1>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%atom, %vg, %vr) : (!gl, !fly.memref<f32, global, 1:1>, !fly.memref<f32, register, 1:1>) -> ()
  return
}

// -----

// A lane's 128 bits must be one contiguous run on the buffer side (the
// instruction reads size bytes from one offset): 4 f32 at stride 2 are not.
!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
!async = !fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 32>
func.func @async_lds_strided_source(%a: !B, %s: !fly.ptr<f32, shared>) {
  %l2 = fly.static : !fly.layout<4:2>
  %l1 = fly.static : !fly.layout<4:1>
  %va = fly.make_view(%a, %l2) : (!B, !fly.layout<4:2>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 4:2>
  %vs = fly.make_view(%s, %l1) : (!fly.ptr<f32, shared>, !fly.layout<4:1>) -> !fly.memref<f32, shared, 4:1>
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !async
  // expected-error @+2 {{'!fly_rocdl.cdna4.buffer_load_async_lds<128>' moves 128 contiguous bits per lane; got 4 x 32 bits}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%atom, %va, %vs) : (!async, !fly.memref<f32, #fly_rocdl.buffer_desc, 4:2>, !fly.memref<f32, shared, 4:1>) -> ()
  return
}

// -----

// ... and on the LDS side (the DMA writes lane i's bytes as one block).
!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
!lds = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 32>
func.func @lds_dma_strided_destination(%a: !B, %s: !fly.ptr<f32, shared>) {
  %l1 = fly.static : !fly.layout<4:1>
  %l2 = fly.static : !fly.layout<4:2>
  %va = fly.make_view(%a, %l1) : (!B, !fly.layout<4:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>
  %vs = fly.make_view(%s, %l2) : (!fly.ptr<f32, shared>, !fly.layout<4:2>) -> !fly.memref<f32, shared, 4:2>
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !lds
  // expected-error @+2 {{'!fly_rocdl.cdna3.buffer_copy_lds<128>' moves 128 contiguous bits per lane; got 4 x 32 bits}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%atom, %va, %vs) : (!lds, !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>, !fly.memref<f32, shared, 4:2>) -> ()
  return
}

// -----

// The global variant too.
!gl = !fly.copy_atom<!fly_rocdl.cdna4.global_load_async_lds<96>, 32>
func.func @global_lds_strided_source(%g: !fly.ptr<f32, global>, %s: !fly.ptr<f32, shared>) {
  %l3 = fly.static : !fly.layout<3:3>
  %l1 = fly.static : !fly.layout<3:1>
  %vg = fly.make_view(%g, %l3) : (!fly.ptr<f32, global>, !fly.layout<3:3>) -> !fly.memref<f32, global, 3:3>
  %vs = fly.make_view(%s, %l1) : (!fly.ptr<f32, shared>, !fly.layout<3:1>) -> !fly.memref<f32, shared, 3:1>
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !gl
  // expected-error @+2 {{'!fly_rocdl.cdna4.global_load_async_lds<96>' moves 96 contiguous bits per lane; got 3 x 32 bits}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%atom, %vg, %vs) : (!gl, !fly.memref<f32, global, 3:3>, !fly.memref<f32, shared, 3:1>) -> ()
  return
}

// -----

// cdna4.lds_read_trans reads LDS.
!tr = !fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>
func.func @trans_from_global(%g: !fly.ptr<f16, global>, %r: !fly.ptr<f16, register>) {
  %l = fly.static : !fly.layout<4:1>
  %vg = fly.make_view(%g, %l) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
  %vr = fly.make_view(%r, %l) : (!fly.ptr<f16, register>, !fly.layout<4:1>) -> !fly.memref<f16, register, 4:1>
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !tr
  // expected-error @+2 {{cdna4.lds_read_trans reads a shared view; got '!fly.memref<f16, global, 4:1>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%atom, %vg, %vr) : (!tr, !fly.memref<f16, global, 4:1>, !fly.memref<f16, register, 4:1>) -> ()
  return
}

// -----

!tr = !fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 8b, 64>, 8>
func.func @trans_from_register(%a: !fly.ptr<i8, register>, %r: !fly.ptr<i8, register>) {
  %l = fly.static : !fly.layout<8:1>
  %va = fly.make_view(%a, %l) : (!fly.ptr<i8, register>, !fly.layout<8:1>) -> !fly.memref<i8, register, 8:1>
  %vr = fly.make_view(%r, %l) : (!fly.ptr<i8, register>, !fly.layout<8:1>) -> !fly.memref<i8, register, 8:1>
  %atom = fly.make_copy_atom {valBits = 8 : i32} : !tr
  // expected-error @+2 {{cdna4.lds_read_trans reads a shared view; got '!fly.memref<i8, register, 8:1>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%atom, %va, %vr) : (!tr, !fly.memref<i8, register, 8:1>, !fly.memref<i8, register, 8:1>) -> ()
  return
}

// -----

// A buffer atomic updates a buffer view: reading one into registers is not
// an atomic.
!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
!at = !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<add, f32>, 32>
func.func @atomic_from_buffer(%a: !B, %r: !fly.ptr<f32, register>) {
  %l = fly.static : !fly.layout<1:1>
  %va = fly.make_view(%a, %l) : (!B, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>
  %vr = fly.make_view(%r, %l) : (!fly.ptr<f32, register>, !fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !at
  // expected-error @+2 {{cdna3.buffer_atomic updates a buffer view from a non-buffer view; got '!fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>' -> '!fly.memref<f32, register, 1:1>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%atom, %va, %vr) : (!at, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<f32, register, 1:1>) -> ()
  return
}

// -----

// A plain global destination is not a buffer.
!at = !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<max, i32>, 32>
func.func @atomic_to_global(%r: !fly.ptr<i32, register>, %g: !fly.ptr<i32, global>) {
  %l = fly.static : !fly.layout<1:1>
  %vr = fly.make_view(%r, %l) : (!fly.ptr<i32, register>, !fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
  %vg = fly.make_view(%g, %l) : (!fly.ptr<i32, global>, !fly.layout<1:1>) -> !fly.memref<i32, global, 1:1>
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !at
  // expected-error @+2 {{cdna3.buffer_atomic updates a buffer view from a non-buffer view; got '!fly.memref<i32, register, 1:1>' -> '!fly.memref<i32, global, 1:1>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%atom, %vr, %vg) : (!at, !fly.memref<i32, register, 1:1>, !fly.memref<i32, global, 1:1>) -> ()
  return
}

// -----

// Buffer to buffer is not an update from a value either.
!B = !fly.ptr<i32, #fly_rocdl.buffer_desc>
!at = !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<min, i32>, 32>
func.func @atomic_buffer_to_buffer(%a: !B, %b: !B) {
  %l = fly.static : !fly.layout<1:1>
  %va = fly.make_view(%a, %l) : (!B, !fly.layout<1:1>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 1:1>
  %vb = fly.make_view(%b, %l) : (!B, !fly.layout<1:1>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 1:1>
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !at
  // expected-error @+2 {{cdna3.buffer_atomic updates a buffer view from a non-buffer view; got '!fly.memref<i32, #fly_rocdl.buffer_desc, 1:1>' -> '!fly.memref<i32, #fly_rocdl.buffer_desc, 1:1>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%atom, %va, %vb) : (!at, !fly.memref<i32, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<i32, #fly_rocdl.buffer_desc, 1:1>) -> ()
  return
}

// -----

// The views hold i32 where the atom adds f32 (same width, so the call
// verifier lets it through).
!B = !fly.ptr<i32, #fly_rocdl.buffer_desc>
!at = !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<add, f32>, 32>
func.func @atomic_value_type(%a: !B, %r: !fly.ptr<i32, register>) {
  %l = fly.static : !fly.layout<1:1>
  %va = fly.make_view(%a, %l) : (!B, !fly.layout<1:1>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 1:1>
  %vr = fly.make_view(%r, %l) : (!fly.ptr<i32, register>, !fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !at
  // expected-error @+2 {{cdna3.buffer_atomic updates one 'f32' per call; got '!fly.memref<i32, register, 1:1>' -> '!fly.memref<i32, #fly_rocdl.buffer_desc, 1:1>'}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%atom, %vr, %va) : (!at, !fly.memref<i32, register, 1:1>, !fly.memref<i32, #fly_rocdl.buffer_desc, 1:1>) -> ()
  return
}

// -----

// imm_offset is the 12-bit MUBUF offset field: 5000 would be encoded as
// 5000 & 0xFFF = 904 and the DMA would land 4096 bytes too low.
!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
!lds = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<32>, 32>
gpu.module @imm_too_large [#rocdl.target<chip = "gfx950">] {
  gpu.func @k(%g: !fly.ptr<f32, global>, %n: i64) kernel {
    %l = fly.static : !fly.layout<1:1>
    %stride = llvm.mlir.constant(0 : i16) : i16
    %b = fly.make_ptr(%g, %stride, %n) : (!fly.ptr<f32, global>, i16, i64) -> !B
    %sv = fly.make_view(%b, %l) : (!B, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>
    %d8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
    %d = fly.recast_iter(%d8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f32, shared, align<1024>>
    %dv = fly.make_view(%d, %l) : (!fly.ptr<f32, shared, align<1024>>, !fly.layout<1:1>) -> !fly.memref<f32, shared, 1:1, align<1024>>
    %a0 = fly.make_copy_atom {valBits = 32 : i32} : !lds
    %imm = arith.constant 5000 : i32
    %a = fly.atom.set_value(%a0, "imm_offset", %imm) : (!lds, i32) -> !lds
    // expected-error @+2 {{the imm_offset of '!fly_rocdl.cdna3.buffer_copy_lds<32>' is the 12-bit instruction offset, 0 to 4095 bytes; got 5000 (move the rest into the pointer or soffset)}}
    // expected-error @+1 {{failed to legalize operation}}
    fly.copy_atom_call(%a, %sv, %dv) : (!lds, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<f32, shared, 1:1, align<1024>>) -> ()
    gpu.return
  }
}

// -----

// A negative imm_offset likewise (-4 would be encoded as 4092).
!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
!async = !fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<32>, 32>
gpu.module @imm_negative [#rocdl.target<chip = "gfx950">] {
  gpu.func @k(%g: !fly.ptr<f32, global>, %n: i64) kernel {
    %l = fly.static : !fly.layout<1:1>
    %stride = llvm.mlir.constant(0 : i16) : i16
    %b = fly.make_ptr(%g, %stride, %n) : (!fly.ptr<f32, global>, i16, i64) -> !B
    %sv = fly.make_view(%b, %l) : (!B, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>
    %d8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
    %d = fly.recast_iter(%d8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f32, shared, align<1024>>
    %dv = fly.make_view(%d, %l) : (!fly.ptr<f32, shared, align<1024>>, !fly.layout<1:1>) -> !fly.memref<f32, shared, 1:1, align<1024>>
    %a0 = fly.make_copy_atom {valBits = 32 : i32} : !async
    %imm = arith.constant -4 : i32
    %a = fly.atom.set_value(%a0, "imm_offset", %imm) : (!async, i32) -> !async
    // expected-error @+2 {{the imm_offset of '!fly_rocdl.cdna4.buffer_load_async_lds<32>' is the 12-bit instruction offset, 0 to 4095 bytes; got -4}}
    // expected-error @+1 {{failed to legalize operation}}
    fly.copy_atom_call(%a, %sv, %dv) : (!async, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<f32, shared, 1:1, align<1024>>) -> ()
    gpu.return
  }
}

// -----

// cache = 1 (CDNA's sc0) has no counterpart in gfx12's temporal hints.
!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128, cache = 1>, 16>
!B = !fly.ptr<f16, #fly_rocdl.buffer_desc>
!V = !fly.memref<f16, #fly_rocdl.buffer_desc, 8:1>
!R = !fly.memref<f16, register, 8:1>
gpu.module @cache1_gfx1201 [#rocdl.target<chip = "gfx1201">] {
  gpu.func @k(%g: !fly.ptr<f16, global>, %n: i64) kernel {
    %stride = llvm.mlir.constant(0 : i16) : i16
    %b = fly.make_ptr(%g, %stride, %n) : (!fly.ptr<f16, global>, i16, i64) -> !B
    %l = fly.static : !fly.layout<8:1>
    %src = fly.make_view(%b, %l) : (!B, !fly.layout<8:1>) -> !V
    %pr = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
    %r = fly.make_view(%pr, %l) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !R
    %atom = fly.make_copy_atom {valBits = 16 : i32} : !bc
    // expected-error @+2 {{'!fly_rocdl.cdna3.buffer_copy<128, cache = 1>': cache = 1 (a CDNA cache-policy encoding) has no equivalent on gfx1201; use cache = 0 (default) or cache = 2 (non-temporal)}}
    // expected-error @+1 {{failed to legalize operation}}
    fly.copy_atom_call(%atom, %src, %r) : (!bc, !V, !R) -> ()
    gpu.return
  }
}

// -----

// A universal copy is target-neutral: it cannot read a buffer view (its
// converted value is a buffer resource, not a pointer; loading through it
// was invalid IR that only LLVM's verifier reported).
!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
module attributes {gpu.container_module} {
  gpu.module @m [#rocdl.target<chip = "gfx942">] {
    gpu.func @universal_copy_from_buffer(%g: !fly.ptr<f32, global>, %n: i64) kernel {
      %stride = llvm.mlir.constant(0 : i16) : i16
      %flags = llvm.mlir.constant(159744 : i32) : i32
      %b = fly.make_ptr(%g, %stride, %n, %flags) : (!fly.ptr<f32, global>, i16, i64, i32) -> !B
      %l = fly.static : !fly.layout<1:1>
      %src = fly.make_view(%b, %l) : (!B, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
      %r = fly.make_view(%pr, %l) : (!fly.ptr<f32, register>, !fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      %atom = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
      // expected-error @+2 {{'fly.copy_atom_call' op universal_copy cannot address the source '!fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>': its address space is the target's; use the target's copy atom (e.g. a buffer copy)}}
      // expected-error @+1 {{failed to legalize operation 'fly.copy_atom_call'}}
      fly.copy_atom_call(%atom, %src, %r) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<f32, register, 1:1>) -> ()
      gpu.return
    }
  }
}
