// RUN: fly-opt %s --fly-layout-lowering --canonicalize --convert-fly-to-llvm --convert-scf-to-cf \
// RUN:   --finalize-memref-to-llvm --convert-vector-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm \
// RUN:   --convert-func-to-llvm --reconcile-unrealized-casts \
// RUN: | %mlir_runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_lib_dir/libmlir_c_runner_utils.so,%mlir_lib_dir/libmlir_runner_utils.so \
// RUN: | FileCheck %s
// Executed on the CPU: universal copies and an atomic on views whose stride
// is a runtime value (copy-dynamic-strides.mlir shows the code). The source
// is 64 floats holding their own index, src[i] = i; every result is printed
// as an integer.

// 1. fly.copy of a 4x6 row-major tile with row stride ld, (4,6):(ld,1),
//    into a column-major 4x6 tile (4,6):(1,4), with a 64-bit atom (pairs
//    of rows, element by element): dst[m + 4n] = src[m * ld + n] = m*ld + n.
//    Run with ld = 7, then with ld = 9 (the same code). Printed in dst
//    order: for n = 0..5, m = 0..3.
// CHECK: ld=7
// CHECK-NEXT: 0
// CHECK-NEXT: 7
// CHECK-NEXT: 14
// CHECK-NEXT: 21
// CHECK-NEXT: 1
// CHECK-NEXT: 8
// CHECK-NEXT: 15
// CHECK-NEXT: 22
// CHECK-NEXT: 2
// CHECK-NEXT: 9
// CHECK-NEXT: 16
// CHECK-NEXT: 23
// CHECK-NEXT: 3
// CHECK-NEXT: 10
// CHECK-NEXT: 17
// CHECK-NEXT: 24
// CHECK-NEXT: 4
// CHECK-NEXT: 11
// CHECK-NEXT: 18
// CHECK-NEXT: 25
// CHECK-NEXT: 5
// CHECK-NEXT: 12
// CHECK-NEXT: 19
// CHECK-NEXT: 26
// CHECK-NEXT: ld=9
// CHECK-NEXT: 0
// CHECK-NEXT: 9
// CHECK-NEXT: 18
// CHECK-NEXT: 27
// CHECK-NEXT: 1
// CHECK-NEXT: 10
// CHECK-NEXT: 19
// CHECK-NEXT: 28
// CHECK-NEXT: 2
// CHECK-NEXT: 11
// CHECK-NEXT: 20
// CHECK-NEXT: 29
// CHECK-NEXT: 3
// CHECK-NEXT: 12
// CHECK-NEXT: 21
// CHECK-NEXT: 30
// CHECK-NEXT: 4
// CHECK-NEXT: 13
// CHECK-NEXT: 22
// CHECK-NEXT: 31
// CHECK-NEXT: 5
// CHECK-NEXT: 14
// CHECK-NEXT: 23
// CHECK-NEXT: 32
// 2. One 64-bit-atom call on (2,2):(1,ld), ld = 7: two pairs of adjacent
//    floats, each moved as one 64-bit word, at 0 and at ld:
//    src[0], src[1], src[7], src[8].
// CHECK-NEXT: pairs
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 7
// CHECK-NEXT: 8
// 3. An atomic add of src[1..4] = 1, 2, 3, 4 into a column 4:ld, ld = 5, of
//    a buffer holding 1000 + i: positions 0, 5, 10, 15 gain 1, 2, 3, 4.
// CHECK-NEXT: atomic
// CHECK-NEXT: 1001
// CHECK-NEXT: 1001
// CHECK-NEXT: 1002
// CHECK-NEXT: 1003
// CHECK-NEXT: 1004
// CHECK-NEXT: 1007
// CHECK-NEXT: 1006
// CHECK-NEXT: 1007
// CHECK-NEXT: 1008
// CHECK-NEXT: 1009
// CHECK-NEXT: 1013
// CHECK-NEXT: 1011
// CHECK-NEXT: 1012
// CHECK-NEXT: 1013
// CHECK-NEXT: 1014
// CHECK-NEXT: 1019
// 4. A tiled copy, 8 threads of a 64-bit atom over a 4x4 tile, TV layout
//    ((4,2),2):((2,8),1): thread t's two values are tile indices
//    2(t%4) + 8(t/4) and the next one, i.e. rows m and m+1 of one column,
//    so each thread's source partition is ((2,1),1,1):((ld,0),0,0) (ld = 6
//    here) and its copy two elements ld apart. The host loops over the
//    threads; dst[m + 4n] = src[m * ld + n] = 6m + n.
// CHECK-NEXT: tiled
// CHECK-NEXT: 0
// CHECK-NEXT: 6
// CHECK-NEXT: 12
// CHECK-NEXT: 18
// CHECK-NEXT: 1
// CHECK-NEXT: 7
// CHECK-NEXT: 13
// CHECK-NEXT: 19
// CHECK-NEXT: 2
// CHECK-NEXT: 8
// CHECK-NEXT: 14
// CHECK-NEXT: 20
// CHECK-NEXT: 3
// CHECK-NEXT: 9
// CHECK-NEXT: 15
// CHECK-NEXT: 21
// CHECK-NOT: {{[0-9]}}

!c64 = !fly.copy_atom<!fly.universal_copy<64>, 32>
!ptr = !fly.ptr<f32, generic>

func.func @rows(%p: !ptr, %q: !ptr, %ld: i32) {
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !c64
  %sh = fly.make_int_tuple() : () -> !fly.int_tuple<(4,6)>
  %st = fly.make_int_tuple(%ld) : (i32) -> !fly.int_tuple<(?,1)>
  %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<(4,6)>, !fly.int_tuple<(?,1)>) -> !fly.layout<(4,6):(?,1)>
  %ld2 = fly.static : !fly.layout<(4,6):(1,4)>
  %vs = fly.make_view(%p, %l) : (!ptr, !fly.layout<(4,6):(?,1)>) -> !fly.memref<f32, generic, (4,6):(?,1)>
  %vd = fly.make_view(%q, %ld2) : (!ptr, !fly.layout<(4,6):(1,4)>) -> !fly.memref<f32, generic, (4,6):(1,4)>
  fly.copy(%atom, %vs, %vd) : (!c64, !fly.memref<f32, generic, (4,6):(?,1)>, !fly.memref<f32, generic, (4,6):(1,4)>) -> ()
  return
}

func.func @pairs(%p: !ptr, %q: !ptr, %ld: i32) {
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !c64
  %sh = fly.make_int_tuple() : () -> !fly.int_tuple<(2,2)>
  %st = fly.make_int_tuple(%ld) : (i32) -> !fly.int_tuple<(1,?)>
  %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<(2,2)>, !fly.int_tuple<(1,?)>) -> !fly.layout<(2,2):(1,?)>
  %l4 = fly.static : !fly.layout<4:1>
  %vs = fly.make_view(%p, %l) : (!ptr, !fly.layout<(2,2):(1,?)>) -> !fly.memref<f32, generic, (2,2):(1,?)>
  %vd = fly.make_view(%q, %l4) : (!ptr, !fly.layout<4:1>) -> !fly.memref<f32, generic, 4:1>
  fly.copy_atom_call(%atom, %vs, %vd) : (!c64, !fly.memref<f32, generic, (2,2):(1,?)>, !fly.memref<f32, generic, 4:1>) -> ()
  return
}

!at = !fly.copy_atom<!fly.universal_atomic<add, f32>, 32>
func.func @atomic(%p: !ptr, %q: !ptr, %ld: i32) {
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !at
  %l4 = fly.static : !fly.layout<4:1>
  %vs = fly.make_view(%p, %l4) : (!ptr, !fly.layout<4:1>) -> !fly.memref<f32, generic, 4:1>
  %sh = fly.make_int_tuple() : () -> !fly.int_tuple<4>
  %st = fly.make_int_tuple(%ld) : (i32) -> !fly.int_tuple<?>
  %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<4>, !fly.int_tuple<?>) -> !fly.layout<4:?>
  %vd = fly.make_view(%q, %l) : (!ptr, !fly.layout<4:?>) -> !fly.memref<f32, generic, 4:?>
  fly.copy_atom_call(%atom, %vs, %vd) : (!at, !fly.memref<f32, generic, 4:1>, !fly.memref<f32, generic, 4:?>) -> ()
  return
}

!tc = !fly.tiled_copy<!c64, !fly.layout<((4,2),2):((2,8),1)>, !fly.tile<[4:1|4:1]>>
!tsrc = !fly.memref<f32, generic, (4,4):(?,1)>
!tdst = !fly.memref<f32, generic, (4,4):(1,4)>
func.func @tiled(%p: !ptr, %q: !ptr, %ld: i32, %t: i32) {
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !c64
  %tv = fly.static : !fly.layout<((4,2),2):((2,8),1)>
  %tile = fly.static : !fly.tile<[4:1|4:1]>
  %tc = fly.make_tiled_copy(%atom, %tv, %tile) : (!c64, !fly.layout<((4,2),2):((2,8),1)>, !fly.tile<[4:1|4:1]>) -> !tc
  %sh = fly.make_int_tuple() : () -> !fly.int_tuple<(4,4)>
  %st = fly.make_int_tuple(%ld) : (i32) -> !fly.int_tuple<(?,1)>
  %l = fly.make_layout(%sh, %st) : (!fly.int_tuple<(4,4)>, !fly.int_tuple<(?,1)>) -> !fly.layout<(4,4):(?,1)>
  %l2 = fly.static : !fly.layout<(4,4):(1,4)>
  %vs = fly.make_view(%p, %l) : (!ptr, !fly.layout<(4,4):(?,1)>) -> !tsrc
  %vd = fly.make_view(%q, %l2) : (!ptr, !fly.layout<(4,4):(1,4)>) -> !tdst
  %tid = fly.make_int_tuple(%t) : (i32) -> !fly.int_tuple<?>
  %s = fly.tiled_copy.partition_src(%tc, %vs, %tid) : (!tc, !tsrc, !fly.int_tuple<?>) -> !fly.memref<f32, generic, ((2,1),1,1):((?,0),0,0)>
  %d = fly.tiled_copy.partition_dst(%tc, %vd, %tid) : (!tc, !tdst, !fly.int_tuple<?>) -> !fly.memref<f32, generic, ((2,1),1,1):((1,0),0,0)>
  fly.copy(%tc, %s, %d) : (!tc, !fly.memref<f32, generic, ((2,1),1,1):((?,0),0,0)>, !fly.memref<f32, generic, ((2,1),1,1):((1,0),0,0)>) -> ()
  return
}

/// A fly pointer to element `off` of `m`.
func.func @ptr_at(%m: memref<64xf32>, %off: i64) -> !ptr {
  %base = memref.extract_aligned_pointer_as_index %m : memref<64xf32> -> index
  %b64 = arith.index_cast %base : index to i64
  %c4 = arith.constant 4 : i64
  %bytes = arith.muli %off, %c4 : i64
  %a = arith.addi %b64, %bytes : i64
  %p = fly.inttoptr(%a) : (i64) -> !ptr
  return %p : !ptr
}

func.func @print_first(%m: memref<64xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%i] : memref<64xf32>
    %x = arith.fptosi %v : f32 to i32
    vector.print %x : i32
  }
  return
}

/// m[i] = base + i for all i.
func.func @fill(%m: memref<64xf32>, %base: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c64 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %v = arith.addi %ii, %base : i32
    %f = arith.sitofp %v : i32 to f32
    memref.store %f, %m[%i] : memref<64xf32>
  }
  return
}

func.func @main() {
  %src = memref.alloca() {alignment = 16 : i64} : memref<64xf32>
  %dst = memref.alloca() {alignment = 16 : i64} : memref<64xf32>
  %zero = arith.constant 0 : i32
  %big = arith.constant 1000 : i32
  %o0 = arith.constant 0 : i64
  %o1 = arith.constant 1 : i64
  func.call @fill(%src, %zero) : (memref<64xf32>, i32) -> ()
  %ps = func.call @ptr_at(%src, %o0) : (memref<64xf32>, i64) -> !ptr
  %ps1 = func.call @ptr_at(%src, %o1) : (memref<64xf32>, i64) -> !ptr
  %pd = func.call @ptr_at(%dst, %o0) : (memref<64xf32>, i64) -> !ptr
  %n24 = arith.constant 24 : index
  %n16 = arith.constant 16 : index
  %n4 = arith.constant 4 : index
  %ld5 = arith.constant 5 : i32
  %ld7 = arith.constant 7 : i32
  %ld9 = arith.constant 9 : i32

  vector.print str "ld=7\n"
  func.call @fill(%dst, %big) : (memref<64xf32>, i32) -> ()
  func.call @rows(%ps, %pd, %ld7) : (!ptr, !ptr, i32) -> ()
  func.call @print_first(%dst, %n24) : (memref<64xf32>, index) -> ()
  vector.print str "ld=9\n"
  func.call @fill(%dst, %big) : (memref<64xf32>, i32) -> ()
  func.call @rows(%ps, %pd, %ld9) : (!ptr, !ptr, i32) -> ()
  func.call @print_first(%dst, %n24) : (memref<64xf32>, index) -> ()

  vector.print str "pairs\n"
  func.call @fill(%dst, %big) : (memref<64xf32>, i32) -> ()
  func.call @pairs(%ps, %pd, %ld7) : (!ptr, !ptr, i32) -> ()
  func.call @print_first(%dst, %n4) : (memref<64xf32>, index) -> ()

  vector.print str "atomic\n"
  func.call @fill(%dst, %big) : (memref<64xf32>, i32) -> ()
  func.call @atomic(%ps1, %pd, %ld5) : (!ptr, !ptr, i32) -> ()
  func.call @print_first(%dst, %n16) : (memref<64xf32>, index) -> ()

  vector.print str "tiled\n"
  func.call @fill(%dst, %big) : (memref<64xf32>, i32) -> ()
  %ld6 = arith.constant 6 : i32
  %t0 = arith.constant 0 : i32
  %t1 = arith.constant 1 : i32
  %t8 = arith.constant 8 : i32
  scf.for %t = %t0 to %t8 step %t1 : i32 {
    func.call @tiled(%ps, %pd, %ld6, %t) : (!ptr, !ptr, i32, i32) -> ()
  }
  func.call @print_first(%dst, %n16) : (memref<64xf32>, index) -> ()
  return
}
