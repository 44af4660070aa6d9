// RUN: fly-opt %s --convert-fly-to-llvm | FileCheck %s
// convert-fly-to-llvm on pointers and views: views
// are their pointer, add_offset a GEP in elements, loads and stores carry the
// pointer type's alignment; a swizzled pointer XORs its byte address.

// All four address spaces: generic 0, global 1, shared 3, register 0 (no
// target named: LLVM's default alloca address space, address-spaces.mlir).
// CHECK-LABEL: func.func @address_spaces(
// CHECK-SAME: %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr<1>, %{{.*}}: !llvm.ptr<3>, %{{.*}}: !llvm.ptr)
// CHECK-SAME: -> (!llvm.ptr, !llvm.ptr<1>, !llvm.ptr<3>, !llvm.ptr)
func.func @address_spaces(%a: !fly.ptr<f32, generic>, %b: !fly.ptr<f16, global>, %c: !fly.ptr<i8, shared>, %d: !fly.ptr<f32, register>) -> (!fly.ptr<f32, generic>, !fly.ptr<f16, global>, !fly.ptr<i8, shared>, !fly.ptr<f32, register>) {
  return %a, %b, %c, %d : !fly.ptr<f32, generic>, !fly.ptr<f16, global>, !fly.ptr<i8, shared>, !fly.ptr<f32, register>
}

// Views in all four address spaces are pointers too (f8 elements are i8).
// CHECK-LABEL: func.func @view_types(
// CHECK-SAME: %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr<1>, %{{.*}}: !llvm.ptr<3>, %{{.*}}: !llvm.ptr, %{{.*}}: i8)
func.func @view_types(%a: !fly.memref<f32, generic, (4,8):(1,4)>, %b: !fly.memref<f16, global, (?,?):(?{i64},1), align<16>>, %c: !fly.memref<f16, shared, S<3,3,3> o 0 o (8,64):(64,1)>, %d: !fly.memref<f32, register, 4:1>, %e: f8E4M3FN) {
  return
}

// A static offset is a constant GEP index, a dynamic one the sign-extended
// leaf of its make_int_tuple; the element type is the pointer's.
// CHECK-LABEL: func.func @add_offset(
// CHECK-SAME: %[[G:.*]]: !llvm.ptr<1>, %[[P:.*]]: !llvm.ptr, %[[I:.*]]: i32, %[[J:.*]]: i64)
// CHECK: %[[S:.*]] = llvm.getelementptr %[[G]][4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
// CHECK: %[[E:.*]] = arith.extsi %[[I]] : i32 to i64
// CHECK: %[[D:.*]] = llvm.getelementptr %[[P]][%[[E]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[D2:.*]] = llvm.getelementptr %[[D]][%[[J]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: return %[[S]], %[[D2]] : !llvm.ptr<1>, !llvm.ptr{{$}}
func.func @add_offset(%g: !fly.ptr<f16, global, align<16>>, %p: !fly.ptr<f32, generic>, %i: i32, %j: i64) -> (!fly.ptr<f16, global, align<8>>, !fly.ptr<f32, generic>) {
  %c4 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
  %q = fly.add_offset(%g, %c4) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<4>) -> !fly.ptr<f16, global, align<8>>
  %d = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<?>
  %r = fly.add_offset(%p, %d) : (!fly.ptr<f32, generic>, !fly.int_tuple<?>) -> !fly.ptr<f32, generic>
  %e = fly.make_int_tuple(%j) : (i64) -> !fly.int_tuple<?{i64}>
  %r2 = fly.add_offset(%r, %e) : (!fly.ptr<f32, generic>, !fly.int_tuple<?{i64}>) -> !fly.ptr<f32, generic>
  return %q, %r2 : !fly.ptr<f16, global, align<8>>, !fly.ptr<f32, generic>
}

// make_view is its pointer, get_iter gives it back; the layout constructors,
// dead then, are erased (no fly op remains after the pass).
// CHECK-LABEL: func.func @views(
// CHECK-SAME: %[[P:.*]]: !llvm.ptr<1>)
// CHECK-NOT: fly.
// CHECK: return %[[P]], %[[P]] : !llvm.ptr<1>, !llvm.ptr<1>
func.func @views(%p: !fly.ptr<f32, global>) -> (!fly.memref<f32, global, (4,8):(1,4)>, !fly.ptr<f32, global>) {
  %sh = fly.make_int_tuple() : () -> !fly.int_tuple<(4,8)>
  %st = fly.make_int_tuple() : () -> !fly.int_tuple<(1,4)>
  %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(1,4)>) -> !fly.layout<(4,8):(1,4)>
  %v = fly.make_view(%p, %l) : (!fly.ptr<f32, global>, !fly.layout<(4,8):(1,4)>) -> !fly.memref<f32, global, (4,8):(1,4)>
  %it = fly.get_iter(%v) : (!fly.memref<f32, global, (4,8):(1,4)>) -> !fly.ptr<f32, global>
  return %v, %it : !fly.memref<f32, global, (4,8):(1,4)>, !fly.ptr<f32, global>
}

// Register allocations: llvm.alloca of N elements in the register address
// space (0 for a module that names no target, address-spaces.mlir) with the
// element alignment; memref.alloca allocates the cosize of its layout.
// CHECK-LABEL: func.func @register_alloc(
// CHECK: %[[N:.*]] = llvm.mlir.constant(8 : i64) : i64
// CHECK: %[[A:.*]] = llvm.alloca %[[N]] x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr{{$}}
// CHECK: %[[M:.*]] = llvm.mlir.constant(6 : i64) : i64
// CHECK: %[[B:.*]] = llvm.alloca %[[M]] x f16 {alignment = 2 : i64} : (i64) -> !llvm.ptr{{$}}
// CHECK: return %[[A]], %[[B]] : !llvm.ptr, !llvm.ptr{{$}}
func.func @register_alloc() -> (!fly.ptr<f32, register>, !fly.memref<f16, register, (2,3):(3,1)>) {
  %r = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f32, register>
  %l = fly.static : !fly.layout<(2,3):(3,1)>
  %m = fly.memref.alloca(%l) : (!fly.layout<(2,3):(3,1)>) -> !fly.memref<f16, register, (2,3):(3,1)>
  return %r, %m : !fly.ptr<f32, register>, !fly.memref<f16, register, (2,3):(3,1)>
}

// inttoptr / ptrtoint (i32 for shared), to_llvm_ptr (same address space:
// the pointer; another: addrspacecast), recast_iter and apply_swizzle: the
// same pointer.
// CHECK-LABEL: func.func @casts(
// CHECK-SAME: %[[X:.*]]: i64, %[[S:.*]]: !llvm.ptr<3>)
// CHECK: %[[P:.*]] = llvm.inttoptr %[[X]] : i64 to !llvm.ptr<1>
// CHECK: %[[I:.*]] = llvm.ptrtoint %[[S]] : !llvm.ptr<3> to i32
// CHECK: %[[C:.*]] = llvm.addrspacecast %[[P]] : !llvm.ptr<1> to !llvm.ptr{{$}}
// CHECK: return %[[P]], %[[I]], %[[P]], %[[C]], %[[P]], %[[S]] : !llvm.ptr<1>, i32, !llvm.ptr<1>, !llvm.ptr, !llvm.ptr<1>, !llvm.ptr<3>
func.func @casts(%x: i64, %s: !fly.ptr<f16, shared>) -> (!fly.ptr<f32, global>, i32, !llvm.ptr<1>, !llvm.ptr, !fly.ptr<i32, global>, !fly.ptr<f16, shared, S<2,2,3>>) {
  %p = fly.inttoptr(%x) : (i64) -> !fly.ptr<f32, global>
  %i = fly.ptrtoint(%s) : (!fly.ptr<f16, shared>) -> i32
  %l1 = fly.to_llvm_ptr(%p) {llvm_address_space = 1 : i32} : (!fly.ptr<f32, global>) -> !llvm.ptr<1>
  %l0 = fly.to_llvm_ptr(%p) {llvm_address_space = 0 : i32} : (!fly.ptr<f32, global>) -> !llvm.ptr
  %r = fly.recast_iter(%p) : (!fly.ptr<f32, global>) -> !fly.ptr<i32, global>
  %sw = fly.static : !fly.swizzle<S<2,2,3>>
  %a = fly.apply_swizzle(%s, %sw) : (!fly.ptr<f16, shared>, !fly.swizzle<S<2,2,3>>) -> !fly.ptr<f16, shared, S<2,2,3>>
  return %p, %i, %l1, %l0, %r, %a : !fly.ptr<f32, global>, i32, !llvm.ptr<1>, !llvm.ptr, !fly.ptr<i32, global>, !fly.ptr<f16, shared, S<2,2,3>>
}

// Scalar and vector loads and stores with the pointer type's alignment.
// CHECK-LABEL: func.func @load_store(
// CHECK-SAME: %[[G:.*]]: !llvm.ptr<1>, %[[R:.*]]: !llvm.ptr)
// CHECK: %[[V:.*]] = llvm.load %[[G]] {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
// CHECK: %[[X:.*]] = llvm.load %[[R]] {alignment = 4 : i64} : !llvm.ptr -> f32
// CHECK: llvm.store %[[V]], %[[G]] {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
// CHECK: llvm.store %[[X]], %[[R]] {alignment = 4 : i64} : f32, !llvm.ptr{{$}}
func.func @load_store(%g: !fly.ptr<f16, global, align<16>>, %r: !fly.ptr<f32, register>) {
  %v = fly.ptr.load(%g) : (!fly.ptr<f16, global, align<16>>) -> vector<8xf16>
  %x = fly.ptr.load(%r) : (!fly.ptr<f32, register>) -> f32
  fly.ptr.store(%v, %g) : (vector<8xf16>, !fly.ptr<f16, global, align<16>>) -> ()
  fly.ptr.store(%x, %r) : (f32, !fly.ptr<f32, register>) -> ()
  return
}

// A swizzled pointer: y = x ^ ((x & (((1<<3)-1) << (3+3))) >> 3) on the
// byte address: mask 7 << 6 = 448, shift 3; i32 arithmetic on shared, i64
// on global. The XOR can flip address bit 3 (base), so at most 8 bytes of
// the 16-byte alignment survive.
// CHECK-LABEL: func.func @swizzled(
// CHECK-SAME: %[[S:.*]]: !llvm.ptr<3>, %[[G:.*]]: !llvm.ptr<1>)
// CHECK: %[[A:.*]] = llvm.ptrtoint %[[S]] : !llvm.ptr<3> to i32
// CHECK: %[[M:.*]] = arith.constant 448 : i32
// CHECK: %[[B:.*]] = arith.andi %[[A]], %[[M]] : i32
// CHECK: %[[C3:.*]] = arith.constant 3 : i32
// CHECK: %[[SH:.*]] = arith.shrui %[[B]], %[[C3]] : i32
// CHECK: %[[X:.*]] = arith.xori %[[A]], %[[SH]] : i32
// CHECK: %[[P:.*]] = llvm.inttoptr %[[X]] : i32 to !llvm.ptr<3>
// CHECK: %[[V:.*]] = llvm.load %[[P]] {alignment = 8 : i64} : !llvm.ptr<3> -> vector<4xf16>
// S<2,4,2> on global: mask 3 << 6 = 192, shift 2, alignment min(16, 16).
// CHECK: %[[GA:.*]] = llvm.ptrtoint %[[G]] : !llvm.ptr<1> to i64
// CHECK: %[[GM:.*]] = arith.constant 192 : i64
// CHECK: %[[GB:.*]] = arith.andi %[[GA]], %[[GM]] : i64
// CHECK: %[[C2:.*]] = arith.constant 2 : i64
// CHECK: %[[GS:.*]] = arith.shrui %[[GB]], %[[C2]] : i64
// CHECK: %[[GX:.*]] = arith.xori %[[GA]], %[[GS]] : i64
// CHECK: %[[GP:.*]] = llvm.inttoptr %[[GX]] : i64 to !llvm.ptr<1>
// CHECK: llvm.store %[[V]], %[[GP]] {alignment = 16 : i64} : vector<4xf16>, !llvm.ptr<1>
func.func @swizzled(%s: !fly.ptr<f16, shared, align<16>, S<3,3,3>>, %g: !fly.ptr<f16, global, align<16>, S<2,4,2>>) {
  %v = fly.ptr.load(%s) : (!fly.ptr<f16, shared, align<16>, S<3,3,3>>) -> vector<4xf16>
  fly.ptr.store(%v, %g) : (vector<4xf16>, !fly.ptr<f16, global, align<16>, S<2,4,2>>) -> ()
  return
}
