// RUN: fly-opt %s -split-input-file -verify-diagnostics
// Attribute constraints that ODS states (FlyOps.td, FlyAtomOps.td), checked
// before inference runs: each message names the attribute and the rule.

func.func @recast_zero_bits(%l: !fly.layout<(4,8):(8,1)>) {
  // expected-error @+1 {{attribute 'new_type_bits' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  %u = fly.recast_layout(%l) {new_type_bits = 0 : i32, old_type_bits = 16 : i32} : (!fly.layout<(4,8):(8,1)>) -> !fly.layout<(4,4):(4,1)>
  return
}

// -----

func.func @recast_negative_bits(%l: !fly.layout<(4,8):(8,1)>) {
  // expected-error @+1 {{attribute 'old_type_bits' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  %u = fly.recast_layout(%l) {new_type_bits = 32 : i32, old_type_bits = -16 : i32} : (!fly.layout<(4,8):(8,1)>) -> !fly.layout<(4,4):(4,1)>
  return
}

// -----

func.func @get_negative_mode(%l: !fly.layout<(4,8):(8,1)>) {
  // expected-error @+1 {{attribute 'mode' failed to satisfy constraint: i32 dense array attribute whose value is non-negative}}
  %u = fly.get(%l) {mode = array<i32: 0, -1>} : (!fly.layout<(4,8):(8,1)>) -> !fly.layout<4:8>
  return
}

// -----

func.func @select_negative_index(%l: !fly.layout<(4,8):(8,1)>) {
  // expected-error @+1 {{attribute 'indices' failed to satisfy constraint: i32 dense array attribute whose value is non-negative}}
  %u = fly.select(%l) {indices = array<i32: 1, -2>} : (!fly.layout<(4,8):(8,1)>) -> !fly.layout<(8,4):(1,8)>
  return
}

// -----

func.func @take_negative_begin(%l: !fly.layout<(4,8):(8,1)>) {
  // expected-error @+1 {{attribute 'begin' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
  %u = fly.take(%l) {begin = -1 : i32, end = 1 : i32} : (!fly.layout<(4,8):(8,1)>) -> !fly.layout<4:8>
  return
}

// -----

func.func @group_empty_end(%l: !fly.layout<(4,8):(8,1)>) {
  // expected-error @+1 {{attribute 'end' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  %u = fly.group(%l) {begin = 0 : i32, end = 0 : i32} : (!fly.layout<(4,8):(8,1)>) -> !fly.layout<(4,8):(8,1)>
  return
}

// -----

func.func @append_negative_rank(%t: !fly.int_tuple<(2,3)>, %e: !fly.int_tuple<1>) {
  // expected-error @+1 {{attribute 'n' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
  %r = fly.append<-1> (%t, %e) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<1>) -> !fly.int_tuple<(2,3,1)>
  return
}

// -----

func.func @prepend_negative_rank(%t: !fly.int_tuple<(2,3)>, %e: !fly.int_tuple<1>) {
  // expected-error @+1 {{attribute 'n' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
  %r = fly.prepend<-3> (%t, %e) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<1>) -> !fly.int_tuple<(1,2,3)>
  return
}

// -----

// A negative valBits was reported as its 32-bit unsigned value before.
func.func @copy_atom_negative_bits() {
  // expected-error @+1 {{attribute 'valBits' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
  %a = fly.make_copy_atom {valBits = -16 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 16>
  return
}
