// RUN: fly-opt %s --fly-promote-regmem-to-vectorssa -split-input-file | FileCheck %s
// RUN: fly-opt %s --fly-promote-regmem-to-vectorssa=remarks=true -split-input-file -verify-diagnostics > /dev/null
// Allocations the promotion leaves untouched (with remarks=true a remark
// says why, checked by the second run): every use must
// be a static-offset ptr.load/ptr.store, possibly through add_offset by a
// static int tuple or make_view + get_iter, under scf.for/if/while only.

// A dynamic offset.
// CHECK-LABEL: func.func @dynamic_offset(
// CHECK: %[[P:.*]] = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
// CHECK: %[[Q:.*]] = fly.add_offset(%[[P]], %{{.*}}) : (!fly.ptr<f32, register>, !fly.int_tuple<?>) -> !fly.ptr<f32, register>
// CHECK: fly.ptr.store(%{{.*}}, %[[P]])
// CHECK: fly.ptr.load(%[[Q]])
// CHECK-NOT: vector.
func.func @dynamic_offset(%i: i32, %x: f32) -> f32 {
  // expected-remark @+1 {{register allocation not promoted: dynamic offset ('fly.add_offset')}}
  %p = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
  %o = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<?>
  %q = fly.add_offset(%p, %o) : (!fly.ptr<f32, register>, !fly.int_tuple<?>) -> !fly.ptr<f32, register>
  fly.ptr.store(%x, %p) : (f32, !fly.ptr<f32, register>) -> ()
  %v = fly.ptr.load(%q) : (!fly.ptr<f32, register>) -> f32
  return %v : f32
}

// -----

// Reached through recast_iter.
// CHECK-LABEL: func.func @recast(
// CHECK: %[[P:.*]] = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f16, register>
// CHECK: %[[Q:.*]] = fly.recast_iter(%[[P]])
// CHECK: fly.ptr.store(%{{.*}}, %[[P]])
// CHECK: fly.ptr.load(%[[Q]])
// CHECK-NOT: vector.
func.func @recast(%x: f16) -> i16 {
  // expected-remark @+1 {{register allocation not promoted: reached through recast_iter ('fly.recast_iter')}}
  %p = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f16, register>
  %q = fly.recast_iter(%p) : (!fly.ptr<f16, register>) -> !fly.ptr<i16, register>
  fly.ptr.store(%x, %p) : (f16, !fly.ptr<f16, register>) -> ()
  %v = fly.ptr.load(%q) : (!fly.ptr<i16, register>) -> i16
  return %v : i16
}

// -----

!atom = !fly.copy_atom<!fly.universal_copy<64>, 16>

// A view of the allocation used by an atom call (e.g. a non-contiguous one
// that fly-convert-atom-call-to-ssa-form left in memory form).
// CHECK-LABEL: func.func @view_in_use(
// CHECK: %[[P:.*]] = fly.make_ptr()
// CHECK: fly.ptr.store(%{{.*}}, %[[P]])
// CHECK: fly.copy_atom_call(
// CHECK-NOT: vector.
func.func @view_in_use(%g: !fly.memref<f16, global, 4:1>, %x: f16) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !atom
  // expected-remark @+1 {{register allocation not promoted: a view of it is used by 'fly.copy_atom_call'}}
  %p = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
  fly.ptr.store(%x, %p) : (f16, !fly.ptr<f16, register>) -> ()
  %l = fly.static : !fly.layout<4:2>
  %v = fly.make_view(%p, %l) : (!fly.ptr<f16, register>, !fly.layout<4:2>) -> !fly.memref<f16, register, 4:2>
  fly.copy_atom_call(%atom, %g, %v) : (!atom, !fly.memref<f16, global, 4:1>, !fly.memref<f16, register, 4:2>) -> ()
  return
}

// -----

// The pointer escapes: yielded from an scf.if.
// CHECK-LABEL: func.func @escapes(
// CHECK: %[[P:.*]] = fly.make_ptr()
// CHECK: scf.if
// CHECK: fly.ptr.load
// CHECK-NOT: vector.
func.func @escapes(%c: i1, %g: !fly.ptr<f32, register>) -> f32 {
  // expected-remark @+1 {{register allocation not promoted: unsupported use ('scf.yield')}}
  %p = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
  %q = scf.if %c -> (!fly.ptr<f32, register>) {
    scf.yield %p : !fly.ptr<f32, register>
  } else {
    scf.yield %g : !fly.ptr<f32, register>
  }
  %v = fly.ptr.load(%q) : (!fly.ptr<f32, register>) -> f32
  return %v : f32
}

// -----

// An access under a region op other than scf.for/if/while.
// CHECK-LABEL: func.func @other_region(
// CHECK: %[[P:.*]] = fly.make_ptr()
// CHECK: scf.execute_region
// CHECK: fly.ptr.store(%{{.*}}, %[[P]])
// CHECK-NOT: vector.
func.func @other_region(%x: f32) {
  // expected-remark @+1 {{register allocation not promoted: an access sits under an unsupported region op}}
  %p = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
  scf.execute_region {
    fly.ptr.store(%x, %p) : (f32, !fly.ptr<f32, register>) -> ()
    scf.yield
  }
  return
}

// -----

// An access past the end of the allocation (offset 3, 2 elements, of 4).
// CHECK-LABEL: func.func @out_of_bounds(
// CHECK: fly.make_ptr()
// CHECK: fly.ptr.load
// CHECK-NOT: vector.
func.func @out_of_bounds() -> vector<2xf32> {
  // expected-remark @+1 {{register allocation not promoted: access out of bounds at offset 3 ('fly.ptr.load')}}
  %p = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
  %c3 = fly.make_int_tuple() : () -> !fly.int_tuple<3>
  %q = fly.add_offset(%p, %c3) : (!fly.ptr<f32, register>, !fly.int_tuple<3>) -> !fly.ptr<f32, register>
  %v = fly.ptr.load(%q) : (!fly.ptr<f32, register>) -> vector<2xf32>
  return %v : vector<2xf32>
}

// -----

// Shared memory is not register memory: untouched.
// CHECK-LABEL: func.func @shared(
// CHECK: fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = 64 : i64}}
// CHECK: fly.ptr.store
// CHECK-NOT: vector.
func.func @shared(%x: f32) {
  %p = fly.make_ptr() {dictAttrs = {allocBytes = 64 : i64, allocAlign = 16 : i64}} : () -> !fly.ptr<f32, shared>
  fly.ptr.store(%x, %p) : (f32, !fly.ptr<f32, shared>) -> ()
  return
}
