// RUN: fly-opt %s --fly-layout-lowering --canonicalize -split-input-file | FileCheck %s
// How fly.copy is cut into atom calls (issue 13 B), as CuTe's copy and
// Copy_Atom::call do it: the views are (V, REST...), each rest coordinate
// gives the calls on V, one call moves m = copyBits / valBits values, and a V
// holding several calls is split (its first sub-mode keeps a call's values,
// the other sub-modes are iterated; a leaf is first divided by m:1). A
// predicate guards each call with one element: of the call's first value
// (views' shape), of the call (a "reduced" predicate: one element per call
// of V), or of the rest coordinate (no V mode). Every offset below is
// computed by hand from the layouts: call j of V at rest coordinate r.

!cp = !fly.copy_atom<!fly.universal_copy<64>, 16>
// Rank 1 (V), V exactly one call (4 x 16 = 64 bits): one call on the whole
// views, nothing sliced (FlyDSL's form: views that are function arguments,
// which a slice could not be lowered on).
// CHECK-LABEL: func.func @rank1_one_call(
// CHECK-SAME: %[[S:[a-z0-9]+]]: !fly.memref<f16, global, 4:1>, %[[D:[a-z0-9]+]]: !fly.memref<f16, register, 4:1>)
// CHECK-NEXT: %[[A:.*]] = fly.make_copy_atom
// CHECK-NEXT: fly.copy_atom_call(%[[A]], %[[S]], %[[D]]) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, global, 4:1>, !fly.memref<f16, register, 4:1>) -> ()
// CHECK-NEXT: return
func.func @rank1_one_call(%s: !fly.memref<f16, global, 4:1>, %d: !fly.memref<f16, register, 4:1>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !cp
  fly.copy(%atom, %s, %d) : (!cp, !fly.memref<f16, global, 4:1>, !fly.memref<f16, register, 4:1>) -> ()
  return
}

// -----

!cp = !fly.copy_atom<!fly.universal_copy<64>, 16>
!V = !fly.memref<f16, global, (4,1):(1,0)>
!R = !fly.memref<f16, register, (4,1):(1,0)>
!P = !fly.memref<i1, register, (4,1):(1,0)>
// Rank 2 without repetition ((4,1): V one call, REST 1): one call on the
// whole views and the whole predicate (its first element guards the call).
// CHECK-LABEL: func.func @rank2_one_call(
// CHECK-SAME: %[[S:[a-z0-9]+]]: !fly.memref<f16, global, (4,1):(1,0)>, %[[D:[a-z0-9]+]]: !fly.memref<f16, register, (4,1):(1,0)>, %[[P:[a-z0-9]+]]: !fly.memref<i1, register, (4,1):(1,0)>)
// CHECK-NEXT: %[[A:.*]] = fly.make_copy_atom
// CHECK-NEXT: fly.copy_atom_call(%[[A]], %[[S]], %[[D]], %[[P]])
// CHECK-NEXT: return
func.func @rank2_one_call(%s: !V, %d: !R, %p: !P) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !cp
  fly.copy(%atom, %s, %d, %p) : (!cp, !V, !R, !P) -> ()
  return
}

// -----

!cp = !fly.copy_atom<!fly.universal_copy<64>, 16>
// Rank 2 (V, REST) with V one call: one call per rest coordinate, at 8r.
// CHECK-LABEL: func.func @rank2_rest(
// CHECK-SAME: %[[S:[a-z0-9]+]]: !fly.ptr<f16, global>, %[[D:[a-z0-9]+]]: !fly.ptr<f16, global>)
// CHECK: fly.copy_atom_call({{.*}}, !fly.memref<f16, global, 4:1>, !fly.memref<f16, global, 4:1>) -> ()
// CHECK: fly.add_offset(%[[S]], %{{.*}}) : (!fly.ptr<f16, global>, !fly.int_tuple<8>)
// CHECK: fly.add_offset(%[[D]], %{{.*}}) : (!fly.ptr<f16, global>, !fly.int_tuple<8>)
// CHECK: fly.copy_atom_call
// CHECK: fly.add_offset(%[[S]], %{{.*}}) : (!fly.ptr<f16, global>, !fly.int_tuple<16>)
// CHECK: fly.add_offset(%[[D]], %{{.*}}) : (!fly.ptr<f16, global>, !fly.int_tuple<16>)
// CHECK: fly.copy_atom_call
// CHECK-NOT: fly.copy_atom_call
// CHECK: return
func.func @rank2_rest(%ps: !fly.ptr<f16, global>, %pd: !fly.ptr<f16, global>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !cp
  %l = fly.static : !fly.layout<(4,3):(1,8)>
  %s = fly.make_view(%ps, %l) : (!fly.ptr<f16, global>, !fly.layout<(4,3):(1,8)>) -> !fly.memref<f16, global, (4,3):(1,8)>
  %d = fly.make_view(%pd, %l) : (!fly.ptr<f16, global>, !fly.layout<(4,3):(1,8)>) -> !fly.memref<f16, global, (4,3):(1,8)>
  fly.copy(%atom, %s, %d) : (!cp, !fly.memref<f16, global, (4,3):(1,8)>, !fly.memref<f16, global, (4,3):(1,8)>) -> ()
  return
}

// -----

!cp = !fly.copy_atom<!fly.universal_copy<64>, 16>
// Rank 1 with V a leaf of two calls (8 x 16 bits): V is divided by 4:1 into
// two calls of 4:1, at 0 and 4.
// CHECK-LABEL: func.func @rank1_two_calls(
// CHECK-SAME: %[[S:[a-z0-9]+]]: !fly.ptr<f16, global>, %[[D:[a-z0-9]+]]: !fly.ptr<f16, global>)
// CHECK: fly.copy_atom_call({{.*}}, !fly.memref<f16, global, 4:1>, !fly.memref<f16, global, 4:1>) -> ()
// CHECK: fly.add_offset(%[[S]], %{{.*}}) : (!fly.ptr<f16, global>, !fly.int_tuple<4>)
// CHECK: fly.add_offset(%[[D]], %{{.*}}) : (!fly.ptr<f16, global>, !fly.int_tuple<4>)
// CHECK: fly.copy_atom_call({{.*}}, !fly.memref<f16, global, 4:1>, !fly.memref<f16, global, 4:1>) -> ()
// CHECK-NOT: fly.copy_atom_call
// CHECK: return
func.func @rank1_two_calls(%ps: !fly.ptr<f16, global>, %pd: !fly.ptr<f16, global>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !cp
  %l = fly.static : !fly.layout<8:1>
  %s = fly.make_view(%ps, %l) : (!fly.ptr<f16, global>, !fly.layout<8:1>) -> !fly.memref<f16, global, 8:1>
  %d = fly.make_view(%pd, %l) : (!fly.ptr<f16, global>, !fly.layout<8:1>) -> !fly.memref<f16, global, 8:1>
  fly.copy(%atom, %s, %d) : (!cp, !fly.memref<f16, global, 8:1>, !fly.memref<f16, global, 8:1>) -> ()
  return
}

// -----

!cp = !fly.copy_atom<!fly.universal_copy<32>, 16>
!S = !fly.memref<f16, global, ((2,(2,2)),2):((1,(2,4)),8)>
!D = !fly.memref<f16, register, ((2,4),2):((1,2),16)>
!P = !fly.memref<i1, register, ((2,2),2):((2,1),4)>
// A reduced predicate: m = 2, V = (2,(2,2)) holds 4 calls (ATOM_V 2,
// ATOM_REST (2,2)), and the predicate ((2,2),2) has one element per call of V
// and per rest coordinate. V is split (the source by its sub-modes, the
// destination's (2,4) by its second mode); call j, r:
//   source      2j + 8r:        0 2 4 6 | 8 10 12 14
//   destination 2j + 16r:       0 2 4 6 | 16 18 20 22
//   predicate   at ((j%2, j/2), r) = 2(j%2) + (j/2) + 4r: 0 2 1 3 | 4 6 5 7
// Each call moves 2:1 and is guarded by a one-element predicate view.
// CHECK-LABEL: func.func @reduced_predicate(
// CHECK-SAME: %[[S:[a-z0-9]+]]: !fly.ptr<f16, global>, %[[D:[a-z0-9]+]]: !fly.ptr<f16, register>, %[[P:[a-z0-9]+]]: !fly.ptr<i1, register>)
// CHECK: %[[P0:.*]] = fly.make_view(%[[P]], %{{.*}}) : (!fly.ptr<i1, register>, !fly.layout<1:0>)
// CHECK-NEXT: fly.copy_atom_call(%{{.*}}, %{{.*}}, %{{.*}}, %[[P0]]) : (!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.memref<f16, global, 2:1>, !fly.memref<f16, register, 2:1>, !fly.memref<i1, register, 1:0>) -> ()
// CHECK-NEXT: fly.add_offset(%[[S]], %{{.*}}) : ({{.*}}, !fly.int_tuple<2>)
// CHECK: fly.add_offset(%[[D]], %{{.*}}) : ({{.*}}, !fly.int_tuple<2>)
// CHECK: fly.add_offset(%[[P]], %{{.*}}) : ({{.*}}, !fly.int_tuple<2>)
// CHECK-NOT: fly.add_offset
// CHECK: fly.copy_atom_call
// CHECK-NEXT: fly.make_int_tuple() : () -> !fly.int_tuple<4>
// CHECK-NEXT: fly.add_offset(%[[S]], %{{.*}}) : ({{.*}}, !fly.int_tuple<4>)
// CHECK: fly.add_offset(%[[D]], %{{.*}}) : ({{.*}}, !fly.int_tuple<4>)
// CHECK: fly.add_offset(%[[P]], %{{.*}}) : ({{.*}}, !fly.int_tuple<1>)
// CHECK-NOT: fly.add_offset
// CHECK: fly.copy_atom_call
// CHECK: fly.add_offset(%[[S]], %{{.*}}) : ({{.*}}, !fly.int_tuple<6>)
// CHECK: fly.add_offset(%[[D]], %{{.*}}) : ({{.*}}, !fly.int_tuple<6>)
// CHECK: fly.add_offset(%[[P]], %{{.*}}) : ({{.*}}, !fly.int_tuple<3>)
// CHECK-NOT: fly.add_offset
// CHECK: fly.copy_atom_call
// CHECK: fly.add_offset(%[[S]], %{{.*}}) : ({{.*}}, !fly.int_tuple<8>)
// CHECK: fly.add_offset(%[[D]], %{{.*}}) : ({{.*}}, !fly.int_tuple<16>)
// CHECK: fly.add_offset(%[[P]], %{{.*}}) : ({{.*}}, !fly.int_tuple<4>)
// CHECK-NOT: fly.add_offset
// CHECK: fly.copy_atom_call
// CHECK: fly.add_offset(%[[S]], %{{.*}}) : ({{.*}}, !fly.int_tuple<10>)
// CHECK: fly.add_offset(%[[D]], %{{.*}}) : ({{.*}}, !fly.int_tuple<18>)
// CHECK: fly.add_offset(%[[P]], %{{.*}}) : ({{.*}}, !fly.int_tuple<6>)
// CHECK-NOT: fly.add_offset
// CHECK: fly.copy_atom_call
// CHECK: fly.add_offset(%[[S]], %{{.*}}) : ({{.*}}, !fly.int_tuple<12>)
// CHECK: fly.add_offset(%[[D]], %{{.*}}) : ({{.*}}, !fly.int_tuple<20>)
// CHECK: fly.add_offset(%[[P]], %{{.*}}) : ({{.*}}, !fly.int_tuple<5>)
// CHECK-NOT: fly.add_offset
// CHECK: fly.copy_atom_call
// CHECK: fly.add_offset(%[[S]], %{{.*}}) : ({{.*}}, !fly.int_tuple<14>)
// CHECK: fly.add_offset(%[[D]], %{{.*}}) : ({{.*}}, !fly.int_tuple<22>)
// CHECK: fly.add_offset(%[[P]], %{{.*}}) : ({{.*}}, !fly.int_tuple<7>)
// CHECK-NOT: fly.add_offset
// CHECK: fly.copy_atom_call
// CHECK-NOT: fly.copy_atom_call
// CHECK: return
func.func @reduced_predicate(%ps: !fly.ptr<f16, global>, %pd: !fly.ptr<f16, register>, %pp: !fly.ptr<i1, register>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !cp
  %ls = fly.static : !fly.layout<((2,(2,2)),2):((1,(2,4)),8)>
  %ld = fly.static : !fly.layout<((2,4),2):((1,2),16)>
  %lp = fly.static : !fly.layout<((2,2),2):((2,1),4)>
  %s = fly.make_view(%ps, %ls) : (!fly.ptr<f16, global>, !fly.layout<((2,(2,2)),2):((1,(2,4)),8)>) -> !S
  %d = fly.make_view(%pd, %ld) : (!fly.ptr<f16, register>, !fly.layout<((2,4),2):((1,2),16)>) -> !D
  %p = fly.make_view(%pp, %lp) : (!fly.ptr<i1, register>, !fly.layout<((2,2),2):((2,1),4)>) -> !P
  fly.copy(%atom, %s, %d, %p) : (!cp, !S, !D, !P) -> ()
  return
}

// -----

!cp = !fly.copy_atom<!fly.universal_copy<32>, 16>
// A predicate with the views' shape while V (4, a leaf) holds two calls of
// m = 2: the call's first value decides, element (2j, r) of (4,2):(2,1), at
// 4j + r: 0 4 1 5 for (j, r) = (0,0) (1,0) (0,1) (1,1); the source moves
// from 2j + 4r: 0 2 4 6.
// CHECK-LABEL: func.func @per_value_predicate(
// CHECK-SAME: %[[S:[a-z0-9]+]]: !fly.ptr<f16, global>, %{{[a-z0-9]+}}: !fly.ptr<f16, global>, %[[P:[a-z0-9]+]]: !fly.ptr<i1, register>)
// CHECK: %[[P0:.*]] = fly.make_view(%[[P]], %{{.*}}) : (!fly.ptr<i1, register>, !fly.layout<1:0>)
// CHECK-NEXT: fly.copy_atom_call(%{{.*}}, %{{.*}}, %{{.*}}, %[[P0]])
// CHECK: fly.add_offset(%[[S]], %{{.*}}) : ({{.*}}, !fly.int_tuple<2>)
// CHECK: fly.add_offset(%[[P]], %{{.*}}) : ({{.*}}, !fly.int_tuple<4>)
// CHECK: fly.copy_atom_call
// CHECK: fly.add_offset(%[[S]], %{{.*}}) : ({{.*}}, !fly.int_tuple<4>)
// CHECK: fly.add_offset(%[[P]], %{{.*}}) : ({{.*}}, !fly.int_tuple<1>)
// CHECK: fly.copy_atom_call
// CHECK: fly.add_offset(%[[S]], %{{.*}}) : ({{.*}}, !fly.int_tuple<6>)
// CHECK: fly.add_offset(%[[P]], %{{.*}}) : ({{.*}}, !fly.int_tuple<5>)
// CHECK: fly.copy_atom_call
// CHECK-NOT: fly.copy_atom_call
// CHECK: return
func.func @per_value_predicate(%ps: !fly.ptr<f16, global>, %pd: !fly.ptr<f16, global>, %pp: !fly.ptr<i1, register>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !cp
  %l = fly.static : !fly.layout<(4,2):(1,4)>
  %lp = fly.static : !fly.layout<(4,2):(2,1)>
  %s = fly.make_view(%ps, %l) : (!fly.ptr<f16, global>, !fly.layout<(4,2):(1,4)>) -> !fly.memref<f16, global, (4,2):(1,4)>
  %d = fly.make_view(%pd, %l) : (!fly.ptr<f16, global>, !fly.layout<(4,2):(1,4)>) -> !fly.memref<f16, global, (4,2):(1,4)>
  %p = fly.make_view(%pp, %lp) : (!fly.ptr<i1, register>, !fly.layout<(4,2):(2,1)>) -> !fly.memref<i1, register, (4,2):(2,1)>
  fly.copy(%atom, %s, %d, %p) : (!cp, !fly.memref<f16, global, (4,2):(1,4)>, !fly.memref<f16, global, (4,2):(1,4)>, !fly.memref<i1, register, (4,2):(2,1)>) -> ()
  return
}

// -----

!cp = !fly.copy_atom<!fly.universal_copy<32>, 16>
// A predicate without the V mode (rank one less): element r, at 2r, guards
// the call at rest coordinate r.
// CHECK-LABEL: func.func @rest_predicate(
// CHECK-SAME: %[[S:[a-z0-9]+]]: !fly.ptr<f16, global>, %{{[a-z0-9]+}}: !fly.ptr<f16, global>, %[[P:[a-z0-9]+]]: !fly.ptr<i1, register>)
// CHECK: %[[P0:.*]] = fly.make_view(%[[P]], %{{.*}}) : (!fly.ptr<i1, register>, !fly.layout<1:0>)
// CHECK-NEXT: fly.copy_atom_call(%{{.*}}, %{{.*}}, %{{.*}}, %[[P0]])
// CHECK: fly.add_offset(%[[S]], %{{.*}}) : ({{.*}}, !fly.int_tuple<2>)
// CHECK: fly.add_offset(%[[P]], %{{.*}}) : ({{.*}}, !fly.int_tuple<2>)
// CHECK: fly.copy_atom_call
// CHECK: fly.add_offset(%[[S]], %{{.*}}) : ({{.*}}, !fly.int_tuple<4>)
// CHECK: fly.add_offset(%[[P]], %{{.*}}) : ({{.*}}, !fly.int_tuple<4>)
// CHECK: fly.copy_atom_call
// CHECK-NOT: fly.copy_atom_call
// CHECK: return
func.func @rest_predicate(%ps: !fly.ptr<f16, global>, %pd: !fly.ptr<f16, global>, %pp: !fly.ptr<i1, register>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !cp
  %l = fly.static : !fly.layout<(2,3):(1,2)>
  %lp = fly.static : !fly.layout<3:2>
  %s = fly.make_view(%ps, %l) : (!fly.ptr<f16, global>, !fly.layout<(2,3):(1,2)>) -> !fly.memref<f16, global, (2,3):(1,2)>
  %d = fly.make_view(%pd, %l) : (!fly.ptr<f16, global>, !fly.layout<(2,3):(1,2)>) -> !fly.memref<f16, global, (2,3):(1,2)>
  %p = fly.make_view(%pp, %lp) : (!fly.ptr<i1, register>, !fly.layout<3:2>) -> !fly.memref<i1, register, 3:2>
  fly.copy(%atom, %s, %d, %p) : (!cp, !fly.memref<f16, global, (2,3):(1,2)>, !fly.memref<f16, global, (2,3):(1,2)>, !fly.memref<i1, register, 3:2>) -> ()
  return
}

// -----

!w = !fly.copy_atom<!fly.universal_copy<128>, 128>
// An atom wider than the element: 128-bit values on f32 views, one value
// (four f32 from its position) per call, so V = 1 and the four rest
// coordinates are four calls at 4r: 0, 4, 8, 12, each on a one-position view.
// CHECK-LABEL: func.func @wide_values(
// CHECK-SAME: %[[S:[a-z0-9]+]]: !fly.ptr<f32, global>, %[[D:[a-z0-9]+]]: !fly.ptr<f32, shared>)
// CHECK: fly.copy_atom_call({{.*}}, !fly.memref<f32, global, 1:0>, !fly.memref<f32, shared, 1:0>) -> ()
// CHECK: fly.add_offset(%[[S]], %{{.*}}) : ({{.*}}, !fly.int_tuple<4>)
// CHECK: fly.add_offset(%[[D]], %{{.*}}) : ({{.*}}, !fly.int_tuple<4>)
// CHECK: fly.copy_atom_call
// CHECK: fly.add_offset(%[[S]], %{{.*}}) : ({{.*}}, !fly.int_tuple<8>)
// CHECK: fly.add_offset(%[[D]], %{{.*}}) : ({{.*}}, !fly.int_tuple<8>)
// CHECK: fly.copy_atom_call
// CHECK: fly.add_offset(%[[S]], %{{.*}}) : ({{.*}}, !fly.int_tuple<12>)
// CHECK: fly.add_offset(%[[D]], %{{.*}}) : ({{.*}}, !fly.int_tuple<12>)
// CHECK: fly.copy_atom_call
// CHECK-NOT: fly.copy_atom_call
// CHECK: return
func.func @wide_values(%ps: !fly.ptr<f32, global>, %pd: !fly.ptr<f32, shared>) {
  %atom = fly.make_copy_atom {valBits = 128 : i32} : !w
  %l = fly.static : !fly.layout<(1,4):(0,4)>
  %s = fly.make_view(%ps, %l) : (!fly.ptr<f32, global>, !fly.layout<(1,4):(0,4)>) -> !fly.memref<f32, global, (1,4):(0,4)>
  %d = fly.make_view(%pd, %l) : (!fly.ptr<f32, shared>, !fly.layout<(1,4):(0,4)>) -> !fly.memref<f32, shared, (1,4):(0,4)>
  fly.copy(%atom, %s, %d) : (!w, !fly.memref<f32, global, (1,4):(0,4)>, !fly.memref<f32, shared, (1,4):(0,4)>) -> ()
  return
}
