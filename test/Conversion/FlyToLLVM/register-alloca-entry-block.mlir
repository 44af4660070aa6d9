// RUN: fly-opt %s --fly-layout-lowering --convert-fly-to-llvm | FileCheck %s
// Register allocations made inside a branch or a loop become allocas at the
// start of the function's entry block (lib/Conversion/FlyToLLVM/
// PointerOps.cpp, replaceWithAlloca): LLVM's SROA promotes only entry-block
// allocas to registers, so a fragment made in a warp-specialized kernel's
// consumer branch would otherwise stay in local memory (nvidia-14's edge
// flags did: 1520 bytes of stack before). The stores stay where they were
// written.

// CHECK-LABEL: func.func @in_branch(
// CHECK-DAG: %[[N1:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-DAG: %[[P:.*]] = llvm.alloca %[[N1]] x i1 {alignment = 1 : i64} : (i64) -> !llvm.ptr
// CHECK-DAG: %[[N2:.*]] = llvm.mlir.constant(8 : i64) : i64
// CHECK-DAG: %[[F:.*]] = llvm.alloca %[[N2]] x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: scf.if
// CHECK-NEXT: %[[P2:.*]] = llvm.getelementptr %[[P]][2] : (!llvm.ptr) -> !llvm.ptr, i1
// CHECK-NEXT: llvm.store %arg1, %[[P2]] {alignment = 1 : i64} : i1, !llvm.ptr
// (2,4):(4,1) at index 5 is (1,2): element 6.
// CHECK-NEXT: %[[F6:.*]] = llvm.getelementptr %[[F]][6] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %arg2, %[[F6]] {alignment = 4 : i64} : f32, !llvm.ptr
// CHECK-NOT: llvm.alloca
// CHECK: return
func.func @in_branch(%c: i1, %flag: i1, %x: f32) {
  scf.if %c {
    %p = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<i1, register>
    %l = fly.static : !fly.layout<4:1>
    %pv = fly.make_view(%p, %l) : (!fly.ptr<i1, register>, !fly.layout<4:1>) -> !fly.memref<i1, register, 4:1>
    %i = fly.make_int_tuple() : () -> !fly.int_tuple<2>
    fly.memref.store(%flag, %pv, %i) : (i1, !fly.memref<i1, register, 4:1>, !fly.int_tuple<2>) -> ()
    %ml = fly.static : !fly.layout<(2,4):(4,1)>
    %m = fly.memref.alloca(%ml) : (!fly.layout<(2,4):(4,1)>) -> !fly.memref<f32, register, (2,4):(4,1)>
    %j = fly.make_int_tuple() : () -> !fly.int_tuple<5>
    fly.memref.store(%x, %m, %j) : (f32, !fly.memref<f32, register, (2,4):(4,1)>, !fly.int_tuple<5>) -> ()
  }
  return
}
