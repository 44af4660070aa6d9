// The input of page.test and pages.test: layout-typed values as function
// arguments and op results (one dynamic), in two functions.
func.func @args(%arg: !fly.layout<(2,2):(1,2)>, %dyn: !fly.layout<(?,2):(1,?)>) -> !fly.layout<(2,2):(1,2)> {
  %swz = fly.static : !fly.composed_layout<S<1,1,1> o 0 o (4,4):(4,1)>
  return %arg : !fly.layout<(2,2):(1,2)>
}

func.func @tiled() {
  %atom = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
  %tv = fly.static : !fly.layout<(4,2):(1,4)>
  %tile = fly.static : !fly.tile<[4:1|2:1]>
  %copy = fly.make_tiled_copy(%atom, %tv, %tile) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<(4,2):(1,4)>, !fly.tile<[4:1|2:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<(4,2):(1,4)>, !fly.tile<[4:1|2:1]>>
  return
}
