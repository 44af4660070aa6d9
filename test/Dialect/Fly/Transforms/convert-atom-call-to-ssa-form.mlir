// RUN: fly-opt %s --fly-convert-atom-call-to-ssa-form -split-input-file | FileCheck %s
// fly-convert-atom-call-to-ssa-form: register operands whose
// layout coalesces to n:1 (or to one element) travel as vector<n x T>: a
// register source is a vector ptr.load of the view's pointer, a register
// destination is the SSA op's result stored back with ptr.store.

!atom = !fly.copy_atom<!fly.universal_copy<64>, 16>

// Global -> register: the SSA op has no dst and yields the 4 values, which
// are stored into the register pointer; the register view goes away.
// CHECK-LABEL: func.func @register_dst(
// CHECK-SAME: %[[G:.*]]: !fly.ptr<f16, global>
// CHECK: %[[ATOM:.*]] = fly.make_copy_atom
// CHECK: %[[R:.*]] = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f16, register>
// CHECK-NEXT: %[[SRC:.*]] = fly.make_view(%[[G]], %{{.*}}) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
// CHECK-NEXT: %[[V:.*]] = fly.copy_atom_call_ssa(%[[ATOM]], %[[SRC]]) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, global, 4:1>) -> vector<4xf16>
// CHECK-NEXT: fly.ptr.store(%[[V]], %[[R]]) : (vector<4xf16>, !fly.ptr<f16, register>) -> ()
// CHECK-NEXT: return
func.func @register_dst(%g: !fly.ptr<f16, global>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !atom
  %l = fly.static : !fly.layout<4:1>
  %r = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f16, register>
  %src = fly.make_view(%g, %l) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
  %dst = fly.make_view(%r, %l) : (!fly.ptr<f16, register>, !fly.layout<4:1>) -> !fly.memref<f16, register, 4:1>
  fly.copy_atom_call(%atom, %src, %dst) : (!atom, !fly.memref<f16, global, 4:1>, !fly.memref<f16, register, 4:1>) -> ()
  return
}

// -----

!atom = !fly.copy_atom<!fly.universal_copy<64>, 16>

// Register -> global: the source is loaded as a vector, the destination
// stays a memref and the SSA op has no result.
// CHECK-LABEL: func.func @register_src(
// CHECK-SAME: %[[G:.*]]: !fly.ptr<f16, global>
// CHECK: %[[ATOM:.*]] = fly.make_copy_atom
// CHECK: %[[R:.*]] = fly.make_ptr()
// CHECK-NEXT: %[[DST:.*]] = fly.make_view(%[[G]], %{{.*}}) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
// CHECK-NEXT: %[[V:.*]] = fly.ptr.load(%[[R]]) : (!fly.ptr<f16, register>) -> vector<4xf16>
// CHECK-NEXT: fly.copy_atom_call_ssa(%[[ATOM]], %[[V]], %[[DST]]) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (!fly.copy_atom<!fly.universal_copy<64>, 16>, vector<4xf16>, !fly.memref<f16, global, 4:1>) -> ()
// CHECK-NEXT: return
func.func @register_src(%g: !fly.ptr<f16, global>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !atom
  %l = fly.static : !fly.layout<4:1>
  %r = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f16, register>
  %src = fly.make_view(%r, %l) : (!fly.ptr<f16, register>, !fly.layout<4:1>) -> !fly.memref<f16, register, 4:1>
  %dst = fly.make_view(%g, %l) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
  fly.copy_atom_call(%atom, %src, %dst) : (!atom, !fly.memref<f16, register, 4:1>, !fly.memref<f16, global, 4:1>) -> ()
  return
}

// -----

!atom = !fly.copy_atom<!fly.universal_copy<64>, 16>

// Register -> register, the destination at a static offset of a larger
// allocation. (2,2):(1,2) coalesces to 4:1, so it is contiguous too.
// CHECK-LABEL: func.func @register_both(
// CHECK: %[[ATOM:.*]] = fly.make_copy_atom
// CHECK: %[[A:.*]] = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}}
// CHECK: %[[B:.*]] = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}}
// CHECK: %[[B4:.*]] = fly.add_offset(%[[B]], %{{.*}})
// CHECK-NEXT: %[[V:.*]] = fly.ptr.load(%[[A]]) : (!fly.ptr<f16, register>) -> vector<4xf16>
// CHECK-NEXT: %[[W:.*]] = fly.copy_atom_call_ssa(%[[ATOM]], %[[V]]) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!fly.copy_atom<!fly.universal_copy<64>, 16>, vector<4xf16>) -> vector<4xf16>
// CHECK-NEXT: fly.ptr.store(%[[W]], %[[B4]]) : (vector<4xf16>, !fly.ptr<f16, register>) -> ()
// CHECK-NOT: fly.make_view
// CHECK: return
func.func @register_both() {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !atom
  %l = fly.static : !fly.layout<(2,2):(1,2)>
  %a = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f16, register>
  %b = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
  %four = fly.make_int_tuple() : () -> !fly.int_tuple<4>
  %b4 = fly.add_offset(%b, %four) : (!fly.ptr<f16, register>, !fly.int_tuple<4>) -> !fly.ptr<f16, register>
  %src = fly.make_view(%a, %l) : (!fly.ptr<f16, register>, !fly.layout<(2,2):(1,2)>) -> !fly.memref<f16, register, (2,2):(1,2)>
  %dst = fly.make_view(%b4, %l) : (!fly.ptr<f16, register>, !fly.layout<(2,2):(1,2)>) -> !fly.memref<f16, register, (2,2):(1,2)>
  fly.copy_atom_call(%atom, %src, %dst) : (!atom, !fly.memref<f16, register, (2,2):(1,2)>, !fly.memref<f16, register, (2,2):(1,2)>) -> ()
  return
}

// -----

!atom = !fly.copy_atom<!fly.universal_copy<64>, 16>

// Global -> shared: no register operand, nothing changes.
// CHECK-LABEL: func.func @global_only(
// CHECK: fly.copy_atom_call(%{{.*}}, %{{.*}}, %{{.*}}) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, global, 4:1>, !fly.memref<f16, shared, 4:1>) -> ()
// CHECK-NOT: fly.copy_atom_call_ssa
// CHECK-NOT: fly.ptr.
func.func @global_only(%g: !fly.ptr<f16, global>, %s: !fly.ptr<f16, shared>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !atom
  %l = fly.static : !fly.layout<4:1>
  %src = fly.make_view(%g, %l) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
  %dst = fly.make_view(%s, %l) : (!fly.ptr<f16, shared>, !fly.layout<4:1>) -> !fly.memref<f16, shared, 4:1>
  fly.copy_atom_call(%atom, %src, %dst) : (!atom, !fly.memref<f16, global, 4:1>, !fly.memref<f16, shared, 4:1>) -> ()
  return
}

// -----

!atom = !fly.copy_atom<!fly.universal_copy<64>, 16>

// 4:2 (every other element) and (2,2):(2,1) (transposed) do not coalesce to
// n:1: the register views stay memrefs and the calls are unchanged.
// CHECK-LABEL: func.func @non_contiguous(
// CHECK: fly.copy_atom_call(%{{.*}}, %{{.*}}, %{{.*}}) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, global, 4:1>, !fly.memref<f16, register, 4:2>) -> ()
// CHECK: fly.copy_atom_call(%{{.*}}, %{{.*}}, %{{.*}}) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, register, (2,2):(2,1)>, !fly.memref<f16, global, 4:1>) -> ()
// CHECK-NOT: fly.copy_atom_call_ssa
// CHECK-NOT: fly.ptr.
func.func @non_contiguous(%g: !fly.ptr<f16, global>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !atom
  %l = fly.static : !fly.layout<4:1>
  %l2 = fly.static : !fly.layout<4:2>
  %lt = fly.static : !fly.layout<(2,2):(2,1)>
  %r = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
  %gv = fly.make_view(%g, %l) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
  %rv = fly.make_view(%r, %l2) : (!fly.ptr<f16, register>, !fly.layout<4:2>) -> !fly.memref<f16, register, 4:2>
  fly.copy_atom_call(%atom, %gv, %rv) : (!atom, !fly.memref<f16, global, 4:1>, !fly.memref<f16, register, 4:2>) -> ()
  %rt = fly.make_view(%r, %lt) : (!fly.ptr<f16, register>, !fly.layout<(2,2):(2,1)>) -> !fly.memref<f16, register, (2,2):(2,1)>
  fly.copy_atom_call(%atom, %rt, %gv) : (!atom, !fly.memref<f16, register, (2,2):(2,1)>, !fly.memref<f16, global, 4:1>) -> ()
  return
}

// -----

!atom = !fly.copy_atom<!fly.universal_copy<64>, 16>

// A register view that is a function argument (no make_view): its pointer
// is taken with fly.get_iter.
// CHECK-LABEL: func.func @view_argument(
// CHECK-SAME: %[[G:[^:]*]]: !fly.memref<f16, global, 4:1>, %[[R:[^:]*]]: !fly.memref<f16, register, 4:1>
// CHECK: %[[ATOM:.*]] = fly.make_copy_atom
// CHECK-NEXT: %[[V:.*]] = fly.copy_atom_call_ssa(%[[ATOM]], %[[G]]) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, global, 4:1>) -> vector<4xf16>
// CHECK-NEXT: %[[P:.*]] = fly.get_iter(%[[R]]) : (!fly.memref<f16, register, 4:1>) -> !fly.ptr<f16, register>
// CHECK-NEXT: fly.ptr.store(%[[V]], %[[P]]) : (vector<4xf16>, !fly.ptr<f16, register>) -> ()
func.func @view_argument(%g: !fly.memref<f16, global, 4:1>, %r: !fly.memref<f16, register, 4:1>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !atom
  fly.copy_atom_call(%atom, %g, %r) : (!atom, !fly.memref<f16, global, 4:1>, !fly.memref<f16, register, 4:1>) -> ()
  return
}

// -----

!atom = !fly.copy_atom<!fly.universal_copy<64>, 16>

// A predicated register -> register copy: the source and the predicate are
// loaded as vectors, but the destination stays a memref (elements whose
// predicate is false keep their old values; the SSA op with a destination
// has no result). A predicated global -> register copy thus has no
// promotable operand and stays as it is.
// CHECK-LABEL: func.func @predicated(
// CHECK: %[[ATOM:.*]] = fly.make_copy_atom
// CHECK: %[[R:.*]] = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f16, register>
// CHECK-NEXT: %[[S:.*]] = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f16, register>
// CHECK-NEXT: %[[P:.*]] = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<i1, register>
// CHECK-NEXT: %[[DST:.*]] = fly.make_view(%[[R]], %{{.*}}) : (!fly.ptr<f16, register>
// CHECK-NEXT: fly.make_view(%[[P]], %{{.*}}) : (!fly.ptr<i1, register>
// CHECK-NEXT: %[[SV:.*]] = fly.ptr.load(%[[S]]) : (!fly.ptr<f16, register>) -> vector<4xf16>
// CHECK-NEXT: %[[PV:.*]] = fly.ptr.load(%[[P]]) : (!fly.ptr<i1, register>) -> vector<4xi1>
// CHECK-NEXT: fly.copy_atom_call_ssa(%[[ATOM]], %[[SV]], %[[DST]], %[[PV]]) {operandSegmentSizes = array<i32: 1, 1, 1, 1>} : (!fly.copy_atom<!fly.universal_copy<64>, 16>, vector<4xf16>, !fly.memref<f16, register, 4:1>, vector<4xi1>) -> ()
// CHECK-NEXT: fly.make_view(%{{.*}}) : (!fly.ptr<f16, global>
// CHECK-NEXT: fly.copy_atom_call(%[[ATOM]], %{{.*}}, %[[DST]], %{{.*}}) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, global, 4:1>, !fly.memref<f16, register, 4:1>, !fly.memref<i1, register, 4:1>) -> ()
// CHECK-NEXT: return
func.func @predicated(%g: !fly.ptr<f16, global>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !atom
  %l = fly.static : !fly.layout<4:1>
  %r = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f16, register>
  %s = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f16, register>
  %p = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<i1, register>
  %src = fly.make_view(%s, %l) : (!fly.ptr<f16, register>, !fly.layout<4:1>) -> !fly.memref<f16, register, 4:1>
  %dst = fly.make_view(%r, %l) : (!fly.ptr<f16, register>, !fly.layout<4:1>) -> !fly.memref<f16, register, 4:1>
  %pred = fly.make_view(%p, %l) : (!fly.ptr<i1, register>, !fly.layout<4:1>) -> !fly.memref<i1, register, 4:1>
  fly.copy_atom_call(%atom, %src, %dst, %pred) : (!atom, !fly.memref<f16, register, 4:1>, !fly.memref<f16, register, 4:1>, !fly.memref<i1, register, 4:1>) -> ()
  %gv = fly.make_view(%g, %l) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
  fly.copy_atom_call(%atom, %gv, %dst, %pred) : (!atom, !fly.memref<f16, global, 4:1>, !fly.memref<f16, register, 4:1>, !fly.memref<i1, register, 4:1>) -> ()
  return
}

// -----

!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>

// MMA with register d, a, b, c (single elements, 1:0), four different
// fragments: a, b, c are loaded in that order and passed to the SSA op in
// that order; it has no d and yields the new d, stored to d (not to c).
// CHECK-LABEL: func.func @mma_register_d(
// CHECK: %[[ATOM:.*]] = fly.make_mma_atom
// CHECK: %[[A:.*]] = fly.make_ptr() {dictAttrs = {allocSize = 2 : i64}}
// CHECK: %[[B:.*]] = fly.make_ptr() {dictAttrs = {allocSize = 2 : i64}}
// CHECK: %[[C:.*]] = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}}
// CHECK: %[[D:.*]] = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}}
// CHECK: %[[A1:.*]] = fly.add_offset(%[[A]], %{{.*}})
// CHECK-NEXT: %[[VA:.*]] = fly.ptr.load(%[[A1]]) : (!fly.ptr<f32, register>) -> vector<1xf32>
// CHECK-NEXT: %[[VB:.*]] = fly.ptr.load(%[[B]]) : (!fly.ptr<f32, register>) -> vector<1xf32>
// CHECK-NEXT: %[[VC:.*]] = fly.ptr.load(%[[C]]) : (!fly.ptr<f32, register>) -> vector<1xf32>
// CHECK-NEXT: %[[VD:.*]] = fly.mma_atom_call_ssa(%[[ATOM]], %[[VA]], %[[VB]], %[[VC]]) : (!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, vector<1xf32>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
// CHECK-NEXT: fly.ptr.store(%[[VD]], %[[D]]) : (vector<1xf32>, !fly.ptr<f32, register>) -> ()
// CHECK-NOT: fly.make_view
// CHECK: return
func.func @mma_register_d() {
  %atom = fly.make_mma_atom : !fma
  %l = fly.static : !fly.layout<1:0>
  %a = fly.make_ptr() {dictAttrs = {allocSize = 2 : i64}} : () -> !fly.ptr<f32, register>
  %b = fly.make_ptr() {dictAttrs = {allocSize = 2 : i64}} : () -> !fly.ptr<f32, register>
  %c = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
  %d = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
  %one = fly.make_int_tuple() : () -> !fly.int_tuple<1>
  %a1 = fly.add_offset(%a, %one) : (!fly.ptr<f32, register>, !fly.int_tuple<1>) -> !fly.ptr<f32, register>
  %va = fly.make_view(%a1, %l) : (!fly.ptr<f32, register>, !fly.layout<1:0>) -> !fly.memref<f32, register, 1:0>
  %vb = fly.make_view(%b, %l) : (!fly.ptr<f32, register>, !fly.layout<1:0>) -> !fly.memref<f32, register, 1:0>
  %vc = fly.make_view(%c, %l) : (!fly.ptr<f32, register>, !fly.layout<1:0>) -> !fly.memref<f32, register, 1:0>
  %vd = fly.make_view(%d, %l) : (!fly.ptr<f32, register>, !fly.layout<1:0>) -> !fly.memref<f32, register, 1:0>
  fly.mma_atom_call(%atom, %vd, %va, %vb, %vc) : (!fma, !fly.memref<f32, register, 1:0>, !fly.memref<f32, register, 1:0>, !fly.memref<f32, register, 1:0>, !fly.memref<f32, register, 1:0>) -> ()
  return
}

// -----

!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>

// MMA with d in global memory: a, b, c (three register fragments) are
// loaded, d stays a memref and the SSA op has no result.
// CHECK-LABEL: func.func @mma_global_d(
// CHECK: %[[ATOM:.*]] = fly.make_mma_atom
// CHECK: %[[RA:.*]] = fly.make_ptr()
// CHECK: %[[RB:.*]] = fly.make_ptr()
// CHECK: %[[RC:.*]] = fly.make_ptr()
// CHECK: %[[D:.*]] = fly.make_view(%{{.*}}) : (!fly.ptr<f32, global>
// CHECK-NEXT: %[[VA:.*]] = fly.ptr.load(%[[RA]]) : (!fly.ptr<f32, register>) -> vector<1xf32>
// CHECK-NEXT: %[[VB:.*]] = fly.ptr.load(%[[RB]]) : (!fly.ptr<f32, register>) -> vector<1xf32>
// CHECK-NEXT: %[[VC:.*]] = fly.ptr.load(%[[RC]]) : (!fly.ptr<f32, register>) -> vector<1xf32>
// CHECK-NEXT: fly.mma_atom_call_ssa(%[[ATOM]], %[[D]], %[[VA]], %[[VB]], %[[VC]]) : (!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.memref<f32, global, 1:0>, vector<1xf32>, vector<1xf32>, vector<1xf32>) -> ()
// CHECK-NEXT: return
func.func @mma_global_d(%g: !fly.ptr<f32, global>) {
  %atom = fly.make_mma_atom : !fma
  %l = fly.static : !fly.layout<1:0>
  %ra = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
  %rb = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
  %rc = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
  %va = fly.make_view(%ra, %l) : (!fly.ptr<f32, register>, !fly.layout<1:0>) -> !fly.memref<f32, register, 1:0>
  %vb = fly.make_view(%rb, %l) : (!fly.ptr<f32, register>, !fly.layout<1:0>) -> !fly.memref<f32, register, 1:0>
  %vc = fly.make_view(%rc, %l) : (!fly.ptr<f32, register>, !fly.layout<1:0>) -> !fly.memref<f32, register, 1:0>
  %d = fly.make_view(%g, %l) : (!fly.ptr<f32, global>, !fly.layout<1:0>) -> !fly.memref<f32, global, 1:0>
  fly.mma_atom_call(%atom, %d, %va, %vb, %vc) : (!fma, !fly.memref<f32, global, 1:0>, !fly.memref<f32, register, 1:0>, !fly.memref<f32, register, 1:0>, !fly.memref<f32, register, 1:0>) -> ()
  return
}

// -----

!fma = !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>

// MMA whose operands are all global: unchanged, operands in place.
// CHECK-LABEL: func.func @mma_global_only(
// CHECK-SAME: %[[D:[^:]*]]: !fly.memref<f32, global, 1:0>, %[[A:[^:]*]]: !fly.memref<f32, global, 1:0>, %[[B:[^:]*]]: !fly.memref<f32, global, 1:0>, %[[C:[^:]*]]: !fly.memref<f32, global, 1:0>)
// CHECK: fly.mma_atom_call(%{{.*}}, %[[D]], %[[A]], %[[B]], %[[C]])
// CHECK-NOT: fly.mma_atom_call_ssa
func.func @mma_global_only(%d: !fly.memref<f32, global, 1:0>, %a: !fly.memref<f32, global, 1:0>, %b: !fly.memref<f32, global, 1:0>, %c: !fly.memref<f32, global, 1:0>) {
  %atom = fly.make_mma_atom : !fma
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fma, !fly.memref<f32, global, 1:0>, !fly.memref<f32, global, 1:0>, !fly.memref<f32, global, 1:0>, !fly.memref<f32, global, 1:0>) -> ()
  return
}
