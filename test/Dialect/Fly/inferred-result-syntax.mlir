// Ops whose result types are inferred may leave out `-> result types`; the
// printer always writes them (FlyDSL's form). Expected types are worked out
// by hand in the comments (docs/reference/algebra.md).
// RUN: fly-opt %s | FileCheck %s
// Printing, parsing the printed form and printing again changes nothing.
// RUN: fly-opt %s | fly-opt | FileCheck %s
// The written form of every op below parses to the same module.
// RUN: fly-opt %s > %t.short.mlir
// RUN: fly-opt %S/Inputs/inferred-result-syntax-written.mlir > %t.written.mlir
// RUN: diff %t.short.mlir %t.written.mlir

!tm = !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>

// CHECK-LABEL: func.func @algebra
func.func @algebra(%a: !fly.layout<(6,2):(8,2)>, %b: !fly.layout<(4,3):(3,1)>,
                   %l: !fly.layout<(2,4,8):(1,2,8)>) {
  // A(i) = (i%6)*8 + (i/6)*2, B(j) = (j%4)*3 + j/4. Mode 0 of B hits A at
  // 0,3,6,9 = 0,24,2,26 = (2,2):(24,2); mode 1 at 0,1,2 = 0,8,16 = 3:8.
  // CHECK: fly.composition(%{{.*}}, %{{.*}}) : (!fly.layout<(6,2):(8,2)>, !fly.layout<(4,3):(3,1)>) -> !fly.layout<((2,2),3):((24,2),8)>
  %c = fly.composition(%a, %b) : (!fly.layout<(6,2):(8,2)>, !fly.layout<(4,3):(3,1)>)
  // size = 2*4*8.
  // CHECK: fly.size(%{{.*}}) : (!fly.layout<(2,4,8):(1,2,8)>) -> !fly.int_tuple<64>
  %s = fly.size(%l) : (!fly.layout<(2,4,8):(1,2,8)>)
  // Inherent attributes reach inference: modes 1 and 2.
  // CHECK: fly.take(%{{.*}}) {begin = 1 : i32, end = 3 : i32} : (!fly.layout<(2,4,8):(1,2,8)>) -> !fly.layout<(4,8):(2,8)>
  %t = fly.take(%l) {begin = 1 : i32, end = 3 : i32} : (!fly.layout<(2,4,8):(1,2,8)>)
  // The shape of the layout.
  // CHECK: fly.get_shape(%{{.*}}) : (!fly.layout<(2,4,8):(1,2,8)>) -> !fly.int_tuple<(2,4,8)>
  %r = fly.get_shape(%l) : (!fly.layout<(2,4,8):(1,2,8)>)
  return
}

// CHECK-LABEL: func.func @optional_operands
func.func @optional_operands(%l: !fly.layout<(2,(1,6)):(1,(6,2))>,
                             %p: !fly.int_tuple<(1,1)>,
                             %q: !fly.layout<4:2>, %n: !fly.int_tuple<16>) {
  // 2:1, 1:6, 6:2: the size-1 mode goes, 2:1 and 6:2 merge (2*1 = 2).
  // CHECK: fly.coalesce(%{{.*}}) : (!fly.layout<(2,(1,6)):(1,(6,2))>) -> !fly.layout<12:1>
  %a = fly.coalesce(%l) : (!fly.layout<(2,(1,6)):(1,(6,2))>)
  // With the profile (1,1) each top-level mode is coalesced on its own.
  // CHECK: fly.coalesce(%{{.*}}, %{{.*}}) : (!fly.layout<(2,(1,6)):(1,(6,2))>, !fly.int_tuple<(1,1)>) -> !fly.layout<(2,6):(1,2)>
  %b = fly.coalesce(%l, %p) : (!fly.layout<(2,(1,6)):(1,(6,2))>, !fly.int_tuple<(1,1)>)
  // 4:2 covers 0,2,4,6 of 16: the gaps are 2:1, the rest repeats every 8.
  // CHECK: fly.complement(%{{.*}}, %{{.*}}) : (!fly.layout<4:2>, !fly.int_tuple<16>) -> !fly.layout<(2,2):(1,8)>
  %c = fly.complement(%q, %n) : (!fly.layout<4:2>, !fly.int_tuple<16>)
  return
}

// CHECK-LABEL: func.func @dynamic
func.func @dynamic(%l: !fly.layout<(?,8):(1,?)>) {
  // size = ? * 8: dynamic, divisible by 8.
  // CHECK: fly.size(%{{.*}}) : (!fly.layout<(?,8):(1,?)>) -> !fly.int_tuple<?{div=8}>
  %s = fly.size(%l) : (!fly.layout<(?,8):(1,?)>)
  return
}

// A memory op with an inferred result: the element type of the view.
// CHECK-LABEL: func.func @memory
func.func @memory(%v: !fly.memref<f16, global, (4,8):(8,1), align<16>>,
                  %i: !fly.int_tuple<(1,2)>) -> f16 {
  // CHECK: fly.memref.load(%{{.*}}, %{{.*}}) : (!fly.memref<f16, global, (4,8):(8,1), align<16>>, !fly.int_tuple<(1,2)>) -> f16
  %x = fly.memref.load(%v, %i) : (!fly.memref<f16, global, (4,8):(8,1), align<16>>, !fly.int_tuple<(1,2)>)
  return %x : f16
}

// The ops with syntax of their own before the attr-dict.
// CHECK-LABEL: func.func @own_syntax
func.func @own_syntax(%t: !fly.int_tuple<(2,3)>, %u: !fly.int_tuple<1>,
                      %tm: !tm, %m: !fly.memref<f32, global, (8,8):(1,8)>,
                      %sa: !fly.int_tuple<(8,6)>, %l: !fly.layout<(4,8):(8,1)>) {
  // Append up to rank 4, padding with the appended element.
  // CHECK: fly.append<4> (%{{.*}}, %{{.*}}) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<1>) -> !fly.int_tuple<(2,3,1,1)>
  %a = fly.append<4> (%t, %u) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<1>)
  // Without <n>: one element more.
  // CHECK: fly.prepend (%{{.*}}, %{{.*}}) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<1>) -> !fly.int_tuple<(1,2,3)>
  %p = fly.prepend (%t, %u) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<1>)
  // One i32 per leaf; dynamicOnly = false is the default and not printed.
  // CHECK: fly.get_leaves(%{{.*}}) : (!fly.int_tuple<(2,3)>) -> (i32, i32)
  %v:2 = fly.get_leaves(%t) {dynamicOnly = false} : (!fly.int_tuple<(2,3)>)
  // The 2x2 thread grid splits M=8 into 4 per thread (atom M = 1), K stays:
  // (1,4,6) (atom-ops.mlir derives it).
  // CHECK: fly.tiled_mma.partition_shape(a, %{{.*}}, %{{.*}}) : (!fly.tiled_mma<{{.*}}>, !fly.int_tuple<(8,6)>) -> !fly.int_tuple<(1,4,6)>
  %s = fly.tiled_mma.partition_shape(a, %tm, %sa) : (!tm, !fly.int_tuple<(8,6)>)
  // C of (8,8):(1,8) per thread: (1,4,4), compact (0,1,4); two stages of
  // 16 elements append (2):(16).
  // CHECK: fly.mma.make_fragment(c, %{{.*}}, %{{.*}}, stages = 2) : (!fly.tiled_mma<{{.*}}>, !fly.memref<f32, global, (8,8):(1,8)>) -> !fly.memref<f32, register, (1,4,4,2):(0,1,4,16)>
  %f = fly.mma.make_fragment(c, %tm, %m, stages = 2) : (!tm, !fly.memref<f32, global, (8,8):(1,8)>)
  // A register fragment of the layout's shape, compact column-major as
  // CuTe's make_fragment_like makes it: (4,8):(1,4).
  // CHECK: fly.make_fragment_like(%{{.*}}, f16) : (!fly.layout<(4,8):(8,1)>) -> !fly.memref<f16, register, (4,8):(1,4)>
  %g = fly.make_fragment_like(%l, f16) : (!fly.layout<(4,8):(8,1)>)
  return
}
