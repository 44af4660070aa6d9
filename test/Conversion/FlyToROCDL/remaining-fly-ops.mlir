// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl --verify-diagnostics
// convert-fly-to-rocdl leaves no Fly op behind either (see
// FlyToLLVM/remaining-fly-ops.mlir): a copy that fly-layout-lowering did not
// unroll is an error at the copy, not `fly` ops in the LLVM output.

func.func @copy_not_unrolled(%s: !fly.ptr<f32, global>, %d: !fly.ptr<f32, global>) {
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
  %l = fly.static : !fly.layout<4:1>
  %vs = fly.make_view(%s, %l) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
  %vd = fly.make_view(%d, %l) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
  // expected-error @+1 {{'fly.copy' op remains after convert-fly-to-rocdl: no pattern lowers it here}}
  fly.copy(%atom, %vs, %vd) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
  return
}

// -----

gpu.module @m [#rocdl.target<chip = "gfx942">] {
  // expected-error @+1 {{'gpu.func' op still has a value of Fly type '!fly.int_tuple<(4,8)>' after convert-fly-to-rocdl}}
  gpu.func @kernel(%t: !fly.int_tuple<(4,8)>) kernel {
    gpu.return
  }
}
