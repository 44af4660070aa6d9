// RUN: fly-opt %s --fly-layout-lowering --canonicalize --convert-fly-to-llvm --canonicalize | FileCheck %s
// fly.copy with a 128-bit atom on f32 (4 values a call) over views whose
// mode 0 is (1,4), as a partition with a (1,4) value layout gives, unrolls
// as CuTe's copy / Copy_Atom::call do: each coordinate of the rest modes is
// one call on the whole (1,4) mode, which is one 128-bit load and store
// (the four values are contiguous: stride (0,1)). A mode 0 holding two
// calls, ((1,4),2), is taken apart the same way: its first sub-mode per
// call, the second iterated. Offsets in f32 elements.

// Rest coordinates (r1, r2) of (2,2) in CuTe's order (r1 fastest): source
// 64 r1 + 4 r2 = 0, 64, 4, 68; destination 16 r1 + 4 r2 = 0, 16, 4, 20.
// CHECK-LABEL: func.func @rest_modes(
// CHECK-SAME: %[[S:[a-z0-9]+]]: !llvm.ptr<1>, %[[D:[a-z0-9]+]]: !llvm.ptr<3>)
// CHECK-NEXT: %[[V0:.*]] = llvm.load %[[S]] {alignment = 16 : i64} : !llvm.ptr<1> -> i128
// CHECK-NEXT: llvm.store %[[V0]], %[[D]] {alignment = 16 : i64} : i128, !llvm.ptr<3>
// CHECK-NEXT: %[[S1:.*]] = llvm.getelementptr %[[S]][64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
// CHECK-NEXT: %[[D1:.*]] = llvm.getelementptr %[[D]][16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
// CHECK-NEXT: %[[V1:.*]] = llvm.load %[[S1]] {alignment = 16 : i64} : !llvm.ptr<1> -> i128
// CHECK-NEXT: llvm.store %[[V1]], %[[D1]] {alignment = 16 : i64} : i128, !llvm.ptr<3>
// CHECK-NEXT: %[[S2:.*]] = llvm.getelementptr %[[S]][4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
// CHECK-NEXT: %[[D2:.*]] = llvm.getelementptr %[[D]][4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
// CHECK-NEXT: %[[V2:.*]] = llvm.load %[[S2]] {alignment = 16 : i64} : !llvm.ptr<1> -> i128
// CHECK-NEXT: llvm.store %[[V2]], %[[D2]] {alignment = 16 : i64} : i128, !llvm.ptr<3>
// CHECK-NEXT: %[[S3:.*]] = llvm.getelementptr %[[S]][68] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
// CHECK-NEXT: %[[D3:.*]] = llvm.getelementptr %[[D]][20] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
// CHECK-NEXT: %[[V3:.*]] = llvm.load %[[S3]] {alignment = 16 : i64} : !llvm.ptr<1> -> i128
// CHECK-NEXT: llvm.store %[[V3]], %[[D3]] {alignment = 16 : i64} : i128, !llvm.ptr<3>
// CHECK-NEXT: return

// Mode 0 ((1,4),2):((0,1),4) holds two calls (at 0 and 4), the rest mode
// 2:32 repeats them: source 0, 4, 32, 36 into a register fragment
// (((1,4),2),2):(((0,1),4),8) at 0, 4, 8, 12, and back out.
// CHECK-LABEL: func.func @nested(
// CHECK-SAME: %[[S:[a-z0-9]+]]: !llvm.ptr<1>, %[[Q:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[R:.*]] = llvm.alloca %{{.*}} x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr{{$}}
// CHECK-NEXT: %[[V0:.*]] = llvm.load %[[S]] {alignment = 16 : i64} : !llvm.ptr<1> -> i128
// CHECK-NEXT: llvm.store %[[V0]], %[[R]] {alignment = 16 : i64} : i128, !llvm.ptr{{$}}
// CHECK-NEXT: %[[S1:.*]] = llvm.getelementptr %[[S]][4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
// CHECK-NEXT: %[[R1:.*]] = llvm.getelementptr %[[R]][4] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %[[V1:.*]] = llvm.load %[[S1]] {alignment = 16 : i64} : !llvm.ptr<1> -> i128
// CHECK-NEXT: llvm.store %[[V1]], %[[R1]] {alignment = 16 : i64} : i128, !llvm.ptr{{$}}
// CHECK-NEXT: %[[S2:.*]] = llvm.getelementptr %[[S]][32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
// CHECK-NEXT: %[[R2:.*]] = llvm.getelementptr %[[R]][8] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %[[V2:.*]] = llvm.load %[[S2]] {alignment = 16 : i64} : !llvm.ptr<1> -> i128
// CHECK-NEXT: llvm.store %[[V2]], %[[R2]] {alignment = 16 : i64} : i128, !llvm.ptr{{$}}
// CHECK-NEXT: %[[S3:.*]] = llvm.getelementptr %[[S]][36] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
// CHECK-NEXT: %[[R3:.*]] = llvm.getelementptr %[[R]][12] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %[[V3:.*]] = llvm.load %[[S3]] {alignment = 16 : i64} : !llvm.ptr<1> -> i128
// CHECK-NEXT: llvm.store %[[V3]], %[[R3]] {alignment = 16 : i64} : i128, !llvm.ptr{{$}}
// CHECK-NEXT: %[[W0:.*]] = llvm.load %[[R]] {alignment = 16 : i64} : !llvm.ptr -> i128
// CHECK-NEXT: llvm.store %[[W0]], %[[Q]] {alignment = 16 : i64} : i128, !llvm.ptr<1>
// CHECK-NEXT: %[[Q1:.*]] = llvm.getelementptr %[[Q]][4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
// CHECK-NEXT: %[[W1:.*]] = llvm.load %[[R1]] {alignment = 16 : i64} : !llvm.ptr -> i128
// CHECK-NEXT: llvm.store %[[W1]], %[[Q1]] {alignment = 16 : i64} : i128, !llvm.ptr<1>
// CHECK-NEXT: %[[Q2:.*]] = llvm.getelementptr %[[Q]][32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
// CHECK-NEXT: %[[W2:.*]] = llvm.load %[[R2]] {alignment = 16 : i64} : !llvm.ptr -> i128
// CHECK-NEXT: llvm.store %[[W2]], %[[Q2]] {alignment = 16 : i64} : i128, !llvm.ptr<1>
// CHECK-NEXT: %[[Q3:.*]] = llvm.getelementptr %[[Q]][36] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
// CHECK-NEXT: %[[W3:.*]] = llvm.load %[[R3]] {alignment = 16 : i64} : !llvm.ptr -> i128
// CHECK-NEXT: llvm.store %[[W3]], %[[Q3]] {alignment = 16 : i64} : i128, !llvm.ptr<1>
// CHECK-NEXT: return

!c128 = !fly.copy_atom<!fly.universal_copy<128>, 32>
!gs = !fly.memref<f32, global, ((1,4),2,2):((0,1),64,4), align<16>>
!sd = !fly.memref<f32, shared, ((1,4),2,2):((0,1),16,4), align<16>>
func.func @rest_modes(%p: !fly.ptr<f32, global, align<16>>, %q: !fly.ptr<f32, shared, align<16>>) {
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !c128
  %ls = fly.static : !fly.layout<((1,4),2,2):((0,1),64,4)>
  %ld = fly.static : !fly.layout<((1,4),2,2):((0,1),16,4)>
  %vs = fly.make_view(%p, %ls) : (!fly.ptr<f32, global, align<16>>, !fly.layout<((1,4),2,2):((0,1),64,4)>) -> !gs
  %vd = fly.make_view(%q, %ld) : (!fly.ptr<f32, shared, align<16>>, !fly.layout<((1,4),2,2):((0,1),16,4)>) -> !sd
  fly.copy(%atom, %vs, %vd) : (!c128, !gs, !sd) -> ()
  return
}
!gn = !fly.memref<f32, global, (((1,4),2),2):(((0,1),4),32), align<16>>
!rn = !fly.memref<f32, register, (((1,4),2),2):(((0,1),4),8), align<16>>
func.func @nested(%p: !fly.ptr<f32, global, align<16>>, %q: !fly.ptr<f32, global, align<16>>) {
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !c128
  %ls = fly.static : !fly.layout<(((1,4),2),2):(((0,1),4),32)>
  %lr = fly.static : !fly.layout<(((1,4),2),2):(((0,1),4),8)>
  %vs = fly.make_view(%p, %ls) : (!fly.ptr<f32, global, align<16>>, !fly.layout<(((1,4),2),2):(((0,1),4),32)>) -> !gn
  %vq = fly.make_view(%q, %ls) : (!fly.ptr<f32, global, align<16>>, !fly.layout<(((1,4),2),2):(((0,1),4),32)>) -> !gn
  %r = fly.memref.alloca(%lr) : (!fly.layout<(((1,4),2),2):(((0,1),4),8)>) -> !rn
  fly.copy(%atom, %vs, %r) : (!c128, !gn, !rn) -> ()
  fly.copy(%atom, %r, %vq) : (!c128, !rn, !gn) -> ()
  return
}
