// RUN: fly-opt %s | FileCheck %s
// RUN: fly-opt %s | fly-opt | FileCheck %s
// Parse and print every layout-core type, including the printer's elision of
// defaults (`?{i32}`, `div=1`), negative numbers, bases, nested composed
// layouts and bracketed outers. Whitespace in the input is free.

// CHECK-LABEL: func.func private @int_tuples
// CHECK-SAME: !fly.int_tuple<42>
// CHECK-SAME: !fly.int_tuple<(4,(2,?),8)>
// CHECK-SAME: !fly.int_tuple<?{i64}>
// CHECK-SAME: !fly.int_tuple<?{div=16}>
// CHECK-SAME: !fly.int_tuple<?{i64 div=16}>
// CHECK-SAME: !fly.int_tuple<?>
// CHECK-SAME: !fly.int_tuple<?{div=4}>
// CHECK-SAME: !fly.int_tuple<(*,3)>
// CHECK-SAME: !fly.int_tuple<-1>
// CHECK-SAME: !fly.int_tuple<(16)>
// CHECK-SAME: !fly.int_tuple<(1E0,1E1)>
// CHECK-SAME: !fly.int_tuple<(48E1,?E1,1E0E1)>
// CHECK-SAME: !fly.int_tuple<8589934592>
func.func private @int_tuples(!fly.int_tuple<42>, !fly.int_tuple<(4, (2, ?), 8)>,
  !fly.int_tuple<?{i64}>, !fly.int_tuple<?{div=16}>, !fly.int_tuple<?{i64 div=16}>,
  !fly.int_tuple<?{i32}>, !fly.int_tuple<?{i32 div=4}>, !fly.int_tuple<(*,3)>,
  !fly.int_tuple<-1>, !fly.int_tuple<(16)>, !fly.int_tuple<(1E0,1E1)>,
  !fly.int_tuple<(48E1,?E1,1E0E1)>, !fly.int_tuple<8589934592>)

// CHECK-LABEL: func.func private @layouts
// CHECK-SAME: !fly.layout<(4,8):(1,4)>
// CHECK-SAME: !fly.layout<32:1>
// CHECK-SAME: !fly.layout<((2,4),8):((1,2),8)>
// CHECK-SAME: !fly.layout<(4,8):(1E0,1E1)>
// CHECK-SAME: !fly.layout<(?,64):(1,?{i64})>
// CHECK-SAME: !fly.layout<(4,8):(1,4)>
func.func private @layouts(!fly.layout<(4,8):(1,4)>, !fly.layout<32:1>,
  !fly.layout<((2,4),8):((1,2),8)>, !fly.layout<(4,8):(1E0,1E1)>,
  !fly.layout<(?,64):(1,?{i64})>, !fly.layout<(4, 8) : (1, 4)>)

// CHECK-LABEL: func.func private @swizzles
// CHECK-SAME: !fly.swizzle<S<3,3,3>>
// CHECK-SAME: !fly.swizzle<S<0,0,0>>
// CHECK-SAME: !fly.coord_swizzle<CS<3,0,[1],0,[2]>>
// CHECK-SAME: !fly.coord_swizzle<CS<0,0,[],0,[]>>
// CHECK-SAME: !fly.basis<2E1>
func.func private @swizzles(!fly.swizzle<S<3,3,3>>, !fly.swizzle<S<0,0,0>>,
  !fly.coord_swizzle<CS<3,0,[1],0,[2]>>, !fly.coord_swizzle<CS<0,0,[],0,[]>>,
  !fly.basis<2E1>)

// CHECK-LABEL: func.func private @composed
// CHECK-SAME: !fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>
// CHECK-SAME: !fly.composed_layout<CS<3,0,[1],0,[2]> o (0,0,0) o (4,8,8):(1E0,1E1,1E2)>
// CHECK-SAME: !fly.composed_layout<32:2 o 0 o [32:1 o 0 o (4,8):(1,4)]>
// CHECK-SAME: !fly.composed_layout<32:2 o 5 o [32:1 o 8 o 8:4]>
// CHECK-SAME: !fly.composed_layout<S<2,0,2> o 0 o (4,4):(4,1) o 3 o 16:1>
func.func private @composed(!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>,
  !fly.composed_layout<CS<3,0,[1],0,[2]> o (0,0,0) o (4,8,8):(1E0,1E1,1E2)>,
  !fly.composed_layout<32:2 o 0 o [32:1 o 0 o (4,8):(1,4)]>,
  !fly.composed_layout<32:2 o 5 o [32:1 o 8 o 8:4]>,
  !fly.composed_layout<S<2,0,2> o 0 o (4,4):(4,1) o 3 o 16:1>)

// CHECK-LABEL: func.func private @tiles
// CHECK-SAME: !fly.tile<[4:1|64:1]>
// CHECK-SAME: !fly.tile<[*|4]>
// CHECK-SAME: !fly.tile<[2:7|(3,6):(1,3)]>
// CHECK-SAME: !fly.tile<[3|8]>
// CHECK-SAME: !fly.tile<[4:1|(2,4):(1,8)|*]>
// CHECK-SAME: !fly.tile<[*|*|*]>
func.func private @tiles(!fly.tile<[4:1|64:1]>, !fly.tile<[*|4]>,
  !fly.tile<[2:7|(3,6):(1,3)]>, !fly.tile<[3|8]>, !fly.tile<[4:1|(2,4):(1,8)|*]>,
  !fly.tile<[*|*|*]>)

// CHECK-LABEL: func.func private @attributes
// CHECK-SAME: fly.a = #fly.int_tuple<(4,?{div=8})>
// CHECK-SAME: fly.b = #fly.layout<(4,8):(1,4)>
// CHECK-SAME: fly.c = #fly.swizzle<S<3,3,3>>
// CHECK-SAME: fly.d = #fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>
// CHECK-SAME: fly.e = #fly.tile<[*|4]>
// CHECK-SAME: fly.f = #fly.basis<1E0E1>
// CHECK-SAME: fly.g = #fly.coord_swizzle<CS<2,0,[0],0,[1]>>
func.func private @attributes() attributes {
  fly.a = #fly.int_tuple<(4,?{div=8})>, fly.b = #fly.layout<(4,8):(1,4)>,
  fly.c = #fly.swizzle<S<3,3,3>>, fly.d = #fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>,
  fly.e = #fly.tile<[*|4]>, fly.f = #fly.basis<1E0E1>, fly.g = #fly.coord_swizzle<CS<2,0,[0],0,[1]>>}
