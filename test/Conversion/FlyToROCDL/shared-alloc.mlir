// A static shared allocation (fly.make_ptr shared {allocBytes, allocAlign})
// becomes an internal [N x i8] LDS global, one per allocation, so the
// kernel's LDS size is known at compile time and shows in its metadata
// (non-zero; LLVM shrinks the globals to the 16 bytes each one uses here).
// REQUIRES: ld.lld
// RUN: fly-opt %s --convert-fly-to-rocdl | FileCheck %s
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx942 format=isa report=true" | FileCheck %s --check-prefix=REPORT

// CHECK-DAG: llvm.mlir.global internal @__fly_shared_alloc_0() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<8192 x i8>
// CHECK-DAG: llvm.mlir.global internal @__fly_shared_alloc_1() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<256 x i8>
// CHECK: llvm.mlir.addressof @__fly_shared_alloc_{{[01]}} : !llvm.ptr<3>
// CHECK: llvm.mlir.addressof @__fly_shared_alloc_{{[01]}} : !llvm.ptr<3>
// REPORT: kernel m::k chip=gfx942 vgpr={{[0-9]+}} agpr=0 sgpr={{[0-9]+}} lds={{[1-9][0-9]*}} scratch=0 wave=64
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%g: !fly.ptr<f16, global>, %o: !fly.ptr<f16, global>) kernel {
      %lds = fly.make_ptr() {dictAttrs = {allocBytes = 8192 : i64, allocAlign = 1024 : i64}} : () -> !fly.ptr<f16, shared, align<1024>>
      %lds2 = fly.make_ptr() {dictAttrs = {allocBytes = 256 : i64, allocAlign = 16 : i64}} : () -> !fly.ptr<f16, shared, align<16>>
      %l = fly.static : !fly.layout<8:1>
      %src = fly.make_view(%g, %l) : (!fly.ptr<f16, global>, !fly.layout<8:1>) -> !fly.memref<f16, global, 8:1>
      %dst = fly.make_view(%lds, %l) : (!fly.ptr<f16, shared, align<1024>>, !fly.layout<8:1>) -> !fly.memref<f16, shared, 8:1, align<1024>>
      %dst2 = fly.make_view(%lds2, %l) : (!fly.ptr<f16, shared, align<16>>, !fly.layout<8:1>) -> !fly.memref<f16, shared, 8:1, align<16>>
      %out = fly.make_view(%o, %l) : (!fly.ptr<f16, global>, !fly.layout<8:1>) -> !fly.memref<f16, global, 8:1>
      %a = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 16>
      fly.copy_atom_call(%a, %src, %dst) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, global, 8:1>, !fly.memref<f16, shared, 8:1, align<1024>>) -> ()
      gpu.barrier
      fly.copy_atom_call(%a, %dst, %dst2) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, shared, 8:1, align<1024>>, !fly.memref<f16, shared, 8:1, align<16>>) -> ()
      gpu.barrier
      fly.copy_atom_call(%a, %dst2, %out) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, shared, 8:1, align<16>>, !fly.memref<f16, global, 8:1>) -> ()
      gpu.return
    }
  }
}
