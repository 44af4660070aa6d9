// RUN: fly-opt %s | FileCheck %s
// RUN: fly-opt %s | fly-opt | FileCheck %s
// RUN: fly-opt %s --canonicalize | FileCheck %s --check-prefix=CANON
// Group G, part 2 (docs/reference/algebra.md#divides, #products,
// #recast): divides, products, recast_layout, tile_to_shape, dynamic examples and
// the two accepted form differences.

// logical_divide by a layout: (4,2,3):(2,1,8) / 4:2: complement(4:2, 24) =
// (2,3):(1,8), so ((2,2),(2,3)):((4,1),(2,8)).
// CHECK-LABEL: func.func @logical_divide
// CHECK: fly.logical_divide(%arg0, %arg1) : (!fly.layout<(4,2,3):(2,1,8)>, !fly.layout<4:2>) -> !fly.layout<((2,2),(2,3)):((4,1),(2,8))>
func.func @logical_divide(%arg0: !fly.layout<(4,2,3):(2,1,8)>, %arg1: !fly.layout<4:2>) {
  %0 = fly.logical_divide(%arg0, %arg1) : (!fly.layout<(4,2,3):(2,1,8)>, !fly.layout<4:2>) -> !fly.layout<((2,2),(2,3)):((4,1),(2,8))>
  return
}

// the four divides of (9,(4,8)):(59,(13,1)) by [3:3|(2,4):(1,8)].
// CHECK-LABEL: func.func @divides_tile
// CHECK: fly.logical_divide(%arg0, %arg1) : (!fly.layout<(9,(4,8)):(59,(13,1))>, !fly.tile<[3:3|(2,4):(1,8)]>) -> !fly.layout<((3,3),((2,4),(2,2))):((177,59),((13,2),(26,1)))>
// CHECK: fly.zipped_divide(%arg0, %arg1) : (!fly.layout<(9,(4,8)):(59,(13,1))>, !fly.tile<[3:3|(2,4):(1,8)]>) -> !fly.layout<((3,(2,4)),(3,(2,2))):((177,(13,2)),(59,(26,1)))>
// CHECK: fly.tiled_divide(%arg0, %arg1) : (!fly.layout<(9,(4,8)):(59,(13,1))>, !fly.tile<[3:3|(2,4):(1,8)]>) -> !fly.layout<((3,(2,4)),3,(2,2)):((177,(13,2)),59,(26,1))>
// CHECK: fly.flat_divide(%arg0, %arg1) : (!fly.layout<(9,(4,8)):(59,(13,1))>, !fly.tile<[3:3|(2,4):(1,8)]>) -> !fly.layout<(3,(2,4),3,(2,2)):(177,(13,2),59,(26,1))>
// CANON-LABEL: func.func @divides_tile
// CANON: %[[S:.*]] = fly.static : !fly.layout<((3,3),((2,4),(2,2))):((177,59),((13,2),(26,1)))>
// CANON-NEXT: return %[[S]]
func.func @divides_tile(%arg0: !fly.layout<(9,(4,8)):(59,(13,1))>, %arg1: !fly.tile<[3:3|(2,4):(1,8)]>) -> !fly.layout<((3,3),((2,4),(2,2))):((177,59),((13,2),(26,1)))> {
  %0 = fly.logical_divide(%arg0, %arg1) : (!fly.layout<(9,(4,8)):(59,(13,1))>, !fly.tile<[3:3|(2,4):(1,8)]>) -> !fly.layout<((3,3),((2,4),(2,2))):((177,59),((13,2),(26,1)))>
  %1 = fly.zipped_divide(%arg0, %arg1) : (!fly.layout<(9,(4,8)):(59,(13,1))>, !fly.tile<[3:3|(2,4):(1,8)]>) -> !fly.layout<((3,(2,4)),(3,(2,2))):((177,(13,2)),(59,(26,1)))>
  %2 = fly.tiled_divide(%arg0, %arg1) : (!fly.layout<(9,(4,8)):(59,(13,1))>, !fly.tile<[3:3|(2,4):(1,8)]>) -> !fly.layout<((3,(2,4)),3,(2,2)):((177,(13,2)),59,(26,1))>
  %3 = fly.flat_divide(%arg0, %arg1) : (!fly.layout<(9,(4,8)):(59,(13,1))>, !fly.tile<[3:3|(2,4):(1,8)]>) -> !fly.layout<(3,(2,4),3,(2,2)):(177,(13,2),59,(26,1))>
  return %0 : !fly.layout<((3,3),((2,4),(2,2))):((177,59),((13,2),(26,1)))>
}

// non-dividing tiles round up (not an error): (4,8):(1,4) / 3:1 = (3,11):(1,3)
// (33 elements for 32); zipped_divide(100:1, 32:1) = (32,4):(1,32).
// CHECK-LABEL: func.func @divide_round_up
// CHECK: fly.logical_divide(%arg0, %arg1) : (!fly.layout<(4,8):(1,4)>, !fly.layout<3:1>) -> !fly.layout<(3,11):(1,3)>
// CHECK: fly.zipped_divide(%arg2, %arg3) : (!fly.layout<100:1>, !fly.layout<32:1>) -> !fly.layout<(32,4):(1,32)>
func.func @divide_round_up(%arg0: !fly.layout<(4,8):(1,4)>, %arg1: !fly.layout<3:1>, %arg2: !fly.layout<100:1>, %arg3: !fly.layout<32:1>) {
  %0 = fly.logical_divide(%arg0, %arg1) : (!fly.layout<(4,8):(1,4)>, !fly.layout<3:1>) -> !fly.layout<(3,11):(1,3)>
  %1 = fly.zipped_divide(%arg2, %arg3) : (!fly.layout<100:1>, !fly.layout<32:1>) -> !fly.layout<(32,4):(1,32)>
  return
}

// dynamic divide: (?,?):(1,?) / [128:1|64:1] =
// ((128,?),(64,?)):((1,128),(?,?{div=64})); divide of a composed layout
// divides its outer: 8:64 / 4:1 = (4,2):(64,256), 64:1 / 8:1 = (8,8):(1,8).
// CHECK-LABEL: func.func @divide_dynamic_composed
// CHECK: fly.logical_divide(%arg0, %arg1) : (!fly.layout<(?,?):(1,?)>, !fly.tile<[128:1|64:1]>) -> !fly.layout<((128,?),(64,?)):((1,128),(?,?{div=64}))>
// CHECK: fly.logical_divide(%arg2, %arg3) : (!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>, !fly.tile<[4:1|8:1]>) -> !fly.composed_layout<S<3,3,3> o 0 o ((4,2),(8,8)):((64,256),(1,8))>
func.func @divide_dynamic_composed(%arg0: !fly.layout<(?,?):(1,?)>, %arg1: !fly.tile<[128:1|64:1]>, %arg2: !fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>, %arg3: !fly.tile<[4:1|8:1]>) {
  %0 = fly.logical_divide(%arg0, %arg1) : (!fly.layout<(?,?):(1,?)>, !fly.tile<[128:1|64:1]>) -> !fly.layout<((128,?),(64,?)):((1,128),(?,?{div=64}))>
  %1 = fly.logical_divide(%arg2, %arg3) : (!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>, !fly.tile<[4:1|8:1]>) -> !fly.composed_layout<S<3,3,3> o 0 o ((4,2),(8,8)):((64,256),(1,8))>
  return
}

// logical_product: (2,2):(4,1) x 6:1: complement((2,2):(4,1), 24) =
// (2,3):(2,8), so ((2,2),(2,3)):((4,1),(2,8)); x (4,2):(2,1) =
// ((2,2),(4,2)):((4,1),(8,2)); 4:1 x 2:1 = (4,2):(1,4) (not pycute's bug).
// CHECK-LABEL: func.func @logical_product
// CHECK: fly.logical_product(%arg0, %arg1) : (!fly.layout<(2,2):(4,1)>, !fly.layout<6:1>) -> !fly.layout<((2,2),(2,3)):((4,1),(2,8))>
// CHECK: fly.logical_product(%arg0, %arg2) : (!fly.layout<(2,2):(4,1)>, !fly.layout<(4,2):(2,1)>) -> !fly.layout<((2,2),(4,2)):((4,1),(8,2))>
// CHECK: fly.logical_product(%arg3, %arg4) : (!fly.layout<4:1>, !fly.layout<2:1>) -> !fly.layout<(4,2):(1,4)>
func.func @logical_product(%arg0: !fly.layout<(2,2):(4,1)>, %arg1: !fly.layout<6:1>, %arg2: !fly.layout<(4,2):(2,1)>, %arg3: !fly.layout<4:1>, %arg4: !fly.layout<2:1>) {
  %0 = fly.logical_product(%arg0, %arg1) : (!fly.layout<(2,2):(4,1)>, !fly.layout<6:1>) -> !fly.layout<((2,2),(2,3)):((4,1),(2,8))>
  %1 = fly.logical_product(%arg0, %arg2) : (!fly.layout<(2,2):(4,1)>, !fly.layout<(4,2):(2,1)>) -> !fly.layout<((2,2),(4,2)):((4,1),(8,2))>
  %2 = fly.logical_product(%arg3, %arg4) : (!fly.layout<4:1>, !fly.layout<2:1>) -> !fly.layout<(4,2):(1,4)>
  return
}

// the four rearranged products of (2,2):(1,2) and (3,4):(1,3).
// CHECK-LABEL: func.func @products
// CHECK: fly.logical_product(%arg0, %arg1) : (!fly.layout<(2,2):(1,2)>, !fly.layout<(3,4):(1,3)>) -> !fly.layout<((2,2),(3,4)):((1,2),(4,12))>
// CHECK: fly.zipped_product(%arg0, %arg1) : (!fly.layout<(2,2):(1,2)>, !fly.layout<(3,4):(1,3)>) -> !fly.layout<((2,2),(3,4)):((1,2),(4,12))>
// CHECK: fly.tiled_product(%arg0, %arg1) : (!fly.layout<(2,2):(1,2)>, !fly.layout<(3,4):(1,3)>) -> !fly.layout<((2,2),3,4):((1,2),4,12)>
// CHECK: fly.flat_product(%arg0, %arg1) : (!fly.layout<(2,2):(1,2)>, !fly.layout<(3,4):(1,3)>) -> !fly.layout<(2,2,3,4):(1,2,4,12)>
func.func @products(%arg0: !fly.layout<(2,2):(1,2)>, %arg1: !fly.layout<(3,4):(1,3)>) {
  %0 = fly.logical_product(%arg0, %arg1) : (!fly.layout<(2,2):(1,2)>, !fly.layout<(3,4):(1,3)>) -> !fly.layout<((2,2),(3,4)):((1,2),(4,12))>
  %1 = fly.zipped_product(%arg0, %arg1) : (!fly.layout<(2,2):(1,2)>, !fly.layout<(3,4):(1,3)>) -> !fly.layout<((2,2),(3,4)):((1,2),(4,12))>
  %2 = fly.tiled_product(%arg0, %arg1) : (!fly.layout<(2,2):(1,2)>, !fly.layout<(3,4):(1,3)>) -> !fly.layout<((2,2),3,4):((1,2),4,12)>
  %3 = fly.flat_product(%arg0, %arg1) : (!fly.layout<(2,2):(1,2)>, !fly.layout<(3,4):(1,3)>) -> !fly.layout<(2,2,3,4):(1,2,4,12)>
  return
}

// blocked and raked product of (2,5):(5,1) by (3,4):(1,3).
// CHECK-LABEL: func.func @blocked_raked
// CHECK: fly.blocked_product(%arg0, %arg1) : (!fly.layout<(2,5):(5,1)>, !fly.layout<(3,4):(1,3)>) -> !fly.layout<((2,3),(5,4)):((5,10),(1,30))>
// CHECK: fly.raked_product(%arg0, %arg1) : (!fly.layout<(2,5):(5,1)>, !fly.layout<(3,4):(1,3)>) -> !fly.layout<((3,2),(4,5)):((10,5),(30,1))>
// CANON-LABEL: func.func @blocked_raked
// CANON: %[[S:.*]] = fly.static : !fly.layout<((2,3),(5,4)):((5,10),(1,30))>
// CANON-NEXT: return %[[S]]
func.func @blocked_raked(%arg0: !fly.layout<(2,5):(5,1)>, %arg1: !fly.layout<(3,4):(1,3)>) -> !fly.layout<((2,3),(5,4)):((5,10),(1,30))> {
  %0 = fly.blocked_product(%arg0, %arg1) : (!fly.layout<(2,5):(5,1)>, !fly.layout<(3,4):(1,3)>) -> !fly.layout<((2,3),(5,4)):((5,10),(1,30))>
  %1 = fly.raked_product(%arg0, %arg1) : (!fly.layout<(2,5):(5,1)>, !fly.layout<(3,4):(1,3)>) -> !fly.layout<((3,2),(4,5)):((10,5),(30,1))>
  return %0 : !fly.layout<((2,3),(5,4)):((5,10),(1,30))>
}

// stride 0 for size-1 modes of algebra results:
// (4,8,1):(8,1,32) x (3,8):(8,1) = ((4,8,1),(3,8)):((8,1,0),(256,32)).
// CHECK-LABEL: func.func @product_size1
// CHECK: fly.logical_product(%arg0, %arg1) : (!fly.layout<(4,8,1):(8,1,32)>, !fly.layout<(3,8):(8,1)>) -> !fly.layout<((4,8,1),(3,8)):((8,1,0),(256,32))>
func.func @product_size1(%arg0: !fly.layout<(4,8,1):(8,1,32)>, %arg1: !fly.layout<(3,8):(8,1)>) {
  %0 = fly.logical_product(%arg0, %arg1) : (!fly.layout<(4,8,1):(8,1,32)>, !fly.layout<(3,8):(8,1)>) -> !fly.layout<((4,8,1),(3,8)):((8,1,0),(256,32))>
  return
}

// recast_layout: 16 to 32 bits is upcast<2>: (4,8):(8,1) -> (4,4):(4,1); 16 to
// 8 bits is downcast<2>: (4,8):(8,1) -> (4,16):(16,1).
// CHECK-LABEL: func.func @recast_layout
// CHECK: fly.recast_layout(%arg0) {new_type_bits = 32 : i32, old_type_bits = 16 : i32} : (!fly.layout<(4,8):(8,1)>) -> !fly.layout<(4,4):(4,1)>
// CHECK: fly.recast_layout(%arg0) {new_type_bits = 8 : i32, old_type_bits = 16 : i32} : (!fly.layout<(4,8):(8,1)>) -> !fly.layout<(4,16):(16,1)>
// CANON-LABEL: func.func @recast_layout
// CANON: %[[S:.*]] = fly.static : !fly.layout<(4,4):(4,1)>
// CANON-NEXT: return %[[S]]
func.func @recast_layout(%arg0: !fly.layout<(4,8):(8,1)>) -> !fly.layout<(4,4):(4,1)> {
  %0 = fly.recast_layout(%arg0) {new_type_bits = 32 : i32, old_type_bits = 16 : i32} : (!fly.layout<(4,8):(8,1)>) -> !fly.layout<(4,4):(4,1)>
  %1 = fly.recast_layout(%arg0) {new_type_bits = 8 : i32, old_type_bits = 16 : i32} : (!fly.layout<(4,8):(8,1)>) -> !fly.layout<(4,16):(16,1)>
  return %0 : !fly.layout<(4,4):(4,1)>
}

// tile_to_shape: (2,2):(1,2) to (8,8) with order (1,0) = blocked_product with
// (4,4):(4,1) = ((2,4),(2,4)):((1,16),(2,4)).
// CHECK-LABEL: func.func @tile_to_shape
// CHECK: fly.tile_to_shape(%arg0, %arg1, %arg2) : (!fly.layout<(2,2):(1,2)>, !fly.int_tuple<(8,8)>, !fly.int_tuple<(1,0)>) -> !fly.layout<((2,4),(2,4)):((1,16),(2,4))>
// CANON-LABEL: func.func @tile_to_shape
// CANON: %[[S:.*]] = fly.static : !fly.layout<((2,4),(2,4)):((1,16),(2,4))>
// CANON-NEXT: return %[[S]]
func.func @tile_to_shape(%arg0: !fly.layout<(2,2):(1,2)>, %arg1: !fly.int_tuple<(8,8)>, %arg2: !fly.int_tuple<(1,0)>) -> !fly.layout<((2,4),(2,4)):((1,16),(2,4))> {
  %0 = fly.tile_to_shape(%arg0, %arg1, %arg2) : (!fly.layout<(2,2):(1,2)>, !fly.int_tuple<(8,8)>, !fly.int_tuple<(1,0)>) -> !fly.layout<((2,4),(2,4)):((1,16),(2,4))>
  return %0 : !fly.layout<((2,4),(2,4)):((1,16),(2,4))>
}

// size of a partly dynamic layout: (4,(2,?)):(1,(4,8)) has size ?{div=8}.
// CHECK-LABEL: func.func @size_dynamic
// CHECK: fly.size(%arg0) : (!fly.layout<(4,(2,?)):(1,(4,8))>) -> !fly.int_tuple<?{div=8}>
func.func @size_dynamic(%arg0: !fly.layout<(4,(2,?)):(1,(4,8))>) {
  %0 = fly.size(%arg0) : (!fly.layout<(4,(2,?)):(1,(4,8))>) -> !fly.int_tuple<?{div=8}>
  return
}

// A written type that differs from the inferred one only in
// the stride of a static size-1 mode or in a rank-1 wrapper is accepted and
// printed as written. (4,8):(1,4) o (4,1):(1,4) infers (4,1):(1,0), CuTe
// writes (4,1):(1,4); (4,8):(1,4) o (2):(1) infers 2:1, CuTe writes (2):(1).
// CHECK-LABEL: func.func @form_differences
// CHECK: fly.composition(%arg0, %arg1) : (!fly.layout<(4,8):(1,4)>, !fly.layout<(4,1):(1,4)>) -> !fly.layout<(4,1):(1,0)>
// CHECK: fly.composition(%arg0, %arg1) : (!fly.layout<(4,8):(1,4)>, !fly.layout<(4,1):(1,4)>) -> !fly.layout<(4,1):(1,4)>
// CHECK: fly.composition(%arg0, %arg2) : (!fly.layout<(4,8):(1,4)>, !fly.layout<(2):(1)>) -> !fly.layout<2:1>
// CHECK: fly.composition(%arg0, %arg2) : (!fly.layout<(4,8):(1,4)>, !fly.layout<(2):(1)>) -> !fly.layout<(2):(1)>
// CHECK: fly.right_inverse(%arg0) : (!fly.layout<(4,8):(1,4)>) -> !fly.layout<(32):(1)>
func.func @form_differences(%arg0: !fly.layout<(4,8):(1,4)>, %arg1: !fly.layout<(4,1):(1,4)>, %arg2: !fly.layout<(2):(1)>) {
  %0 = fly.composition(%arg0, %arg1) : (!fly.layout<(4,8):(1,4)>, !fly.layout<(4,1):(1,4)>) -> !fly.layout<(4,1):(1,0)>
  %1 = fly.composition(%arg0, %arg1) : (!fly.layout<(4,8):(1,4)>, !fly.layout<(4,1):(1,4)>) -> !fly.layout<(4,1):(1,4)>
  %2 = fly.composition(%arg0, %arg2) : (!fly.layout<(4,8):(1,4)>, !fly.layout<(2):(1)>) -> !fly.layout<2:1>
  %3 = fly.composition(%arg0, %arg2) : (!fly.layout<(4,8):(1,4)>, !fly.layout<(2):(1)>) -> !fly.layout<(2):(1)>
  %4 = fly.right_inverse(%arg0) : (!fly.layout<(4,8):(1,4)>) -> !fly.layout<(32):(1)>
  return
}
