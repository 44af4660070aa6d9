// RUN: fly-opt %s --fly-layout-lowering --convert-fly-to-llvm --convert-scf-to-cf \
// RUN:   --convert-vector-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm \
// RUN:   --convert-func-to-llvm --reconcile-unrealized-casts \
// RUN: | %mlir_runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_lib_dir/libmlir_c_runner_utils.so,%mlir_lib_dir/libmlir_runner_utils.so \
// RUN: | FileCheck %s
// Executed on the CPU: two 8 x f32 buffers (llvm.alloca, generic address
// space), the source filled with 10 + i; 4 calls of a universal_copy<64> atom
// copy element pairs (i, i+1) for i = 0, 2, 4, 6 through
// fly.add_offset + fly.make_view, in reverse pair order into the destination
// (pair k goes to 6 - 2k): dst = 16 17 14 15 12 13 10 11.

// vector.print of a whole vector needs --convert-vector-to-scf, which the
// pipeline does not run: the 8 elements are printed as scalars.
// CHECK: 16
// CHECK-NEXT: 17
// CHECK-NEXT: 14
// CHECK-NEXT: 15
// CHECK-NEXT: 12
// CHECK-NEXT: 13
// CHECK-NEXT: 10
// CHECK-NEXT: 11
// CHECK-NOT: {{[0-9]}}

func.func @copy_pair(%src: !fly.ptr<f32, generic, align<8>>, %dst: !fly.ptr<f32, generic, align<8>>, %i: i32, %j: i32) {
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 32>
  %l = fly.static : !fly.layout<2:1>
  %it = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<?{div=2}>
  %s = fly.add_offset(%src, %it) : (!fly.ptr<f32, generic, align<8>>, !fly.int_tuple<?{div=2}>) -> !fly.ptr<f32, generic, align<8>>
  %jt = fly.make_int_tuple(%j) : (i32) -> !fly.int_tuple<?{div=2}>
  %d = fly.add_offset(%dst, %jt) : (!fly.ptr<f32, generic, align<8>>, !fly.int_tuple<?{div=2}>) -> !fly.ptr<f32, generic, align<8>>
  %sv = fly.make_view(%s, %l) : (!fly.ptr<f32, generic, align<8>>, !fly.layout<2:1>) -> !fly.memref<f32, generic, 2:1, align<8>>
  %dv = fly.make_view(%d, %l) : (!fly.ptr<f32, generic, align<8>>, !fly.layout<2:1>) -> !fly.memref<f32, generic, 2:1, align<8>>
  fly.copy_atom_call(%atom, %sv, %dv) : (!fly.copy_atom<!fly.universal_copy<64>, 32>, !fly.memref<f32, generic, 2:1, align<8>>, !fly.memref<f32, generic, 2:1, align<8>>) -> ()
  return
}

func.func @main() {
  %n = llvm.mlir.constant(8 : i64) : i64
  %a = llvm.alloca %n x f32 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %b = llvm.alloca %n x f32 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %init = arith.constant dense<[10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0]> : vector<8xf32>
  llvm.store %init, %a {alignment = 8 : i64} : vector<8xf32>, !llvm.ptr
  %zero = arith.constant dense<0.0> : vector<8xf32>
  llvm.store %zero, %b {alignment = 8 : i64} : vector<8xf32>, !llvm.ptr
  %ai = llvm.ptrtoint %a : !llvm.ptr to i64
  %bi = llvm.ptrtoint %b : !llvm.ptr to i64
  %src = fly.inttoptr(%ai) : (i64) -> !fly.ptr<f32, generic, align<8>>
  %dst = fly.inttoptr(%bi) : (i64) -> !fly.ptr<f32, generic, align<8>>
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : i32
  %c6 = arith.constant 6 : i32
  scf.for %k = %c0 to %c4 step %c1 {
    %ki = arith.index_cast %k : index to i32
    %i = arith.muli %ki, %c2 : i32
    %j = arith.subi %c6, %i : i32
    func.call @copy_pair(%src, %dst, %i, %j) : (!fly.ptr<f32, generic, align<8>>, !fly.ptr<f32, generic, align<8>>, i32, i32) -> ()
  }
  %r = llvm.load %b {alignment = 8 : i64} : !llvm.ptr -> vector<8xf32>
  %c8 = arith.constant 8 : index
  scf.for %e = %c0 to %c8 step %c1 {
    %x = vector.extract %r[%e] : f32 from vector<8xf32>
    vector.print %x : f32
  }
  return
}
