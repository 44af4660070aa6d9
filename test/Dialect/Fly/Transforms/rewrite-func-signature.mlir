// RUN: fly-opt %s --fly-rewrite-func-signature | FileCheck %s
// RUN: fly-opt %s --fly-rewrite-func-signature | fly-opt | FileCheck %s
// fly-rewrite-func-signature at func.func boundaries:
// fully static arguments are dropped and re-created with fly.static; dynamic
// int tuples, layouts and composed layouts become one packed struct of their
// dynamic leaves and are rebuilt in normal form at entry; declarations,
// results and returns follow the same rules; other types are untouched.

// --- Static argument sinking ------------------------------------------------

// CHECK-LABEL: func.func @sink_int_tuple()
// CHECK-NEXT: fly.static : !fly.int_tuple<(4,8)>
// CHECK-NEXT: return
func.func @sink_int_tuple(%a: !fly.int_tuple<(4,8)>) {
  return
}

// CHECK-LABEL: func.func @sink_layout()
// CHECK-NEXT: fly.static : !fly.layout<(4,8):(1,4)>
// CHECK-NEXT: return
func.func @sink_layout(%a: !fly.layout<(4,8):(1,4)>) {
  return
}

// Swizzles, coordinate swizzles, tiles, static bases and a fully static
// composed layout are always static: all dropped, non-Fly arguments kept.
// CHECK-LABEL: func.func @sink_mixed(%arg0: i32, %arg1: f32)
// CHECK-NEXT: fly.static : !fly.swizzle<S<3,3,3>>
// CHECK-NEXT: fly.static : !fly.coord_swizzle<CS<3,0,[1],0,[2]>>
// CHECK-NEXT: fly.static : !fly.tile<[*|4]>
// CHECK-NEXT: fly.static : !fly.basis<2E1>
// CHECK-NEXT: fly.static : !fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>
// CHECK-NEXT: fly.static : !fly.int_tuple<5>
// CHECK-NEXT: return
func.func @sink_mixed(%s: !fly.swizzle<S<3,3,3>>, %x: i32, %cs: !fly.coord_swizzle<CS<3,0,[1],0,[2]>>,
                      %t: !fly.tile<[*|4]>, %b: !fly.basis<2E1>, %f: f32,
                      %c: !fly.composed_layout<S<3,3,3> o 0 o (8,64):(64,1)>, %i: !fly.int_tuple<5>) {
  return
}

// A used static argument: its uses see the fly.static.
// CHECK-LABEL: func.func @sink_used()
// CHECK-NEXT: %[[S:.*]] = fly.static : !fly.layout<(4,8):(1,4)>
// CHECK-NEXT: fly.get_shape(%[[S]]) : (!fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<(4,8)>
func.func @sink_used(%l: !fly.layout<(4,8):(1,4)>) {
  %s = fly.get_shape(%l) : (!fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<(4,8)>
  return
}

// --- Dynamic arguments --------------------------------------------------------

// One dynamic leaf.
// CHECK-LABEL: func.func @dyn_leaf(%arg0: !llvm.struct<packed (i32)>)
// CHECK-NEXT: %[[A:.*]] = llvm.extractvalue %arg0[0] : !llvm.struct<packed (i32)>
// CHECK-NEXT: fly.make_int_tuple(%[[A]]) : (i32) -> !fly.int_tuple<?>
func.func @dyn_leaf(%a: !fly.int_tuple<?>) {
  return
}

// Leaves depth first, each of its width; static leaves have no field.
// CHECK-LABEL: func.func @dyn_int_tuple(%arg0: !llvm.struct<packed (i32, i64)>)
// CHECK-NEXT: %[[A:.*]] = llvm.extractvalue %arg0[0] : !llvm.struct<packed (i32, i64)>
// CHECK-NEXT: %[[B:.*]] = llvm.extractvalue %arg0[1] : !llvm.struct<packed (i32, i64)>
// CHECK-NEXT: %[[T:.*]] = fly.make_int_tuple(%[[A]], %[[B]]) : (i32, i64) -> !fly.int_tuple<(?,(4,?{i64}))>
// CHECK-NEXT: fly.get_leaves(%[[T]])
func.func @dyn_int_tuple(%a: !fly.int_tuple<(?,(4,?{i64}))>) {
  %l:2 = fly.get_leaves(%a) {dynamicOnly = true} : (!fly.int_tuple<(?,(4,?{i64}))>) -> (i32, i64)
  return
}

// Divisibility annotations do not change the carrier.
// CHECK-LABEL: func.func @dyn_div(%arg0: !llvm.struct<packed (i64, i32, i32)>)
// CHECK: fly.make_int_tuple(%{{.*}}, %{{.*}}, %{{.*}}) : (i64, i32, i32) -> !fly.int_tuple<((?{i64 div=16},2),(?,?{div=4}))>
func.func @dyn_div(%a: !fly.int_tuple<((?{i64 div=16},2),(?,?{div=4}))>) {
  return
}

// A layout: struct of (shape struct, stride struct).
// CHECK-LABEL: func.func @dyn_layout(%arg0: !llvm.struct<packed (struct<packed (i32)>, struct<packed (i64)>)>)
// CHECK-NEXT: %[[A:.*]] = llvm.extractvalue %arg0[0, 0] : !llvm.struct<packed (struct<packed (i32)>, struct<packed (i64)>)>
// CHECK-NEXT: %[[B:.*]] = llvm.extractvalue %arg0[1, 0] : !llvm.struct<packed (struct<packed (i32)>, struct<packed (i64)>)>
// CHECK-NEXT: %[[SH:.*]] = fly.make_int_tuple(%[[A]]) : (i32) -> !fly.int_tuple<(?,64)>
// CHECK-NEXT: %[[ST:.*]] = fly.make_int_tuple(%[[B]]) : (i64) -> !fly.int_tuple<(1,?{i64})>
// CHECK-NEXT: fly.make_layout(%[[SH]], %[[ST]]) : (!fly.int_tuple<(?,64)>, !fly.int_tuple<(1,?{i64})>) -> !fly.layout<(?,64):(1,?{i64})>
func.func @dyn_layout(%a: !fly.layout<(?,64):(1,?{i64})>) {
  return
}

// A static stride has no field; the static part is rebuilt by its
// normal-form constructor.
// CHECK-LABEL: func.func @dyn_layout_shape_only(%arg0: !llvm.struct<packed (struct<packed (i32, i32)>)>)
// CHECK-NEXT: %[[A:.*]] = llvm.extractvalue %arg0[0, 0] : !llvm.struct<packed (struct<packed (i32, i32)>)>
// CHECK-NEXT: %[[B:.*]] = llvm.extractvalue %arg0[0, 1] : !llvm.struct<packed (struct<packed (i32, i32)>)>
// CHECK-NEXT: %[[SH:.*]] = fly.make_int_tuple(%[[A]], %[[B]]) : (i32, i32) -> !fly.int_tuple<(?,?)>
// CHECK-NEXT: %[[ST:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<(1,4)>
// CHECK-NEXT: fly.make_layout(%[[SH]], %[[ST]])
func.func @dyn_layout_shape_only(%a: !fly.layout<(?,?):(1,4)>) {
  return
}

// A static shape has no field either (FlyDSL: `4:?` gives one sub-struct).
// CHECK-LABEL: func.func @dyn_layout_stride_only(%arg0: !llvm.struct<packed (struct<packed (i64)>)>)
// CHECK-NEXT: %[[A:.*]] = llvm.extractvalue %arg0[0, 0] : !llvm.struct<packed (struct<packed (i64)>)>
// CHECK-NEXT: %[[SH:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<4>
// CHECK-NEXT: %[[ST:.*]] = fly.make_int_tuple(%[[A]]) : (i64) -> !fly.int_tuple<?{i64}>
// CHECK-NEXT: fly.make_layout(%[[SH]], %[[ST]]) : (!fly.int_tuple<4>, !fly.int_tuple<?{i64}>) -> !fly.layout<4:?{i64}>
func.func @dyn_layout_stride_only(%a: !fly.layout<4:?{i64}>) {
  return
}

// A composed layout: fields in the order (outer, offset, inner), each only
// if that part is dynamic. Swizzle inner and static offset: one field.
// CHECK-LABEL: func.func @dyn_composed_swizzle(%arg0: !llvm.struct<packed (struct<packed (struct<packed (i32)>, struct<packed (i32)>)>)>)
// CHECK-NEXT: %[[A:.*]] = llvm.extractvalue %arg0[0, 0, 0]
// CHECK-NEXT: %[[B:.*]] = llvm.extractvalue %arg0[0, 1, 0]
// CHECK-NEXT: %[[IN:.*]] = fly.static : !fly.swizzle<S<3,3,3>>
// CHECK-NEXT: %[[OFF:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<0>
// CHECK-NEXT: %[[SH:.*]] = fly.make_int_tuple(%[[A]]) : (i32) -> !fly.int_tuple<(8,?)>
// CHECK-NEXT: %[[ST:.*]] = fly.make_int_tuple(%[[B]]) : (i32) -> !fly.int_tuple<(?,1)>
// CHECK-NEXT: %[[OUT:.*]] = fly.make_layout(%[[SH]], %[[ST]])
// CHECK-NEXT: fly.make_composed_layout(%[[IN]], %[[OFF]], %[[OUT]]) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<0>, !fly.layout<(8,?):(?,1)>) -> !fly.composed_layout<S<3,3,3> o 0 o (8,?):(?,1)>
func.func @dyn_composed_swizzle(%a: !fly.composed_layout<S<3,3,3> o 0 o (8,?):(?,1)>) {
  return
}

// Every part dynamic: outer struct first, then the offset, then the inner
// layout; the leaves are rebuilt inner, offset, outer.
// CHECK-LABEL: func.func @dyn_composed_all
// CHECK-SAME: (%arg0: !llvm.struct<packed (struct<packed (struct<packed (i32)>)>, struct<packed (i64)>, struct<packed (struct<packed (i32)>)>)>)
// CHECK-NEXT: %[[IN:.*]] = llvm.extractvalue %arg0[2, 0, 0]
// CHECK-NEXT: %[[OFF:.*]] = llvm.extractvalue %arg0[1, 0]
// CHECK-NEXT: %[[OUT:.*]] = llvm.extractvalue %arg0[0, 0, 0]
// CHECK-NEXT: %[[T0:.*]] = fly.make_int_tuple(%[[IN]]) : (i32) -> !fly.int_tuple<?>
// CHECK-NEXT: %[[T1:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<1>
// CHECK-NEXT: %[[L0:.*]] = fly.make_layout(%[[T0]], %[[T1]])
// CHECK-NEXT: %[[T2:.*]] = fly.make_int_tuple(%[[OFF]]) : (i64) -> !fly.int_tuple<?{i64}>
// CHECK-NEXT: %[[T3:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<4>
// CHECK-NEXT: %[[T4:.*]] = fly.make_int_tuple(%[[OUT]]) : (i32) -> !fly.int_tuple<?>
// CHECK-NEXT: %[[L1:.*]] = fly.make_layout(%[[T3]], %[[T4]])
// CHECK-NEXT: fly.make_composed_layout(%[[L0]], %[[T2]], %[[L1]]) : (!fly.layout<?:1>, !fly.int_tuple<?{i64}>, !fly.layout<4:?>) -> !fly.composed_layout<?:1 o ?{i64} o 4:?>
func.func @dyn_composed_all(%a: !fly.composed_layout<?:1 o ?{i64} o 4:?>) {
  return
}

// A composed outer nests one level deeper; its static inner layout has no
// field.
// CHECK-LABEL: func.func @dyn_composed_nested
// CHECK-SAME: (%arg0: !llvm.struct<packed (struct<packed (struct<packed (struct<packed (i32)>)>)>)>)
// CHECK-NEXT: %[[A:.*]] = llvm.extractvalue %arg0[0, 0, 0, 0]
// CHECK: fly.make_int_tuple(%[[A]]) : (i32) -> !fly.int_tuple<(4,?)>
// CHECK: fly.make_composed_layout({{.*}}) : (!fly.layout<32:2>, !fly.int_tuple<0>, !fly.layout<(4,?):(1,4)>) -> !fly.composed_layout<32:2 o 0 o (4,?):(1,4)>
// CHECK: fly.make_composed_layout({{.*}}) : (!fly.swizzle<S<1,2,3>>, !fly.int_tuple<0>, !fly.composed_layout<32:2 o 0 o (4,?):(1,4)>) -> !fly.composed_layout<S<1,2,3> o 0 o [32:2 o 0 o (4,?):(1,4)]>
func.func @dyn_composed_nested(%a: !fly.composed_layout<S<1,2,3> o 0 o [32:2 o 0 o (4,?):(1,4)]>) {
  return
}

// Non-Fly arguments, and functions without Fly types, are untouched.
// CHECK-LABEL: func.func @passthrough(%arg0: i32, %arg1: f32, %arg2: !llvm.struct<packed (i32)>) -> i32
// CHECK-NEXT: return %arg0 : i32
func.func @passthrough(%a: i32, %b: f32, %c: !llvm.struct<packed (i32)>) -> i32 {
  return %a : i32
}

// --- Declarations ---------------------------------------------------------------

// CHECK-LABEL: func.func private @decl_dynamic(!llvm.struct<packed (i32, i32)>, i32) -> !llvm.struct<packed (struct<packed (i64)>)>
func.func private @decl_dynamic(!fly.int_tuple<(?,?)>, i32) -> !fly.layout<4:?{i64}>

// CHECK-LABEL: func.func private @decl_static()
// CHECK-NOT: fly
func.func private @decl_static(!fly.int_tuple<(4,8)>) -> !fly.layout<(4,8):(1,4)>

// Argument attributes follow their values: dropped with a dropped argument,
// kept on a converted one.
// CHECK-LABEL: func.func private @decl_attrs(!llvm.struct<packed (i32)> {fly.test = 1 : i32}, i32 {fly.test = 3 : i32}) -> (i32 {fly.test = 5 : i32})
func.func private @decl_attrs(!fly.int_tuple<?> {fly.test = 1 : i32}, !fly.int_tuple<2> {fly.test = 2 : i32},
                              i32 {fly.test = 3 : i32}) -> (!fly.tile<[*|4]> {fly.test = 4 : i32}, i32 {fly.test = 5 : i32})

// --- Returns ------------------------------------------------------------------------

// Returning an argument forwards its struct; a static result is dropped.
// CHECK-LABEL: func.func @return_arg(%arg0: !llvm.struct<packed (i32, i64)>, %arg1: i32) -> (!llvm.struct<packed (i32, i64)>, i32)
// CHECK-NEXT: %[[S:.*]] = fly.static : !fly.layout<(4,8):(1,4)>
// CHECK-NEXT: return %arg0, %arg1 : !llvm.struct<packed (i32, i64)>, i32
func.func @return_arg(%a: !fly.int_tuple<(?,?{i64})>, %b: i32, %l: !fly.layout<(4,8):(1,4)>)
    -> (!fly.int_tuple<(?,?{i64})>, i32, !fly.layout<(4,8):(1,4)>) {
  return %a, %b, %l : !fly.int_tuple<(?,?{i64})>, i32, !fly.layout<(4,8):(1,4)>
}

// A value in normal form is packed from its constructor's operands.
// CHECK-LABEL: func.func @return_normal_form(%arg0: i32, %arg1: i64) -> !llvm.struct<packed (struct<packed (i32)>, struct<packed (i64)>)>
// CHECK-NEXT: %[[SH:.*]] = fly.make_int_tuple(%arg0)
// CHECK-NEXT: %[[ST:.*]] = fly.make_int_tuple(%arg1)
// CHECK-NEXT: fly.make_layout(%[[SH]], %[[ST]])
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<packed (struct<packed (i32)>, struct<packed (i64)>)>
// CHECK-NEXT: %[[I0:.*]] = llvm.insertvalue %arg0, %[[U]][0, 0] : !llvm.struct<packed (struct<packed (i32)>, struct<packed (i64)>)>
// CHECK-NEXT: %[[I1:.*]] = llvm.insertvalue %arg1, %[[I0]][1, 0] : !llvm.struct<packed (struct<packed (i32)>, struct<packed (i64)>)>
// CHECK-NEXT: return %[[I1]] : !llvm.struct<packed (struct<packed (i32)>, struct<packed (i64)>)>
func.func @return_normal_form(%a: i32, %b: i64) -> !fly.layout<(?,64):(1,?{i64})> {
  %sh = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<(?,64)>
  %st = fly.make_int_tuple(%b) : (i64) -> !fly.int_tuple<(1,?{i64})>
  %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<(?,64)>, !fly.int_tuple<(1,?{i64})>) -> !fly.layout<(?,64):(1,?{i64})>
  return %l : !fly.layout<(?,64):(1,?{i64})>
}

// A value not in normal form is taken apart with get_shape / get_stride and
// get_leaves {dynamicOnly}.
// CHECK-LABEL: func.func @return_computed(%arg0: !llvm.struct<packed (struct<packed (i32)>, struct<packed (i32)>)>) -> !llvm.struct<packed (struct<packed (i32)>, struct<packed (i32)>)>
// CHECK: %[[L:.*]] = fly.make_layout_like(%{{.*}}) : (!fly.layout<(4,?):(?,1)>) -> !fly.layout<(4,?):(?,1)>
// CHECK-NEXT: %[[SH:.*]] = fly.get_shape(%[[L]]) : (!fly.layout<(4,?):(?,1)>) -> !fly.int_tuple<(4,?)>
// CHECK-NEXT: %[[A:.*]] = fly.get_leaves(%[[SH]]) {dynamicOnly = true} : (!fly.int_tuple<(4,?)>) -> i32
// CHECK-NEXT: %[[ST:.*]] = fly.get_stride(%[[L]]) : (!fly.layout<(4,?):(?,1)>) -> !fly.int_tuple<(?,1)>
// CHECK-NEXT: %[[B:.*]] = fly.get_leaves(%[[ST]]) {dynamicOnly = true} : (!fly.int_tuple<(?,1)>) -> i32
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<packed (struct<packed (i32)>, struct<packed (i32)>)>
// CHECK-NEXT: %[[I0:.*]] = llvm.insertvalue %[[A]], %[[U]][0, 0]
// CHECK-NEXT: %[[I1:.*]] = llvm.insertvalue %[[B]], %[[I0]][1, 0]
// CHECK-NEXT: return %[[I1]]
func.func @return_computed(%a: !fly.layout<(4,?):(?,1)>) -> !fly.layout<(4,?):(?,1)> {
  %l = fly.make_layout_like(%a) : (!fly.layout<(4,?):(?,1)>) -> !fly.layout<(4,?):(?,1)>
  return %l : !fly.layout<(4,?):(?,1)>
}

// A computed int tuple: one get_leaves.
// CHECK-LABEL: func.func @return_int_tuple(%arg0: !llvm.struct<packed (i32, i64)>) -> !llvm.struct<packed (i32, i64)>
// CHECK: %[[T:.*]] = fly.int_tuple_add
// CHECK-NEXT: %[[L:.*]]:2 = fly.get_leaves(%[[T]]) {dynamicOnly = true} : (!fly.int_tuple<(?,?{i64})>) -> (i32, i64)
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<packed (i32, i64)>
// CHECK-NEXT: %[[I0:.*]] = llvm.insertvalue %[[L]]#0, %[[U]][0]
// CHECK-NEXT: %[[I1:.*]] = llvm.insertvalue %[[L]]#1, %[[I0]][1]
// CHECK-NEXT: return %[[I1]] : !llvm.struct<packed (i32, i64)>
func.func @return_int_tuple(%a: !fly.int_tuple<(?,?{i64})>) -> !fly.int_tuple<(?,?{i64})> {
  %t = fly.int_tuple_add(%a, %a) : (!fly.int_tuple<(?,?{i64})>, !fly.int_tuple<(?,?{i64})>) -> !fly.int_tuple<(?,?{i64})>
  return %t : !fly.int_tuple<(?,?{i64})>
}

// A composed layout built from non-normal parts: the leaves are read off
// each part (get_leaves on the offset, get_shape + get_leaves on the outer
// layout; nothing for the static swizzle and the static stride), and packed
// in the order (outer, offset, inner).
// CHECK-LABEL: func.func @return_composed
// CHECK: %[[OFF:.*]] = fly.composed_get_offset
// CHECK-NEXT: %[[OUT:.*]] = fly.composed_get_outer
// CHECK-NEXT: fly.make_composed_layout
// CHECK-NEXT: %[[A:.*]] = fly.get_leaves(%[[OFF]]) {dynamicOnly = true} : (!fly.int_tuple<?>) -> i32
// CHECK-NEXT: %[[SH:.*]] = fly.get_shape(%[[OUT]]) : (!fly.layout<(8,?):(1,8)>) -> !fly.int_tuple<(8,?)>
// CHECK-NEXT: %[[B:.*]] = fly.get_leaves(%[[SH]]) {dynamicOnly = true} : (!fly.int_tuple<(8,?)>) -> i32
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<packed (struct<packed (struct<packed (i32)>)>, struct<packed (i32)>)>
// CHECK-NEXT: %[[I0:.*]] = llvm.insertvalue %[[A]], %[[U]][1, 0]
// CHECK-NEXT: %[[I1:.*]] = llvm.insertvalue %[[B]], %[[I0]][0, 0, 0]
// CHECK-NEXT: return %[[I1]]
func.func @return_composed(%c: !fly.composed_layout<S<2,2,2> o ? o (8,?):(1,8)>) -> !fly.composed_layout<S<2,2,2> o ? o (8,?):(1,8)> {
  %in = fly.composed_get_inner(%c) : (!fly.composed_layout<S<2,2,2> o ? o (8,?):(1,8)>) -> !fly.swizzle<S<2,2,2>>
  %off = fly.composed_get_offset(%c) : (!fly.composed_layout<S<2,2,2> o ? o (8,?):(1,8)>) -> !fly.int_tuple<?>
  %out = fly.composed_get_outer(%c) : (!fly.composed_layout<S<2,2,2> o ? o (8,?):(1,8)>) -> !fly.layout<(8,?):(1,8)>
  %d = fly.make_composed_layout(%in, %off, %out) : (!fly.swizzle<S<2,2,2>>, !fly.int_tuple<?>, !fly.layout<(8,?):(1,8)>) -> !fly.composed_layout<S<2,2,2> o ? o (8,?):(1,8)>
  return %d : !fly.composed_layout<S<2,2,2> o ? o (8,?):(1,8)>
}

// A composed layout that is not in normal form at all (the outer part of a
// nested composed layout) is taken apart with composed_get_*: only the
// dynamic offset and outer are extracted.
// CHECK-LABEL: func.func @return_composed_outer
// CHECK-SAME: -> !llvm.struct<packed (struct<packed (struct<packed (i32)>)>, struct<packed (i64)>)>
// CHECK: %[[C:.*]] = fly.composed_get_outer(%{{.*}}) : (!fly.composed_layout<S<1,2,3> o 0 o [8:1 o ?{i64} o (4,?):(1,4)]>) -> !fly.composed_layout<8:1 o ?{i64} o (4,?):(1,4)>
// CHECK-NEXT: %[[OFF:.*]] = fly.composed_get_offset(%[[C]]) : (!fly.composed_layout<8:1 o ?{i64} o (4,?):(1,4)>) -> !fly.int_tuple<?{i64}>
// CHECK-NEXT: %[[A:.*]] = fly.get_leaves(%[[OFF]]) {dynamicOnly = true} : (!fly.int_tuple<?{i64}>) -> i64
// CHECK-NEXT: %[[OUT:.*]] = fly.composed_get_outer(%[[C]]) : (!fly.composed_layout<8:1 o ?{i64} o (4,?):(1,4)>) -> !fly.layout<(4,?):(1,4)>
// CHECK-NEXT: %[[SH:.*]] = fly.get_shape(%[[OUT]])
// CHECK-NEXT: %[[B:.*]] = fly.get_leaves(%[[SH]]) {dynamicOnly = true} : (!fly.int_tuple<(4,?)>) -> i32
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef
// CHECK-NEXT: %[[I0:.*]] = llvm.insertvalue %[[A]], %[[U]][1, 0]
// CHECK-NEXT: %[[I1:.*]] = llvm.insertvalue %[[B]], %[[I0]][0, 0, 0]
// CHECK-NEXT: return %[[I1]]
func.func @return_composed_outer(%c: !fly.composed_layout<S<1,2,3> o 0 o [8:1 o ?{i64} o (4,?):(1,4)]>)
    -> !fly.composed_layout<8:1 o ?{i64} o (4,?):(1,4)> {
  %o = fly.composed_get_outer(%c) : (!fly.composed_layout<S<1,2,3> o 0 o [8:1 o ?{i64} o (4,?):(1,4)]>) -> !fly.composed_layout<8:1 o ?{i64} o (4,?):(1,4)>
  return %o : !fly.composed_layout<8:1 o ?{i64} o (4,?):(1,4)>
}

// --- Blocks of a multi-block function -------------------------------------------------

// Block arguments and branch operands are converted like function arguments.
// CHECK-LABEL: func.func @branches(%arg0: i1, %arg1: !llvm.struct<packed (struct<packed (i32)>, struct<packed (i32)>)>) -> !llvm.struct<packed (struct<packed (i32)>, struct<packed (i32)>)>
// CHECK-NEXT: fly.static : !fly.int_tuple<(2,2)>
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1 : !llvm.struct<packed (struct<packed (i32)>, struct<packed (i32)>)>), ^bb2
// CHECK-NEXT: ^bb1(%[[X:.*]]: !llvm.struct<packed (struct<packed (i32)>, struct<packed (i32)>)>):
// CHECK-NEXT: %[[S:.*]] = fly.static : !fly.int_tuple<(2,2)>
// CHECK-NEXT: fly.get(%[[S]])
// CHECK-NEXT: return %[[X]]
// CHECK: ^bb2:
// CHECK-NEXT: return %arg1
func.func @branches(%c: i1, %l: !fly.layout<(?,4):(1,?)>, %s: !fly.int_tuple<(2,2)>) -> !fly.layout<(?,4):(1,?)> {
  cf.cond_br %c, ^bb1(%l, %s : !fly.layout<(?,4):(1,?)>, !fly.int_tuple<(2,2)>), ^bb2
^bb1(%x: !fly.layout<(?,4):(1,?)>, %y: !fly.int_tuple<(2,2)>):
  %g = fly.get(%y) {mode = array<i32: 0>} : (!fly.int_tuple<(2,2)>) -> !fly.int_tuple<2>
  return %x : !fly.layout<(?,4):(1,?)>
^bb2:
  return %l : !fly.layout<(?,4):(1,?)>
}
