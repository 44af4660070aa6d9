// RUN: fly-opt %s --fly-layout-lowering --canonicalize | FileCheck %s
// fly-layout-lowering on memref views in weak normal form (make_view of a
// pointer and a normal-form layout): a derived view's layout is computed
// like any algebra result, and its iterator moves by add_offset (whose
// inference recomputes the alignment).

// Partition of a row-major 2x4 f16 tile by the TV layout ((2,2),2):((4,1),2)
// over the tile [2:1|4:1] (docs/reference/algebra.md#tv-layouts): thread
// t = (t0,t1) with
// t0 = t % 2, t1 = t / 2 owns tile indices t0*4 + t1 + 2v, i.e. (m,n) =
// (t1, 2*t0 + v): thread 0 owns (0,0),(0,1), thread 1 (0,2),(0,3), thread 2
// (1,0),(1,1), thread 3 (1,2),(1,3). In the row-major source (element (m,n)
// at 4m + n) the thread's first element is at 4*t1 + 2*t0 =
// (t / 2) * 4 + (t % 2) * 2, a multiple of 2 elements (4 bytes), and its two
// values are contiguous: ((2,1),1,1):((1,0),0,0).
// CHECK-LABEL: func.func @partition_dynamic_thread(
// CHECK-DAG: %[[L:.*]] = fly.static : !fly.layout<((2,1),1,1):((1,0),0,0)>
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : i32
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : i32
// CHECK: %[[R:.*]] = arith.remsi %arg1, %[[C2]] : i32
// CHECK-NEXT: %[[A:.*]] = arith.muli %[[R]], %[[C2]] : i32
// CHECK-NEXT: %[[Q:.*]] = arith.divsi %arg1, %[[C2]] : i32
// CHECK-NEXT: %[[B:.*]] = arith.muli %[[Q]], %[[C4]] : i32
// CHECK-NEXT: %[[O:.*]] = arith.addi %[[A]], %[[B]] : i32
// CHECK-NEXT: %[[OT:.*]] = fly.make_int_tuple(%[[O]]) : (i32) -> !fly.int_tuple<?{div=2}>
// CHECK-NEXT: %[[P:.*]] = fly.add_offset(%arg0, %[[OT]]) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<?{div=2}>) -> !fly.ptr<f16, global, align<4>>
// CHECK-NEXT: %[[V:.*]] = fly.make_view(%[[P]], %[[L]]) : (!fly.ptr<f16, global, align<4>>, !fly.layout<((2,1),1,1):((1,0),0,0)>) -> !fly.memref<f16, global, ((2,1),1,1):((1,0),0,0), align<4>>
// CHECK-NEXT: return %[[V]]
func.func @partition_dynamic_thread(%p: !fly.ptr<f16, global, align<16>>, %t: i32) -> !fly.memref<f16, global, ((2,1),1,1):((1,0),0,0), align<4>> {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 16>
  %tv = fly.static : !fly.layout<((2,2),2):((4,1),2)>
  %tile = fly.static : !fly.tile<[2:1|4:1]>
  %tc = fly.make_tiled_copy(%atom, %tv, %tile) : (!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>>
  %sh = fly.make_int_tuple() : () -> !fly.int_tuple<(2,4)>
  %st = fly.make_int_tuple() : () -> !fly.int_tuple<(4,1)>
  %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<(2,4)>, !fly.int_tuple<(4,1)>) -> !fly.layout<(2,4):(4,1)>
  %v = fly.make_view(%p, %l) : (!fly.ptr<f16, global, align<16>>, !fly.layout<(2,4):(4,1)>) -> !fly.memref<f16, global, (2,4):(4,1), align<16>>
  %tid = fly.make_int_tuple(%t) : (i32) -> !fly.int_tuple<?>
  %s = fly.tiled_copy.partition_src(%tc, %v, %tid) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>>, !fly.memref<f16, global, (2,4):(4,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f16, global, ((2,1),1,1):((1,0),0,0), align<4>>
  return %s : !fly.memref<f16, global, ((2,1),1,1):((1,0),0,0), align<4>>
}

// Slicing a view with a dynamic leading dimension: (?,8):(1,?) sliced at
// (*,j) keeps ?:1 and moves the iterator by j * d (d the dynamic stride);
// get_layout of the result is its layout, rebuilt from the same leaves.
// CHECK-LABEL: func.func @slice_dynamic(
// CHECK: %[[O:.*]] = arith.muli %arg3, %arg2 : i32
// CHECK-NEXT: %[[OT:.*]] = fly.make_int_tuple(%[[O]]) : (i32) -> !fly.int_tuple<?>
// CHECK-NEXT: %[[P:.*]] = fly.add_offset(%arg0, %[[OT]]) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
// CHECK: fly.make_view(%[[P]], %{{.*}}) : (!fly.ptr<f32, global>, !fly.layout<?:1>) -> !fly.memref<f32, global, ?:1>
// CHECK: return %{{.*}}, %arg1 :
func.func @slice_dynamic(%p: !fly.ptr<f32, global>, %m: i32, %d: i32, %j: i32) -> (!fly.memref<f32, global, ?:1>, i32) {
  %sh = fly.make_int_tuple(%m) : (i32) -> !fly.int_tuple<(?,8)>
  %st = fly.make_int_tuple(%d) : (i32) -> !fly.int_tuple<(1,?)>
  %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<(?,8)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(?,8):(1,?)>
  %v = fly.make_view(%p, %l) : (!fly.ptr<f32, global>, !fly.layout<(?,8):(1,?)>) -> !fly.memref<f32, global, (?,8):(1,?)>
  %c = fly.make_int_tuple(%j) : (i32) -> !fly.int_tuple<(*,?)>
  %s = fly.slice(%v, %c) : (!fly.memref<f32, global, (?,8):(1,?)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, global, ?:1>
  %sl = fly.get_layout(%s) : (!fly.memref<f32, global, ?:1>) -> !fly.layout<?:1>
  %ss = fly.get_shape(%sl) : (!fly.layout<?:1>) -> !fly.int_tuple<?>
  %n = fly.get_scalar(%ss) : (!fly.int_tuple<?>) -> i32
  return %s, %n : !fly.memref<f32, global, ?:1>, i32
}
