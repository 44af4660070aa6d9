// RUN: fly-opt %s --fly-nvvm-pipeline="chip=sm_90 format=isa" -o - | FileCheck %s
// A 64-predicate fragment filled by an scf.for (p(i) = i < n), then a
// predicated 64-element copy: past LLVM's own unroll threshold, so before
// fly-unroll-register-loops the fragment lived in local memory (a 64-byte
// .local depot, 64 st.local.b8). Unrolled, every predicate is an SSA value:
// no local memory, and the 64 guarded loads and stores stay.
// CHECK-NOT: .local
// CHECK-NOT: st.local
// CHECK-COUNT-64: ld.global.b32
// CHECK-NOT: ld.local
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @k(%g: !fly.ptr<f32, global, align<16>>, %o: !fly.ptr<f32, global, align<16>>, %n: i32) kernel {
      %l4 = fly.static : !fly.layout<64:1>
      %pp = fly.make_ptr() {dictAttrs = {allocSize = 64 : i64}} : () -> !fly.ptr<i1, register>
      %p = fly.make_view(%pp, %l4) : (!fly.ptr<i1, register>, !fly.layout<64:1>) -> !fly.memref<i1, register, 64:1>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 64 : index
      scf.for %i = %c0 to %c4 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %on = arith.cmpi slt, %ii, %n : i32
        %ix = fly.make_int_tuple(%ii) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%on, %p, %ix) : (i1, !fly.memref<i1, register, 64:1>, !fly.int_tuple<?>) -> ()
      }
      %vs = fly.make_view(%g, %l4) : (!fly.ptr<f32, global, align<16>>, !fly.layout<64:1>) -> !fly.memref<f32, global, 64:1, align<16>>
      %vd = fly.make_view(%o, %l4) : (!fly.ptr<f32, global, align<16>>, !fly.layout<64:1>) -> !fly.memref<f32, global, 64:1, align<16>>
      %atom = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
      fly.copy(%atom, %vs, %vd, %p) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<f32, global, 64:1, align<16>>, !fly.memref<f32, global, 64:1, align<16>>, !fly.memref<i1, register, 64:1>) -> ()
      gpu.return
    }
  }
}
