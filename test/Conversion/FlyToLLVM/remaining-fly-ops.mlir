// RUN: fly-opt %s -split-input-file --convert-fly-to-llvm --verify-diagnostics
// After convert-fly-to-llvm nothing of Fly is left: the layout constructors
// die with the ops that used them, and whatever else remains is an error
// at the op where it ends (not at the constructors feeding it), so the pass
// fails instead of handing `fly` ops to the LLVM conversions. Each of these
// passed silently before.

// fly.copy is unrolled by fly-layout-lowering, which did not run.
func.func @copy_not_unrolled(%s: !fly.ptr<f32, global>, %d: !fly.ptr<f32, global>) {
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
  %l = fly.static : !fly.layout<4:1>
  %vs = fly.make_view(%s, %l) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
  %vd = fly.make_view(%d, %l) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
  // expected-error @+1 {{'fly.copy' op remains after convert-fly-to-llvm: no pattern lowers it here}}
  fly.copy(%atom, %vs, %vd) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, global, 4:1>) -> ()
  return
}

// -----

// An int tuple iterator is coordinate arithmetic for fly-layout-lowering.
// expected-error @+1 {{'func.func' op still has a value of Fly type '() -> !fly.int_tuple<(1,2)>' after convert-fly-to-llvm}}
func.func @int_tuple_offset() -> !fly.int_tuple<(1,2)> {
  %b = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0)>
  %o = fly.make_int_tuple() : () -> !fly.int_tuple<(1,2)>
  // expected-error @+1 {{'fly.add_offset' op remains after convert-fly-to-llvm: no pattern lowers it here}}
  %r = fly.add_offset(%b, %o) : (!fly.int_tuple<(0,0)>, !fly.int_tuple<(1,2)>) -> !fly.int_tuple<(1,2)>
  return %r : !fly.int_tuple<(1,2)>
}

// -----

// A static layout argument is dropped by fly-rewrite-func-signature; here
// it stays in the kernel's signature.
gpu.module @m {
  // expected-error @+1 {{'gpu.func' op still has a value of Fly type '!fly.layout<(4,8):(1,4)>' after convert-fly-to-llvm}}
  gpu.func @kernel(%l: !fly.layout<(4,8):(1,4)>) kernel {
    gpu.return
  }
}
