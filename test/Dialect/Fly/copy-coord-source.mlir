// RUN: fly-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: fly-opt %s -split-input-file -verify-diagnostics | fly-opt -split-input-file | FileCheck %s
// RUN: fly-opt %s -split-input-file -verify-diagnostics --fly-convert-atom-call-to-ssa-form | FileCheck %s --check-prefix=SSA
// fly.copy_atom_call and fly.copy with a coordinate-tensor source
// (lib/Dialect/Fly/IR/AtomCallOps.cpp). A coordinate tensor names a tile by
// its coordinates instead of holding its elements; only a whole-tile atom
// (valBits = 0), which reads the tile through its own descriptor, can take
// one: NVIDIA's TMA load (the tensor map) and AMD's gfx1250 TDM (the
// tensor descriptor). Any atom with valBits != 0 moves element values and
// is rejected, in both ops, the tiled copy's atom included. The
// destination stays a view (!fly.memref): a coordinate tensor there is the
// ODS type error. fly-convert-atom-call-to-ssa-form
// (ConvertAtomCallToSSAForm.cpp) leaves a call with a coordinate-tensor
// source as it is, even with a register destination it would promote for
// a view source (the SSA control below, same atom and destination).

!tma = !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
!tdm = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>
!ct = !fly.coord_tensor<(?,?), (64,32):(1E0,1E1)>
!sm = !fly.memref<bf16, shared, (64,32):(32,1), align<128>>
!pr = !fly.memref<i1, register, 1:0>

// Accepted: the TMA and TDM atoms, with and without a predicate, in both
// ops; the printed form is the parsed one.
// CHECK-LABEL: func.func @accepted(
// CHECK-SAME: %[[C:[^:]+]]: !fly.coord_tensor<(?,?), (64,32):(1E0,1E1)>, %[[S:[^:]+]]: !fly.memref<bf16, shared, (64,32):(32,1), align<128>>, %[[P:[^:]+]]: !fly.memref<i1, register, 1:0>)
// CHECK: %[[T:.*]] = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
// CHECK-NEXT: fly.copy_atom_call(%[[T]], %[[C]], %[[S]]) : (!fly.copy_atom<!fly_nvvm.tma_load<2>, 0>, !fly.coord_tensor<(?,?), (64,32):(1E0,1E1)>, !fly.memref<bf16, shared, (64,32):(32,1), align<128>>) -> ()
// CHECK-NEXT: fly.copy_atom_call(%[[T]], %[[C]], %[[S]], %[[P]]) : (!fly.copy_atom<!fly_nvvm.tma_load<2>, 0>, !fly.coord_tensor<(?,?), (64,32):(1E0,1E1)>, !fly.memref<bf16, shared, (64,32):(32,1), align<128>>, !fly.memref<i1, register, 1:0>) -> ()
// CHECK-NEXT: fly.copy(%[[T]], %[[C]], %[[S]]) : (!fly.copy_atom<!fly_nvvm.tma_load<2>, 0>, !fly.coord_tensor<(?,?), (64,32):(1E0,1E1)>, !fly.memref<bf16, shared, (64,32):(32,1), align<128>>) -> ()
// CHECK-NEXT: fly.copy(%[[T]], %[[C]], %[[S]], %[[P]]) : (!fly.copy_atom<!fly_nvvm.tma_load<2>, 0>, !fly.coord_tensor<(?,?), (64,32):(1E0,1E1)>, !fly.memref<bf16, shared, (64,32):(32,1), align<128>>, !fly.memref<i1, register, 1:0>) -> ()
// CHECK-NEXT: %[[D:.*]] = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>
// CHECK-NEXT: fly.copy_atom_call(%[[D]], %[[C]], %[[S]]) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>, !fly.coord_tensor<(?,?), (64,32):(1E0,1E1)>, !fly.memref<bf16, shared, (64,32):(32,1), align<128>>) -> ()
// CHECK-NEXT: fly.copy(%[[D]], %[[C]], %[[S]]) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>, !fly.coord_tensor<(?,?), (64,32):(1E0,1E1)>, !fly.memref<bf16, shared, (64,32):(32,1), align<128>>) -> ()
// CHECK-NEXT: return
// The SSA pass has no register view to promote here: all unchanged.
// SSA-LABEL: func.func @accepted(
// SSA: fly.make_copy_atom
// SSA-NEXT: fly.copy_atom_call(%{{.*}}, %arg0, %arg1) :
// SSA-NEXT: fly.copy_atom_call(%{{.*}}, %arg0, %arg1, %arg2) :
// SSA-NEXT: fly.copy(%{{.*}}, %arg0, %arg1) :
// SSA-NEXT: fly.copy(%{{.*}}, %arg0, %arg1, %arg2) :
// SSA-NEXT: fly.make_copy_atom
// SSA-NEXT: fly.copy_atom_call(%{{.*}}, %arg0, %arg1) :
// SSA-NEXT: fly.copy(%{{.*}}, %arg0, %arg1) :
// SSA-NEXT: return
func.func @accepted(%c: !ct, %s: !sm, %p: !pr) {
  %t = fly.make_copy_atom {valBits = 0 : i32} : !tma
  fly.copy_atom_call(%t, %c, %s) : (!tma, !ct, !sm) -> ()
  fly.copy_atom_call(%t, %c, %s, %p) : (!tma, !ct, !sm, !pr) -> ()
  fly.copy(%t, %c, %s) : (!tma, !ct, !sm) -> ()
  fly.copy(%t, %c, %s, %p) : (!tma, !ct, !sm, !pr) -> ()
  %d = fly.make_copy_atom {valBits = 0 : i32} : !tdm
  fly.copy_atom_call(%d, %c, %s) : (!tdm, !ct, !sm) -> ()
  fly.copy(%d, %c, %s) : (!tdm, !ct, !sm) -> ()
  return
}

// -----

// fly-convert-atom-call-to-ssa-form on a register destination that
// coalesces to 8:1 (promotable). With a view source (the control, first
// call) the pass turns the call into copy_atom_call_ssa yielding
// vector<8xbf16> plus a ptr.store; with a coordinate-tensor source (second
// call) the call stays exactly as written, and nothing is added after it.
!tma = !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
!ct = !fly.coord_tensor<(?,?), (8,1):(1E0,1E1)>
!gm = !fly.memref<bf16, global, 8:1>
!rg = !fly.memref<bf16, register, 8:1>
// SSA-LABEL: func.func @ssa_form(
// SSA-SAME: %[[C:[^:]+]]: !fly.coord_tensor<(?,?), (8,1):(1E0,1E1)>, %[[G:[^:]+]]: !fly.memref<bf16, global, 8:1>, %[[R:[^:]+]]: !fly.memref<bf16, register, 8:1>)
// SSA: %[[T:.*]] = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
// SSA-NEXT: %[[V:.*]] = fly.copy_atom_call_ssa(%[[T]], %[[G]]) {{.*}} -> vector<8xbf16>
// SSA-NEXT: %[[I:.*]] = fly.get_iter(%[[R]])
// SSA-NEXT: fly.ptr.store(%[[V]], %[[I]])
// SSA-NEXT: fly.copy_atom_call(%[[T]], %[[C]], %[[R]]) : (!fly.copy_atom<!fly_nvvm.tma_load<2>, 0>, !fly.coord_tensor<(?,?), (8,1):(1E0,1E1)>, !fly.memref<bf16, register, 8:1>) -> ()
// SSA-NEXT: return
// SSA-NOT: copy_atom_call_ssa
func.func @ssa_form(%c: !ct, %g: !gm, %r: !rg) {
  %t = fly.make_copy_atom {valBits = 0 : i32} : !tma
  fly.copy_atom_call(%t, %g, %r) : (!tma, !gm, !rg) -> ()
  fly.copy_atom_call(%t, %c, %r) : (!tma, !ct, !rg) -> ()
  return
}

// -----

// copy_atom_call: a universal copy (valBits 16) reads element values; the
// message names the atom.
!u = !fly.copy_atom<!fly.universal_copy<32>, 16>
!ct = !fly.coord_tensor<(?,?), (2,1):(1E0,1E1)>
func.func @call_universal_copy(%c: !ct, %r: !fly.memref<f16, register, 2:1>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !u
  // expected-error @+1 {{'fly.copy_atom_call' op a coordinate-tensor source needs a whole-tile atom (valBits = 0, such as a TMA load), not '!fly.copy_atom<!fly.universal_copy<32>, 16>'}}
  fly.copy_atom_call(%a, %c, %r) : (!u, !ct, !fly.memref<f16, register, 2:1>) -> ()
  return
}

// -----

// copy_atom_call: the NVIDIA cp.async atom is per-lane (valBits 16), not a
// whole-tile one, although it also moves global to shared memory.
!cg = !fly.copy_atom<!fly_nvvm.cp_async<128, cg>, 16>
!ct = !fly.coord_tensor<(?,?), (8,1):(1E0,1E1)>
func.func @call_cp_async(%c: !ct, %s: !fly.memref<f16, shared, 8:1, align<16>>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !cg
  // expected-error @+1 {{'fly.copy_atom_call' op a coordinate-tensor source needs a whole-tile atom (valBits = 0, such as a TMA load), not '!fly.copy_atom<!fly_nvvm.cp_async<128, cg>, 16>'}}
  fly.copy_atom_call(%a, %c, %s) : (!cg, !ct, !fly.memref<f16, shared, 8:1, align<16>>) -> ()
  return
}

// -----

// fly.copy with a universal copy atom (the message does not name it).
!u = !fly.copy_atom<!fly.universal_copy<32>, 16>
!ct = !fly.coord_tensor<(?,?), (2,1):(1E0,1E1)>
func.func @copy_universal_copy(%c: !ct, %r: !fly.memref<f16, register, 2:1>) {
  %a = fly.make_copy_atom {valBits = 16 : i32} : !u
  // expected-error @+1 {{'fly.copy' op a coordinate-tensor source needs a whole-tile atom (valBits = 0, such as a TMA load)}}
  fly.copy(%a, %c, %r) : (!u, !ct, !fly.memref<f16, register, 2:1>) -> ()
  return
}

// -----

// fly.copy with a tiled copy: its atom (valBits 16) is the one checked.
!tc = !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<16>, 16>, !fly.layout<(1,1):(0,0)>, !fly.tile<[1:1|1:1]>>
!ct = !fly.coord_tensor<(?,?), (8,8):(1E0,1E1)>
func.func @copy_tiled_universal_copy(%tc: !tc, %c: !ct, %s: !fly.memref<f16, shared, (8,8):(8,1)>) {
  // expected-error @+1 {{'fly.copy' op a coordinate-tensor source needs a whole-tile atom (valBits = 0, such as a TMA load)}}
  fly.copy(%tc, %c, %s) : (!tc, !ct, !fly.memref<f16, shared, (8,8):(8,1)>) -> ()
  return
}

// -----

// The destination must be a view even for the TMA atom.
!tma = !fly.copy_atom<!fly_nvvm.tma_load<2>, 0>
!ct = !fly.coord_tensor<(?,?), (8,8):(1E0,1E1)>
func.func @coord_destination(%c: !ct, %s: !fly.memref<f16, shared, (8,8):(8,1)>) {
  %a = fly.make_copy_atom {valBits = 0 : i32} : !tma
  // expected-error @+1 {{'fly.copy_atom_call' op operand #2 must be !fly.memref<E, AS, L[, align<N>][, S<m,b,s>]>, but got '!fly.coord_tensor<(?,?), (8,8):(1E0,1E1)>'}}
  fly.copy_atom_call(%a, %s, %c) : (!tma, !fly.memref<f16, shared, (8,8):(8,1)>, !ct) -> ()
  return
}
