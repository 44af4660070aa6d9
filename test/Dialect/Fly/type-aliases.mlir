// --fly-print-type-aliases: each fly type printed once as an alias named
// after its mnemonic; the default prints every type in full (FlyDSL's form).
// RUN: fly-opt --fly-print-type-aliases %s | FileCheck %s --check-prefix=ALIAS
// RUN: fly-opt %s | FileCheck %s --check-prefix=FULL
// The aliased form parses back to the same module.
// RUN: fly-opt --fly-print-type-aliases %s | fly-opt | FileCheck %s --check-prefix=FULL

// ALIAS-DAG: ![[L:layout[0-9]*]] = !fly.layout<(4,8):(1,4)>
// ALIAS-DAG: ![[T:int_tuple[0-9]*]] = !fly.int_tuple<32>
// ALIAS-DAG: ![[M:memref[0-9]*]] = !fly.memref<f32, global, (4,8):(1,4)>
// ALIAS-LABEL: func.func @f
// ALIAS-SAME: (%{{.*}}: ![[L]], %{{.*}}: ![[M]]) -> ![[T]]
// ALIAS: fly.size(%{{.*}}) : (![[L]]) -> ![[T]]
// ALIAS-NOT: !fly.layout<
// FULL-NOT: !layout
// FULL-LABEL: func.func @f
// FULL-SAME: (%{{.*}}: !fly.layout<(4,8):(1,4)>, %{{.*}}: !fly.memref<f32, global, (4,8):(1,4)>) -> !fly.int_tuple<32>
// FULL: fly.size(%{{.*}}) : (!fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<32>
func.func @f(%l: !fly.layout<(4,8):(1,4)>,
             %m: !fly.memref<f32, global, (4,8):(1,4)>) -> !fly.int_tuple<32> {
  %s = fly.size(%l) : (!fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<32>
  %t = fly.size(%l) : (!fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<32>
  return %s : !fly.int_tuple<32>
}
