// RUN: fly-opt %s --convert-fly-to-llvm | FileCheck %s
// A pointer swizzle on an address `root + off` whose root is a global aligned
// to the swizzle's period 2^(base + mask + shift) moves only bits of `off`:
// swizzle(root + off) = root + swizzle(off). convert-fly-to-llvm then
// swizzles the byte offset (integer arithmetic LLVM can fold and share) and
// adds it to the global's address, instead of swizzling the pointer through
// ptrtoint/inttoptr. S<3,3,3> on bytes: mask 7 << 6 = 448, shift 3, period
// 512 bytes. Multiples of the period in a constant offset stay outside the
// swizzle (1024 + 16 bytes: 1024 is added after it, 16 swizzled).

module {
  gpu.module @m {
    // Aligned to 1024 >= 512: the offset (2 n bytes for n f16, + 16) is
    // swizzled, no ptrtoint.
    // CHECK-LABEL: llvm.func @aligned(
    // CHECK-SAME: %[[N:.*]]: i32
    // CHECK: %[[ROOT:.*]] = llvm.mlir.addressof @__fly_shared_alloc_0 : !llvm.ptr<3>
    // CHECK-NOT: llvm.ptrtoint
    // CHECK: %[[TWO:.*]] = arith.constant 2 : i32
    // CHECK: %[[B:.*]] = arith.muli %{{.*}}, %[[TWO]] : i32
    // CHECK: %[[C16:.*]] = arith.constant 16 : i32
    // CHECK: %[[OFF:.*]] = arith.addi %[[B]], %[[C16]] : i32
    // CHECK: %[[M:.*]] = arith.constant 448 : i32
    // CHECK: %[[AND:.*]] = arith.andi %[[OFF]], %[[M]] : i32
    // CHECK: %[[C3:.*]] = arith.constant 3 : i32
    // CHECK: %[[SH:.*]] = arith.shrui %[[AND]], %[[C3]] : i32
    // CHECK: %[[X:.*]] = arith.xori %[[OFF]], %[[SH]] : i32
    // CHECK: %[[P:.*]] = llvm.getelementptr %[[ROOT]][%[[X]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    // CHECK: %[[Q:.*]] = llvm.getelementptr %[[P]][1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    // CHECK: llvm.load %[[Q]]
    // CHECK-NOT: llvm.inttoptr
    // CHECK: llvm.return
    llvm.func @aligned(%n: i32) -> vector<4xf16> {
      %p = fly.make_ptr() {dictAttrs = {allocBytes = 4096 : i64, allocAlign = 1024 : i64}} : () -> !fly.ptr<f16, shared, align<1024>>
      %o = fly.make_int_tuple(%n) : (i32) -> !fly.int_tuple<?>
      %q = fly.add_offset(%p, %o) : (!fly.ptr<f16, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<f16, shared, align<2>>
      %c = fly.make_int_tuple() : () -> !fly.int_tuple<520>
      %r = fly.add_offset(%q, %c) : (!fly.ptr<f16, shared, align<2>>, !fly.int_tuple<520>) -> !fly.ptr<f16, shared, align<2>>
      %sw = fly.static : !fly.swizzle<S<3,3,3>>
      %s = fly.apply_swizzle(%r, %sw) : (!fly.ptr<f16, shared, align<2>>, !fly.swizzle<S<3,3,3>>) -> !fly.ptr<f16, shared, align<2>, S<3,3,3>>
      %v = fly.ptr.load(%s) : (!fly.ptr<f16, shared, align<2>, S<3,3,3>>) -> vector<4xf16>
      llvm.return %v : vector<4xf16>
    }

    // Aligned to 256 < 512: the root's bit 8 could be read by the swizzle,
    // so the pointer itself is swizzled.
    // CHECK-LABEL: llvm.func @underaligned(
    // CHECK: llvm.mlir.addressof @__fly_shared_alloc_1 : !llvm.ptr<3>
    // CHECK: %[[A:.*]] = llvm.ptrtoint %{{.*}} : !llvm.ptr<3> to i32
    // CHECK: arith.andi %[[A]], %{{.*}} : i32
    // CHECK: llvm.inttoptr
    llvm.func @underaligned(%n: i32) -> vector<4xf16> {
      %p = fly.make_ptr() {dictAttrs = {allocBytes = 4096 : i64, allocAlign = 256 : i64}} : () -> !fly.ptr<f16, shared, align<256>>
      %o = fly.make_int_tuple(%n) : (i32) -> !fly.int_tuple<?>
      %q = fly.add_offset(%p, %o) : (!fly.ptr<f16, shared, align<256>>, !fly.int_tuple<?>) -> !fly.ptr<f16, shared, align<2>>
      %sw = fly.static : !fly.swizzle<S<3,3,3>>
      %s = fly.apply_swizzle(%q, %sw) : (!fly.ptr<f16, shared, align<2>>, !fly.swizzle<S<3,3,3>>) -> !fly.ptr<f16, shared, align<2>, S<3,3,3>>
      %v = fly.ptr.load(%s) : (!fly.ptr<f16, shared, align<2>, S<3,3,3>>) -> vector<4xf16>
      llvm.return %v : vector<4xf16>
    }
  }
}
