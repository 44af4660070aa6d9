// cdna4.lds_read_trans is a cooperative 16-lane read: each lane gives the
// address of its own contiguous row of B bits and receives a column. A
// per-lane predicate cannot be honoured (a masked lane's row would be missing
// from the others' results), and a lane's source must be one contiguous run
// of B bits.
// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl -verify-diagnostics -o /dev/null

module attributes {gpu.container_module} {
  gpu.module @pred [#rocdl.target<chip = "gfx950">] {
    gpu.func @pred() kernel {
      %l = fly.static : !fly.layout<4:1>
      %d8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %d = fly.recast_iter(%d8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f16, shared, align<1024>>
      %sv = fly.make_view(%d, %l) : (!fly.ptr<f16, shared, align<1024>>, !fly.layout<4:1>) -> !fly.memref<f16, shared, 4:1, align<1024>>
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f16, register>
      %r = fly.make_view(%pr, %l) : (!fly.ptr<f16, register>, !fly.layout<4:1>) -> !fly.memref<f16, register, 4:1>
      %pp = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<i1, register>
      %pv = fly.make_view(%pp, %l) : (!fly.ptr<i1, register>, !fly.layout<4:1>) -> !fly.memref<i1, register, 4:1>
      %atom = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>
      // expected-error @+2 {{cdna4.lds_read_trans is a cooperative read of 16 lanes and cannot take a per-lane predicate; guard the whole copy instead}}
      // expected-error @+1 {{failed to legalize operation}}
      fly.copy_atom_call(%atom, %sv, %r, %pv) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.memref<f16, shared, 4:1, align<1024>>, !fly.memref<f16, register, 4:1>, !fly.memref<i1, register, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// The source row is strided (every other f16): not one 64-bit read.
module attributes {gpu.container_module} {
  gpu.module @strided [#rocdl.target<chip = "gfx950">] {
    gpu.func @strided() kernel {
      %l = fly.static : !fly.layout<4:1>
      %ls = fly.static : !fly.layout<4:2>
      %d8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %d = fly.recast_iter(%d8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f16, shared, align<1024>>
      %sv = fly.make_view(%d, %ls) : (!fly.ptr<f16, shared, align<1024>>, !fly.layout<4:2>) -> !fly.memref<f16, shared, 4:2, align<1024>>
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f16, register>
      %r = fly.make_view(%pr, %l) : (!fly.ptr<f16, register>, !fly.layout<4:1>) -> !fly.memref<f16, register, 4:1>
      %atom = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>
      // expected-error @+2 {{cdna4.lds_read_trans<64> reads 64 contiguous bits per lane; the source holds 4 x 16 bits (not contiguous)}}
      // expected-error @+1 {{failed to legalize operation}}
      fly.copy_atom_call(%atom, %sv, %r) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.memref<f16, shared, 4:2, align<1024>>, !fly.memref<f16, register, 4:1>) -> ()
      gpu.return
    }
  }
}
