// FlyDSL prints the scheduling masks of rocdl.sched.barrier and
// rocdl.sched.group.barrier as keywords (its newer MLIR's SchedGroupMask);
// MLIR 22.1 reads the i32 mask. The values are LLVM's AMDGPU
// sched_barrier bits (AMDGPUUsage: 0x1 non-memory non-side-effect, 0x2
// VALU, 0x4 SALU, 0x8 MFMA/WMMA, 0x10 all VMEM, 0x20 VMEM read, 0x40 VMEM
// write, 0x80 all DS, 0x100 DS read, 0x200 DS write, 0x400
// transcendental, 0x800 LDS DMA).
// RUN: fly-opt %s | FileCheck %s
// The upgraded module prints in 22.1's form, which reads back unchanged.
// RUN: fly-opt %s | fly-opt | FileCheck %s

// CHECK-LABEL: llvm.func @masks
llvm.func @masks() {
  // CHECK-NEXT: rocdl.sched.barrier 0{{$}}
  rocdl.sched.barrier none
  // CHECK-NEXT: rocdl.sched.barrier 32{{$}}
  rocdl.sched.barrier vmem_read
  // CHECK-NEXT: rocdl.sched.barrier 6{{$}}
  rocdl.sched.barrier valu | salu
  // CHECK-NEXT: rocdl.sched.barrier 1{{$}}
  rocdl.sched.barrier non_mem_non_sideeffect
  // CHECK-NEXT: rocdl.sched.barrier 2048{{$}}
  rocdl.sched.barrier ldsdma
  // CHECK-NEXT: rocdl.sched.barrier 4095{{$}}
  rocdl.sched.barrier all
  // CHECK-NEXT: rocdl.sched.barrier 1232{{$}}
  rocdl.sched.barrier all_vmem|all_ds|transcendental|vmem_write
  // 22.1's own form is left as it is.
  // CHECK-NEXT: rocdl.sched.barrier 16{{$}}
  rocdl.sched.barrier 16
  // CHECK-NEXT: rocdl.sched.group.barrier 8, 1, 0{{$}}
  rocdl.sched.group.barrier mfma_wmma, 1, 0
  // CHECK-NEXT: rocdl.sched.group.barrier 256, 2, 0{{$}}
  rocdl.sched.group.barrier ds_read, 2, 0
  // CHECK-NEXT: rocdl.sched.group.barrier 512, 4, 1{{$}}
  rocdl.sched.group.barrier ds_write, 4, 1
  // CHECK-NEXT: rocdl.sched.group.barrier 32, 6, 2{{$}}
  rocdl.sched.group.barrier vmem_read, 6, 2
  // CHECK-NEXT: rocdl.sched.group.barrier 64, 1, 0{{$}}
  rocdl.sched.group.barrier 64, 1, 0
  llvm.return
}

// Names like the ops' that are not ops stay as they are: a string, a
// comment, an attribute name.
// CHECK-LABEL: llvm.func @not_ops()
// CHECK-SAME: rocdl.sched.barrier = "rocdl.sched.barrier none"
llvm.func @not_ops() attributes {rocdl.sched.barrier = "rocdl.sched.barrier none"} {
  // rocdl.sched.barrier none
  llvm.return
}
