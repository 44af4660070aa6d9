// stmatrix through --fly-nvvm-pipeline to PTX on sm_90 (PTX ISA 7.8, the
// chip's default; stmatrix needs sm_90 and 7.8, so sm_80 stops at
// fly-nvvm-check-target). The kernel is an epilogue: an m16n8k16 f16 -> f16
// tile as in mma-sync-ptx.mlir (C loaded from a row-major (16,8):(8,1) f16
// tile: c0 = C(g, 2t..2t+1), c1 = rows + 8, 8 rows of 8 halves = +128
// bytes), then D written to shared memory with stmatrix.x2 in the C layout
// (test/Dialect/FlyNVVM/layouts.mlir: register j of lane l holds row g + 8j,
// columns 2t, 2t+1 = d_j of the f16 accumulator, so the instruction takes
// D's two registers as they are, in order; lane l < 16 gives the address of
// row l, 16 bytes each), a barrier, and a plain 64-bit copy of each lane's
// 4 halves to global memory.
// RUN: rm -rf %t %t.empty && mkdir -p %t.empty
// RUN: env -u CUDA_PATH PATH=%t.empty fly-opt %s --fly-nvvm-pipeline="chip=sm_90 output-dir=%t" -o /dev/null
// RUN: FileCheck %s --input-file=%t/epilogue.sm_90.ptx --implicit-check-not=.local
// RUN: not fly-opt %s --fly-nvvm-pipeline=chip=sm_80 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM80
// SM80: error: 'fly.make_copy_atom' op uses '!fly_nvvm.stmatrix<x2>', which sm_80 cannot run: stmatrix needs sm_90 or later (Hopper); the chip is sm_80

// CHECK: .version 7.8
// CHECK: .target sm_90
// CHECK-LABEL: .visible .entry stmatrix_c(
// CHECK-DAG: ld.param.b64 [[PA:%rd[0-9]+]], [stmatrix_c_param_0];
// CHECK-DAG: ld.param.b64 [[PB:%rd[0-9]+]], [stmatrix_c_param_1];
// CHECK-DAG: ld.param.b64 [[PC:%rd[0-9]+]], [stmatrix_c_param_2];
// CHECK-DAG: ld.param.b64 [[PO:%rd[0-9]+]], [stmatrix_c_param_3];
// CHECK-DAG: add.s64 [[A:%rd[0-9]+]], [[PA]], %rd{{[0-9]+}};
// CHECK-DAG: add.s64 [[B:%rd[0-9]+]], [[PB]], %rd{{[0-9]+}};
// CHECK-DAG: add.s64 [[C:%rd[0-9]+]], [[PC]], %rd{{[0-9]+}};
// CHECK-DAG: ld.global.b32 [[A0:%r[0-9]+]], {{\[}}[[A]]{{\]}};
// CHECK-DAG: ld.global.b32 [[A1:%r[0-9]+]], {{\[}}[[A]]+256{{\]}};
// CHECK-DAG: ld.global.b32 [[A2:%r[0-9]+]], {{\[}}[[A]]+16{{\]}};
// CHECK-DAG: ld.global.b32 [[A3:%r[0-9]+]], {{\[}}[[A]]+272{{\]}};
// CHECK-DAG: ld.global.b32 [[B0:%r[0-9]+]], {{\[}}[[B]]{{\]}};
// CHECK-DAG: ld.global.b32 [[B1:%r[0-9]+]], {{\[}}[[B]]+16{{\]}};
// CHECK-DAG: ld.global.b32 [[C0:%r[0-9]+]], {{\[}}[[C]]{{\]}};
// CHECK-DAG: ld.global.b32 [[C1:%r[0-9]+]], {{\[}}[[C]]+128{{\]}};
// CHECK: mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16
// CHECK-NEXT: {[[D0:%r[0-9]+]], [[D1:%r[0-9]+]]},
// CHECK-NEXT: {[[A0]], [[A1]], [[A2]], [[A3]]},
// CHECK-NEXT: {[[B0]], [[B1]]},
// CHECK-NEXT: {[[C0]], [[C1]]};
// CHECK: stmatrix.sync.aligned.m8n8.x2.shared.b16 [%rd{{[0-9]+}}], {[[D0]], [[D1]]};
// CHECK-NOT: stmatrix
// CHECK: bar.sync 0;
// CHECK: ld.shared.b64 [[V:%rd[0-9]+]], [%rd{{[0-9]+}}];
// CHECK: st.global.b64 [%rd{{[0-9]+}}], [[V]];
// CHECK: ret;

!mma = !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f16>>
!tm = !fly.tiled_mma<!mma, !fly.layout<(1,1,1):(0,0,0)>>
!c32 = !fly.copy_atom<!fly.universal_copy<32>, 16>
!c64 = !fly.copy_atom<!fly.universal_copy<64>, 16>
!stC = !fly.copy_atom<!fly_nvvm.stmatrix<x2>, 16>
!tvC = !fly.layout<((4,8),(2,2)):((32,1),(16,8))>
!tvO = !fly.layout<((2,16),4):((64,1),16)>
!t16x8 = !fly.tile<[16:1|8:1]>
!tcC = !fly.tiled_copy<!stC, !tvC, !t16x8>
!tcO = !fly.tiled_copy<!c64, !tvO, !t16x8>
!gA = !fly.memref<f16, global, (16,16):(16,1), align<16>>
!gB = !fly.memref<f16, global, (8,16):(16,1), align<16>>
!gC = !fly.memref<f16, global, (16,8):(8,1), align<16>>
!sC = !fly.memref<f16, shared, (16,8):(8,1), align<1024>>
!fA = !fly.memref<f16, register, ((2,2,2),1,1):((1,2,4),0,0)>
!fB = !fly.memref<f16, register, ((2,2),1,1):((1,2),0,0)>
!fC = !fly.memref<f16, register, ((2,2),1,1):((1,2),0,0)>
!pA = !fly.memref<f16, global, ((2,2,2),1,1):((1,128,8),0,0), align<4>>
!pB = !fly.memref<f16, global, ((2,2),1,1):((1,8),0,0), align<4>>
!pC = !fly.memref<f16, global, ((2,2),1,1):((1,64),0,0), align<4>>
module attributes {gpu.container_module} {
  gpu.module @epilogue {
    gpu.func @stmatrix_c(%pa: !fly.ptr<f16, global, align<16>>, %pb: !fly.ptr<f16, global, align<16>>, %pc: !fly.ptr<f16, global, align<16>>, %po: !fly.ptr<f16, global, align<16>>) kernel {
      %tx = gpu.thread_id x
      %ti = arith.index_cast %tx : index to i32
      %tid = fly.make_int_tuple(%ti) : (i32) -> !fly.int_tuple<?>
      %la = fly.static : !fly.layout<(16,16):(16,1)>
      %lb = fly.static : !fly.layout<(8,16):(16,1)>
      %lc = fly.static : !fly.layout<(16,8):(8,1)>
      %ga = fly.make_view(%pa, %la) : (!fly.ptr<f16, global, align<16>>, !fly.layout<(16,16):(16,1)>) -> !gA
      %gb = fly.make_view(%pb, %lb) : (!fly.ptr<f16, global, align<16>>, !fly.layout<(8,16):(16,1)>) -> !gB
      %gc = fly.make_view(%pc, %lc) : (!fly.ptr<f16, global, align<16>>, !fly.layout<(16,8):(8,1)>) -> !gC
      %go = fly.make_view(%po, %lc) : (!fly.ptr<f16, global, align<16>>, !fly.layout<(16,8):(8,1)>) -> !gC
      %d8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %s16 = fly.recast_iter(%d8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f16, shared, align<1024>>
      %sc = fly.make_view(%s16, %lc) : (!fly.ptr<f16, shared, align<1024>>, !fly.layout<(16,8):(8,1)>) -> !sC
      %atom = fly.make_mma_atom : !mma
      %al = fly.static : !fly.layout<(1,1,1):(0,0,0)>
      %tm = fly.make_tiled_mma(%atom, %al) : (!mma, !fly.layout<(1,1,1):(0,0,0)>) -> !tm
      %pA = fly.tiled_mma.partition(a, %tm, %ga, %tid) : (!tm, !gA, !fly.int_tuple<?>) -> !pA
      %pB = fly.tiled_mma.partition(b, %tm, %gb, %tid) : (!tm, !gB, !fly.int_tuple<?>) -> !pB
      %pC = fly.tiled_mma.partition(c, %tm, %gc, %tid) : (!tm, !gC, !fly.int_tuple<?>) -> !pC
      %fA = fly.mma.make_fragment(a, %tm, %ga) : (!tm, !gA) -> !fA
      %fB = fly.mma.make_fragment(b, %tm, %gb) : (!tm, !gB) -> !fB
      %fC = fly.mma.make_fragment(c, %tm, %gc) : (!tm, !gC) -> !fC
      %cp = fly.make_copy_atom {valBits = 16 : i32} : !c32
      fly.copy(%cp, %pA, %fA) : (!c32, !pA, !fA) -> ()
      fly.copy(%cp, %pB, %fB) : (!c32, !pB, !fB) -> ()
      fly.copy(%cp, %pC, %fC) : (!c32, !pC, !fC) -> ()
      fly.gemm(%tm, %fC, %fA, %fB, %fC) {traversalOrder = #fly<gemm_traversal_order mnk>} : (!tm, !fC, !fA, !fB, !fC) -> ()
      %st = fly.make_copy_atom {valBits = 16 : i32} : !stC
      %tvc = fly.static : !tvC
      %tile = fly.static : !t16x8
      %tcc = fly.make_tiled_copy(%st, %tvc, %tile) : (!stC, !tvC, !t16x8) -> !tcC
      %src = fly.tiled_copy.retile(%tcc, %fC) : (!tcC, !fC) -> !fly.memref<f16, register, ((4,1),1,1):((1,0),0,0)>
      %dst = fly.tiled_copy.partition_dst(%tcc, %sc, %tid) : (!tcC, !sC, !fly.int_tuple<?>) -> !fly.memref<f16, shared, ((4,1),1,1):((1,0),0,0), align<16>>
      fly.copy(%st, %src, %dst) : (!stC, !fly.memref<f16, register, ((4,1),1,1):((1,0),0,0)>, !fly.memref<f16, shared, ((4,1),1,1):((1,0),0,0), align<16>>) -> ()
      gpu.barrier
      %c64 = fly.make_copy_atom {valBits = 16 : i32} : !c64
      %tvo = fly.static : !tvO
      %tco = fly.make_tiled_copy(%c64, %tvo, %tile) : (!c64, !tvO, !t16x8) -> !tcO
      %os = fly.tiled_copy.partition_src(%tco, %sc, %tid) : (!tcO, !sC, !fly.int_tuple<?>) -> !fly.memref<f16, shared, ((4,1),1,1):((1,0),0,0), align<8>>
      %od = fly.tiled_copy.partition_dst(%tco, %go, %tid) : (!tcO, !gC, !fly.int_tuple<?>) -> !fly.memref<f16, global, ((4,1),1,1):((1,0),0,0), align<8>>
      fly.copy(%c64, %os, %od) : (!c64, !fly.memref<f16, shared, ((4,1),1,1):((1,0),0,0), align<8>>, !fly.memref<f16, global, ((4,1),1,1):((1,0),0,0), align<8>>) -> ()
      gpu.return
    }
  }
}
