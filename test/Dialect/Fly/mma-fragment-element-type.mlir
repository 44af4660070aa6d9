// RUN: fly-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// fly.mma.make_fragment takes its element type from the MMA atom, not from
// the view it is shaped after (FlyDSL's make_fragment_A/B/C on a bf16 or
// byte tensor): C gets the atom's accumulator type, A and B the atom's A and
// B types. The view is bf16 throughout; a fragment that kept bf16 is an
// inference error (last two splits).
//
// Layouts, derived as in test/Dialect/FlyROCDL/layouts.mlir (single atom,
// (1,1,1):(0,0,0)) on the (32,32) view, made compact in stride order:
// - cdna3.mfma 16x16x16 bf16: A, B FrgV 4 (16 K / 4 lane groups); C FrgV
//   (4,1). Rest: 32/16 = 2 per mode. A/B (4,2,2):(1,4,8), C
//   ((4,1),2,2):((1,0),4,8); stages = 2 appends 2:16 (cosize 16).
// - cdna3.mfma 16x16x32 i8: A, B FrgV 8 (32 K / 4 lane groups), M or N
//   32/16 = 2, K 32/32 = 1 (size 1: stride 0): (8,2,1):(1,8,0); C as above.

!tmb = !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (bf16, bf16) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>
!tmi = !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(1,1,1):(0,0,0)>>
!v = !fly.memref<bf16, global, (32,32):(1,32), align<16>>

// CHECK-LABEL: func.func @bf16_atom
// CHECK: fly.mma.make_fragment(c, {{.*}}) -> !fly.memref<f32, register, ((4,1),2,2):((1,0),4,8)>
// CHECK: fly.mma.make_fragment(a, {{.*}}) -> !fly.memref<bf16, register, (4,2,2):(1,4,8)>
// CHECK: fly.mma.make_fragment(b, {{.*}}) -> !fly.memref<bf16, register, (4,2,2):(1,4,8)>
// CHECK: fly.mma.make_fragment(c, %{{.*}}, %{{.*}}, stages = 2) : {{.*}} -> !fly.memref<f32, register, ((4,1),2,2,2):((1,0),4,8,16)>
func.func @bf16_atom(%tm: !tmb, %v: !v) {
  %c = fly.mma.make_fragment(c, %tm, %v) : (!tmb, !v)
  %a = fly.mma.make_fragment(a, %tm, %v) : (!tmb, !v)
  %b = fly.mma.make_fragment(b, %tm, %v) : (!tmb, !v)
  %c2 = fly.mma.make_fragment(c, %tm, %v, stages = 2) : (!tmb, !v)
  return
}

// The written type is checked against the inferred one, so writing it pins
// the element type as well.
// CHECK-LABEL: func.func @i8_atom
// CHECK: fly.mma.make_fragment(c, {{.*}}) -> !fly.memref<i32, register, ((4,1),2,2):((1,0),4,8)>
// CHECK: fly.mma.make_fragment(a, {{.*}}) -> !fly.memref<i8, register, (8,2,1):(1,8,0)>
// CHECK: fly.mma.make_fragment(b, {{.*}}) -> !fly.memref<i8, register, (8,2,1):(1,8,0)>
func.func @i8_atom(%tm: !tmi, %v: !v) {
  %c = fly.mma.make_fragment(c, %tm, %v) : (!tmi, !v) -> !fly.memref<i32, register, ((4,1),2,2):((1,0),4,8)>
  %a = fly.mma.make_fragment(a, %tm, %v) : (!tmi, !v) -> !fly.memref<i8, register, (8,2,1):(1,8,0)>
  %b = fly.mma.make_fragment(b, %tm, %v) : (!tmi, !v) -> !fly.memref<i8, register, (8,2,1):(1,8,0)>
  return
}

// -----

// The view's bf16 for the f32 accumulator: the right layout, the wrong type.
!tmb = !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (bf16, bf16) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>
!v = !fly.memref<bf16, global, (32,32):(1,32), align<16>>
func.func @c_as_view_type(%tm: !tmb, %v: !v) {
  // expected-error @+2 {{inferred type(s) '!fly.memref<f32, register, ((4,1),2,2):((1,0),4,8)>' are incompatible with return type(s) of operation '!fly.memref<bf16, register, ((4,1),2,2):((1,0),4,8)>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %c = fly.mma.make_fragment(c, %tm, %v) : (!tmb, !v) -> !fly.memref<bf16, register, ((4,1),2,2):((1,0),4,8)>
  return
}

// -----

// The view's bf16 for the i8 A operand.
!tmi = !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(1,1,1):(0,0,0)>>
!v = !fly.memref<bf16, global, (32,32):(1,32), align<16>>
func.func @a_as_view_type(%tm: !tmi, %v: !v) {
  // expected-error @+2 {{inferred type(s) '!fly.memref<i8, register, (8,2,1):(1,8,0)>' are incompatible with return type(s) of operation '!fly.memref<bf16, register, (8,2,1):(1,8,0)>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %a = fly.mma.make_fragment(a, %tm, %v) : (!tmi, !v) -> !fly.memref<bf16, register, (8,2,1):(1,8,0)>
  return
}
