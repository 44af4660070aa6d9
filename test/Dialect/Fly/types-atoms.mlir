// RUN: fly-opt %s | FileCheck %s
// RUN: fly-opt %s | fly-opt | FileCheck %s
// Parse and print the atom types: universal payloads, copy and MMA atoms,
// tiled copies and tiled MMAs. Inside the tiled types the layout and tile are
// printed qualified; the bare forms `<...>` are accepted as input. The
// default MMA permutation [*|*|*] is not printed.

// CHECK-LABEL: func.func private @universal
// CHECK-SAME: !fly.universal_copy<128>
// CHECK-SAME: !fly.universal_copy<8>
// CHECK-SAME: !fly.universal_atomic<add, f32>
// CHECK-SAME: !fly.universal_atomic<max, i32>
// CHECK-SAME: !fly.universal_atomic<inc, i32, "agent">
// CHECK-SAME: !fly.universal_atomic<min, f16>
// CHECK-SAME: !fly.universal_fma<1x1x1, (f32, f32) -> f32>
// CHECK-SAME: !fly.universal_fma<1x1x1, (f16, f16) -> f16>
func.func private @universal(!fly.universal_copy<128>, !fly.universal_copy< 8 >,
  !fly.universal_atomic<add, f32>, !fly.universal_atomic< max,i32>,
  !fly.universal_atomic<inc, i32, "agent">, !fly.universal_atomic<min, f16, "">,
  !fly.universal_fma<1x1x1, (f32, f32) -> f32>,
  !fly.universal_fma<1x1x1,(f16,f16)->f16>)

// CHECK-LABEL: func.func private @atoms
// CHECK-SAME: !fly.copy_atom<!fly.universal_copy<128>, 16>
// CHECK-SAME: !fly.copy_atom<!fly.universal_copy<32>, 16>
// CHECK-SAME: !fly.copy_atom<!fly.universal_copy<32>, 32>
// CHECK-SAME: !fly.copy_atom<!fly.universal_copy<64>, 0>
// CHECK-SAME: !fly.copy_atom<!fly.universal_atomic<add, f32>, 32>
// CHECK-SAME: !fly.copy_atom<!fly.universal_copy<16>, 4>
// CHECK-SAME: !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
func.func private @atoms(!fly.copy_atom<!fly.universal_copy<128>, 16>,
  !fly.copy_atom<!fly.universal_copy<32>, 16>,
  !fly.copy_atom<!fly.universal_copy<32>,32>,
  !fly.copy_atom<!fly.universal_copy<64>, 0>,
  !fly.copy_atom<!fly.universal_atomic<add, f32>, 32>,
  !fly.copy_atom<!fly.universal_copy<16>, 4>,
  !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>)

// CHECK-LABEL: func.func private @tiled_copies
// CHECK-SAME: !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>>
// CHECK-SAME: !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<((8,32),(1,8)):((256,1),(1,32))>, !fly.tile<[32|64]>>
// CHECK-SAME: !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>>
func.func private @tiled_copies(
  !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.tile<[2:1|4:1]>>,
  !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 16>,
                  !fly.layout<((8,32),(1,8)):((256,1),(1,32))>,
                  !fly.tile<[32|64]>>,
  !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, <((2,2),2):((4,1),2)>, <[2:1|4:1]>>)

// CHECK-LABEL: func.func private @tiled_mmas
// CHECK-SAME: !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>
// CHECK-SAME: !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>>
// CHECK-SAME: !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(4,4,2):(1,8,4)]>>
// CHECK-SAME: !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f16, f16) -> f16>>, !fly.layout<(1,1,4):(0,0,1)>, !fly.tile<[*|*|(4,16,2):(1,8,4)]>>
// CHECK-SAME: !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(1,2,0)>>
// CHECK-SAME: !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(1,2,0)>, !fly.tile<[16|16|8]>>
func.func private @tiled_mmas(
  !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>,
  !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, <(1,4,1):(0,1,0)>>,
  !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, <(1,4,1):(0,1,0)>, <[*|*|(4,4,2):(1,8,4)]>>,
  !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f16, f16) -> f16>>, !fly.layout<(1,1,4):(0,0,1)>, !fly.tile<[*|*|(4,16,2):(1,8,4)]>>,
  !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(1,2,0)>, !fly.tile<[*|*|*]>>,
  !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(1,2,0)>, <[16|16|8]>>)

// Atom and tiled-atom values are fully static: fly.static materializes them.
// CHECK-LABEL: func.func @static_atoms
// CHECK: fly.static : !fly.copy_atom<!fly.universal_copy<128>, 16>
// CHECK: fly.static : !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
// CHECK: fly.static : !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>
// CHECK: fly.static : !fly.coord_tensor<(0,0), (4,8):(1E0,1E1)>
func.func @static_atoms() {
  %0 = fly.static : !fly.copy_atom<!fly.universal_copy<128>, 16>
  %1 = fly.static : !fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>
  %2 = fly.static : !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, <(2,2,1):(2,1,0)>>
  %3 = fly.static : !fly.coord_tensor<(0,0), (4,8):(1E0,1E1)>
  return
}
