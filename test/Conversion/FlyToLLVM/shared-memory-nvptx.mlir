// RUN: fly-opt %s --convert-fly-to-llvm | FileCheck %s
// RUN: fly-opt %s --convert-fly-to-llvm --canonicalize --convert-gpu-to-nvvm --reconcile-unrealized-casts \
// RUN:   | sed -e '/^module/d' -e '/^}$/d' -e 's/^ *gpu\.module @[A-Za-z0-9_]* \[.*\] {$/module {/' \
// RUN:   | mlir-translate --mlir-to-llvmir > %t.ll
// RUN: llc -march=nvptx64 -mcpu=sm_80 -O0 %t.ll -o - | FileCheck %s --check-prefix=PTX
// RUN: llc -march=nvptx64 -mcpu=sm_80 -O2 %t.ll -o - | FileCheck %s --check-prefix=PTX
// Shared memory lowers in the target-neutral conversion: a static shared
// allocation is an internal [N x i8] global in address space 3, the
// dynamic shared memory (fly.get_dyn_shared) the external [0 x i8] global
// __fly_dynamic_shared aligned to 1024, as on AMDGPU
// (shared-memory-amdgpu.mlir). NVPTX declares them as .shared arrays, the
// dynamic one .extern (sized at launch), and addresses them with
// ld.shared/st.shared. Before, convert-fly-to-llvm rejected the static
// allocation and left fly.get_dyn_shared in its output.
// The sed lines make the converted gpu.module a plain module for
// mlir-translate (see nvptx-register-memory.mlir).

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

// PTX: .extern .shared .align 1024 .b8 __fly_dynamic_shared[];
// PTX-LABEL: .visible .entry stage(
// PTX: .shared .align 16 .b8 __fly_shared_alloc_0[512];
// PTX: ld.global.v2.b64
// PTX: st.shared.v2.b64 [__fly_shared_alloc_0],
// PTX: bar.sync 0;
// PTX: ld.shared.v2.b64 {{.*}}, [__fly_shared_alloc_0];
// PTX: st.shared.v2.b64 [__fly_dynamic_shared],
// PTX: bar.sync 0;
// PTX: ld.shared.v2.b64 {{.*}}, [__fly_dynamic_shared];
// PTX: st.global.v2.b64

!c128 = !fly.copy_atom<!fly.universal_copy<128>, 32>
!g = !fly.memref<f32, global, 4:1, align<16>>
!s = !fly.memref<f32, shared, 4:1, align<16>>
!d = !fly.memref<f32, shared, 4:1, align<1024>>
gpu.module @kernels [#nvvm.target<chip = "sm_80">] {
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
