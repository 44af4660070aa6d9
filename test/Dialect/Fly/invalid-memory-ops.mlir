// RUN: fly-opt %s -split-input-file -verify-diagnostics
// Negative tests of the view, pointer and utility ops (groups B, C, I, J
// and their verifiers). When type inference fails MLIR reports the
// specific error and then "failed to infer returned types" at the same op.

// memref.alloca allocates registers: a global result is rejected.
func.func @alloca_not_register(%l: !fly.layout<(4,8):(1,4)>) {
  // expected-error @+1 {{allocates register memory, but the result type '!fly.memref<f32, global, (4,8):(1,4)>' is not in the register address space}}
  %m = fly.memref.alloca(%l) : (!fly.layout<(4,8):(1,4)>) -> !fly.memref<f32, global, (4,8):(1,4)>
  return
}

// -----

// memref.alloca: the result layout is the operand layout.
func.func @alloca_layout_mismatch(%l: !fly.layout<(4,8):(1,4)>) {
  // expected-error @+1 {{result layout #fly.layout<(4,8):(8,1)> differs from the operand layout #fly.layout<(4,8):(1,4)>}}
  %m = fly.memref.alloca(%l) : (!fly.layout<(4,8):(1,4)>) -> !fly.memref<f32, register, (4,8):(8,1)>
  return
}

// -----

// memref.alloca: register memory has a static size.
func.func @alloca_dynamic(%l: !fly.layout<(4,?):(1,4)>) {
  // expected-error @+1 {{register memory needs a static layout, got #fly.layout<(4,?):(1,4)>}}
  %m = fly.memref.alloca(%l) : (!fly.layout<(4,?):(1,4)>) -> !fly.memref<f32, register, (4,?):(1,4)>
  return
}

// -----

// make_ptr: a register pointer needs an allocation size.
func.func @make_ptr_register_no_size() {
  // expected-error @+1 {{a register pointer needs {dictAttrs = {allocSize = N : i64}}}}
  %p = fly.make_ptr() : () -> !fly.ptr<f32, register>
  return
}

// -----

// make_ptr: the dictionary is there but allocSize is missing.
func.func @make_ptr_register_other_key() {
  // expected-error @+1 {{a register pointer needs {dictAttrs = {allocSize = N : i64}}}}
  %p = fly.make_ptr() {dictAttrs = {allocBytes = 32 : i64}} : () -> !fly.ptr<f32, register>
  return
}

// -----

// make_ptr: the allocation size is positive.
func.func @make_ptr_register_zero() {
  // expected-error @+1 {{allocSize must be positive, got 0}}
  %p = fly.make_ptr() {dictAttrs = {allocSize = 0 : i64}} : () -> !fly.ptr<f32, register>
  return
}

// -----

// make_ptr: a register allocation takes no operands.
func.func @make_ptr_register_operands(%n: i64) {
  // expected-error @+1 {{a register allocation takes no operands}}
  %p = fly.make_ptr(%n) {dictAttrs = {allocSize = 8 : i64}} : (i64) -> !fly.ptr<f32, register>
  return
}

// -----

// make_ptr: a shared allocation needs allocBytes and allocAlign.
func.func @make_ptr_shared_no_align() {
  // expected-error @+1 {{a shared pointer needs {dictAttrs = {allocAlign = N : i64}}}}
  %p = fly.make_ptr() {dictAttrs = {allocBytes = 256 : i64}} : () -> !fly.ptr<f32, shared>
  return
}

// -----

// The alignment of a shared allocation is a power of two.
func.func @make_ptr_shared_bad_align() {
  // expected-error @+1 {{'fly.make_ptr' op allocAlign must be a power of two, got 48}}
  %p = fly.make_ptr() {dictAttrs = {allocBytes = 1024 : i64, allocAlign = 48 : i64}} : () -> !fly.ptr<f16, shared>
  return
}

// -----

// get_dyn_shared: the element type is i8.
func.func @dyn_shared_elem() {
  // expected-error @+1 {{result must be !fly.ptr<i8, shared, align<1024>>, got '!fly.ptr<f16, shared, align<1024>>'}}
  %p = fly.get_dyn_shared() : !fly.ptr<f16, shared, align<1024>>
  return
}

// -----

// get_dyn_shared: the address space is shared.
func.func @dyn_shared_space() {
  // expected-error @+1 {{result must be !fly.ptr<i8, shared, align<1024>>, got '!fly.ptr<i8, global, align<1024>>'}}
  %p = fly.get_dyn_shared() : !fly.ptr<i8, global, align<1024>>
  return
}

// -----

// get_dyn_shared: the alignment is 1024.
func.func @dyn_shared_align() {
  // expected-error @+1 {{result must be !fly.ptr<i8, shared, align<1024>>, got '!fly.ptr<i8, shared, align<16>>'}}
  %p = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<16>>
  return
}

// -----

// to_llvm_ptr: the result address space is the attribute's.
func.func @to_llvm_ptr_space(%p: !fly.ptr<f32, global>) {
  // expected-error @+1 {{result address space 1 differs from llvm_address_space = 3}}
  %l = fly.to_llvm_ptr(%p) {llvm_address_space = 3 : i32} : (!fly.ptr<f32, global>) -> !llvm.ptr<1>
  return
}

// -----

// to_llvm_ptr: the result is an LLVM pointer.
func.func @to_llvm_ptr_not_ptr(%p: !fly.ptr<f32, global>) {
  // expected-error @+1 {{result must be an !llvm.ptr, got 'i64'}}
  %l = fly.to_llvm_ptr(%p) {llvm_address_space = 1 : i32} : (!fly.ptr<f32, global>) -> i64
  return
}

// -----

// recast_iter reinterprets the element type, never the address space.
func.func @recast_space(%p: !fly.ptr<f32, shared>) {
  // expected-error @+1 {{cannot change the address space from #fly<address_space shared> to #fly<address_space global>}}
  %q = fly.recast_iter(%p) : (!fly.ptr<f32, shared>) -> !fly.ptr<f32, global>
  return
}

// -----

// ptr.load: the loaded type is the element type or a 1-D vector of it.
func.func @load_wrong_elem(%p: !fly.ptr<f16, global>) {
  // expected-error @+1 {{accesses 'f32' through '!fly.ptr<f16, global>'; expected 'f16' or a 1-D vector of it}}
  %v = fly.ptr.load(%p) : (!fly.ptr<f16, global>) -> f32
  return
}

// -----

func.func @load_wrong_vector_elem(%p: !fly.ptr<f16, global>) {
  // expected-error @+1 {{accesses 'vector<4xf32>' through '!fly.ptr<f16, global>'; expected 'f16' or a 1-D vector of it}}
  %v = fly.ptr.load(%p) : (!fly.ptr<f16, global>) -> vector<4xf32>
  return
}

// -----

func.func @load_2d_vector(%p: !fly.ptr<f16, global>) {
  // expected-error @+1 {{accesses 'vector<2x2xf16>' through '!fly.ptr<f16, global>'; expected 'f16' or a 1-D vector of it}}
  %v = fly.ptr.load(%p) : (!fly.ptr<f16, global>) -> vector<2x2xf16>
  return
}

// -----

// ptr.load from an int tuple iterator is the identity.
func.func @load_tuple(%t: !fly.int_tuple<(?,4)>) {
  // expected-error @+1 {{a load from '!fly.int_tuple<(?,4)>' gives the tuple itself, not 'i32'}}
  %v = fly.ptr.load(%t) : (!fly.int_tuple<(?,4)>) -> i32
  return
}

// -----

// ptr.store: same rule as the load.
func.func @store_wrong_elem(%p: !fly.ptr<f16, shared>, %x: f32) {
  // expected-error @+1 {{accesses 'f32' through '!fly.ptr<f16, shared>'; expected 'f16' or a 1-D vector of it}}
  fly.ptr.store(%x, %p) : (f32, !fly.ptr<f16, shared>) -> ()
  return
}

// -----

// print: one {} placeholder per value.
func.func @print_too_few(%a: i32, %b: i64) {
  // expected-error @+1 {{format "a={}" has 1 placeholder(s) for 2 value(s)}}
  fly.print(%a, %b) {format = "a={}"} : (i32, i64) -> ()
  return
}

// -----

func.func @print_too_many(%a: i32) {
  // expected-error @+1 {{format "{} {} {}" has 3 placeholder(s) for 1 value(s)}}
  fly.print(%a) {format = "{} {} {}"} : (i32) -> ()
  return
}

// -----

// make_fragment_like of a layout needs a dtype.
func.func @fragment_no_dtype(%l: !fly.layout<(4,8):(8,1)>) {
  // expected-error @+2 {{needs an element type: give one, as in fly.make_fragment_like(%l, f16), or a memref source}}
  // expected-error @+1 {{failed to infer returned types}}
  %f = fly.make_fragment_like(%l) : (!fly.layout<(4,8):(8,1)>) -> !fly.memref<f16, register, (4,8):(1,4)>
  return
}

// -----

// make_fragment_like of a coord tensor also needs a dtype.
func.func @fragment_coord_no_dtype(%c: !fly.coord_tensor<(0,0), (4,8):(1E0,1E1)>) {
  // expected-error @+2 {{needs an element type}}
  // expected-error @+1 {{failed to infer returned types}}
  %f = fly.make_fragment_like(%c) : (!fly.coord_tensor<(0,0), (4,8):(1E0,1E1)>) -> !fly.memref<i32, register, (4,8):(1,4)>
  return
}

// -----

// make_fragment_like: a register fragment has a static shape.
func.func @fragment_dynamic(%l: !fly.layout<(4,?):(1,4)>) {
  // expected-error @+2 {{the shape (4,?) of a register fragment must be static}}
  // expected-error @+1 {{failed to infer returned types}}
  %f = fly.make_fragment_like(%l, f32) : (!fly.layout<(4,?):(1,4)>) -> !fly.memref<f32, register, (4,?):(1,4)>
  return
}

// -----

// make_fragment_like: the written result must be the inferred fragment
// layout (4,8):(1,4), not the source layout.
func.func @fragment_wrong_result(%l: !fly.layout<(4,8):(8,1)>) {
  // expected-error @+2 {{inferred type(s) '!fly.memref<f16, register, (4,8):(1,4)>' are incompatible with return type(s) of operation '!fly.memref<f16, register, (4,8):(8,1)>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %f = fly.make_fragment_like(%l, f16) : (!fly.layout<(4,8):(8,1)>) -> !fly.memref<f16, register, (4,8):(8,1)>
  return
}

// -----

// apply_swizzle: S<2,0,2> XORs byte-address bits 0-1, which splits f16
// elements (the base must be at least log2(2) = 1).
func.func @swizzle_below_elem(%p: !fly.ptr<f16, shared, align<16>>, %s: !fly.swizzle<S<2,0,2>>) {
  // expected-error @+2 {{swizzle S<2,0,2> moves bits below the 2-byte element: its base must be at least log2 of the element size in bytes}}
  // expected-error @+1 {{failed to infer returned types}}
  %q = fly.apply_swizzle(%p, %s) : (!fly.ptr<f16, shared, align<16>>, !fly.swizzle<S<2,0,2>>) -> !fly.ptr<f16, shared, S<2,0,2>>
  return
}

// -----

// apply_swizzle: base 1 is still below the 4-byte f32 element.
func.func @swizzle_below_f32(%p: !fly.ptr<f32, shared, align<16>>, %s: !fly.swizzle<S<2,1,2>>) {
  // expected-error @+2 {{swizzle S<2,1,2> moves bits below the 4-byte element}}
  // expected-error @+1 {{failed to infer returned types}}
  %q = fly.apply_swizzle(%p, %s) : (!fly.ptr<f32, shared, align<16>>, !fly.swizzle<S<2,1,2>>) -> !fly.ptr<f32, shared, S<2,1,2>>
  return
}

// -----

// apply_swizzle: the written alignment must be the weakened one,
// gcd(16, 2^3) = 8 bytes.
func.func @swizzle_wrong_align(%p: !fly.ptr<f16, shared, align<16>>, %s: !fly.swizzle<S<3,3,3>>) {
  // expected-error @+2 {{inferred type(s) '!fly.ptr<f16, shared, align<8>, S<3,3,3>>' are incompatible with return type(s) of operation '!fly.ptr<f16, shared, align<16>, S<3,3,3>>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %q = fly.apply_swizzle(%p, %s) : (!fly.ptr<f16, shared, align<16>>, !fly.swizzle<S<3,3,3>>) -> !fly.ptr<f16, shared, align<16>, S<3,3,3>>
  return
}

// -----

// add_offset: a pointer offset is one integer leaf, not a basis.
func.func @offset_basis(%p: !fly.ptr<f32, global>, %o: !fly.int_tuple<1E0>) {
  // expected-error @+2 {{the offset 1E0 must be a single integer leaf}}
  // expected-error @+1 {{failed to infer returned types}}
  %q = fly.add_offset(%p, %o) : (!fly.ptr<f32, global>, !fly.int_tuple<1E0>) -> !fly.ptr<f32, global>
  return
}

// -----

// add_offset: nor a tuple of several leaves.
func.func @offset_tuple(%p: !fly.ptr<f32, global>, %o: !fly.int_tuple<(2,3)>) {
  // expected-error @+2 {{the offset (2,3) must be a single integer leaf}}
  // expected-error @+1 {{failed to infer returned types}}
  %q = fly.add_offset(%p, %o) : (!fly.ptr<f32, global>, !fly.int_tuple<(2,3)>) -> !fly.ptr<f32, global>
  return
}

// -----

// add_offset: the alignment claim must not be stronger than the inferred one
// (offset ? on align<16> f16 keeps only the 2-byte element alignment).
func.func @offset_wrong_align(%p: !fly.ptr<f16, global, align<16>>, %o: !fly.int_tuple<?>) {
  // expected-error @+2 {{inferred type(s) '!fly.ptr<f16, global>' are incompatible with return type(s) of operation '!fly.ptr<f16, global, align<16>>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %q = fly.add_offset(%p, %o) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<f16, global, align<16>>
  return
}

// -----

// A weaker alignment claim must divide the inferred one: 12 bytes (f32 by
// 0 on align<12>) cannot be claimed as 8.
func.func @offset_non_divisor_align(%p: !fly.ptr<f32, global, align<12>>) {
  %c0 = fly.static : !fly.int_tuple<0>
  // expected-error @+2 {{inferred type(s) '!fly.ptr<f32, global, align<12>>' are incompatible with return type(s) of operation '!fly.ptr<f32, global, align<8>>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %q = fly.add_offset(%p, %c0) : (!fly.ptr<f32, global, align<12>>, !fly.int_tuple<0>) -> !fly.ptr<f32, global, align<8>>
  return
}

// -----

// make_view: the memref copies the pointer's alignment and swizzle.
func.func @view_drops_align(%p: !fly.ptr<f16, global, align<16>>, %l: !fly.layout<(4,8):(1,4)>) {
  // expected-error @+2 {{inferred type(s) '!fly.memref<f16, global, (4,8):(1,4), align<16>>' are incompatible with return type(s) of operation '!fly.memref<f16, global, (4,8):(1,4)>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %v = fly.make_view(%p, %l) : (!fly.ptr<f16, global, align<16>>, !fly.layout<(4,8):(1,4)>) -> !fly.memref<f16, global, (4,8):(1,4)>
  return
}

// -----

// make_view: wrong operand kinds are rejected by the operand constraints.
func.func @view_layout_iter(%l: !fly.layout<(4,8):(1,4)>) {
  // expected-error @+1 {{operand #0 must be}}
  %v = fly.make_view(%l, %l) : (!fly.layout<(4,8):(1,4)>, !fly.layout<(4,8):(1,4)>) -> !fly.memref<f16, global, (4,8):(1,4)>
  return
}

// -----

func.func @view_tuple_layout(%p: !fly.ptr<f16, global>, %t: !fly.int_tuple<(4,8)>) {
  // expected-error @+1 {{operand #1 must be}}
  %v = fly.make_view(%p, %t) : (!fly.ptr<f16, global>, !fly.int_tuple<(4,8)>) -> !fly.memref<f16, global, (4,8):(1,4)>
  return
}

// -----

// get_layout / get_iter take a view, not a layout or a pointer.
func.func @get_layout_of_layout(%l: !fly.layout<(4,8):(1,4)>) {
  // expected-error @+1 {{operand #0 must be}}
  %x = fly.get_layout(%l) : (!fly.layout<(4,8):(1,4)>) -> !fly.layout<(4,8):(1,4)>
  return
}

// -----

func.func @get_iter_of_ptr(%p: !fly.ptr<f16, global>) {
  // expected-error @+1 {{operand #0 must be}}
  %x = fly.get_iter(%p) : (!fly.ptr<f16, global>) -> !fly.ptr<f16, global>
  return
}

// -----

// ptrtoint: a shared pointer is 32-bit.
func.func @ptrtoint_shared_i64(%p: !fly.ptr<f32, shared>) {
  // expected-error @+2 {{inferred type(s) 'i32' are incompatible with return type(s) of operation 'i64'}}
  // expected-error @+1 {{failed to infer returned types}}
  %x = fly.ptrtoint(%p) : (!fly.ptr<f32, shared>) -> i64
  return
}

// -----

// ptrtoint: a global pointer is 64-bit.
func.func @ptrtoint_global_i32(%p: !fly.ptr<f32, global>) {
  // expected-error @+2 {{inferred type(s) 'i64' are incompatible with return type(s) of operation 'i32'}}
  // expected-error @+1 {{failed to infer returned types}}
  %x = fly.ptrtoint(%p) : (!fly.ptr<f32, global>) -> i32
  return
}

// -----

// apply_swizzle takes a pointer (operand constraint).
func.func @swizzle_on_tuple(%t: !fly.int_tuple<4>, %s: !fly.swizzle<S<3,3,3>>) {
  // expected-error @+1 {{operand #0 must be}}
  %q = fly.apply_swizzle(%t, %s) : (!fly.int_tuple<4>, !fly.swizzle<S<3,3,3>>) -> !fly.int_tuple<4>
  return
}

// -----

// A coordinate that does not address the view is rejected at the load and
// the store (it used to pass verification and fail in the lowering).
func.func @memref_load_coordinate_rank(%m: !fly.memref<f32, global, (4,8):(1,4)>) -> f32 {
  %c = fly.static : !fly.int_tuple<(1,2,3)>
  // expected-error @+2 {{'fly.memref.load' op crd2idx: coordinate (1,2,3) does not match the shape (4,8)}}
  // expected-error @+1 {{failed to infer returned types}}
  %v = fly.memref.load(%m, %c) : (!fly.memref<f32, global, (4,8):(1,4)>, !fly.int_tuple<(1,2,3)>) -> f32
  return %v : f32
}

// -----

func.func @memref_store_coordinate_profile(%m: !fly.memref<f32, global, (4,8):(1,4)>, %x: f32) {
  %c = fly.static : !fly.int_tuple<(1,(2,3))>
  // expected-error @+1 {{'fly.memref.store' op crd2idx: coordinate (2,3) does not match the shape 8}}
  fly.memref.store(%x, %m, %c) : (f32, !fly.memref<f32, global, (4,8):(1,4)>, !fly.int_tuple<(1,(2,3))>) -> ()
  return
}
