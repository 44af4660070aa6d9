// Register memory through fly-nvvm-pipeline: a fragment that stays in memory
// at -O0 (nothing promotes it there) must be an NVPTX alloca, in the generic
// address space: the backend gives it a .local depot and addresses it through
// the generic pointer cvta.local makes, with generic ld/st. The pipeline
// uses NVPTX's register address space in convert-fly-to-nvvm (0); with
// AMDGPU's 5 the same kernel stores with st.local through the generic
// pointer, a wrong address. At -O2 the fragment lives in registers: no local
// memory at all. ptxas accepts both.
// RUN: rm -rf %t %t.empty && mkdir -p %t.empty
// RUN: env -u CUDA_PATH PATH=%t.empty fly-opt %s --fly-lower-to-nvvm="chip=sm_80 opt-level=0" | FileCheck %s --check-prefix=LLVM
// RUN: env -u CUDA_PATH PATH=%t.empty fly-opt %s --fly-nvvm-pipeline="chip=sm_80 opt-level=0 output-dir=%t/o0" -o /dev/null
// RUN: env -u CUDA_PATH PATH=%t.empty fly-opt %s --fly-nvvm-pipeline="chip=sm_80 opt-level=2 output-dir=%t/o2" -o /dev/null
// RUN: FileCheck %s --check-prefix=PTX0 --input-file=%t/o0/kernels.sm_80.ptx
// RUN: FileCheck %s --check-prefix=PTX2 --input-file=%t/o2/kernels.sm_80.ptx --implicit-check-not=local

// LLVM: llvm.alloca %{{.*}} x f32 {{.*}}: (i64) -> !llvm.ptr{{$}}
// LLVM-NOT: ptr<5>

// PTX0-LABEL: .visible .entry spread(
// PTX0: .local .align {{[0-9]+}} .b8 __local_depot0[{{[0-9]+}}];
// PTX0: cvta.local.u64 %SP, %SPL;
// PTX0-NOT: {{(ld|st)\.local}}
// PTX0: ld.global.v2.b64
// PTX0-NOT: {{(ld|st)\.local}}
// PTX0: st.b32 [%SP
// PTX0-NOT: {{(ld|st)\.local}}
// PTX0: ret;

// PTX2-LABEL: .visible .entry spread(
// PTX2: ld.global.v4.b32
// PTX2-COUNT-4: st.global.b32
// PTX2: ret;

!c128 = !fly.copy_atom<!fly.universal_copy<128>, 32>
!c32 = !fly.copy_atom<!fly.universal_copy<32>, 32>
module attributes {gpu.container_module} {
  gpu.module @kernels {
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
}
