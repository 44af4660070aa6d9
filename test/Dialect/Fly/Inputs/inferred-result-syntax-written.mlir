// The ops of ../inferred-result-syntax.mlir with their result types written.

!tm = !fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>>

func.func @algebra(%a: !fly.layout<(6,2):(8,2)>, %b: !fly.layout<(4,3):(3,1)>,
                   %l: !fly.layout<(2,4,8):(1,2,8)>) {
  %c = fly.composition(%a, %b) : (!fly.layout<(6,2):(8,2)>, !fly.layout<(4,3):(3,1)>) -> !fly.layout<((2,2),3):((24,2),8)>
  %s = fly.size(%l) : (!fly.layout<(2,4,8):(1,2,8)>) -> !fly.int_tuple<64>
  %t = fly.take(%l) {begin = 1 : i32, end = 3 : i32} : (!fly.layout<(2,4,8):(1,2,8)>) -> !fly.layout<(4,8):(2,8)>
  %r = fly.get_shape(%l) : (!fly.layout<(2,4,8):(1,2,8)>) -> !fly.int_tuple<(2,4,8)>
  return
}

func.func @optional_operands(%l: !fly.layout<(2,(1,6)):(1,(6,2))>,
                             %p: !fly.int_tuple<(1,1)>,
                             %q: !fly.layout<4:2>, %n: !fly.int_tuple<16>) {
  %a = fly.coalesce(%l) : (!fly.layout<(2,(1,6)):(1,(6,2))>) -> !fly.layout<12:1>
  %b = fly.coalesce(%l, %p) : (!fly.layout<(2,(1,6)):(1,(6,2))>, !fly.int_tuple<(1,1)>) -> !fly.layout<(2,6):(1,2)>
  %c = fly.complement(%q, %n) : (!fly.layout<4:2>, !fly.int_tuple<16>) -> !fly.layout<(2,2):(1,8)>
  return
}

func.func @dynamic(%l: !fly.layout<(?,8):(1,?)>) {
  %s = fly.size(%l) : (!fly.layout<(?,8):(1,?)>) -> !fly.int_tuple<?{div=8}>
  return
}

func.func @memory(%v: !fly.memref<f16, global, (4,8):(8,1), align<16>>,
                  %i: !fly.int_tuple<(1,2)>) -> f16 {
  %x = fly.memref.load(%v, %i) : (!fly.memref<f16, global, (4,8):(8,1), align<16>>, !fly.int_tuple<(1,2)>) -> f16
  return %x : f16
}

func.func @own_syntax(%t: !fly.int_tuple<(2,3)>, %u: !fly.int_tuple<1>,
                      %tm: !tm, %m: !fly.memref<f32, global, (8,8):(1,8)>,
                      %sa: !fly.int_tuple<(8,6)>, %l: !fly.layout<(4,8):(8,1)>) {
  %a = fly.append<4> (%t, %u) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<1>) -> !fly.int_tuple<(2,3,1,1)>
  %p = fly.prepend (%t, %u) : (!fly.int_tuple<(2,3)>, !fly.int_tuple<1>) -> !fly.int_tuple<(1,2,3)>
  %v:2 = fly.get_leaves(%t) {dynamicOnly = false} : (!fly.int_tuple<(2,3)>) -> (i32, i32)
  %s = fly.tiled_mma.partition_shape(a, %tm, %sa) : (!tm, !fly.int_tuple<(8,6)>) -> !fly.int_tuple<(1,4,6)>
  %f = fly.mma.make_fragment(c, %tm, %m, stages = 2) : (!tm, !fly.memref<f32, global, (8,8):(1,8)>) -> !fly.memref<f32, register, (1,4,4,2):(0,1,4,16)>
  %g = fly.make_fragment_like(%l, f16) : (!fly.layout<(4,8):(8,1)>) -> !fly.memref<f16, register, (4,8):(1,4)>
  return
}
