// RUN: fly-opt %s --fly-convert-atom-call-to-ssa-form -split-input-file | FileCheck %s
// fly-convert-atom-call-to-ssa-form on copies that are not one call of
// elements of the atom's width (issue 13 B). An SSA op is one call: a copy
// whose views hold k calls' worth becomes k SSA ops, call i on elements
// i*c .. i*c+c-1 of the register side (c = the elements of one call) and on
// the i-th part of the other view (its static layout divided by the call's
// values). An atom whose values are wider than the elements (128-bit values
// on f32) promotes a register view of n positions n:4 apart as the vector of
// all 4n elements.

!c64 = !fly.copy_atom<!fly.universal_copy<64>, 16>
// A register destination of 8 x 16 bits with a 64-bit atom: two calls. The
// global source (4,2):(1,16) divided by 4:1 is 4:1 at offsets 0 and 16; the
// results go to the register pointer at elements 0 and 4.
// CHECK-LABEL: func.func @register_dst_two_calls(
// CHECK-SAME: %[[G:[a-z0-9]+]]: !fly.ptr<f16, global>)
// CHECK: %[[ATOM:.*]] = fly.make_copy_atom
// CHECK: %[[R:.*]] = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}}
// CHECK: %[[S0:.*]] = fly.make_view(%[[G]], %{{.*}}) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
// CHECK: %[[O16:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<16>
// CHECK-NEXT: %[[G16:.*]] = fly.add_offset(%[[G]], %[[O16]])
// CHECK-NEXT: %[[S1:.*]] = fly.make_view(%[[G16]], %{{.*}}) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
// CHECK-NEXT: %[[V0:.*]] = fly.copy_atom_call_ssa(%[[ATOM]], %[[S0]]) {{.*}} -> vector<4xf16>
// CHECK-NEXT: fly.ptr.store(%[[V0]], %[[R]]) : (vector<4xf16>, !fly.ptr<f16, register>) -> ()
// CHECK-NEXT: %[[V1:.*]] = fly.copy_atom_call_ssa(%[[ATOM]], %[[S1]]) {{.*}} -> vector<4xf16>
// CHECK-NEXT: %[[O4:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<4>
// CHECK-NEXT: %[[R4:.*]] = fly.add_offset(%[[R]], %[[O4]])
// CHECK-NEXT: fly.ptr.store(%[[V1]], %[[R4]]) : (vector<4xf16>, !fly.ptr<f16, register>) -> ()
// CHECK-NOT: fly.copy_atom_call
// CHECK: return
func.func @register_dst_two_calls(%g: !fly.ptr<f16, global>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !c64
  %lg = fly.static : !fly.layout<(4,2):(1,16)>
  %l = fly.static : !fly.layout<8:1>
  %r = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
  %src = fly.make_view(%g, %lg) : (!fly.ptr<f16, global>, !fly.layout<(4,2):(1,16)>) -> !fly.memref<f16, global, (4,2):(1,16)>
  %dst = fly.make_view(%r, %l) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
  fly.copy_atom_call(%atom, %src, %dst) : (!c64, !fly.memref<f16, global, (4,2):(1,16)>, !fly.memref<f16, register, 8:1>) -> ()
  return
}

// -----

!c64 = !fly.copy_atom<!fly.universal_copy<64>, 16>
// A register source of 8 x 16 bits: two vector<4xf16> loads at elements 0
// and 4, each stored by its own SSA op to its part of the destination.
// CHECK-LABEL: func.func @register_src_two_calls(
// CHECK-SAME: %[[G:[a-z0-9]+]]: !fly.ptr<f16, global>)
// CHECK: %[[ATOM:.*]] = fly.make_copy_atom
// CHECK: %[[R:.*]] = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}}
// CHECK: %[[D0:.*]] = fly.make_view(%[[G]], %{{.*}}) : (!fly.ptr<f16, global>, !fly.layout<4:1>)
// CHECK: fly.add_offset(%[[G]], %{{.*}}) : (!fly.ptr<f16, global>, !fly.int_tuple<16>)
// CHECK-NEXT: %[[D1:.*]] = fly.make_view(
// CHECK-NEXT: %[[V0:.*]] = fly.ptr.load(%[[R]]) : (!fly.ptr<f16, register>) -> vector<4xf16>
// CHECK-NEXT: fly.make_int_tuple() : () -> !fly.int_tuple<4>
// CHECK-NEXT: %[[R4:.*]] = fly.add_offset(%[[R]], %{{.*}})
// CHECK-NEXT: %[[V1:.*]] = fly.ptr.load(%[[R4]]) : (!fly.ptr<f16, register>) -> vector<4xf16>
// CHECK-NEXT: fly.copy_atom_call_ssa(%[[ATOM]], %[[V0]], %[[D0]])
// CHECK-NEXT: fly.copy_atom_call_ssa(%[[ATOM]], %[[V1]], %[[D1]])
// CHECK-NOT: fly.copy_atom_call
// CHECK: return
func.func @register_src_two_calls(%g: !fly.ptr<f16, global>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !c64
  %l = fly.static : !fly.layout<8:1>
  %lg = fly.static : !fly.layout<(4,2):(1,16)>
  %r = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
  %src = fly.make_view(%r, %l) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
  %dst = fly.make_view(%g, %lg) : (!fly.ptr<f16, global>, !fly.layout<(4,2):(1,16)>) -> !fly.memref<f16, global, (4,2):(1,16)>
  fly.copy_atom_call(%atom, %src, %dst) : (!c64, !fly.memref<f16, register, 8:1>, !fly.memref<f16, global, (4,2):(1,16)>) -> ()
  return
}

// -----

!c64 = !fly.copy_atom<!fly.universal_copy<64>, 16>
// A predicated copy of two calls stays on views (one predicate element
// guards the whole copy there).
// CHECK-LABEL: func.func @predicated_two_calls(
// CHECK: fly.copy_atom_call(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, register, 8:1>, !fly.memref<f16, global, 8:1>, !fly.memref<i1, register, 1:0>) -> ()
// CHECK-NOT: fly.copy_atom_call_ssa
func.func @predicated_two_calls(%g: !fly.ptr<f16, global>, %p: !fly.memref<i1, register, 1:0>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !c64
  %l = fly.static : !fly.layout<8:1>
  %a = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
  %src = fly.make_view(%a, %l) : (!fly.ptr<f16, register>, !fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
  %dst = fly.make_view(%g, %l) : (!fly.ptr<f16, global>, !fly.layout<8:1>) -> !fly.memref<f16, global, 8:1>
  fly.copy_atom_call(%atom, %src, %dst, %p) : (!c64, !fly.memref<f16, register, 8:1>, !fly.memref<f16, global, 8:1>, !fly.memref<i1, register, 1:0>) -> ()
  return
}

// -----

!w = !fly.copy_atom<!fly.universal_copy<128>, 128>
// 128-bit values on f32: a register view 1:0 is one value, four f32, so the
// SSA op yields vector<4xf32>, and a register source is loaded as one.
// CHECK-LABEL: func.func @wide_one_value(
// CHECK-SAME: %[[G:[a-z0-9]+]]: !fly.ptr<f32, global>)
// CHECK: %[[ATOM:.*]] = fly.make_copy_atom
// CHECK: %[[R:.*]] = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}}
// CHECK: %[[GV:.*]] = fly.make_view(%[[G]], %{{.*}}) : (!fly.ptr<f32, global>, !fly.layout<1:0>)
// CHECK-NEXT: %[[V:.*]] = fly.copy_atom_call_ssa(%[[ATOM]], %[[GV]]) {{.*}} -> vector<4xf32>
// CHECK-NEXT: fly.ptr.store(%[[V]], %[[R]]) : (vector<4xf32>, !fly.ptr<f32, register>) -> ()
// CHECK-NEXT: %[[L:.*]] = fly.ptr.load(%[[R]]) : (!fly.ptr<f32, register>) -> vector<4xf32>
// CHECK-NEXT: fly.copy_atom_call_ssa(%[[ATOM]], %[[L]], %[[GV]]) {{.*}} : (!fly.copy_atom<!fly.universal_copy<128>, 128>, vector<4xf32>, !fly.memref<f32, global, 1:0>) -> ()
// CHECK-NEXT: return
func.func @wide_one_value(%g: !fly.ptr<f32, global>) {
  %atom = fly.make_copy_atom {valBits = 128 : i32} : !w
  %l = fly.static : !fly.layout<1:0>
  %r = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
  %gv = fly.make_view(%g, %l) : (!fly.ptr<f32, global>, !fly.layout<1:0>) -> !fly.memref<f32, global, 1:0>
  %rv = fly.make_view(%r, %l) : (!fly.ptr<f32, register>, !fly.layout<1:0>) -> !fly.memref<f32, register, 1:0>
  fly.copy_atom_call(%atom, %gv, %rv) : (!w, !fly.memref<f32, global, 1:0>, !fly.memref<f32, register, 1:0>) -> ()
  fly.copy_atom_call(%atom, %rv, %gv) : (!w, !fly.memref<f32, register, 1:0>, !fly.memref<f32, global, 1:0>) -> ()
  return
}

// -----

!w = !fly.copy_atom<!fly.universal_copy<128>, 128>
// Two 128-bit values on f32 4 apart in registers (2:4, eight contiguous f32)
// and 8 apart in global memory (2:8): two calls, the global views 1:0 at 0
// and 8, the results stored at register elements 0 and 4.
// CHECK-LABEL: func.func @wide_two_values(
// CHECK-SAME: %[[G:[a-z0-9]+]]: !fly.ptr<f32, global>)
// CHECK: %[[ATOM:.*]] = fly.make_copy_atom
// CHECK: %[[R:.*]] = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}}
// CHECK: %[[S0:.*]] = fly.make_view(%[[G]], %{{.*}}) : (!fly.ptr<f32, global>, !fly.layout<1:0>)
// CHECK: fly.add_offset(%[[G]], %{{.*}}) : (!fly.ptr<f32, global>, !fly.int_tuple<8>)
// CHECK-NEXT: %[[S1:.*]] = fly.make_view(
// CHECK-NEXT: %[[V0:.*]] = fly.copy_atom_call_ssa(%[[ATOM]], %[[S0]]) {{.*}} -> vector<4xf32>
// CHECK-NEXT: fly.ptr.store(%[[V0]], %[[R]])
// CHECK-NEXT: %[[V1:.*]] = fly.copy_atom_call_ssa(%[[ATOM]], %[[S1]]) {{.*}} -> vector<4xf32>
// CHECK-NEXT: fly.make_int_tuple() : () -> !fly.int_tuple<4>
// CHECK-NEXT: %[[R4:.*]] = fly.add_offset(%[[R]], %{{.*}})
// CHECK-NEXT: fly.ptr.store(%[[V1]], %[[R4]])
// CHECK-NOT: fly.copy_atom_call
// CHECK: return
func.func @wide_two_values(%g: !fly.ptr<f32, global>) {
  %atom = fly.make_copy_atom {valBits = 128 : i32} : !w
  %lr = fly.static : !fly.layout<2:4>
  %lg = fly.static : !fly.layout<2:8>
  %r = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
  %src = fly.make_view(%g, %lg) : (!fly.ptr<f32, global>, !fly.layout<2:8>) -> !fly.memref<f32, global, 2:8>
  %dst = fly.make_view(%r, %lr) : (!fly.ptr<f32, register>, !fly.layout<2:4>) -> !fly.memref<f32, register, 2:4>
  fly.copy_atom_call(%atom, %src, %dst) : (!w, !fly.memref<f32, global, 2:8>, !fly.memref<f32, register, 2:4>) -> ()
  return
}
