// RUN: fly-opt %s | FileCheck %s
// RUN: fly-opt %s | fly-opt | FileCheck %s
// Round trip of !fly_nvvm.wgmma (lib/Dialect/FlyNVVM/IR/PayloadSyntax.cpp),
// inside the !fly.mma_atom and !fly.tiled_mma that use it. The payload
// prints `64xNx16, (A, B) -> C, a = smem|reg`: the `a` key is always
// printed, and an omitted key means `a = smem` (A read through a shared-
// memory descriptor). The forms are those of the PTX ISA's
// wgmma.mma_async for .m64nNk16: N a multiple of 8 from 8 to 256, f16
// operands into f32 or f16, bf16 operands into f32.

// CHECK-LABEL: func.func @shapes
func.func @shapes() {
  // The smallest and largest N, and two in between.
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (f16, f16) -> f32, a = smem>>
  %1 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (f16, f16) -> f32, a = smem>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x128x16, (f16, f16) -> f32, a = smem>>
  %2 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x128x16, (f16, f16) -> f32, a = smem>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x256x16, (f16, f16) -> f32, a = smem>>
  %3 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x256x16, (f16, f16) -> f32, a = smem>>
  // N = 24 and 200: multiples of 8 that are not powers of two.
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x24x16, (f16, f16) -> f32, a = smem>>
  %4 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x24x16, (f16, f16) -> f32, a = smem>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x200x16, (f16, f16) -> f32, a = smem>>
  %5 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x200x16, (f16, f16) -> f32, a = smem>>
  return
}

// N = 8, 64, 128 and 256, each with each of the three type
// combinations, A in shared memory and in registers.
// CHECK-LABEL: func.func @types
func.func @types() {
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = smem>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = reg>>
  %1 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f32, a = reg>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f16, a = smem>>
  %2 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f16, a = smem>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f16, a = reg>>
  %3 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f16, a = reg>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (bf16, bf16) -> f32, a = smem>>
  %4 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (bf16, bf16) -> f32, a = smem>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (bf16, bf16) -> f32, a = reg>>
  %5 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (bf16, bf16) -> f32, a = reg>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (f16, f16) -> f32, a = smem>>
  %6 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (f16, f16) -> f32, a = smem>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (f16, f16) -> f32, a = reg>>
  %7 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (f16, f16) -> f32, a = reg>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (f16, f16) -> f16, a = smem>>
  %8 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (f16, f16) -> f16, a = smem>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (f16, f16) -> f16, a = reg>>
  %9 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (f16, f16) -> f16, a = reg>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (bf16, bf16) -> f32, a = smem>>
  %10 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (bf16, bf16) -> f32, a = smem>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (bf16, bf16) -> f32, a = reg>>
  %11 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x64x16, (bf16, bf16) -> f32, a = reg>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x128x16, (f16, f16) -> f32, a = smem>>
  %12 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x128x16, (f16, f16) -> f32, a = smem>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x128x16, (f16, f16) -> f32, a = reg>>
  %13 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x128x16, (f16, f16) -> f32, a = reg>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x128x16, (f16, f16) -> f16, a = smem>>
  %14 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x128x16, (f16, f16) -> f16, a = smem>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x128x16, (f16, f16) -> f16, a = reg>>
  %15 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x128x16, (f16, f16) -> f16, a = reg>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x128x16, (bf16, bf16) -> f32, a = smem>>
  %16 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x128x16, (bf16, bf16) -> f32, a = smem>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x128x16, (bf16, bf16) -> f32, a = reg>>
  %17 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x128x16, (bf16, bf16) -> f32, a = reg>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x256x16, (f16, f16) -> f32, a = smem>>
  %18 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x256x16, (f16, f16) -> f32, a = smem>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x256x16, (f16, f16) -> f32, a = reg>>
  %19 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x256x16, (f16, f16) -> f32, a = reg>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x256x16, (f16, f16) -> f16, a = smem>>
  %20 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x256x16, (f16, f16) -> f16, a = smem>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x256x16, (f16, f16) -> f16, a = reg>>
  %21 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x256x16, (f16, f16) -> f16, a = reg>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x256x16, (bf16, bf16) -> f32, a = smem>>
  %22 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x256x16, (bf16, bf16) -> f32, a = smem>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x256x16, (bf16, bf16) -> f32, a = reg>>
  %23 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x256x16, (bf16, bf16) -> f32, a = reg>>
  return
}

// The key omitted: A from shared memory, printed `a = smem`; the same type
// as the one that writes it (both uses print the same, and a function
// taking one accepts the other).
// CHECK-LABEL: func.func @default_smem
func.func @default_smem() {
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x128x16, (bf16, bf16) -> f32, a = smem>>
  %0 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x128x16, (bf16, bf16) -> f32>>
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f16, a = smem>>
  %1 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x8x16, (f16, f16) -> f16>>
  // CHECK: call @takes_smem(%{{.*}}) : (!fly.mma_atom<!fly_nvvm.wgmma<64x128x16, (bf16, bf16) -> f32, a = smem>>) -> ()
  call @takes_smem(%0) : (!fly.mma_atom<!fly_nvvm.wgmma<64x128x16, (bf16, bf16) -> f32, a = smem>>) -> ()
  // The parser takes any whitespace.
  // CHECK: fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x16x16, (f16, f16) -> f32, a = reg>>
  %2 = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma< 64x16x16 ,( f16 ,f16 )->f32 ,a=reg >>
  return
}
func.func private @takes_smem(!fly.mma_atom<!fly_nvvm.wgmma<64x128x16, (bf16, bf16) -> f32, a = smem>>)

// Nested in a tiled MMA (the example's (2,1,1) atom layout), as a function
// argument type.
// CHECK-LABEL: func.func @tiled(
// CHECK-SAME: !fly.tiled_mma<!fly.mma_atom<!fly_nvvm.wgmma<64x128x16, (bf16, bf16) -> f32, a = smem>>, !fly.layout<(2,1,1):(1,0,0)>>
// CHECK-SAME: !fly.tiled_mma<!fly.mma_atom<!fly_nvvm.wgmma<64x256x16, (f16, f16) -> f16, a = reg>>, !fly.layout<(1,1,1):(0,0,0)>>
func.func @tiled(%t: !fly.tiled_mma<!fly.mma_atom<!fly_nvvm.wgmma<64x128x16, (bf16, bf16) -> f32>>, !fly.layout<(2,1,1):(1,0,0)>>, %u: !fly.tiled_mma<!fly.mma_atom<!fly_nvvm.wgmma<64x256x16, (f16, f16) -> f16, a = reg>>, !fly.layout<(1,1,1):(0,0,0)>>) {
  return
}
