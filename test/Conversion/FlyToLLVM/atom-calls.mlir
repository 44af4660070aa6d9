// RUN: fly-opt %s --convert-fly-to-llvm | FileCheck %s
// Universal atom calls on static views: universal_copy
// loads and stores its bits, universal_fma is llvm.intr.fma, universal_atomic an
// atomicrmw monotonic. The atoms are stateless: empty structs.

// universal_copy<32> on 2 x f16 contiguous views: one i32 load and store,
// 4-byte aligned (the view alignments).
// CHECK-LABEL: func.func @copy_2xf16(
// CHECK-SAME: %[[S:.*]]: !llvm.ptr<1>, %[[D:.*]]: !llvm.ptr<3>)
// CHECK: llvm.mlir.zero : !llvm.struct<()>
// CHECK: %[[V:.*]] = llvm.load %[[S]] {alignment = 4 : i64} : !llvm.ptr<1> -> i32
// CHECK: llvm.store %[[V]], %[[D]] {alignment = 4 : i64} : i32, !llvm.ptr<3>
// CHECK-NOT: fly.copy_atom_call
func.func @copy_2xf16(%s: !fly.ptr<f16, global, align<4>>, %d: !fly.ptr<f16, shared, align<4>>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 16>
  %l = fly.static : !fly.layout<(2,1):(1,0)>
  %sv = fly.make_view(%s, %l) : (!fly.ptr<f16, global, align<4>>, !fly.layout<(2,1):(1,0)>) -> !fly.memref<f16, global, (2,1):(1,0), align<4>>
  %dv = fly.make_view(%d, %l) : (!fly.ptr<f16, shared, align<4>>, !fly.layout<(2,1):(1,0)>) -> !fly.memref<f16, shared, (2,1):(1,0), align<4>>
  fly.copy_atom_call(%atom, %sv, %dv) : (!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.memref<f16, global, (2,1):(1,0), align<4>>, !fly.memref<f16, shared, (2,1):(1,0), align<4>>) -> ()
  return
}

// A derived view (add_offset of 6 elements, i.e. 12 bytes): GEP, then the
// copy at the alignment of the view type.
// CHECK-LABEL: func.func @copy_offset(
// CHECK-SAME: %[[S:.*]]: !llvm.ptr, %[[D:.*]]: !llvm.ptr)
// CHECK: %[[P:.*]] = llvm.getelementptr %[[S]][6] : (!llvm.ptr) -> !llvm.ptr, f16
// CHECK: %[[V:.*]] = llvm.load %[[P]] {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK: llvm.store %[[V]], %[[D]] {alignment = 4 : i64} : i32, !llvm.ptr{{$}}
func.func @copy_offset(%s: !fly.ptr<f16, generic, align<16>>, %d: !fly.ptr<f16, generic, align<4>>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 16>
  %o = fly.make_int_tuple() : () -> !fly.int_tuple<6>
  %p = fly.add_offset(%s, %o) : (!fly.ptr<f16, generic, align<16>>, !fly.int_tuple<6>) -> !fly.ptr<f16, generic, align<4>>
  %l = fly.static : !fly.layout<2:1>
  %sv = fly.make_view(%p, %l) : (!fly.ptr<f16, generic, align<4>>, !fly.layout<2:1>) -> !fly.memref<f16, generic, 2:1, align<4>>
  %dv = fly.make_view(%d, %l) : (!fly.ptr<f16, generic, align<4>>, !fly.layout<2:1>) -> !fly.memref<f16, generic, 2:1, align<4>>
  fly.copy_atom_call(%atom, %sv, %dv) : (!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.memref<f16, generic, 2:1, align<4>>, !fly.memref<f16, generic, 2:1, align<4>>) -> ()
  return
}

// A strided source (2:2) cannot be one i32: two f16 copies at element
// offsets 0 and 2 (bytes 0 and 4: alignments 4 and 4 in the source, 4 and 2
// in the destination).
// CHECK-LABEL: func.func @copy_strided(
// CHECK-SAME: %[[S:.*]]: !llvm.ptr<1>, %[[D:.*]]: !llvm.ptr)
// CHECK: %[[A:.*]] = llvm.load %[[S]] {alignment = 4 : i64} : !llvm.ptr<1> -> f16
// CHECK: llvm.store %[[A]], %[[D]] {alignment = 4 : i64} : f16, !llvm.ptr{{$}}
// CHECK: %[[S2:.*]] = llvm.getelementptr %[[S]][2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
// CHECK: %[[B:.*]] = llvm.load %[[S2]] {alignment = 4 : i64} : !llvm.ptr<1> -> f16
// CHECK: %[[D1:.*]] = llvm.getelementptr %[[D]][1] : (!llvm.ptr) -> !llvm.ptr, f16
// CHECK: llvm.store %[[B]], %[[D1]] {alignment = 2 : i64} : f16, !llvm.ptr{{$}}
func.func @copy_strided(%s: !fly.memref<f16, global, 2:2, align<4>>, %d: !fly.memref<f16, register, 2:1, align<4>>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 16>
  fly.copy_atom_call(%atom, %s, %d) : (!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.memref<f16, global, 2:2, align<4>>, !fly.memref<f16, register, 2:1, align<4>>) -> ()
  return
}

// A predicated copy: the first i1 of the predicate view guards the copy.
// CHECK-LABEL: func.func @copy_predicated(
// CHECK-SAME: %[[S:.*]]: !llvm.ptr<1>, %[[D:.*]]: !llvm.ptr, %[[P:.*]]: !llvm.ptr)
// CHECK: %[[F:.*]] = llvm.load %[[P]] {alignment = 1 : i64} : !llvm.ptr -> i1
// CHECK: scf.if %[[F]] {
// CHECK-NEXT: %[[V:.*]] = llvm.load %[[S]] {alignment = 16 : i64} : !llvm.ptr<1> -> i128
// CHECK-NEXT: llvm.store %[[V]], %[[D]] {alignment = 16 : i64} : i128, !llvm.ptr{{$}}
// CHECK-NEXT: }
func.func @copy_predicated(%s: !fly.memref<f32, global, 4:1, align<16>>, %d: !fly.memref<f32, register, 4:1, align<16>>, %p: !fly.memref<i1, register, 1:0>) {
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
  fly.copy_atom_call(%atom, %s, %d, %p) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1, align<16>>, !fly.memref<f32, register, 4:1, align<16>>, !fly.memref<i1, register, 1:0>) -> ()
  return
}

// A swizzled destination view: the XOR sequence before the store.
// CHECK-LABEL: func.func @copy_swizzled(
// CHECK-SAME: %[[S:.*]]: !llvm.ptr<1>, %[[D:.*]]: !llvm.ptr<3>)
// CHECK: %[[V:.*]] = llvm.load %[[S]] {alignment = 16 : i64} : !llvm.ptr<1> -> i128
// CHECK: %[[A:.*]] = llvm.ptrtoint %[[D]] : !llvm.ptr<3> to i32
// CHECK: arith.andi %[[A]], %{{.*}} : i32
// CHECK: arith.shrui
// CHECK: %[[X:.*]] = arith.xori %[[A]], %{{.*}} : i32
// CHECK: %[[P:.*]] = llvm.inttoptr %[[X]] : i32 to !llvm.ptr<3>
// CHECK: llvm.store %[[V]], %[[P]] {alignment = 16 : i64} : i128, !llvm.ptr<3>
func.func @copy_swizzled(%s: !fly.memref<f16, global, 8:1, align<16>>, %d: !fly.memref<f16, shared, 8:1, align<16>, S<3,4,3>>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 16>
  fly.copy_atom_call(%atom, %s, %d) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, global, 8:1, align<16>>, !fly.memref<f16, shared, 8:1, align<16>, S<3,4,3>>) -> ()
  return
}

// universal_fma f32: d = fma(a, b, c) on one element each (one rounding).
// CHECK-LABEL: func.func @fma_f32(
// CHECK-SAME: %[[D:.*]]: !llvm.ptr, %[[A:.*]]: !llvm.ptr, %[[B:.*]]: !llvm.ptr, %[[C:.*]]: !llvm.ptr)
// CHECK: llvm.mlir.zero : !llvm.struct<()>
// CHECK: %[[X:.*]] = llvm.load %[[A]] {alignment = 4 : i64} : !llvm.ptr -> f32
// CHECK: %[[Y:.*]] = llvm.load %[[B]] {alignment = 4 : i64} : !llvm.ptr -> f32
// CHECK: %[[Z:.*]] = llvm.load %[[C]] {alignment = 4 : i64} : !llvm.ptr -> f32
// CHECK: %[[S:.*]] = llvm.intr.fma(%[[X]], %[[Y]], %[[Z]]) : (f32, f32, f32) -> f32
// CHECK: llvm.store %[[S]], %[[D]] {alignment = 4 : i64} : f32, !llvm.ptr{{$}}
func.func @fma_f32(%d: !fly.memref<f32, register, 1:0>, %a: !fly.memref<f32, register, 1:0>, %b: !fly.memref<f32, register, 1:0>, %c: !fly.memref<f32, register, 1:0>) {
  %atom = fly.make_mma_atom : !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.memref<f32, register, 1:0>, !fly.memref<f32, register, 1:0>, !fly.memref<f32, register, 1:0>, !fly.memref<f32, register, 1:0>) -> ()
  return
}

// universal_fma i32: llvm.mul + llvm.add.
// CHECK-LABEL: func.func @fma_i32(
// CHECK: %[[M:.*]] = llvm.mul %{{.*}}, %{{.*}} : i32
// CHECK: %[[S:.*]] = llvm.add %[[M]], %{{.*}} : i32
// CHECK: llvm.store %[[S]]
func.func @fma_i32(%d: !fly.memref<i32, generic, 1:0>, %a: !fly.memref<i32, generic, 1:0>, %b: !fly.memref<i32, generic, 1:0>, %c: !fly.memref<i32, generic, 1:0>) {
  %atom = fly.make_mma_atom : !fly.mma_atom<!fly.universal_fma<1x1x1, (i32, i32) -> i32>>
  fly.mma_atom_call(%atom, %d, %a, %b, %c) : (!fly.mma_atom<!fly.universal_fma<1x1x1, (i32, i32) -> i32>>, !fly.memref<i32, generic, 1:0>, !fly.memref<i32, generic, 1:0>, !fly.memref<i32, generic, 1:0>, !fly.memref<i32, generic, 1:0>) -> ()
  return
}

// universal_atomic<add, f32>: load the source, atomicrmw fadd monotonic.
// CHECK-LABEL: func.func @atomic_add(
// CHECK-SAME: %[[S:.*]]: !llvm.ptr, %[[D:.*]]: !llvm.ptr<1>)
// CHECK: %[[V:.*]] = llvm.load %[[S]] {alignment = 4 : i64} : !llvm.ptr -> f32
// CHECK: llvm.atomicrmw fadd %[[D]], %[[V]] monotonic {alignment = 4 : i64} : !llvm.ptr<1>, f32
func.func @atomic_add(%s: !fly.memref<f32, register, 1:0>, %d: !fly.memref<f32, global, 1:0>) {
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_atomic<add, f32>, 32>
  fly.copy_atom_call(%atom, %s, %d) : (!fly.copy_atom<!fly.universal_atomic<add, f32>, 32>, !fly.memref<f32, register, 1:0>, !fly.memref<f32, global, 1:0>) -> ()
  return
}

// universal_atomic<max, i32, "agent"> keeps its sync scope.
// CHECK-LABEL: func.func @atomic_max_scope(
// CHECK: llvm.atomicrmw max %{{.*}}, %{{.*}} syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr<1>, i32
func.func @atomic_max_scope(%s: !fly.memref<i32, register, 1:0>, %d: !fly.memref<i32, global, 1:0>) {
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_atomic<max, i32, "agent">, 32>
  fly.copy_atom_call(%atom, %s, %d) : (!fly.copy_atom<!fly.universal_atomic<max, i32, "agent">, 32>, !fly.memref<i32, register, 1:0>, !fly.memref<i32, global, 1:0>) -> ()
  return
}

// Atoms and tiled atoms in signatures are empty structs; make_tiled_copy is
// its atom (here folded to a fly.static first, which becomes a zero struct).
// CHECK-LABEL: func.func @atom_types(
// CHECK-SAME: %{{.*}}: !llvm.struct<()>, %{{.*}}: !llvm.struct<()>) -> !llvm.struct<()>
// CHECK-NOT: fly.make_tiled_copy
// CHECK-NOT: unrealized_conversion_cast
// CHECK: %[[Z:.*]] = llvm.mlir.zero : !llvm.struct<()>
// CHECK: return %[[Z]] : !llvm.struct<()>
func.func @atom_types(%a: !fly.copy_atom<!fly.universal_copy<32>, 16>, %m: !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>> {
  %tv = fly.static : !fly.layout<((2,2),2):((4,1),2)>
  %tile = fly.static : !fly.tile<[2:1|4:1]>
  %tc = fly.make_tiled_copy(%a, %tv, %tile) : (!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>>
  return %tc : !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>>
}
