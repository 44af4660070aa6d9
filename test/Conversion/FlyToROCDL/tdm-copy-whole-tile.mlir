// RUN: fly-opt %s -split-input-file --fly-layout-lowering | FileCheck %s --check-prefix=LAYOUT
// RUN: fly-opt %s -split-input-file --fly-layout-lowering --convert-fly-to-rocdl | FileCheck %s --check-prefix=ROCDL
// RUN: fly-opt %s -split-input-file --fly-rocdl-pipeline="chip=gfx1250 format=isa" | FileCheck %s --check-prefix=ISA
// fly.copy with a whole-tile atom (issue 13 A7): the gfx1250 TDM copies a
// whole tile in one call (valBits 0: no per-call width), and its lowering
// reads the tile's geometry from the views' layouts. fly-layout-lowering must
// therefore make exactly one fly.copy_atom_call on the whole views, not split
// them per element or per mode (which made one call per row, or slices of
// function arguments that cannot be lowered).

!tdm = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>
// FlyDSL's form: views that are function arguments. One call, on the
// unchanged (128,64) views.
// LAYOUT-LABEL: func.func @tdm_arguments(
// LAYOUT-SAME: %[[G:[a-z0-9]+]]: !fly.memref<f16, global, (128,64):(64,1)>, %[[S:[a-z0-9]+]]: !fly.memref<f16, shared, (128,64):(64,1)>)
// LAYOUT: %[[A:.*]] = fly.make_copy_atom {valBits = 0 : i32}
// LAYOUT-NEXT: fly.copy_atom_call(%[[A]], %[[G]], %[[S]]) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>, !fly.memref<f16, global, (128,64):(64,1)>, !fly.memref<f16, shared, (128,64):(64,1)>) -> ()
// LAYOUT-NOT: fly.copy_atom_call
// LAYOUT-NOT: fly.slice
// LAYOUT: return
func.func @tdm_arguments(%g: !fly.memref<f16, global, (128,64):(64,1)>, %s: !fly.memref<f16, shared, (128,64):(64,1)>) {
  %a = fly.make_copy_atom {valBits = 0 : i32} : !tdm
  fly.copy(%a, %g, %s) : (!tdm, !fly.memref<f16, global, (128,64):(64,1)>, !fly.memref<f16, shared, (128,64):(64,1)>) -> ()
  return
}

// -----

// A kernel loading a 64x32 f16 tile of a row-major tensor into LDS and
// storing it back: one call each way, so one tensor_load_to_lds and one
// tensor_store_from_lds, with the tile dimensions 32 (dim 0, the contiguous
// mode) and 64 (dim 1) in the descriptor (isa-tdm.mlir checks the same
// descriptor word by word for a direct fly.copy_atom_call).
// LAYOUT-LABEL: gpu.func @tdm_kernel(
// LAYOUT: fly.copy_atom_call({{.*}}) : ({{.*}}, !fly.memref<f16, global, (64,32):(1024,1)>, !fly.memref<f16, shared, (64,32):(32,1), align<1024>>) -> ()
// LAYOUT-NEXT: fly.copy_atom_call({{.*}}) : ({{.*}}, !fly.memref<f16, shared, (64,32):(32,1), align<1024>>, !fly.memref<f16, global, (64,32):(1024,1)>) -> ()
// LAYOUT-NOT: fly.copy_atom_call
// ROCDL-LABEL: gpu.func @tdm_kernel(
// ROCDL-COUNT-1: rocdl.tensor.load.to.lds
// ROCDL-NOT: rocdl.tensor.load.to.lds
// ROCDL-COUNT-1: rocdl.tensor.store.from.lds
// ROCDL-NOT: rocdl.tensor
// ROCDL: gpu.return
// ISA-LABEL: gpu.binary @tdm
// ISA-SAME: tensor_load_to_lds
// ISA-NOT: tensor_load_to_lds
// ISA-SAME: tensor_store_from_lds
// ISA-NOT: tensor_{{load|store}}
// ISA-SAME: s_endpgm
!tdm = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>
module attributes {gpu.container_module} {
  gpu.module @tdm {
    gpu.func @tdm_kernel(%g: !fly.ptr<f16, global>) kernel {
      %lg = fly.static : !fly.layout<(64,32):(1024,1)>
      %ll = fly.static : !fly.layout<(64,32):(32,1)>
      %gv = fly.make_view(%g, %lg) : (!fly.ptr<f16, global>, !fly.layout<(64,32):(1024,1)>) -> !fly.memref<f16, global, (64,32):(1024,1)>
      %d8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %d = fly.recast_iter(%d8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f16, shared, align<1024>>
      %lv = fly.make_view(%d, %ll) : (!fly.ptr<f16, shared, align<1024>>, !fly.layout<(64,32):(32,1)>) -> !fly.memref<f16, shared, (64,32):(32,1), align<1024>>
      %a = fly.make_copy_atom {valBits = 0 : i32} : !tdm
      fly.copy(%a, %gv, %lv) : (!tdm, !fly.memref<f16, global, (64,32):(1024,1)>, !fly.memref<f16, shared, (64,32):(32,1), align<1024>>) -> ()
      fly.copy(%a, %lv, %gv) : (!tdm, !fly.memref<f16, shared, (64,32):(32,1), align<1024>>, !fly.memref<f16, global, (64,32):(1024,1)>) -> ()
      gpu.return
    }
  }
}
