// RUN: fly-opt %s --fly-rewrite-func-signature | FileCheck %s
// Atoms at boundaries: an atom whose payload has runtime state (a buffer
// copy's soffset, a scaled MFMA's scale_a/scale_b) crosses every boundary as
// the struct of its state fields, in field order, like FlyDSL passes it; the
// values are the atom itself viewed as that struct
// (builtin.unrealized_conversion_cast, which folds away once the atom is
// converted to the same struct). A stateless atom is static: dropped, and
// rebuilt with fly.static. Rebuilding a stateful atom from its default state
// would lose the caller's fly.atom.set_value.

!bc = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
!uc = !fly.copy_atom<!fly.universal_copy<32>, 32>
!sm = !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>>
!tc = !fly.tiled_copy<!bc, !fly.layout<(4,1):(1,0)>, !fly.tile<[4:1]>>

module attributes {gpu.container_module} {
  // A returned atom: its state struct is the result.
  // CHECK-LABEL: func.func @ret(
  // CHECK-SAME: %[[S:.*]]: i32) -> !llvm.struct<(i32)>
  // CHECK: %[[B:.*]] = fly.atom.set_value(%{{.*}}, "soffset", %[[S]])
  // CHECK-NEXT: %[[P:.*]] = builtin.unrealized_conversion_cast %[[B]] : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32> to !llvm.struct<(i32)>
  // CHECK-NEXT: return %[[P]] : !llvm.struct<(i32)>
  func.func @ret(%s: i32) -> !bc {
    %a = fly.make_copy_atom {valBits = 32 : i32} : !bc
    %b = fly.atom.set_value(%a, "soffset", %s) : (!bc, i32) -> !bc
    return %b : !bc
  }

  // An atom carried by a loop: the iter_arg is the struct, and the body
  // sets the state on the atom it unpacks.
  // CHECK-LABEL: func.func @loop(
  // CHECK: %[[A:.*]] = fly.make_copy_atom
  // CHECK-NEXT: %[[I:.*]] = builtin.unrealized_conversion_cast %[[A]] : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32> to !llvm.struct<(i32)>
  // CHECK: %[[R:.*]] = scf.for %{{.*}} iter_args(%[[IT:.*]] = %[[I]]) -> (!llvm.struct<(i32)>) {
  // CHECK-NEXT: %[[U:.*]] = builtin.unrealized_conversion_cast %[[IT]] : !llvm.struct<(i32)> to !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
  // CHECK-NEXT: %[[N:.*]] = fly.atom.set_value(%[[U]], "soffset", %arg0)
  // CHECK-NEXT: %[[Y:.*]] = builtin.unrealized_conversion_cast %[[N]] : {{.*}} to !llvm.struct<(i32)>
  // CHECK-NEXT: scf.yield %[[Y]] : !llvm.struct<(i32)>
  // CHECK: return %[[R]] : !llvm.struct<(i32)>
  func.func @loop(%s: i32, %n: index) -> !bc {
    %a = fly.make_copy_atom {valBits = 32 : i32} : !bc
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %a) -> (!bc) {
      %b = fly.atom.set_value(%it, "soffset", %s) : (!bc, i32) -> !bc
      scf.yield %b : !bc
    }
    return %r : !bc
  }

  // A stateless atom has nothing to carry: dropped, rebuilt with fly.static.
  // CHECK-LABEL: func.func @stateless() {
  // CHECK-NEXT: fly.static : !fly.copy_atom<!fly.universal_copy<32>, 32>
  // CHECK-NEXT: return
  func.func @stateless(%u: !uc) -> !uc {
    return %u : !uc
  }

  // Two state fields, in struct order (scale_a, scale_b); and a tiled copy
  // of a stateful atom carries its atom's state. Passed straight through
  // (the casts back and forth cancel).
  // CHECK-LABEL: func.func @mma_and_tiled(
  // CHECK-SAME: %[[M:.*]]: !llvm.struct<(i32, i32)>, %[[T:.*]]: !llvm.struct<(i32)>) -> (!llvm.struct<(i32, i32)>, !llvm.struct<(i32)>)
  // CHECK-NEXT: return %[[M]], %[[T]] : !llvm.struct<(i32, i32)>, !llvm.struct<(i32)>
  func.func @mma_and_tiled(%m: !sm, %t: !tc) -> (!sm, !tc) {
    return %m, %t : !sm, !tc
  }

  // A kernel launch: the host passes the struct, the kernel unpacks it.
  // CHECK-LABEL: func.func @host(
  // CHECK: %[[B:.*]] = fly.atom.set_value(%{{.*}}, "soffset", %arg0)
  // CHECK-NEXT: %[[P:.*]] = builtin.unrealized_conversion_cast %[[B]] : {{.*}} to !llvm.struct<(i32)>
  // CHECK: gpu.launch_func @m::@k {{.*}} args(%[[P]] : !llvm.struct<(i32)>)
  // CHECK: gpu.func @k(%[[K:.*]]: !llvm.struct<(i32)>) kernel {
  // CHECK-NEXT: builtin.unrealized_conversion_cast %[[K]] : !llvm.struct<(i32)> to !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
  func.func @host(%s: i32) {
    %a = fly.make_copy_atom {valBits = 32 : i32} : !bc
    %b = fly.atom.set_value(%a, "soffset", %s) : (!bc, i32) -> !bc
    %c1 = arith.constant 1 : index
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%b : !bc)
    return
  }
  gpu.module @m {
    gpu.func @k(%atom: !bc) kernel {
      gpu.return
    }
  }
}
