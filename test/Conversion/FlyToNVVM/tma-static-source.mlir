// RUN: fly-opt %s --fly-layout-lowering --convert-fly-to-nvvm -split-input-file -verify-diagnostics | FileCheck %s
// Static coordinates of a tma_load: a fully static coordinate tensor
// (fly.static, which fly-layout-lowering keeps as it is) gives its base as
// constants, innermost first (box (0, 64) of a row-major matrix is
// box[64, 0]); a static coordinate that does not fit the instruction's
// signed 32 bits (the PTX ISA's tensorCoords are .s32) is an error, not a
// copy of another box.

!tma = !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
!c = !fly.coord_tensor<(0,64), (64,32):(1E0,1E1)>
!s = !fly.memref<bf16, shared, (64,32):(32,1), align<128>>
// CHECK-LABEL: func.func @static_coordinate_tensor(
// CHECK-SAME: %[[S:[^:]+]]: !llvm.ptr<3>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : i32
// CHECK: %[[D:.*]] = llvm.addrspacecast %[[S]] : !llvm.ptr<3> to !llvm.ptr<7>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %[[D]], %{{.*}}, %{{.*}}, box[%[[C64]], %[[C0]]] : !llvm.ptr<7>, !llvm.ptr
func.func @static_coordinate_tensor(%s: !s) {
  %a = fly.make_copy_atom {valBits = 0 : i32} : !tma
  %t = fly.static : !c
  fly.copy_atom_call(%a, %t, %s) : (!tma, !c, !s) -> ()
  return
}

// -----

!tma = !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
!c = !fly.coord_tensor<(0,4294967297), (64,32):(1E0,1E1)>
!s = !fly.memref<bf16, shared, (64,32):(32,1), align<128>>
func.func @static_coordinate_past_i32(%s: !s) {
  %a = fly.make_copy_atom {valBits = 0 : i32} : !tma
  %base = fly.static : !fly.int_tuple<(0,4294967297)>
  %l = fly.static : !fly.layout<(64,32):(1E0,1E1)>
  %t = fly.make_view(%base, %l) : (!fly.int_tuple<(0,4294967297)>, !fly.layout<(64,32):(1E0,1E1)>) -> !c
  // expected-error @+2 {{4294967297}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.copy_atom_call(%a, %t, %s) : (!tma, !c, !s) -> ()
  return
}
