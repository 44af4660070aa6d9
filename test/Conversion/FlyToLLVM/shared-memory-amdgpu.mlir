// RUN: fly-opt %s --convert-fly-to-llvm | FileCheck %s
// RUN: fly-opt %s --convert-fly-to-llvm --canonicalize \
// RUN:   --convert-gpu-to-rocdl=use-bare-ptr-memref-call-conv=true --reconcile-unrealized-casts \
// RUN:   --gpu-module-to-binary=format=isa | FileCheck %s --check-prefix=ISA
// RUN: fly-opt %s --convert-fly-to-rocdl | FileCheck %s
// The kernel of shared-memory-nvptx.mlir for AMDGPU: convert-fly-to-llvm
// lowers shared memory the same way for both targets (address space 3 is
// LDS here), and convert-fly-to-rocdl, which used to hold this lowering,
// now reuses it and gives the same globals. In the ISA the static
// allocation is at LDS offset 0 and the dynamic shared memory starts at the
// next multiple of its 1024-byte alignment, so the kernel's fixed group
// segment is 1024 bytes.

// CHECK-LABEL: gpu.module @kernels
// CHECK-DAG: llvm.mlir.global external @__fly_dynamic_shared() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<0 x i8>
// CHECK-DAG: llvm.mlir.global internal @__fly_shared_alloc_0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<512 x i8>
// CHECK: gpu.func @stage(%[[IN:.*]]: !llvm.ptr<1>, %[[OUT:.*]]: !llvm.ptr<1>)
// CHECK-DAG: %[[S:.*]] = llvm.mlir.addressof @__fly_shared_alloc_0 : !llvm.ptr<3>
// CHECK-DAG: %[[D:.*]] = llvm.mlir.addressof @__fly_dynamic_shared : !llvm.ptr<3>
// CHECK: %[[A:.*]] = llvm.load %[[IN]] {alignment = 16 : i64} : !llvm.ptr<1> -> i128
// CHECK: llvm.store %[[A]], %[[S]] {alignment = 16 : i64} : i128, !llvm.ptr<3>
// CHECK: gpu.barrier
// CHECK: %[[B:.*]] = llvm.load %[[S]] {alignment = 16 : i64} : !llvm.ptr<3> -> i128
// CHECK: llvm.store %[[B]], %[[D]] {alignment = 1024 : i64} : i128, !llvm.ptr<3>
// CHECK: gpu.barrier
// CHECK: %[[C:.*]] = llvm.load %[[D]] {alignment = 1024 : i64} : !llvm.ptr<3> -> i128
// CHECK: llvm.store %[[C]], %[[OUT]] {alignment = 16 : i64} : i128, !llvm.ptr<1>
// CHECK-NOT: fly.

// ISA-LABEL: gpu.binary @kernels [#gpu.object<#rocdl.target<chip = "gfx942">
// ISA-SAME: ds_write_b128 v{{[0-9]+}}, v[{{[0-9]+}}:{{[0-9]+}}]\0A
// ISA-SAME: s_barrier\0A
// ISA-SAME: ds_read_b128
// ISA-SAME: ds_write_b128
// ISA-SAME: s_barrier\0A
// ISA-SAME: ds_read_b128
// ISA-SAME: global_store_dwordx4
// ISA-SAME: .amdhsa_group_segment_fixed_size 1024\0A
// ISA-SAME: .amdhsa_private_segment_fixed_size 0\0A

!c128 = !fly.copy_atom<!fly.universal_copy<128>, 32>
!g = !fly.memref<f32, global, 4:1, align<16>>
!s = !fly.memref<f32, shared, 4:1, align<16>>
!d = !fly.memref<f32, shared, 4:1, align<1024>>
gpu.module @kernels [#rocdl.target<chip = "gfx942">] {
  // in -> static shared -> dynamic shared -> out, four floats at a time.
  gpu.func @stage(%in: !fly.ptr<f32, global, align<16>>, %out: !fly.ptr<f32, global, align<16>>) kernel {
    %l = fly.static : !fly.layout<4:1>
    %st = fly.make_ptr() {dictAttrs = {allocBytes = 512 : i64, allocAlign = 16 : i64}} : () -> !fly.ptr<f32, shared, align<16>>
    %dyn8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
    %dyn = fly.recast_iter(%dyn8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f32, shared, align<1024>>
    %vin = fly.make_view(%in, %l) : (!fly.ptr<f32, global, align<16>>, !fly.layout<4:1>) -> !g
    %vout = fly.make_view(%out, %l) : (!fly.ptr<f32, global, align<16>>, !fly.layout<4:1>) -> !g
    %vs = fly.make_view(%st, %l) : (!fly.ptr<f32, shared, align<16>>, !fly.layout<4:1>) -> !s
    %vd = fly.make_view(%dyn, %l) : (!fly.ptr<f32, shared, align<1024>>, !fly.layout<4:1>) -> !d
    %a = fly.make_copy_atom {valBits = 32 : i32} : !c128
    fly.copy_atom_call(%a, %vin, %vs) : (!c128, !g, !s) -> ()
    gpu.barrier
    fly.copy_atom_call(%a, %vs, %vd) : (!c128, !s, !d) -> ()
    gpu.barrier
    fly.copy_atom_call(%a, %vd, %vout) : (!c128, !d, !g) -> ()
    gpu.return
  }
}
