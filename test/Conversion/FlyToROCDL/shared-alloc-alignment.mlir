// RUN: fly-opt %s --convert-fly-to-rocdl | FileCheck %s
// RUN: fly-opt %s --fly-rocdl-pipeline="chip=gfx942 format=isa" | FileCheck %s --check-prefix=ISA
// A shared allocation whose pointer type claims align<12> (the address is a
// multiple of 12): the LDS global and the accesses get the largest power of
// two dividing 12, i.e. 4 (LLVM rejects a global or access alignment of 12).
// The allocation's own allocAlign (4) is the other bound of the global's.

// CHECK: llvm.mlir.global internal @__fly_shared_alloc_0() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<48 x i8>
// CHECK: %[[P:.*]] = llvm.mlir.addressof @__fly_shared_alloc_0 : !llvm.ptr<3>
// CHECK: llvm.store %{{.*}}, %[[P]] {alignment = 4 : i64} : f32, !llvm.ptr<3>
// CHECK: %[[X:.*]] = llvm.load %[[P]] {alignment = 4 : i64} : !llvm.ptr<3> -> f32
// CHECK: llvm.store %[[X]], %{{.*}} {alignment = 4 : i64} : f32, !llvm.ptr<1>
// ISA: ds_write_b32
// ISA: ds_read_b32
// ISA: global_store_dword
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%o: !fly.ptr<f32, global>) kernel {
      %lds = fly.make_ptr() {dictAttrs = {allocBytes = 48 : i64, allocAlign = 4 : i64}} : () -> !fly.ptr<f32, shared, align<12>>
      %g = fly.ptr.load(%o) : (!fly.ptr<f32, global>) -> f32
      fly.ptr.store(%g, %lds) : (f32, !fly.ptr<f32, shared, align<12>>) -> ()
      gpu.barrier
      %x = fly.ptr.load(%lds) : (!fly.ptr<f32, shared, align<12>>) -> f32
      fly.ptr.store(%x, %o) : (f32, !fly.ptr<f32, global>) -> ()
      gpu.return
    }
  }
}
