// RUN: fly-opt %s --convert-fly-to-llvm -split-input-file | FileCheck %s
// RUN: fly-opt %s --fly-convert-atom-call-to-ssa-form --convert-fly-to-llvm -split-input-file | FileCheck %s --check-prefix=SSA
// universal_copy whose values are wider than the views' elements (issue 13
// B, FlyDSL's form): with `valBits = 128` on f32 views each element position
// is one 128-bit value, the four f32 from the position (96 bits: three), so
// one call on one-position views moves all of them as one i128 (i96). A view
// holding several calls' worth (8 x 16 bits for a 64-bit atom) is copied call
// by call.

!w = !fly.copy_atom<!fly.universal_copy<128>, 128>
// CHECK-LABEL: func.func @wide_128(
// CHECK-SAME: %[[S:[a-z0-9]+]]: !llvm.ptr<1>, %[[D:[a-z0-9]+]]: !llvm.ptr<3>)
// CHECK: %[[V:.*]] = llvm.load %[[S]] {alignment = 16 : i64} : !llvm.ptr<1> -> i128
// CHECK-NEXT: llvm.store %[[V]], %[[D]] {alignment = 16 : i64} : i128, !llvm.ptr<3>
// CHECK-NOT: llvm.load
// CHECK: return
func.func @wide_128(%s: !fly.memref<f32, global, 1:0, align<16>>, %d: !fly.memref<f32, shared, 1:0, align<16>>) {
  %atom = fly.make_copy_atom {valBits = 128 : i32} : !w
  fly.copy_atom_call(%atom, %s, %d) : (!w, !fly.memref<f32, global, 1:0, align<16>>, !fly.memref<f32, shared, 1:0, align<16>>) -> ()
  return
}

// -----

!w = !fly.copy_atom<!fly.universal_copy<96>, 96>
// CHECK-LABEL: func.func @wide_96(
// CHECK-SAME: %[[S:[a-z0-9]+]]: !llvm.ptr<1>, %[[D:[a-z0-9]+]]: !llvm.ptr<3>)
// CHECK: %[[V:.*]] = llvm.load %[[S]] {alignment = 4 : i64} : !llvm.ptr<1> -> i96
// CHECK-NEXT: llvm.store %[[V]], %[[D]] {alignment = 4 : i64} : i96, !llvm.ptr<3>
// CHECK-NOT: llvm.load
// CHECK: return
func.func @wide_96(%s: !fly.memref<f32, global, 1:0>, %d: !fly.memref<f32, shared, 1:0>) {
  %atom = fly.make_copy_atom {valBits = 96 : i32} : !w
  fly.copy_atom_call(%atom, %s, %d) : (!w, !fly.memref<f32, global, 1:0>, !fly.memref<f32, shared, 1:0>) -> ()
  return
}

// -----

!c64 = !fly.copy_atom<!fly.universal_copy<64>, 16>
// 8 x 16 bits with a 64-bit atom: two i64 copies, at elements 0 and 4.
// CHECK-LABEL: func.func @two_calls(
// CHECK-SAME: %[[S:[a-z0-9]+]]: !llvm.ptr<1>, %[[D:[a-z0-9]+]]: !llvm.ptr<3>)
// CHECK: %[[V0:.*]] = llvm.load %[[S]] {{.*}} -> i64
// CHECK-NEXT: llvm.store %[[V0]], %[[D]] {{.*}} : i64, !llvm.ptr<3>
// CHECK: %[[S4:.*]] = llvm.getelementptr %[[S]][4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
// CHECK: %[[V1:.*]] = llvm.load %[[S4]] {{.*}} -> i64
// CHECK: %[[D4:.*]] = llvm.getelementptr %[[D]][4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
// CHECK: llvm.store %[[V1]], %[[D4]] {{.*}} : i64, !llvm.ptr<3>
// CHECK-NOT: llvm.load
// CHECK: return
func.func @two_calls(%s: !fly.memref<f16, global, 8:1>, %d: !fly.memref<f16, shared, 8:1>) {
  %atom = fly.make_copy_atom {valBits = 16 : i32} : !c64
  fly.copy_atom_call(%atom, %s, %d) : (!c64, !fly.memref<f16, global, 8:1>, !fly.memref<f16, shared, 8:1>) -> ()
  return
}

// -----

!w = !fly.copy_atom<!fly.universal_copy<128>, 128>
// Through registers: global %G -> a register fragment of four f32 (one
// 128-bit value) -> global %H. In SSA form the fragment is a vector<4xf32>;
// each SSA call is put back on a four-element register allocation and copied
// as one i128.
// SSA-LABEL: func.func @register_roundtrip(
// SSA-SAME: %[[G:[a-z0-9]+]]: !llvm.ptr<1>, %[[H:[a-z0-9]+]]: !llvm.ptr<1>)
// SSA-DAG: %[[T1:.*]] = llvm.alloca %{{.*}} x f32
// SSA-DAG: %[[T2:.*]] = llvm.alloca %{{.*}} x f32
// SSA-DAG: %[[R:.*]] = llvm.alloca %{{.*}} x f32
// SSA: %[[X:.*]] = llvm.load %[[G]] {{.*}} : !llvm.ptr<1> -> i128
// SSA-NEXT: llvm.store %[[X]], %[[T2]] {{.*}} : i128, !llvm.ptr{{$}}
// SSA-NEXT: %[[V:.*]] = llvm.load %[[T2]] {{.*}} -> vector<4xf32>
// SSA-NEXT: llvm.store %[[V]], %[[R]] {{.*}} : vector<4xf32>, !llvm.ptr{{$}}
// SSA-NEXT: %[[W:.*]] = llvm.load %[[R]] {{.*}} -> vector<4xf32>
// SSA: llvm.store %[[W]], %[[T1]] {{.*}} : vector<4xf32>, !llvm.ptr{{$}}
// SSA-NEXT: %[[Y:.*]] = llvm.load %[[T1]] {{.*}} -> i128
// SSA-NEXT: llvm.store %[[Y]], %[[H]] {{.*}} : i128, !llvm.ptr<1>
// SSA-NEXT: return
func.func @register_roundtrip(%g: !fly.ptr<f32, global>, %h: !fly.ptr<f32, global>) {
  %atom = fly.make_copy_atom {valBits = 128 : i32} : !w
  %l = fly.static : !fly.layout<1:0>
  %r = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f32, register>
  %gv = fly.make_view(%g, %l) : (!fly.ptr<f32, global>, !fly.layout<1:0>) -> !fly.memref<f32, global, 1:0>
  %hv = fly.make_view(%h, %l) : (!fly.ptr<f32, global>, !fly.layout<1:0>) -> !fly.memref<f32, global, 1:0>
  %rv = fly.make_view(%r, %l) : (!fly.ptr<f32, register>, !fly.layout<1:0>) -> !fly.memref<f32, register, 1:0>
  fly.copy_atom_call(%atom, %gv, %rv) : (!w, !fly.memref<f32, global, 1:0>, !fly.memref<f32, register, 1:0>) -> ()
  fly.copy_atom_call(%atom, %rv, %hv) : (!w, !fly.memref<f32, register, 1:0>, !fly.memref<f32, global, 1:0>) -> ()
  return
}
