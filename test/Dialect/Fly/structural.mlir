// RUN: fly-opt %s | FileCheck %s
// RUN: fly-opt %s | fly-opt | FileCheck %s
// RUN: fly-opt %s --canonicalize | FileCheck %s --check-prefix=CANON
// Group E: structural and size ops on int tuples, layouts
// (shape and stride together) and composed layouts (their outer layout; the
// inner function and offset ride along).

// get: the sub-mode at an index path.
// CHECK-LABEL: func.func @get
// CHECK: fly.get(%arg0) {mode = array<i32: 0, 1>} : (!fly.int_tuple<((2,4),8)>) -> !fly.int_tuple<4>
// CHECK: fly.get(%arg1) {mode = array<i32: 0, 1>} : (!fly.layout<((2,4),8):((1,2),8)>) -> !fly.layout<4:2>
// CHECK: fly.get(%arg1) {mode = array<i32: 0>} : (!fly.layout<((2,4),8):((1,2),8)>) -> !fly.layout<(2,4):(1,2)>
// CHECK: fly.get(%arg2) {mode = array<i32: 1>} : (!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>) -> !fly.composed_layout<S<3,3,3> o 0 o 64:1>
// CHECK: fly.get(%arg3) {mode = array<i32: 1>} : (!fly.int_tuple<(4,?{i64 div=8})>) -> !fly.int_tuple<?{i64 div=8}>
// CANON-LABEL: func.func @get
// CANON: %[[S:.*]] = fly.static : !fly.layout<4:2>
// CANON-NEXT: return %[[S]]
func.func @get(%t: !fly.int_tuple<((2,4),8)>, %l: !fly.layout<((2,4),8):((1,2),8)>,
               %c: !fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>,
               %d: !fly.int_tuple<(4,?{i64 div=8})>) -> !fly.layout<4:2> {
  %0 = fly.get(%t) {mode = array<i32: 0, 1>} : (!fly.int_tuple<((2,4),8)>) -> !fly.int_tuple<4>
  %1 = fly.get(%l) {mode = array<i32: 0, 1>} : (!fly.layout<((2,4),8):((1,2),8)>) -> !fly.layout<4:2>
  %2 = fly.get(%l) {mode = array<i32: 0>} : (!fly.layout<((2,4),8):((1,2),8)>) -> !fly.layout<(2,4):(1,2)>
  %3 = fly.get(%c) {mode = array<i32: 1>} : (!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>) -> !fly.composed_layout<S<3,3,3> o 0 o 64:1>
  %4 = fly.get(%d) {mode = array<i32: 1>} : (!fly.int_tuple<(4,?{i64 div=8})>) -> !fly.int_tuple<?{i64 div=8}>
  return %1 : !fly.layout<4:2>
}

// take: modes [begin, end).
// CHECK-LABEL: func.func @take
// CHECK: fly.take(%arg0) {begin = 1 : i32, end = 3 : i32} : (!fly.layout<(2,4,8):(1,2,8)>) -> !fly.layout<(4,8):(2,8)>
// CHECK: fly.take(%arg1) {begin = 0 : i32, end = 2 : i32} : (!fly.int_tuple<(2,?,8)>) -> !fly.int_tuple<(2,?)>
// CHECK: fly.take(%arg2) {begin = 0 : i32, end = 2 : i32} : (!fly.composed_layout<S<3,3,3> o 0 o (8,8,2):(64,1,8)>) -> !fly.composed_layout<S<3,3,3> o 0 o (8,8):(64,1)>
func.func @take(%l: !fly.layout<(2,4,8):(1,2,8)>, %t: !fly.int_tuple<(2,?,8)>,
                %c: !fly.composed_layout<S<3,3,3> o 0 o (8,8,2):(64,1,8)>) {
  %0 = fly.take(%l) {begin = 1 : i32, end = 3 : i32} : (!fly.layout<(2,4,8):(1,2,8)>) -> !fly.layout<(4,8):(2,8)>
  %1 = fly.take(%t) {begin = 0 : i32, end = 2 : i32} : (!fly.int_tuple<(2,?,8)>) -> !fly.int_tuple<(2,?)>
  %2 = fly.take(%c) {begin = 0 : i32, end = 2 : i32} : (!fly.composed_layout<S<3,3,3> o 0 o (8,8,2):(64,1,8)>) -> !fly.composed_layout<S<3,3,3> o 0 o (8,8):(64,1)>
  return
}

// select: pick or permute modes.
// CHECK-LABEL: func.func @select
// CHECK: fly.select(%arg0) {indices = array<i32: 2, 0>} : (!fly.layout<(2,4,8):(1,2,8)>) -> !fly.layout<(8,2):(8,1)>
// CHECK: fly.select(%arg1) {indices = array<i32: 1, 2>} : (!fly.int_tuple<(2,?,8)>) -> !fly.int_tuple<(?,8)>
// CHECK: fly.select(%arg0) {indices = array<i32: 0, 1, 2>} : (!fly.layout<(2,4,8):(1,2,8)>) -> !fly.layout<(2,4,8):(1,2,8)>
func.func @select(%l: !fly.layout<(2,4,8):(1,2,8)>, %t: !fly.int_tuple<(2,?,8)>) {
  %0 = fly.select(%l) {indices = array<i32: 2, 0>} : (!fly.layout<(2,4,8):(1,2,8)>) -> !fly.layout<(8,2):(8,1)>
  %1 = fly.select(%t) {indices = array<i32: 1, 2>} : (!fly.int_tuple<(2,?,8)>) -> !fly.int_tuple<(?,8)>
  %2 = fly.select(%l) {indices = array<i32: 0, 1, 2>} : (!fly.layout<(2,4,8):(1,2,8)>) -> !fly.layout<(2,4,8):(1,2,8)>
  return
}

// group: nest modes [begin, end) into one.
// CHECK-LABEL: func.func @group
// CHECK: fly.group(%arg0) {begin = 0 : i32, end = 2 : i32} : (!fly.layout<(2,4,8):(1,2,8)>) -> !fly.layout<((2,4),8):((1,2),8)>
// CHECK: fly.group(%arg1) {begin = 1 : i32, end = 3 : i32} : (!fly.int_tuple<(2,3,4,5)>) -> !fly.int_tuple<(2,(3,4),5)>
// CHECK: fly.group(%arg2) {begin = 1 : i32, end = 3 : i32} : (!fly.composed_layout<S<3,3,3> o 0 o (8,8,2):(64,1,8)>) -> !fly.composed_layout<S<3,3,3> o 0 o (8,(8,2)):(64,(1,8))>
func.func @group(%l: !fly.layout<(2,4,8):(1,2,8)>, %t: !fly.int_tuple<(2,3,4,5)>,
                 %c: !fly.composed_layout<S<3,3,3> o 0 o (8,8,2):(64,1,8)>) {
  %0 = fly.group(%l) {begin = 0 : i32, end = 2 : i32} : (!fly.layout<(2,4,8):(1,2,8)>) -> !fly.layout<((2,4),8):((1,2),8)>
  %1 = fly.group(%t) {begin = 1 : i32, end = 3 : i32} : (!fly.int_tuple<(2,3,4,5)>) -> !fly.int_tuple<(2,(3,4),5)>
  %2 = fly.group(%c) {begin = 1 : i32, end = 3 : i32} : (!fly.composed_layout<S<3,3,3> o 0 o (8,8,2):(64,1,8)>) -> !fly.composed_layout<S<3,3,3> o 0 o (8,(8,2)):(64,(1,8))>
  return
}

// append and prepend, without and with a target rank <n> (padding with the
// element), on int tuples, layouts and composed layouts.
// CHECK-LABEL: func.func @append_prepend
// CHECK: fly.append (%arg0, %arg1) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<1>) -> !fly.int_tuple<(2,3,1)>
// CHECK: fly.append<4> (%arg0, %arg1) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<1>) -> !fly.int_tuple<(2,3,1,1)>
// CHECK: fly.prepend (%arg0, %arg2) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<?>) -> !fly.int_tuple<(?,2,3)>
// CHECK: fly.prepend<4> (%arg0, %arg1) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<1>) -> !fly.int_tuple<(1,1,2,3)>
// CHECK: fly.append (%arg3, %arg4) : (!fly.int_tuple<4>, !fly.int_tuple<8>) -> !fly.int_tuple<(4,8)>
// CHECK: fly.append (%arg5, %arg6) : (!fly.layout<(4,8):(1,4)>, !fly.layout<2:32>) -> !fly.layout<(4,8,2):(1,4,32)>
// CHECK: fly.prepend (%arg5, %arg6) : (!fly.layout<(4,8):(1,4)>, !fly.layout<2:32>) -> !fly.layout<(2,4,8):(32,1,4)>
// CHECK: fly.append<3> (%arg5, %arg7) : (!fly.layout<(4,8):(1,4)>, !fly.layout<1:0>) -> !fly.layout<(4,8,1):(1,4,0)>
// CHECK: fly.append (%arg8, %arg6) : (!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>, !fly.layout<2:32>) -> !fly.composed_layout<S<3,3,3> o 0 o (8,64,2):(64,1,32)>
// CANON-LABEL: func.func @append_prepend
// CANON: %[[S:.*]] = fly.static : !fly.int_tuple<(2,3,1,1)>
// CANON-NEXT: return %[[S]]
func.func @append_prepend(%t: !fly.int_tuple<(2,3)>, %one: !fly.int_tuple<1>, %dyn: !fly.int_tuple<?>,
                          %four: !fly.int_tuple<4>, %eight: !fly.int_tuple<8>,
                          %l: !fly.layout<(4,8):(1,4)>, %e: !fly.layout<2:32>, %u: !fly.layout<1:0>,
                          %c: !fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>) -> !fly.int_tuple<(2,3,1,1)> {
  %0 = fly.append(%t, %one) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<1>) -> !fly.int_tuple<(2,3,1)>
  %1 = fly.append<4>(%t, %one) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<1>) -> !fly.int_tuple<(2,3,1,1)>
  %2 = fly.prepend(%t, %dyn) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<?>) -> !fly.int_tuple<(?,2,3)>
  %3 = fly.prepend<4>(%t, %one) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<1>) -> !fly.int_tuple<(1,1,2,3)>
  %4 = fly.append(%four, %eight) : (!fly.int_tuple<4>, !fly.int_tuple<8>) -> !fly.int_tuple<(4,8)>
  %5 = fly.append(%l, %e) : (!fly.layout<(4,8):(1,4)>, !fly.layout<2:32>) -> !fly.layout<(4,8,2):(1,4,32)>
  %6 = fly.prepend(%l, %e) : (!fly.layout<(4,8):(1,4)>, !fly.layout<2:32>) -> !fly.layout<(2,4,8):(32,1,4)>
  %7 = fly.append<3>(%l, %u) : (!fly.layout<(4,8):(1,4)>, !fly.layout<1:0>) -> !fly.layout<(4,8,1):(1,4,0)>
  %8 = fly.append(%c, %e) : (!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>, !fly.layout<2:32>) -> !fly.composed_layout<S<3,3,3> o 0 o (8,64,2):(64,1,32)>
  return %1 : !fly.int_tuple<(2,3,1,1)>
}

// slice keeps the modes whose coordinate is `*`; dice keeps the others.
// (4,8):(1,4) by (*,3): slice 4:1, dice 8:4.
// CHECK-LABEL: func.func @slice_dice
// CHECK: fly.slice(%arg0, %arg1) : (!fly.layout<(4,8):(1,4)>, !fly.int_tuple<(*,3)>) -> !fly.layout<4:1>
// CHECK: fly.dice(%arg0, %arg1) : (!fly.layout<(4,8):(1,4)>, !fly.int_tuple<(*,3)>) -> !fly.layout<8:4>
// CHECK: fly.slice(%arg2, %arg1) : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(*,3)>) -> !fly.int_tuple<4>
// CHECK: fly.dice(%arg2, %arg1) : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(*,3)>) -> !fly.int_tuple<8>
// CHECK: fly.slice(%arg3, %arg4) : (!fly.layout<((2,4),8):((1,2),8)>, !fly.int_tuple<((*,1),*)>) -> !fly.layout<(2,8):(1,8)>
// CHECK: fly.slice(%arg5, %arg6) : (!fly.layout<(?,64):(1,?{div=4})>, !fly.int_tuple<(?,*)>) -> !fly.layout<64:?{div=4}>
// CANON-LABEL: func.func @slice_dice
// CANON-DAG: %[[A:.*]] = fly.static : !fly.layout<4:1>
// CANON-DAG: %[[B:.*]] = fly.static : !fly.layout<8:4>
// CANON: return %[[A]], %[[B]]
func.func @slice_dice(%l: !fly.layout<(4,8):(1,4)>, %c: !fly.int_tuple<(*,3)>, %t: !fly.int_tuple<(4,8)>,
                      %h: !fly.layout<((2,4),8):((1,2),8)>, %hc: !fly.int_tuple<((*,1),*)>,
                      %d: !fly.layout<(?,64):(1,?{div=4})>, %dc: !fly.int_tuple<(?,*)>)
    -> (!fly.layout<4:1>, !fly.layout<8:4>) {
  %0 = fly.slice(%l, %c) : (!fly.layout<(4,8):(1,4)>, !fly.int_tuple<(*,3)>) -> !fly.layout<4:1>
  %1 = fly.dice(%l, %c) : (!fly.layout<(4,8):(1,4)>, !fly.int_tuple<(*,3)>) -> !fly.layout<8:4>
  %2 = fly.slice(%t, %c) : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(*,3)>) -> !fly.int_tuple<4>
  %3 = fly.dice(%t, %c) : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(*,3)>) -> !fly.int_tuple<8>
  %4 = fly.slice(%h, %hc) : (!fly.layout<((2,4),8):((1,2),8)>, !fly.int_tuple<((*,1),*)>) -> !fly.layout<(2,8):(1,8)>
  %5 = fly.slice(%d, %dc) : (!fly.layout<(?,64):(1,?{div=4})>, !fly.int_tuple<(?,*)>) -> !fly.layout<64:?{div=4}>
  return %0, %1 : !fly.layout<4:1>, !fly.layout<8:4>
}

// slice of a composed layout moves the index of the fixed part into the
// offset: (8,64):(64,1) at (0,3) is 3, at (2,0) is 128.
// CHECK-LABEL: func.func @slice_composed
// CHECK: fly.slice(%arg0, %arg1) : (!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>, !fly.int_tuple<(*,3)>) -> !fly.composed_layout<S<3,3,3> o 3 o 8:64>
// CHECK: fly.slice(%arg0, %arg2) : (!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>, !fly.int_tuple<(2,*)>) -> !fly.composed_layout<S<3,3,3> o 128 o 64:1>
// CHECK: fly.slice(%arg3, %arg1) : (!fly.composed_layout<S<3,3,3> o 5 o (8,64):(64,1)>, !fly.int_tuple<(*,3)>) -> !fly.composed_layout<S<3,3,3> o 8 o 8:64>
func.func @slice_composed(%c: !fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>,
                          %a: !fly.int_tuple<(*,3)>, %b: !fly.int_tuple<(2,*)>,
                          %c5: !fly.composed_layout<S<3,3,3> o 5 o (8,64):(64,1)>) {
  %0 = fly.slice(%c, %a) : (!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>, !fly.int_tuple<(*,3)>) -> !fly.composed_layout<S<3,3,3> o 3 o 8:64>
  %1 = fly.slice(%c, %b) : (!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>, !fly.int_tuple<(2,*)>) -> !fly.composed_layout<S<3,3,3> o 128 o 64:1>
  %2 = fly.slice(%c5, %a) : (!fly.composed_layout<S<3,3,3> o 5 o (8,64):(64,1)>, !fly.int_tuple<(*,3)>) -> !fly.composed_layout<S<3,3,3> o 8 o 8:64>
  return
}

// size: product of the shape; (4,(2,?)):(1,(4,8)) gives ?{div=8}.
// CHECK-LABEL: func.func @size
// CHECK: fly.size(%arg0) : (!fly.int_tuple<(4,(2,3))>) -> !fly.int_tuple<24>
// CHECK: fly.size(%arg1) : (!fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<32>
// CHECK: fly.size(%arg2) : (!fly.layout<(4,(2,?)):(1,(4,8))>) -> !fly.int_tuple<?{div=8}>
// CHECK: fly.size(%arg3) : (!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>) -> !fly.int_tuple<512>
// CHECK: fly.size(%arg4) : (!fly.layout<(65536,65536):(1,65536)>) -> !fly.int_tuple<4294967296>
// CANON-LABEL: func.func @size
// CANON: %[[S:.*]] = fly.static : !fly.int_tuple<32>
// CANON-NEXT: return %[[S]]
func.func @size(%t: !fly.int_tuple<(4,(2,3))>, %l: !fly.layout<(4,8):(1,4)>,
                %d: !fly.layout<(4,(2,?)):(1,(4,8))>, %c: !fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>,
                %big: !fly.layout<(65536,65536):(1,65536)>) -> !fly.int_tuple<32> {
  %0 = fly.size(%t) : (!fly.int_tuple<(4,(2,3))>) -> !fly.int_tuple<24>
  %1 = fly.size(%l) : (!fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<32>
  %2 = fly.size(%d) : (!fly.layout<(4,(2,?)):(1,(4,8))>) -> !fly.int_tuple<?{div=8}>
  %3 = fly.size(%c) : (!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>) -> !fly.int_tuple<512>
  %4 = fly.size(%big) : (!fly.layout<(65536,65536):(1,65536)>) -> !fly.int_tuple<4294967296>
  return %1 : !fly.int_tuple<32>
}

// cosize is one past the largest index: (4,8):(1,8) gives 3+56+1 = 60.
// coshape of integer strides is the cosize; of basis strides, per mode.
// coprofile is the codomain profile with zeros.
// CHECK-LABEL: func.func @codomain
// CHECK: fly.cosize(%arg0) : (!fly.layout<(4,8):(1,8)>) -> !fly.int_tuple<60>
// CHECK: fly.cosize(%arg1) : (!fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<32>
// CHECK: fly.cosize(%arg2) : (!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>) -> !fly.int_tuple<512>
// CHECK: fly.coshape(%arg0) : (!fly.layout<(4,8):(1,8)>) -> !fly.int_tuple<60>
// CHECK: fly.coshape(%arg3) : (!fly.layout<(4,8):(1E0,1E1)>) -> !fly.int_tuple<(4,8)>
// CHECK: fly.coprofile(%arg0) : (!fly.layout<(4,8):(1,8)>) -> !fly.int_tuple<0>
// CHECK: fly.coprofile(%arg3) : (!fly.layout<(4,8):(1E0,1E1)>) -> !fly.int_tuple<(0,0)>
// CANON-LABEL: func.func @codomain
// CANON: %[[S:.*]] = fly.static : !fly.int_tuple<60>
// CANON-NEXT: return %[[S]]
func.func @codomain(%l: !fly.layout<(4,8):(1,8)>, %m: !fly.layout<(4,8):(1,4)>,
                    %c: !fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>,
                    %id: !fly.layout<(4,8):(1E0,1E1)>) -> !fly.int_tuple<60> {
  %0 = fly.cosize(%l) : (!fly.layout<(4,8):(1,8)>) -> !fly.int_tuple<60>
  %1 = fly.cosize(%m) : (!fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<32>
  %2 = fly.cosize(%c) : (!fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>) -> !fly.int_tuple<512>
  %3 = fly.coshape(%l) : (!fly.layout<(4,8):(1,8)>) -> !fly.int_tuple<60>
  %4 = fly.coshape(%id) : (!fly.layout<(4,8):(1E0,1E1)>) -> !fly.int_tuple<(4,8)>
  %5 = fly.coprofile(%l) : (!fly.layout<(4,8):(1,8)>) -> !fly.int_tuple<0>
  %6 = fly.coprofile(%id) : (!fly.layout<(4,8):(1E0,1E1)>) -> !fly.int_tuple<(0,0)>
  return %0 : !fly.int_tuple<60>
}
