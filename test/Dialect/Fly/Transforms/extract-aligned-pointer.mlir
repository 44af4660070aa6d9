// RUN: fly-opt %s -split-input-file --fly-layout-lowering -verify-diagnostics | FileCheck %s
// RUN: fly-opt %s -split-input-file --fly-layout-lowering --convert-fly-to-rocdl=chip=gfx942 -verify-diagnostics | FileCheck %s --check-prefix=ROCDL
// fly.extract_aligned_pointer_as_index (FlyMemoryOps.td; FlyDSL's name for
// "the view's base pointer"), lowered by fly-layout-lowering
// (LowerViewAccess.cpp, lowerExtractPointer) to its view's iterator:
// - an !llvm.ptr<N> result: fly.to_llvm_ptr with llvm_address_space = N,
//   whatever the view's address space (global is LLVM address space 1);
// - an integer or index result: fly.ptrtoint (i64 for a global pointer, i32
//   for shared), then arith.index_castui to index, or trunci/extui to the
//   width asked for.
// The pointer is the view's iterator (the func argument %arg0, or the
// add_offset of @offset_view), not a fresh one. After convert-fly-to-rocdl
// the global !fly.ptr is !llvm.ptr<1>: ptr<1> is that value, the generic
// ptr<0> an llvm.addrspacecast, the integers llvm.ptrtoint.

// CHECK-LABEL: func.func @global_bf16(
// CHECK-NEXT: %[[P0:.*]] = fly.to_llvm_ptr(%arg0) {llvm_address_space = 0 : i32} : (!fly.ptr<bf16, global, align<16>>) -> !llvm.ptr{{$}}
// CHECK-NEXT: %[[P1:.*]] = fly.to_llvm_ptr(%arg0) {llvm_address_space = 1 : i32} : (!fly.ptr<bf16, global, align<16>>) -> !llvm.ptr<1>
// CHECK-NEXT: %[[I:.*]] = fly.ptrtoint(%arg0) : (!fly.ptr<bf16, global, align<16>>) -> i64
// CHECK-NEXT: %[[X:.*]] = arith.index_castui %[[I]] : i64 to index
// CHECK-NEXT: %[[T:.*]] = arith.trunci %[[I]] : i64 to i32
// CHECK-NEXT: %[[S:.*]] = fly.ptrtoint(%arg1) : (!fly.ptr<bf16, shared, align<16>>) -> i32
// CHECK-NEXT: %[[SX:.*]] = arith.index_castui %[[S]] : i32 to index
// CHECK-NEXT: return %[[P0]], %[[P1]], %[[X]], %[[I]], %[[T]], %[[SX]]
// ROCDL-LABEL: func.func @global_bf16(
// ROCDL-SAME: %[[G:[a-z0-9]+]]: !llvm.ptr<1>, %[[L:[a-z0-9]+]]: !llvm.ptr<3>)
// ROCDL-NEXT: %[[C:.*]] = llvm.addrspacecast %[[G]] : !llvm.ptr<1> to !llvm.ptr{{$}}
// ROCDL-NEXT: %[[I:.*]] = llvm.ptrtoint %[[G]] : !llvm.ptr<1> to i64
// ROCDL-NEXT: %[[X:.*]] = arith.index_castui %[[I]] : i64 to index
// ROCDL-NEXT: %[[T:.*]] = arith.trunci %[[I]] : i64 to i32
// ROCDL-NEXT: %[[S:.*]] = llvm.ptrtoint %[[L]] : !llvm.ptr<3> to i32
// ROCDL-NEXT: %[[SX:.*]] = arith.index_castui %[[S]] : i32 to index
// ROCDL-NEXT: return %[[C]], %[[G]], %[[X]], %[[I]], %[[T]], %[[SX]] : !llvm.ptr, !llvm.ptr<1>, index, i64, i32, index
!G = !fly.memref<bf16, global, (4,8):(8,1), align<16>>
!S = !fly.memref<bf16, shared, (4,8):(8,1), align<16>>
func.func @global_bf16(%p: !fly.ptr<bf16, global, align<16>>, %s: !fly.ptr<bf16, shared, align<16>>) -> (!llvm.ptr, !llvm.ptr<1>, index, i64, i32, index) {
  %l = fly.static : !fly.layout<(4,8):(8,1)>
  %v = fly.make_view(%p, %l) : (!fly.ptr<bf16, global, align<16>>, !fly.layout<(4,8):(8,1)>) -> !G
  %a = fly.extract_aligned_pointer_as_index %v : <bf16, global, (4,8):(8,1), align<16>> -> !llvm.ptr
  %b = fly.extract_aligned_pointer_as_index %v : <bf16, global, (4,8):(8,1), align<16>> -> !llvm.ptr<1>
  %c = fly.extract_aligned_pointer_as_index %v : <bf16, global, (4,8):(8,1), align<16>> -> index
  %d = fly.extract_aligned_pointer_as_index %v : <bf16, global, (4,8):(8,1), align<16>> -> i64
  %e = fly.extract_aligned_pointer_as_index %v : <bf16, global, (4,8):(8,1), align<16>> -> i32
  %w = fly.make_view(%s, %l) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<(4,8):(8,1)>) -> !S
  %f = fly.extract_aligned_pointer_as_index %w : <bf16, shared, (4,8):(8,1), align<16>> -> index
  return %a, %b, %c, %d, %e, %f : !llvm.ptr, !llvm.ptr<1>, index, i64, i32, index
}

// -----

// The base of a view built on an offset pointer is that offset pointer (a
// GEP of %i bf16 elements after convert-fly-to-rocdl).
// CHECK-LABEL: func.func @offset_view(
// CHECK: %[[Q:.*]] = fly.add_offset(%arg0, %{{.*}}) : (!fly.ptr<bf16, global, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, global>
// CHECK-NEXT: %[[P:.*]] = fly.to_llvm_ptr(%[[Q]]) {llvm_address_space = 1 : i32} : (!fly.ptr<bf16, global>) -> !llvm.ptr<1>
// CHECK-NEXT: return %[[P]]
// ROCDL-LABEL: func.func @offset_view(
// ROCDL: %[[O:.*]] = arith.extsi %arg1 : i32 to i64
// ROCDL-NEXT: %[[Q:.*]] = llvm.getelementptr %arg0[%[[O]]] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
// ROCDL-NEXT: return %[[Q]] : !llvm.ptr<1>
func.func @offset_view(%p: !fly.ptr<bf16, global, align<16>>, %i: i32) -> !llvm.ptr<1> {
  %l = fly.static : !fly.layout<(4,8):(8,1)>
  %o = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<?>
  %q = fly.add_offset(%p, %o) : (!fly.ptr<bf16, global, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, global>
  %v = fly.make_view(%q, %l) : (!fly.ptr<bf16, global>, !fly.layout<(4,8):(8,1)>) -> !fly.memref<bf16, global, (4,8):(8,1)>
  %a = fly.extract_aligned_pointer_as_index %v : <bf16, global, (4,8):(8,1)> -> !llvm.ptr<1>
  return %a : !llvm.ptr<1>
}

// -----

// A float result is neither a pointer nor an address: the lowering rejects it.
!G = !fly.memref<bf16, global, (4,8):(8,1), align<16>>
func.func @float_result(%p: !fly.ptr<bf16, global, align<16>>) -> f32 {
  %l = fly.static : !fly.layout<(4,8):(8,1)>
  %v = fly.make_view(%p, %l) : (!fly.ptr<bf16, global, align<16>>, !fly.layout<(4,8):(8,1)>) -> !G
  // expected-error @+1 {{'fly.extract_aligned_pointer_as_index' op yields 'f32'; the base pointer is an !llvm.ptr or an integer}}
  %a = fly.extract_aligned_pointer_as_index %v : <bf16, global, (4,8):(8,1), align<16>> -> f32
  return %a : f32
}
