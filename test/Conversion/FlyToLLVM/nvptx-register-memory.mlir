// RUN: fly-opt %s --fly-layout-lowering --convert-fly-to-llvm | FileCheck %s
// RUN: fly-opt %s --fly-layout-lowering --convert-fly-to-llvm --canonicalize \
// RUN:   --convert-gpu-to-nvvm --reconcile-unrealized-casts \
// RUN:   | sed -e '/^module/d' -e '/^}$/d' -e 's/^ *gpu\.module @[A-Za-z0-9_]* \[.*\] {$/module {/' \
// RUN:   | mlir-translate --mlir-to-llvmir > %t.ll
// RUN: llc -march=nvptx64 -mcpu=sm_80 -O0 %t.ll -o - | FileCheck %s --check-prefix=PTX0
// RUN: llc -march=nvptx64 -mcpu=sm_80 -O2 %t.ll -o - | FileCheck %s --check-prefix=PTX2
// A register fragment left in memory in an NVIDIA kernel. NVPTX allocas are
// generic (address space 0): the backend gives them a .local depot and
// addresses it either through the generic pointer cvta.local makes (-O0)
// or, once it has proven the accesses local, with ld.local/st.local on the
// local address. An alloca in address space 5 (AMDGPU's private space,
// what convert-fly-to-llvm used to emit everywhere) made llc -O0 store
// with st.local through the generic pointer (a wrong address) and llc -O2
// abort ("GEP address space doesn't match type").
// The sed lines turn the converted gpu.module into a plain module for
// mlir-translate (the LLVM IR of the kernel, as gpu-module-to-binary would
// compile it).

// CHECK-LABEL: gpu.module @kernels
// CHECK: gpu.func @spread(%[[IN:.*]]: !llvm.ptr<1>, %[[OUT:.*]]: !llvm.ptr<1>)
// CHECK: %[[R:.*]] = llvm.alloca %{{.*}} x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr{{$}}
// CHECK: %[[V:.*]] = llvm.load %[[IN]] {alignment = 16 : i64} : !llvm.ptr<1> -> i128
// CHECK: llvm.store %[[V]], %[[R]] {alignment = 16 : i64} : i128, !llvm.ptr{{$}}
// CHECK: llvm.load %[[R]] {alignment = 16 : i64} : !llvm.ptr -> f32
// CHECK: llvm.getelementptr %[[R]][1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NOT: ptr<5>
// CHECK-NOT: fly.

// PTX0-LABEL: .visible .entry spread(
// PTX0: .local .align 16 .b8 __local_depot0[16];
// PTX0: cvta.local.u64 %SP, %SPL;
// PTX0-NOT: {{(ld|st)\.local.*\[%SP[]+]}}
// PTX0: st.v2.b64 [%SP], {%rd{{[0-9]+}}, %rd{{[0-9]+}}};
// PTX0: ld.b32 %r{{[0-9]+}}, [%SP];
// PTX0: ld.b32 %r{{[0-9]+}}, [%SP+12];
// PTX0: ret;

// PTX2-LABEL: .visible .entry spread(
// PTX2: .local .align 16 .b8 __local_depot0[16];
// PTX2: ld.global.v2.b64
// PTX2: st.local.v2.b64
// PTX2: st.global.b32 [%rd{{[0-9]+}}+24], %r{{[0-9]+}};
// PTX2: ret;

!c128 = !fly.copy_atom<!fly.universal_copy<128>, 32>
!c32 = !fly.copy_atom<!fly.universal_copy<32>, 32>
gpu.module @kernels [#nvvm.target<chip = "sm_80">] {
  // Four floats into a register fragment with one 128-bit copy, then out
  // one by one to every other float.
  gpu.func @spread(%in: !fly.ptr<f32, global, align<16>>, %out: !fly.ptr<f32, global>) kernel {
    %l4 = fly.static : !fly.layout<4:1>
    %l2 = fly.static : !fly.layout<4:2>
    %src = fly.make_view(%in, %l4) : (!fly.ptr<f32, global, align<16>>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1, align<16>>
    %dst = fly.make_view(%out, %l2) : (!fly.ptr<f32, global>, !fly.layout<4:2>) -> !fly.memref<f32, global, 4:2>
    %r = fly.memref.alloca(%l4) : (!fly.layout<4:1>) -> !fly.memref<f32, register, 4:1, align<16>>
    %wide = fly.make_copy_atom {valBits = 32 : i32} : !c128
    fly.copy_atom_call(%wide, %src, %r) : (!c128, !fly.memref<f32, global, 4:1, align<16>>, !fly.memref<f32, register, 4:1, align<16>>) -> ()
    %one = fly.make_copy_atom {valBits = 32 : i32} : !c32
    fly.copy(%one, %r, %dst) : (!c32, !fly.memref<f32, register, 4:1, align<16>>, !fly.memref<f32, global, 4:2>) -> ()
    gpu.return
  }
}
