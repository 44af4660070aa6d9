// RUN: fly-opt %s --fly-layout-lowering --canonicalize --convert-fly-to-llvm | FileCheck %s
// RUN: fly-opt %s --fly-layout-lowering --canonicalize --convert-fly-to-llvm \
// RUN:   --canonicalize --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR
// A Fly alignment need not be a power of two (align<12>: the address is a
// multiple of 12), but LLVM only takes powers of two. Every alignment Fly
// emits is the largest power of two dividing the one it knows: 12 -> 4,
// 24 -> 8, 48 -> 16. The second RUN line translates to LLVM IR, which
// rejects any other alignment.

// The issue's case: a load through a 32:1 f32 view aligned to 12 bytes, at
// a dynamic coordinate (alignment 12 / gcd with the offset: 4) and at the
// base (12 itself: 4).
// CHECK-LABEL: func.func @view_load(
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK-NOT: alignment = 12
// IR-LABEL: define float @view_load(
// IR: load float, ptr addrspace(1) %{{.*}}, align 4
// IR: load float, ptr addrspace(1) %{{.*}}, align 4
func.func @view_load(%p: !fly.ptr<f32, global, align<12>>, %i: i32) -> f32 {
  %l = fly.static : !fly.layout<32:1>
  %v = fly.make_view(%p, %l) : (!fly.ptr<f32, global, align<12>>, !fly.layout<32:1>) -> !fly.memref<f32, global, 32:1, align<12>>
  %c = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<?>
  %e = fly.memref.load(%v, %c) : (!fly.memref<f32, global, 32:1, align<12>>, !fly.int_tuple<?>) -> f32
  %z = fly.static : !fly.int_tuple<0>
  %e0 = fly.memref.load(%v, %z) : (!fly.memref<f32, global, 32:1, align<12>>, !fly.int_tuple<0>) -> f32
  %s = arith.addf %e, %e0 : f32
  return %s : f32
}

// Pointer loads and stores: 24 -> 8 and 48 -> 16 (a vector<4xf32> moves 16
// bytes and may say so only because 16 divides 48).
// CHECK-LABEL: func.func @ptr_access(
// CHECK: %[[V:.*]] = llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// CHECK: %[[X:.*]] = llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr -> f32
// CHECK: llvm.store %[[V]], %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
// CHECK: llvm.store %[[X]], %{{.*}} {alignment = 8 : i64} : f32, !llvm.ptr{{$}}
// IR-LABEL: define void @ptr_access(
// IR: load <4 x float>, ptr addrspace(1) %{{.*}}, align 16
// IR: load float, ptr %{{.*}}, align 8
// IR: store <4 x float> %{{.*}}, ptr addrspace(1) %{{.*}}, align 16
// IR: store float %{{.*}}, ptr %{{.*}}, align 8
func.func @ptr_access(%g: !fly.ptr<f32, global, align<48>>, %q: !fly.ptr<f32, generic, align<24>>) {
  %v = fly.ptr.load(%g) : (!fly.ptr<f32, global, align<48>>) -> vector<4xf32>
  %x = fly.ptr.load(%q) : (!fly.ptr<f32, generic, align<24>>) -> f32
  fly.ptr.store(%v, %g) : (vector<4xf32>, !fly.ptr<f32, global, align<48>>) -> ()
  fly.ptr.store(%x, %q) : (f32, !fly.ptr<f32, generic, align<24>>) -> ()
  return
}

// A swizzled pointer keeps at most 2^base bytes: S<2,4,3> on an align<48>
// pointer gives min(16, 16) = 16; on align<12>, min(4, 16) = 4.
// CHECK-LABEL: func.func @swizzled_access(
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<3> -> f32
func.func @swizzled_access(%a: !fly.ptr<f32, shared, align<48>, S<2,4,3>>, %b: !fly.ptr<f32, shared, align<12>, S<2,4,3>>) -> (vector<4xf32>, f32) {
  %v = fly.ptr.load(%a) : (!fly.ptr<f32, shared, align<48>, S<2,4,3>>) -> vector<4xf32>
  %x = fly.ptr.load(%b) : (!fly.ptr<f32, shared, align<12>, S<2,4,3>>) -> f32
  return %v, %x : vector<4xf32>, f32
}

// Register memory: a memref.alloca whose type claims 12-byte alignment
// allocates with the 4-byte alignment LLVM can give.
// CHECK-LABEL: func.func @alloca(
// CHECK: llvm.alloca %{{.*}} x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr{{$}}
func.func @alloca() -> !fly.memref<f32, register, 3:1, align<12>> {
  %l = fly.static : !fly.layout<3:1>
  %m = fly.memref.alloca(%l) : (!fly.layout<3:1>) -> !fly.memref<f32, register, 3:1, align<12>>
  return %m : !fly.memref<f32, register, 3:1, align<12>>
}

// An atomic through a global view aligned to 12 bytes: atomicrmw align 4.
// CHECK-LABEL: func.func @atomic(
// CHECK: llvm.atomicrmw fadd %{{.*}}, %{{.*}} monotonic {alignment = 4 : i64} : !llvm.ptr<1>, f32
// IR-LABEL: define void @atomic(
// IR: atomicrmw fadd ptr addrspace(1) %{{.*}}, float %{{.*}} monotonic, align 4
func.func @atomic(%s: !fly.memref<f32, register, 1:0>, %d: !fly.memref<f32, global, 1:0, align<12>>) {
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_atomic<add, f32>, 32>
  fly.copy_atom_call(%atom, %s, %d) : (!fly.copy_atom<!fly.universal_atomic<add, f32>, 32>, !fly.memref<f32, register, 1:0>, !fly.memref<f32, global, 1:0, align<12>>) -> ()
  return
}
