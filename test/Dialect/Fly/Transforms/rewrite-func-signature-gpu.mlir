// RUN: fly-opt %s --fly-rewrite-func-signature | FileCheck %s
// gpu.func signatures, gpu.return and gpu.launch_func kernel operands:
// static operands are dropped, dynamic ones packed at the launch site.

module attributes {gpu.container_module} {
gpu.module @kernels {
  // CHECK-LABEL: gpu.func @static_kernel()
  // CHECK-NEXT: fly.static : !fly.int_tuple<(4,8)>
  // CHECK-NEXT: fly.static : !fly.tile<[*|4]>
  // CHECK-NEXT: gpu.return
  gpu.func @static_kernel(%t: !fly.int_tuple<(4,8)>, %s: !fly.tile<[*|4]>) kernel {
    gpu.return
  }

  // CHECK-LABEL: gpu.func @dynamic_kernel(%arg0: !llvm.struct<packed (i32, i64)>, %arg1: f32, %arg2: !llvm.struct<packed (struct<packed (i32)>, struct<packed (i32)>)>)
  // CHECK-SAME: kernel
  // CHECK-DAG: llvm.extractvalue %arg0[0] : !llvm.struct<packed (i32, i64)>
  // CHECK-DAG: llvm.extractvalue %arg0[1] : !llvm.struct<packed (i32, i64)>
  // CHECK-DAG: fly.make_int_tuple(%{{.*}}, %{{.*}}) : (i32, i64) -> !fly.int_tuple<(?,?{i64})>
  // CHECK-DAG: llvm.extractvalue %arg2[0, 0]
  // CHECK-DAG: llvm.extractvalue %arg2[1, 0]
  // CHECK-DAG: fly.make_layout({{.*}}) : (!fly.int_tuple<(4,?)>, !fly.int_tuple<(?,1)>) -> !fly.layout<(4,?):(?,1)>
  // CHECK: gpu.return
  gpu.func @dynamic_kernel(%t: !fly.int_tuple<(?,?{i64})>, %f: f32, %l: !fly.layout<(4,?):(?,1)>) kernel {
    %x:2 = fly.get_leaves(%t) {dynamicOnly = true} : (!fly.int_tuple<(?,?{i64})>) -> (i32, i64)
    gpu.return
  }

  // A device function: gpu.return packs its operands.
  // CHECK-LABEL: gpu.func @device(%arg0: !llvm.struct<packed (struct<packed (i32)>, struct<packed (i32)>)>) -> (!llvm.struct<packed (struct<packed (i32)>, struct<packed (i32)>)>, i32)
  // CHECK-NEXT: %[[S:.*]] = fly.static : !fly.int_tuple<3>
  // CHECK-NEXT: %[[C:.*]] = arith.constant 0 : i32
  // CHECK-NEXT: gpu.return %arg0, %[[C]] : !llvm.struct<packed (struct<packed (i32)>, struct<packed (i32)>)>, i32
  gpu.func @device(%l: !fly.layout<(4,?):(?,1)>, %s: !fly.int_tuple<3>) -> (!fly.layout<(4,?):(?,1)>, !fly.int_tuple<3>, i32) {
    %c = arith.constant 0 : i32
    gpu.return %l, %s, %c : !fly.layout<(4,?):(?,1)>, !fly.int_tuple<3>, i32
  }
}

// CHECK-LABEL: func.func @launch_static()
// CHECK: gpu.launch_func @kernels::@static_kernel blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in (%{{.*}}, %{{.*}}, %{{.*}}){{ *$}}
func.func @launch_static(%t: !fly.int_tuple<(4,8)>) {
  %c1 = arith.constant 1 : index
  %s = fly.static : !fly.tile<[*|4]>
  gpu.launch_func @kernels::@static_kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%t : !fly.int_tuple<(4,8)>, %s : !fly.tile<[*|4]>)
  return
}

// CHECK-LABEL: func.func @launch_dynamic(%arg0: i32, %arg1: i64, %arg2: !llvm.struct<packed (struct<packed (i32)>, struct<packed (i32)>)>, %arg3: f32)
// CHECK: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<packed (i32, i64)>
// CHECK-NEXT: %[[I0:.*]] = llvm.insertvalue %arg0, %[[U]][0] : !llvm.struct<packed (i32, i64)>
// CHECK-NEXT: %[[I1:.*]] = llvm.insertvalue %arg1, %[[I0]][1] : !llvm.struct<packed (i32, i64)>
// CHECK-NEXT: gpu.launch_func @kernels::@dynamic_kernel blocks in ({{.*}}) threads in ({{.*}}) args(%[[I1]] : !llvm.struct<packed (i32, i64)>, %arg3 : f32, %arg2 : !llvm.struct<packed (struct<packed (i32)>, struct<packed (i32)>)>)
func.func @launch_dynamic(%a: i32, %b: i64, %l: !fly.layout<(4,?):(?,1)>, %f: f32) {
  %c1 = arith.constant 1 : index
  %t = fly.make_int_tuple(%a, %b) : (i32, i64) -> !fly.int_tuple<(?,?{i64})>
  gpu.launch_func @kernels::@dynamic_kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%t : !fly.int_tuple<(?,?{i64})>, %f : f32, %l : !fly.layout<(4,?):(?,1)>)
  return
}
}
