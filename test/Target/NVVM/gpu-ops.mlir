// RUN: fly-opt %s --fly-lower-to-nvvm="chip=sm_90" | FileCheck %s
// RUN: fly-opt %s --fly-nvvm-pipeline="chip=sm_90 format=isa" -o /dev/null
// The upstream gpu ops the NVVM pipeline lowers (docs/reference/nvvm.md,
// "gpu ops"), each kernel storing what it computes so that nothing is dead.
// convert-gpu-to-nvvm does the ids, shuffles, barrier, printf, dynamic
// shared memory and the redux.sync reductions; fly-nvvm-expand-gpu-ops the
// rest first. Expected forms, from the PTX ISA: a butterfly reduction of
// 32 lanes is shfl.sync.bfly with lane masks 1, 2, 4, 8, 16 in that order,
// each followed by the combining op; a cluster of 8 stops after 4;
// redux.sync exists for uniform whole-warp i32 add/min/max/and/or/xor only
// (not mul); a 2 x f16 value is shuffled as one 32-bit word.
module attributes {gpu.container_module} {
  gpu.module @ops {
// Every id: tid, ctaid, ntid, nctaid, laneid; global_id = ctaid.x * ntid.x
// + tid.x; subgroup_id = linear tid / 32; num_subgroups = ceil(threads /
// 32); subgroup_size = 32.
// CHECK-LABEL: llvm.func @indices(
// CHECK-DAG: nvvm.read.ptx.sreg.tid.x
// CHECK-DAG: nvvm.read.ptx.sreg.ctaid.y
// CHECK-DAG: nvvm.read.ptx.sreg.ntid.z
// CHECK-DAG: nvvm.read.ptx.sreg.nctaid.x
// CHECK-DAG: nvvm.read.ptx.sreg.laneid
// CHECK-DAG: nvvm.read.ptx.sreg.ctaid.x
// CHECK-DAG: nvvm.read.ptx.sreg.tid.y
// CHECK-DAG: nvvm.read.ptx.sreg.tid.z
// CHECK-DAG: llvm.udiv
// CHECK-NOT: gpu.
// CHECK: llvm.return
    gpu.func @indices(%out: !llvm.ptr<1>) kernel {
      %t = gpu.thread_id x
      %b = gpu.block_id y
      %bd = gpu.block_dim z
      %gd = gpu.grid_dim x
      %l = gpu.lane_id
      %g = gpu.global_id x
      %sid = gpu.subgroup_id : index
      %ns = gpu.num_subgroups : index
      %ss = gpu.subgroup_size : index
      %s0 = arith.addi %t, %b : index
      %s1 = arith.addi %s0, %bd : index
      %s2 = arith.addi %s1, %gd : index
      %s3 = arith.addi %s2, %l : index
      %s4 = arith.addi %s3, %g : index
      %s5 = arith.addi %s4, %sid : index
      %s6 = arith.addi %s5, %ns : index
      %s7 = arith.addi %s6, %ss : index
      %v = arith.index_cast %s7 : index to i32
      llvm.store %v, %out : i32, !llvm.ptr<1>
      gpu.return
    }

// CHECK-LABEL: llvm.func @shuffles(
// CHECK: nvvm.shfl.sync  bfly {{.*}}, %arg1,
// CHECK: nvvm.shfl.sync  up
// CHECK: nvvm.shfl.sync  down
// CHECK: nvvm.shfl.sync  idx
// CHECK: llvm.return
    gpu.func @shuffles(%out: !llvm.ptr<1>, %x: f32) kernel {
      %c1 = arith.constant 1 : i32
      %c32 = arith.constant 32 : i32
      %a, %va = gpu.shuffle xor %x, %c1, %c32 : f32
      %b, %vb = gpu.shuffle up %a, %c1, %c32 : f32
      %c, %vc = gpu.shuffle down %b, %c1, %c32 : f32
      %d, %vd = gpu.shuffle idx %c, %c1, %c32 : f32
      llvm.store %d, %out : f32, !llvm.ptr<1>
      gpu.return
    }

// A 64-bit shuffle is two 32-bit ones (shfl.sync moves 32 bits).
// CHECK-LABEL: llvm.func @shuffle_f64(
// CHECK-COUNT-2: nvvm.shfl.sync  bfly %{{.*}} : i32 -> i32
// CHECK-NOT: nvvm.shfl.sync
// CHECK: llvm.return
    gpu.func @shuffle_f64(%out: !llvm.ptr<1>, %x: f64) kernel {
      %c1 = arith.constant 1 : i32
      %c32 = arith.constant 32 : i32
      %a, %va = gpu.shuffle xor %x, %c1, %c32 : f64
      llvm.store %a, %out : f64, !llvm.ptr<1>
      gpu.return
    }

// CHECK-LABEL: llvm.func @reduce_f32(
// CHECK-DAG: %[[M16:.*]] = llvm.mlir.constant(16 : i32)
// CHECK-DAG: %[[M8:.*]] = llvm.mlir.constant(8 : i32)
// CHECK-DAG: %[[M4:.*]] = llvm.mlir.constant(4 : i32)
// CHECK-DAG: %[[M2:.*]] = llvm.mlir.constant(2 : i32)
// CHECK-DAG: %[[M1:.*]] = llvm.mlir.constant(1 : i32)
// CHECK: %[[S1:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %arg1, %[[M1]],
// CHECK-NEXT: %[[A1:.*]] = llvm.fadd %arg1, %[[S1]]
// CHECK: %[[S2:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %[[A1]], %[[M2]],
// CHECK-NEXT: %[[A2:.*]] = llvm.fadd %[[A1]], %[[S2]]
// CHECK: %[[S4:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %[[A2]], %[[M4]],
// CHECK-NEXT: %[[A4:.*]] = llvm.fadd %[[A2]], %[[S4]]
// CHECK: %[[S8:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %[[A4]], %[[M8]],
// CHECK-NEXT: %[[A8:.*]] = llvm.fadd %[[A4]], %[[S8]]
// CHECK: %[[S16:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %[[A8]], %[[M16]],
// CHECK-NEXT: %[[A16:.*]] = llvm.fadd %[[A8]], %[[S16]]
// CHECK-NEXT: llvm.store %[[A16]], %arg0
    gpu.func @reduce_f32(%out: !llvm.ptr<1>, %x: f32) kernel {
      %r = gpu.subgroup_reduce add %x : (f32) -> f32
      llvm.store %r, %out : f32, !llvm.ptr<1>
      gpu.return
    }

// CHECK-LABEL: llvm.func @reduce_i32_uniform(
// CHECK-NOT: shfl
// CHECK: %[[R:.*]] = nvvm.redux.sync  add %arg1,
// CHECK-NEXT: llvm.store %[[R]], %arg0
    gpu.func @reduce_i32_uniform(%out: !llvm.ptr<1>, %x: i32) kernel {
      %r = gpu.subgroup_reduce add %x uniform : (i32) -> i32
      llvm.store %r, %out : i32, !llvm.ptr<1>
      gpu.return
    }

// CHECK-LABEL: llvm.func @reduce_cluster(
// CHECK-COUNT-3: nvvm.shfl.sync  bfly
// CHECK-NOT: nvvm.shfl.sync
// CHECK: llvm.return
    gpu.func @reduce_cluster(%out: !llvm.ptr<1>, %x: f32) kernel {
      %r = gpu.subgroup_reduce maxnumf %x cluster(size = 8) : (f32) -> f32
      llvm.store %r, %out : f32, !llvm.ptr<1>
      gpu.return
    }

// CHECK-LABEL: llvm.func @reduce_mul(
// CHECK-NOT: redux
// CHECK-COUNT-5: llvm.mul
// CHECK-NOT: nvvm.shfl.sync
// CHECK: llvm.return
    gpu.func @reduce_mul(%out: !llvm.ptr<1>, %x: i32) kernel {
      %r = gpu.subgroup_reduce mul %x uniform : (i32) -> i32
      llvm.store %r, %out : i32, !llvm.ptr<1>
      gpu.return
    }

// CHECK-LABEL: llvm.func @reduce_f16x2(
// CHECK-COUNT-5: nvvm.shfl.sync  bfly %{{.*}} : i32 -> i32
// CHECK-NOT: nvvm.shfl.sync
// CHECK: llvm.fadd {{.*}} : vector<2xf16>
// CHECK-NEXT: llvm.store
    gpu.func @reduce_f16x2(%out: !llvm.ptr<1>, %x: vector<2xf16>) kernel {
      %r = gpu.subgroup_reduce add %x : (vector<2xf16>) -> vector<2xf16>
      llvm.store %r, %out : vector<2xf16>, !llvm.ptr<1>
      gpu.return
    }

// An f64 is reduced with 64-bit shuffles, each two 32-bit ones: 10.
// CHECK-LABEL: llvm.func @reduce_f64(
// CHECK-COUNT-10: nvvm.shfl.sync  bfly %{{.*}} : i32 -> i32
// CHECK-NOT: nvvm.shfl.sync
// CHECK: llvm.return
    gpu.func @reduce_f64(%out: !llvm.ptr<1>, %x: f64) kernel {
      %r = gpu.subgroup_reduce add %x : (f64) -> f64
      llvm.store %r, %out : f64, !llvm.ptr<1>
      gpu.return
    }

// A block-wide reduction: a warp butterfly, the warp results through shared
// memory between two barriers, a second butterfly.
// CHECK-LABEL: llvm.func @all_reduce(
// CHECK: llvm.mlir.addressof @__wg_all_reduce_0 : !llvm.ptr<3>
// CHECK: nvvm.shfl.sync  bfly
// CHECK: nvvm.barrier0
// CHECK: nvvm.shfl.sync  bfly
// CHECK: nvvm.barrier0
// CHECK: llvm.return
    gpu.func @all_reduce(%out: !llvm.ptr<1>, %x: f32) kernel {
      %r = gpu.all_reduce add %x uniform {} : (f32) -> f32
      llvm.store %r, %out : f32, !llvm.ptr<1>
      gpu.return
    }

// CHECK-LABEL: llvm.func @misc(
// CHECK: nvvm.barrier0
// CHECK: llvm.call @vprintf(
// CHECK: llvm.return
    gpu.func @misc(%out: !llvm.ptr<1>, %x: f32) kernel {
      gpu.barrier
      gpu.printf "x %f\n", %x : f32
      %m = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      gpu.return
    }
  }
}
