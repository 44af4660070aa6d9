// FlyDSL's start-address copy (AtomCallOps.cpp, isStartAddressView): a
// fly.copy / fly.copy_atom_call whose memory side is a one-element view
// (layout 1:0, what FlyDSL's slice of a (1,N):(0,1) tensor gives) and whose
// other side holds exactly one call's bits moves those bits starting at that
// element. FlyDSL's conv3d kernel loads and stores bf16 x 8 so through a
// cdna3.buffer_copy<128>. Without the rule the verifier rejects the sizes
// (1 vs 8); a lowering that took the view's one element would give a 16-bit
// buffer_load_short / an 8-bit global_load_ubyte instead of one dwordx4.
//
// RUN: split-file %s %t
// RUN: fly-opt %t/valid.mlir --fly-rocdl-pipeline="chip=gfx942 format=isa" | FileCheck %s --check-prefix=ISA
// RUN: fly-opt %t/invalid.mlir -split-input-file -verify-diagnostics
//
// ISA, per kernel: exactly one 128-bit access per call (ISA-NOT between and
// after), at the byte offset of the view's element, and no scratch:
// - @buf: load at bf16 element 8 = 8 * 2 = 16 bytes (offset:16), store at
//   element 24 = 24 * 2 = 48 bytes (offset:48); both folded into the
//   immediate since the voffset is 0;
// - @glob: i8 element 32 = 32 bytes (offset:32) for the load; the store view
//   is at element 0 (no offset field).
// ISA-LABEL: gpu.binary @buf
// ISA-NOT: buffer_load
// ISA-SAME: buffer_load_dwordx4 v[{{[0-9]+}}:{{[0-9]+}}], off, s[{{[0-9]+}}:{{[0-9]+}}], 0 offset:16\0A
// ISA-NOT: buffer_load
// ISA-NOT: buffer_store
// ISA-SAME: buffer_store_dwordx4 v[{{[0-9]+}}:{{[0-9]+}}], off, s[{{[0-9]+}}:{{[0-9]+}}], 0 offset:48\0A
// ISA-NOT: buffer_load
// ISA-NOT: buffer_store
// ISA-NOT: \09scratch_
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A
// ISA-LABEL: gpu.binary @glob
// ISA-NOT: global_load
// ISA-SAME: global_load_dwordx4 v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}] offset:32\0A
// ISA-NOT: global_load
// ISA-NOT: global_store
// ISA-SAME: global_store_dwordx4 v{{[0-9]+}}, v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}]\0A
// ISA-NOT: global_load
// ISA-NOT: global_store
// ISA-NOT: \09scratch_
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A

//--- valid.mlir
!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
!B = !fly.ptr<bf16, #fly_rocdl.buffer_desc>
!V = !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
!R = !fly.memref<bf16, register, 8:1>
!uc = !fly.copy_atom<!fly.universal_copy<128>, 8>
!G = !fly.memref<i8, global, 1:0>
!F = !fly.memref<f8E4M3FNUZ, register, 16:1>
module attributes {gpu.container_module} {
  // 1:0 buffer view -> bf16 register 8:1 (fly.copy), and back to another
  // 1:0 buffer view (fly.copy_atom_call): 8 x 16 = 128 bits each.
  gpu.module @buf {
    gpu.func @k(%g: !fly.ptr<bf16, global>, %out: !fly.ptr<bf16, global>, %n: i64) kernel {
      %stride = llvm.mlir.constant(0 : i16) : i16
      %l1 = fly.static : !fly.layout<1:0>
      %l8 = fly.static : !fly.layout<8:1>
      %b = fly.make_ptr(%g, %stride, %n) : (!fly.ptr<bf16, global>, i16, i64) -> !B
      %o8 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %b8 = fly.add_offset(%b, %o8) : (!B, !fly.int_tuple<8>) -> !B
      %src = fly.make_view(%b8, %l1) : (!B, !fly.layout<1:0>) -> !V
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<bf16, register>
      %r = fly.make_view(%pr, %l8) : (!fly.ptr<bf16, register>, !fly.layout<8:1>) -> !R
      %atom = fly.make_copy_atom {valBits = 16 : i32} : !bc
      fly.copy(%atom, %src, %r) : (!bc, !V, !R) -> ()
      %ob = fly.make_ptr(%out, %stride, %n) : (!fly.ptr<bf16, global>, i16, i64) -> !B
      %o24 = fly.make_int_tuple() : () -> !fly.int_tuple<24>
      %ob24 = fly.add_offset(%ob, %o24) : (!B, !fly.int_tuple<24>) -> !B
      %dst = fly.make_view(%ob24, %l1) : (!B, !fly.layout<1:0>) -> !V
      fly.copy_atom_call(%atom, %r, %dst) : (!bc, !R, !V) -> ()
      gpu.return
    }
  }
  // i8 global 1:0 -> f8E4M3FNUZ register 16:1 (same width, 16 x 8 = 128
  // bits) through universal_copy<128>, and back.
  gpu.module @glob {
    gpu.func @k(%g: !fly.ptr<i8, global>, %o: !fly.ptr<i8, global>) kernel {
      %l1 = fly.static : !fly.layout<1:0>
      %l16 = fly.static : !fly.layout<16:1>
      %o32 = fly.make_int_tuple() : () -> !fly.int_tuple<32>
      %g32 = fly.add_offset(%g, %o32) : (!fly.ptr<i8, global>, !fly.int_tuple<32>) -> !fly.ptr<i8, global>
      %src = fly.make_view(%g32, %l1) : (!fly.ptr<i8, global>, !fly.layout<1:0>) -> !G
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<f8E4M3FNUZ, register>
      %r = fly.make_view(%pr, %l16) : (!fly.ptr<f8E4M3FNUZ, register>, !fly.layout<16:1>) -> !F
      %atom = fly.make_copy_atom {valBits = 8 : i32} : !uc
      fly.copy(%atom, %src, %r) : (!uc, !G, !F) -> ()
      %dst = fly.make_view(%o, %l1) : (!fly.ptr<i8, global>, !fly.layout<1:0>) -> !G
      fly.copy_atom_call(%atom, %r, %dst) : (!uc, !F, !G) -> ()
      gpu.return
    }
  }
}

//--- invalid.mlir
// A 2-element memory view is not a start address: 2 vs 8 elements.
!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
!B = !fly.ptr<bf16, #fly_rocdl.buffer_desc>
func.func @two_elements(%b: !B) {
  %l2 = fly.static : !fly.layout<2:1>
  %l8 = fly.static : !fly.layout<8:1>
  %src = fly.make_view(%b, %l2) : (!B, !fly.layout<2:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>
  %pr = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<bf16, register>
  %r = fly.make_view(%pr, %l8) : (!fly.ptr<bf16, register>, !fly.layout<8:1>) -> !fly.memref<bf16, register, 8:1>
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !bc
  // expected-error @+1 {{'fly.copy' op source and destination differ in size: 2:1 and 8:1 (sizes may differ only for a one-element memory view, the start of one call of the atom, and a view holding that call's 128 bits)}}
  fly.copy(%atom, %src, %r) : (!bc, !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>, !fly.memref<bf16, register, 8:1>) -> ()
  return
}

// -----

// A one-element memory view with two calls' bits on the other side
// (16 x 16 = 256 bits, the atom moves 128): not one call.
!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
!B = !fly.ptr<bf16, #fly_rocdl.buffer_desc>
func.func @two_calls(%b: !B) {
  %l1 = fly.static : !fly.layout<1:0>
  %l16 = fly.static : !fly.layout<16:1>
  %src = fly.make_view(%b, %l1) : (!B, !fly.layout<1:0>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
  %pr = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<bf16, register>
  %r = fly.make_view(%pr, %l16) : (!fly.ptr<bf16, register>, !fly.layout<16:1>) -> !fly.memref<bf16, register, 16:1>
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !bc
  // expected-error @+1 {{'fly.copy' op source and destination differ in size: 1:0 and 16:1}}
  fly.copy(%atom, %src, %r) : (!bc, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 16:1>) -> ()
  return
}

// -----

// The one-element view on the register side does not get the rule
// (fly.copy).
!uc = !fly.copy_atom<!fly.universal_copy<128>, 8>
func.func @register_start_copy(%g: !fly.ptr<i8, global>) {
  %l1 = fly.static : !fly.layout<1:0>
  %l16 = fly.static : !fly.layout<16:1>
  %src = fly.make_view(%g, %l16) : (!fly.ptr<i8, global>, !fly.layout<16:1>) -> !fly.memref<i8, global, 16:1>
  %pr = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<i8, register>
  %r = fly.make_view(%pr, %l1) : (!fly.ptr<i8, register>, !fly.layout<1:0>) -> !fly.memref<i8, register, 1:0>
  %atom = fly.make_copy_atom {valBits = 8 : i32} : !uc
  // expected-error @+1 {{'fly.copy' op source and destination differ in size: 16:1 and 1:0}}
  fly.copy(%atom, %src, %r) : (!uc, !fly.memref<i8, global, 16:1>, !fly.memref<i8, register, 1:0>) -> ()
  return
}

// -----

// Nor through fly.copy_atom_call: the register view then holds 1 x 8 bits,
// not the call's 128.
!uc = !fly.copy_atom<!fly.universal_copy<128>, 8>
func.func @register_start_call(%g: !fly.ptr<i8, global>) {
  %l1 = fly.static : !fly.layout<1:0>
  %l16 = fly.static : !fly.layout<16:1>
  %src = fly.make_view(%g, %l16) : (!fly.ptr<i8, global>, !fly.layout<16:1>) -> !fly.memref<i8, global, 16:1>
  %pr = fly.make_ptr() {dictAttrs = {allocSize = 16 : i64}} : () -> !fly.ptr<i8, register>
  %r = fly.make_view(%pr, %l1) : (!fly.ptr<i8, register>, !fly.layout<1:0>) -> !fly.memref<i8, register, 1:0>
  %atom = fly.make_copy_atom {valBits = 8 : i32} : !uc
  // expected-error @+1 {{'fly.copy_atom_call' op the destination view holds 1 x 8 bits, but one call of the atom copies 128 bits (the views hold whole calls)}}
  fly.copy_atom_call(%atom, %src, %r) : (!uc, !fly.memref<i8, global, 16:1>, !fly.memref<i8, register, 1:0>) -> ()
  return
}
