// RUN: fly-opt %s | FileCheck %s
// RUN: fly-opt %s | fly-opt | FileCheck %s
// Views, pointers and utility ops. Every
// inferred result type below is written by hand; the derivation is in the
// comment above it. Inference checks the written type, so parsing this file
// already verifies the derivation; the CHECK lines pin the printed form.

//===----------------------------------------------------------------------===//
// make_view, get_layout, get_iter
//===----------------------------------------------------------------------===//

// A pointer gives a memref: element type, address space, alignment and
// swizzle are copied from the pointer, the layout from the layout operand.
// CHECK-LABEL: func.func @view_of_ptr
func.func @view_of_ptr(%p: !fly.ptr<f16, shared, align<16>, S<3,3,3>>,
                       %g: !fly.ptr<f32, global>,
                       %dl: !fly.layout<(?,64):(64,1)>,
                       %h: !fly.ptr<f16, shared>,
                       %cl: !fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>) {
  %l = fly.static : !fly.layout<(8,64):(64,1)>
  // CHECK: fly.make_view(%{{.*}}, %{{.*}}) : (!fly.ptr<f16, shared, align<16>, S<3,3,3>>, !fly.layout<(8,64):(64,1)>) -> !fly.memref<f16, shared, (8,64):(64,1), align<16>, S<3,3,3>>
  %v = fly.make_view(%p, %l) : (!fly.ptr<f16, shared, align<16>, S<3,3,3>>, !fly.layout<(8,64):(64,1)>) -> !fly.memref<f16, shared, (8,64):(64,1), align<16>, S<3,3,3>>
  // A dynamic layout stays dynamic; default alignment (4 for f32) is elided.
  // CHECK: fly.make_view(%{{.*}}, %{{.*}}) : (!fly.ptr<f32, global>, !fly.layout<(?,64):(64,1)>) -> !fly.memref<f32, global, (?,64):(64,1)>
  %v2 = fly.make_view(%g, %dl) : (!fly.ptr<f32, global>, !fly.layout<(?,64):(64,1)>) -> !fly.memref<f32, global, (?,64):(64,1)>
  // A composed layout is kept as the memref's layout.
  // CHECK: fly.make_view(%{{.*}}, %{{.*}}) : (!fly.ptr<f16, shared>, !fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>) -> !fly.memref<f16, shared, S<3,3,3> o 0 o (8,64):(64,1)>
  %v3 = fly.make_view(%h, %cl) : (!fly.ptr<f16, shared>, !fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>) -> !fly.memref<f16, shared, S<3,3,3> o 0 o (8,64):(64,1)>
  // get_layout / get_iter give back the two parts.
  // CHECK: fly.get_layout(%{{.*}}) : (!fly.memref<f16, shared, (8,64):(64,1), align<16>, S<3,3,3>>) -> !fly.layout<(8,64):(64,1)>
  %gl = fly.get_layout(%v) : (!fly.memref<f16, shared, (8,64):(64,1), align<16>, S<3,3,3>>) -> !fly.layout<(8,64):(64,1)>
  // CHECK: fly.get_iter(%{{.*}}) : (!fly.memref<f16, shared, (8,64):(64,1), align<16>, S<3,3,3>>) -> !fly.ptr<f16, shared, align<16>, S<3,3,3>>
  %gi = fly.get_iter(%v) : (!fly.memref<f16, shared, (8,64):(64,1), align<16>, S<3,3,3>>) -> !fly.ptr<f16, shared, align<16>, S<3,3,3>>
  // CHECK: fly.get_layout(%{{.*}}) : (!fly.memref<f32, global, (?,64):(64,1)>) -> !fly.layout<(?,64):(64,1)>
  %gl2 = fly.get_layout(%v2) : (!fly.memref<f32, global, (?,64):(64,1)>) -> !fly.layout<(?,64):(64,1)>
  // CHECK: fly.get_layout(%{{.*}}) : (!fly.memref<f16, shared, S<3,3,3> o 0 o (8,64):(64,1)>) -> !fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>
  %gl3 = fly.get_layout(%v3) : (!fly.memref<f16, shared, S<3,3,3> o 0 o (8,64):(64,1)>) -> !fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>
  // CHECK: fly.get_iter(%{{.*}}) : (!fly.memref<f16, shared, S<3,3,3> o 0 o (8,64):(64,1)>) -> !fly.ptr<f16, shared>
  %gi3 = fly.get_iter(%v3) : (!fly.memref<f16, shared, S<3,3,3> o 0 o (8,64):(64,1)>) -> !fly.ptr<f16, shared>
  return
}

// An int tuple gives a coord tensor with that base.
// CHECK-LABEL: func.func @view_of_tuple
func.func @view_of_tuple(%db: !fly.int_tuple<(?,?{div=4})>) {
  %b = fly.static : !fly.int_tuple<(0,0)>
  %il = fly.static : !fly.layout<(4,8):(1E0,1E1)>
  // CHECK: fly.make_view(%{{.*}}, %{{.*}}) : (!fly.int_tuple<(0,0)>, !fly.layout<(4,8):(1E0,1E1)>) -> !fly.coord_tensor<(0,0), (4,8):(1E0,1E1)>
  %c = fly.make_view(%b, %il) : (!fly.int_tuple<(0,0)>, !fly.layout<(4,8):(1E0,1E1)>) -> !fly.coord_tensor<(0,0), (4,8):(1E0,1E1)>
  // A dynamic base keeps its width and divisibility.
  // CHECK: fly.make_view(%{{.*}}, %{{.*}}) : (!fly.int_tuple<(?,?{div=4})>, !fly.layout<(4,8):(1E0,1E1)>) -> !fly.coord_tensor<(?,?{div=4}), (4,8):(1E0,1E1)>
  %c2 = fly.make_view(%db, %il) : (!fly.int_tuple<(?,?{div=4})>, !fly.layout<(4,8):(1E0,1E1)>) -> !fly.coord_tensor<(?,?{div=4}), (4,8):(1E0,1E1)>
  // CHECK: fly.get_layout(%{{.*}}) : (!fly.coord_tensor<(0,0), (4,8):(1E0,1E1)>) -> !fly.layout<(4,8):(1E0,1E1)>
  %gl = fly.get_layout(%c) : (!fly.coord_tensor<(0,0), (4,8):(1E0,1E1)>) -> !fly.layout<(4,8):(1E0,1E1)>
  // CHECK: fly.get_iter(%{{.*}}) : (!fly.coord_tensor<(0,0), (4,8):(1E0,1E1)>) -> !fly.int_tuple<(0,0)>
  %gi = fly.get_iter(%c) : (!fly.coord_tensor<(0,0), (4,8):(1E0,1E1)>) -> !fly.int_tuple<(0,0)>
  // CHECK: fly.get_iter(%{{.*}}) : (!fly.coord_tensor<(?,?{div=4}), (4,8):(1E0,1E1)>) -> !fly.int_tuple<(?,?{div=4})>
  %gi2 = fly.get_iter(%c2) : (!fly.coord_tensor<(?,?{div=4}), (4,8):(1E0,1E1)>) -> !fly.int_tuple<(?,?{div=4})>
  return
}

//===----------------------------------------------------------------------===//
// make_fragment_like: a register memref with CuTe's fragment layout: mode 0
// made compact (column-major; stride-0 sub-modes take no room and keep stride
// 0), the other modes ordered by their strides, then tiled_product.
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @fragment_like
func.func @fragment_like(%m: !fly.memref<f16, shared, (8,64):(64,1), align<16>, S<3,3,3>>,
                         %c: !fly.coord_tensor<(0,0), (4,8):(1E0,1E1)>) {
  // (4,8):(8,1): mode 0 -> 4:1, mode 1 -> 8:1, product -> (4,8):(1,4).
  %l0 = fly.static : !fly.layout<(4,8):(8,1)>
  // CHECK: fly.make_fragment_like(%{{.*}}, f16) : (!fly.layout<(4,8):(8,1)>) -> !fly.memref<f16, register, (4,8):(1,4)>
  %f0 = fly.make_fragment_like(%l0, f16) : (!fly.layout<(4,8):(8,1)>) -> !fly.memref<f16, register, (4,8):(1,4)>
  // (2,3,4):(12,1,3): mode 0 -> 2:1; modes (3,4) with strides (1,3) are
  // already in stride order -> (3,4):(1,3); product -> (2,3,4):(1,2,6).
  %l1 = fly.static : !fly.layout<(2,3,4):(12,1,3)>
  // CHECK: fly.make_fragment_like(%{{.*}}, f32) : (!fly.layout<(2,3,4):(12,1,3)>) -> !fly.memref<f32, register, (2,3,4):(1,2,6)>
  %f1 = fly.make_fragment_like(%l1, f32) : (!fly.layout<(2,3,4):(12,1,3)>) -> !fly.memref<f32, register, (2,3,4):(1,2,6)>
  // (4,2,3):(1,12,4): modes (2,3) with strides (12,4): the size-3 mode comes
  // first (stride 1), the size-2 mode second (stride 3) -> (2,3):(3,1);
  // product with 4:1 -> (4,2,3):(1,12,4), the input (Tiling.h example).
  %l2 = fly.static : !fly.layout<(4,2,3):(1,12,4)>
  // CHECK: fly.make_fragment_like(%{{.*}}, f32) : (!fly.layout<(4,2,3):(1,12,4)>) -> !fly.memref<f32, register, (4,2,3):(1,12,4)>
  %f2 = fly.make_fragment_like(%l2, f32) : (!fly.layout<(4,2,3):(1,12,4)>) -> !fly.memref<f32, register, (4,2,3):(1,12,4)>
  // ((2,4),3):((0,1),8): mode 0 is a broadcast of 2 over 4 elements ->
  // (2,4):(0,1) (cosize 4); 3:8 -> 3:1; product -> ((2,4),3):((0,1),4).
  %l3 = fly.static : !fly.layout<((2,4),3):((0,1),8)>
  // CHECK: fly.make_fragment_like(%{{.*}}, f32) : (!fly.layout<((2,4),3):((0,1),8)>) -> !fly.memref<f32, register, ((2,4),3):((0,1),4)>
  %f3 = fly.make_fragment_like(%l3, f32) : (!fly.layout<((2,4),3):((0,1),8)>) -> !fly.memref<f32, register, ((2,4),3):((0,1),4)>
  // Nested mode 0 ((2,2):(1,16) -> (2,2):(1,2)), then 8 -> ((2,2),8):((1,2),4).
  %l4 = fly.static : !fly.layout<((2,2),8):((1,16),2)>
  // CHECK: fly.make_fragment_like(%{{.*}}, f32) : (!fly.layout<((2,2),8):((1,16),2)>) -> !fly.memref<f32, register, ((2,2),8):((1,2),4)>
  %f4 = fly.make_fragment_like(%l4, f32) : (!fly.layout<((2,2),8):((1,16),2)>) -> !fly.memref<f32, register, ((2,2),8):((1,2),4)>
  // Rank 1: the compact layout of the shape, 8:2 -> 8:1.
  %l5 = fly.static : !fly.layout<8:2>
  // CHECK: fly.make_fragment_like(%{{.*}}, i8) : (!fly.layout<8:2>) -> !fly.memref<i8, register, 8:1>
  %f5 = fly.make_fragment_like(%l5, i8) : (!fly.layout<8:2>) -> !fly.memref<i8, register, 8:1>
  // A memref source gives the element type; alignment and swizzle are not
  // carried over. (8,64):(64,1) -> (8,64):(1,8).
  // CHECK: fly.make_fragment_like(%{{.*}}) : (!fly.memref<f16, shared, (8,64):(64,1), align<16>, S<3,3,3>>) -> !fly.memref<f16, register, (8,64):(1,8)>
  %f6 = fly.make_fragment_like(%m) : (!fly.memref<f16, shared, (8,64):(64,1), align<16>, S<3,3,3>>) -> !fly.memref<f16, register, (8,64):(1,8)>
  // An explicit dtype overrides the memref's element type.
  // CHECK: fly.make_fragment_like(%{{.*}}, bf16) : (!fly.memref<f16, shared, (8,64):(64,1), align<16>, S<3,3,3>>) -> !fly.memref<bf16, register, (8,64):(1,8)>
  %f7 = fly.make_fragment_like(%m, bf16) : (!fly.memref<f16, shared, (8,64):(64,1), align<16>, S<3,3,3>>) -> !fly.memref<bf16, register, (8,64):(1,8)>
  // A coord tensor with a dtype: (4,8):(1E0,1E1) -> (4,8):(1,4).
  // CHECK: fly.make_fragment_like(%{{.*}}, i32) : (!fly.coord_tensor<(0,0), (4,8):(1E0,1E1)>) -> !fly.memref<i32, register, (4,8):(1,4)>
  %f8 = fly.make_fragment_like(%c, i32) : (!fly.coord_tensor<(0,0), (4,8):(1E0,1E1)>) -> !fly.memref<i32, register, (4,8):(1,4)>
  return
}

//===----------------------------------------------------------------------===//
// memref.alloca, make_ptr, get_dyn_shared (result types are written)
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @allocation
func.func @allocation(%base: !fly.ptr<f32, global>, %stride: i16, %n: i64, %flags: i32) {
  %l = fly.static : !fly.layout<(4,8):(1,4)>
  // CHECK: fly.memref.alloca(%{{.*}}) : (!fly.layout<(4,8):(1,4)>) -> !fly.memref<f32, register, (4,8):(1,4)>
  %m = fly.memref.alloca(%l) : (!fly.layout<(4,8):(1,4)>) -> !fly.memref<f32, register, (4,8):(1,4)>
  %l1 = fly.static : !fly.layout<8:1>
  // CHECK: fly.memref.alloca(%{{.*}}) : (!fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
  %m1 = fly.memref.alloca(%l1) : (!fly.layout<8:1>) -> !fly.memref<f16, register, 8:1>
  // CHECK: fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f32, register>
  %r = fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}} : () -> !fly.ptr<f32, register>
  // CHECK: fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = 1024 : i64}} : () -> !fly.ptr<f16, shared, align<16>>
  %s = fly.make_ptr() {dictAttrs = {allocBytes = 1024 : i64, allocAlign = 16 : i64}} : () -> !fly.ptr<f16, shared, align<16>>
  // A buffer-style pointer from operands (base, stride, numRecords, flags).
  // CHECK: fly.make_ptr(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, global>
  %b = fly.make_ptr(%base, %stride, %n, %flags) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, global>
  // CHECK: fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
  %d = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
  return
}

//===----------------------------------------------------------------------===//
// inttoptr, ptrtoint, to_llvm_ptr, recast_iter
//===----------------------------------------------------------------------===//

// ptrtoint: i32 for shared pointers, i64 otherwise.
// CHECK-LABEL: func.func @conversions
func.func @conversions(%s: !fly.ptr<f32, shared>, %g: !fly.ptr<f16, global, align<16>>,
                       %r: !fly.ptr<f32, register>, %i: i64, %j: i32) {
  // CHECK: fly.ptrtoint(%{{.*}}) : (!fly.ptr<f32, shared>) -> i32
  %a = fly.ptrtoint(%s) : (!fly.ptr<f32, shared>) -> i32
  // CHECK: fly.ptrtoint(%{{.*}}) : (!fly.ptr<f16, global, align<16>>) -> i64
  %b = fly.ptrtoint(%g) : (!fly.ptr<f16, global, align<16>>) -> i64
  // CHECK: fly.ptrtoint(%{{.*}}) : (!fly.ptr<f32, register>) -> i64
  %c = fly.ptrtoint(%r) : (!fly.ptr<f32, register>) -> i64
  // CHECK: fly.inttoptr(%{{.*}}) : (i64) -> !fly.ptr<f32, global>
  %p = fly.inttoptr(%i) : (i64) -> !fly.ptr<f32, global>
  // CHECK: fly.inttoptr(%{{.*}}) : (i32) -> !fly.ptr<f16, shared, align<16>>
  %q = fly.inttoptr(%j) : (i32) -> !fly.ptr<f16, shared, align<16>>
  // CHECK: fly.to_llvm_ptr(%{{.*}}) {llvm_address_space = 1 : i32} : (!fly.ptr<f16, global, align<16>>) -> !llvm.ptr<1>
  %l = fly.to_llvm_ptr(%g) {llvm_address_space = 1 : i32} : (!fly.ptr<f16, global, align<16>>) -> !llvm.ptr<1>
  // CHECK: fly.to_llvm_ptr(%{{.*}}) {llvm_address_space = 3 : i32} : (!fly.ptr<f32, shared>) -> !llvm.ptr<3>
  %l3 = fly.to_llvm_ptr(%s) {llvm_address_space = 3 : i32} : (!fly.ptr<f32, shared>) -> !llvm.ptr<3>
  // recast_iter changes the element type within the address space.
  // CHECK: fly.recast_iter(%{{.*}}) : (!fly.ptr<f16, global, align<16>>) -> !fly.ptr<f32, global, align<16>>
  %x = fly.recast_iter(%g) : (!fly.ptr<f16, global, align<16>>) -> !fly.ptr<f32, global, align<16>>
  // CHECK: fly.recast_iter(%{{.*}}) : (!fly.ptr<f32, shared>) -> !fly.ptr<i8, shared>
  %y = fly.recast_iter(%s) : (!fly.ptr<f32, shared>) -> !fly.ptr<i8, shared>
  return
}

//===----------------------------------------------------------------------===//
// add_offset: the result keeps gcd(alignment, divisibility * element bytes)
// bytes of alignment; on an int tuple iterator it adds.
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @add_offset_ptr
func.func @add_offset_ptr(%p: !fly.ptr<f16, global, align<16>>,
                          %f: !fly.ptr<f32, global, align<16>>,
                          %s: !fly.ptr<f16, shared, align<16>, S<3,3,3>>,
                          %a12: !fly.ptr<f32, global, align<12>>,
                          %o2: !fly.int_tuple<?{div=2}>, %o: !fly.int_tuple<?>,
                          %o8: !fly.int_tuple<?{i64 div=8}>, %o64: !fly.int_tuple<?{i64}>) {
  %c0 = fly.static : !fly.int_tuple<0>
  %c2 = fly.static : !fly.int_tuple<2>
  %c3 = fly.static : !fly.int_tuple<3>
  %c4 = fly.static : !fly.int_tuple<4>
  %c8 = fly.static : !fly.int_tuple<8>
  %cm4 = fly.static : !fly.int_tuple<-4>
  // f16 by 4: 8 bytes, gcd(16, 8) = 8.
  // CHECK: fly.add_offset(%{{.*}}, %{{.*}}) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<4>) -> !fly.ptr<f16, global, align<8>>
  %a = fly.add_offset(%p, %c4) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<4>) -> !fly.ptr<f16, global, align<8>>
  // f16 by 8: 16 bytes, alignment kept.
  // CHECK: fly.add_offset(%{{.*}}, %{{.*}}) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<8>) -> !fly.ptr<f16, global, align<16>>
  %b = fly.add_offset(%p, %c8) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<8>) -> !fly.ptr<f16, global, align<16>>
  // f16 by 0: no move, alignment kept.
  // CHECK: fly.add_offset(%{{.*}}, %{{.*}}) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<f16, global, align<16>>
  %z = fly.add_offset(%p, %c0) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<f16, global, align<16>>
  // f16 by -4: -8 bytes, gcd(16, 8) = 8.
  // CHECK: fly.add_offset(%{{.*}}, %{{.*}}) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<-4>) -> !fly.ptr<f16, global, align<8>>
  %n = fly.add_offset(%p, %cm4) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<-4>) -> !fly.ptr<f16, global, align<8>>
  // f16 by ?{div=2}: a multiple of 4 bytes, gcd(16, 4) = 4.
  // CHECK: fly.add_offset(%{{.*}}, %{{.*}}) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<?{div=2}>) -> !fly.ptr<f16, global, align<4>>
  %d = fly.add_offset(%p, %o2) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<?{div=2}>) -> !fly.ptr<f16, global, align<4>>
  // A pointer result may claim less alignment than inferred, a divisor of
  // it (always true; offset rewrites keep result types this way): f16 by 8
  // keeps 16 bytes, written as 4.
  // CHECK: fly.add_offset(%{{.*}}, %{{.*}}) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<8>) -> !fly.ptr<f16, global, align<4>>
  %weak = fly.add_offset(%p, %c8) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<8>) -> !fly.ptr<f16, global, align<4>>
  // f16 by ?: only the element alignment (2, not printed) is left.
  // CHECK: fly.add_offset(%{{.*}}, %{{.*}}) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<f16, global>
  %e = fly.add_offset(%p, %o) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<f16, global>
  // i64 offsets: ?{i64 div=8} is a multiple of 16 bytes (kept), ?{i64} not.
  // CHECK: fly.add_offset(%{{.*}}, %{{.*}}) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<?{i64 div=8}>) -> !fly.ptr<f16, global, align<16>>
  %g = fly.add_offset(%p, %o8) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<?{i64 div=8}>) -> !fly.ptr<f16, global, align<16>>
  // CHECK: fly.add_offset(%{{.*}}, %{{.*}}) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<?{i64}>) -> !fly.ptr<f16, global>
  %h = fly.add_offset(%p, %o64) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<?{i64}>) -> !fly.ptr<f16, global>
  // f32 by 2: 8 bytes -> align<8>; by 3: 12 bytes, gcd(16, 12) = 4 = element.
  // CHECK: fly.add_offset(%{{.*}}, %{{.*}}) : (!fly.ptr<f32, global, align<16>>, !fly.int_tuple<2>) -> !fly.ptr<f32, global, align<8>>
  %i = fly.add_offset(%f, %c2) : (!fly.ptr<f32, global, align<16>>, !fly.int_tuple<2>) -> !fly.ptr<f32, global, align<8>>
  // CHECK: fly.add_offset(%{{.*}}, %{{.*}}) : (!fly.ptr<f32, global, align<16>>, !fly.int_tuple<3>) -> !fly.ptr<f32, global>
  %k = fly.add_offset(%f, %c3) : (!fly.ptr<f32, global, align<16>>, !fly.int_tuple<3>) -> !fly.ptr<f32, global>
  // Non-power-of-two alignment: f32 align<12> by 3 is 12 bytes, kept.
  // CHECK: fly.add_offset(%{{.*}}, %{{.*}}) : (!fly.ptr<f32, global, align<12>>, !fly.int_tuple<3>) -> !fly.ptr<f32, global, align<12>>
  %m = fly.add_offset(%a12, %c3) : (!fly.ptr<f32, global, align<12>>, !fly.int_tuple<3>) -> !fly.ptr<f32, global, align<12>>
  // The swizzle and the address space are kept.
  // CHECK: fly.add_offset(%{{.*}}, %{{.*}}) : (!fly.ptr<f16, shared, align<16>, S<3,3,3>>, !fly.int_tuple<4>) -> !fly.ptr<f16, shared, align<8>, S<3,3,3>>
  %w = fly.add_offset(%s, %c4) : (!fly.ptr<f16, shared, align<16>, S<3,3,3>>, !fly.int_tuple<4>) -> !fly.ptr<f16, shared, align<8>, S<3,3,3>>
  return
}

// On an int tuple iterator add_offset is int_tuple_add.
// CHECK-LABEL: func.func @add_offset_tuple
func.func @add_offset_tuple(%q: !fly.int_tuple<?{i64 div=8}>) {
  %t = fly.static : !fly.int_tuple<(2,3)>
  %u = fly.static : !fly.int_tuple<(1,4)>
  %e1 = fly.static : !fly.int_tuple<1E1>
  %c4 = fly.static : !fly.int_tuple<4>
  // (2,3) + (1,4) = (3,7).
  // CHECK: fly.add_offset(%{{.*}}, %{{.*}}) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<(1,4)>) -> !fly.int_tuple<(3,7)>
  %a = fly.add_offset(%t, %u) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<(1,4)>) -> !fly.int_tuple<(3,7)>
  // A basis adds into its mode: (2,3) + 1E1 = (2,4).
  // CHECK: fly.add_offset(%{{.*}}, %{{.*}}) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<1E1>) -> !fly.int_tuple<(2,4)>
  %b = fly.add_offset(%t, %e1) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<1E1>) -> !fly.int_tuple<(2,4)>
  // Dynamic: the wider width (i64) and gcd(8, 4) = 4.
  // CHECK: fly.add_offset(%{{.*}}, %{{.*}}) : (!fly.int_tuple<?{i64 div=8}>, !fly.int_tuple<4>) -> !fly.int_tuple<?{i64 div=4}>
  %c = fly.add_offset(%q, %c4) : (!fly.int_tuple<?{i64 div=8}>, !fly.int_tuple<4>) -> !fly.int_tuple<?{i64 div=4}>
  return
}

//===----------------------------------------------------------------------===//
// apply_swizzle: the XOR acts on byte-address bits >= base, so
// gcd(alignment, 2^base) bytes of alignment survive.
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @apply_swizzle
func.func @apply_swizzle(%p: !fly.ptr<f16, global, align<16>>, %f: !fly.ptr<f32, shared>,
                         %s: !fly.ptr<f16, shared, align<16>, S<3,3,3>>) {
  %s333 = fly.static : !fly.swizzle<S<3,3,3>>
  %s343 = fly.static : !fly.swizzle<S<3,4,3>>
  %s213 = fly.static : !fly.swizzle<S<2,1,3>>
  %s224 = fly.static : !fly.swizzle<S<2,2,4>>
  // gcd(16, 8) = 8.
  // CHECK: fly.apply_swizzle(%{{.*}}, %{{.*}}) : (!fly.ptr<f16, global, align<16>>, !fly.swizzle<S<3,3,3>>) -> !fly.ptr<f16, global, align<8>, S<3,3,3>>
  %a = fly.apply_swizzle(%p, %s333) : (!fly.ptr<f16, global, align<16>>, !fly.swizzle<S<3,3,3>>) -> !fly.ptr<f16, global, align<8>, S<3,3,3>>
  // gcd(16, 16) = 16: kept.
  // CHECK: fly.apply_swizzle(%{{.*}}, %{{.*}}) : (!fly.ptr<f16, global, align<16>>, !fly.swizzle<S<3,4,3>>) -> !fly.ptr<f16, global, align<16>, S<3,4,3>>
  %b = fly.apply_swizzle(%p, %s343) : (!fly.ptr<f16, global, align<16>>, !fly.swizzle<S<3,4,3>>) -> !fly.ptr<f16, global, align<16>, S<3,4,3>>
  // gcd(16, 2) = 2: the f16 element alignment (not printed).
  // CHECK: fly.apply_swizzle(%{{.*}}, %{{.*}}) : (!fly.ptr<f16, global, align<16>>, !fly.swizzle<S<2,1,3>>) -> !fly.ptr<f16, global, S<2,1,3>>
  %c = fly.apply_swizzle(%p, %s213) : (!fly.ptr<f16, global, align<16>>, !fly.swizzle<S<2,1,3>>) -> !fly.ptr<f16, global, S<2,1,3>>
  // f32 with its default 4-byte alignment: gcd(4, 4) = 4.
  // CHECK: fly.apply_swizzle(%{{.*}}, %{{.*}}) : (!fly.ptr<f32, shared>, !fly.swizzle<S<2,2,4>>) -> !fly.ptr<f32, shared, S<2,2,4>>
  %d = fly.apply_swizzle(%f, %s224) : (!fly.ptr<f32, shared>, !fly.swizzle<S<2,2,4>>) -> !fly.ptr<f32, shared, S<2,2,4>>
  // A new swizzle replaces the old one: gcd(16, 16) = 16.
  // CHECK: fly.apply_swizzle(%{{.*}}, %{{.*}}) : (!fly.ptr<f16, shared, align<16>, S<3,3,3>>, !fly.swizzle<S<3,4,3>>) -> !fly.ptr<f16, shared, align<16>, S<3,4,3>>
  %e = fly.apply_swizzle(%s, %s343) : (!fly.ptr<f16, shared, align<16>, S<3,3,3>>, !fly.swizzle<S<3,4,3>>) -> !fly.ptr<f16, shared, align<16>, S<3,4,3>>
  return
}

//===----------------------------------------------------------------------===//
// ptr.load, ptr.store, print, assume
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @load_store
func.func @load_store(%p: !fly.ptr<f16, global>, %s: !fly.ptr<f32, shared, align<16>, S<3,3,3>>,
                      %t: !fly.int_tuple<(?,4)>, %x: f16, %v: vector<4xf32>) {
  // CHECK: fly.ptr.load(%{{.*}}) : (!fly.ptr<f16, global>) -> f16
  %a = fly.ptr.load(%p) : (!fly.ptr<f16, global>) -> f16
  // CHECK: fly.ptr.load(%{{.*}}) : (!fly.ptr<f16, global>) -> vector<8xf16>
  %b = fly.ptr.load(%p) : (!fly.ptr<f16, global>) -> vector<8xf16>
  // CHECK: fly.ptr.load(%{{.*}}) : (!fly.ptr<f32, shared, align<16>, S<3,3,3>>) -> vector<4xf32>
  %c = fly.ptr.load(%s) : (!fly.ptr<f32, shared, align<16>, S<3,3,3>>) -> vector<4xf32>
  // On an int tuple iterator the load is the identity.
  // CHECK: fly.ptr.load(%{{.*}}) : (!fly.int_tuple<(?,4)>) -> !fly.int_tuple<(?,4)>
  %d = fly.ptr.load(%t) : (!fly.int_tuple<(?,4)>) -> !fly.int_tuple<(?,4)>
  // CHECK: fly.ptr.store(%{{.*}}, %{{.*}}) : (f16, !fly.ptr<f16, global>) -> ()
  fly.ptr.store(%x, %p) : (f16, !fly.ptr<f16, global>) -> ()
  // CHECK: fly.ptr.store(%{{.*}}, %{{.*}}) : (vector<4xf32>, !fly.ptr<f32, shared, align<16>, S<3,3,3>>) -> ()
  fly.ptr.store(%v, %s) : (vector<4xf32>, !fly.ptr<f32, shared, align<16>, S<3,3,3>>) -> ()
  return
}

// CHECK-LABEL: func.func @utility
func.func @utility(%i: i32, %j: i64, %t: !fly.int_tuple<(?,4)>, %u: !fly.int_tuple<?{div=4}>) {
  // CHECK: fly.print(%{{.*}}, %{{.*}}) {format = "i={} j={}"} : (i32, i64) -> ()
  fly.print(%i, %j) {format = "i={} j={}"} : (i32, i64) -> ()
  // No values, no placeholders.
  // CHECK: fly.print() {format = "hello"} : () -> ()
  fly.print() {format = "hello"} : () -> ()
  // Any value type, including fly types.
  // CHECK: fly.print(%{{.*}}) {format = "t={}"} : (!fly.int_tuple<(?,4)>) -> ()
  fly.print(%t) {format = "t={}"} : (!fly.int_tuple<(?,4)>) -> ()
  // assume: (dst, src) -> any, accepted and printed.
  // CHECK: fly.assume(%{{.*}}, %{{.*}}) : (!fly.int_tuple<(?,4)>, !fly.int_tuple<?{div=4}>) -> !fly.int_tuple<(?{div=4},4)>
  %a = fly.assume(%t, %u) : (!fly.int_tuple<(?,4)>, !fly.int_tuple<?{div=4}>) -> !fly.int_tuple<(?{div=4},4)>
  // CHECK: fly.assume(%{{.*}}, %{{.*}}) : (i32, i64) -> i32
  %b = fly.assume(%i, %j) : (i32, i64) -> i32
  return
}
