// A small layout computation: tile a 2-D row-major 8x16 layout by 4x4 blocks
// and ask for the layout of one block and its size. Every result type is
// inferred by the layout algebra; `fly-opt --canonicalize` folds each
// computation to a `fly.static` of its (fully static) type.
//
//   build/bin/fly-opt --canonicalize examples/layout-algebra.mlir
func.func @tile_rows() -> (!fly.layout<((4,4),(2,4)):((16,1),(64,4))>, !fly.int_tuple<16>) {
  %shape = fly.make_shape() : () -> !fly.int_tuple<(8,16)>
  %stride = fly.make_stride() : () -> !fly.int_tuple<(16,1)>
  %layout = fly.make_layout(%shape, %stride) : (!fly.int_tuple<(8,16)>, !fly.int_tuple<(16,1)>) -> !fly.layout<(8,16):(16,1)>
  %tile = fly.static : !fly.tile<[4:1|4:1]>
  %tiled = fly.zipped_divide(%layout, %tile) : (!fly.layout<(8,16):(16,1)>, !fly.tile<[4:1|4:1]>) -> !fly.layout<((4,4),(2,4)):((16,1),(64,4))>
  %block = fly.get(%tiled) {mode = array<i32: 0>} : (!fly.layout<((4,4),(2,4)):((16,1),(64,4))>) -> !fly.layout<(4,4):(16,1)>
  %n = fly.size(%block) : (!fly.layout<(4,4):(16,1)>) -> !fly.int_tuple<16>
  return %tiled, %n : !fly.layout<((4,4),(2,4)):((16,1),(64,4))>, !fly.int_tuple<16>
}
