// Whole --fly-nvvm-pipeline kernels with the fly_nvvm atoms, to PTX for
// sm_80 (PTX ISA 7.0, the chip's default): a tiled warp GEMM per mma.sync
// family, with A, B and C partitioned from global tiles by the one-atom tiled
// MMA (test/Dialect/FlyNVVM/layouts.mlir), and a kernel that stages A and B
// through shared memory with cp.async and loads the fragments with ldmatrix.
// The checks follow each register from the load that fills it (the address
// offset tells which fragment element it is, by the PTX ISA's fragment
// figures; docs/notes/nvidia-atoms.md) into the instruction's operand lists,
// so a swapped operand or register fails them; each kernel has its
// instruction once and no local memory (the fragments stay in registers).
// nvidia-atoms-ptxas.mlir assembles this PTX with ptxas when it is there.
// RUN: rm -rf %t %t.empty && mkdir -p %t.empty
// RUN: env -u CUDA_PATH PATH=%t.empty fly-opt %s --fly-nvvm-pipeline="chip=sm_80 output-dir=%t" -o /dev/null
// RUN: FileCheck %s --input-file=%t/gemm.sm_80.ptx --implicit-check-not=.local
// CHECK: .version 7.0
// CHECK: .target sm_80

// A is staged M-major ((16,16):(1,16), lane t copies elements 8t..8t+7 with
// one 16-byte cp.async.cg), B K-major ((8,16):(16,1), lane t copies 4
// elements at 4t with an 8-byte cp.async.ca) 512 bytes further; commit, wait
// for all groups, barrier. Then ldmatrix.x4.trans reads A (lane l gives the
// stored column l%8 + 8*(l/16) from row 8*((l/8)%2)) into the A fragment and
// ldmatrix.x2 reads B (lane l < 16 gives row l%8 from column 8*(l/8)) into
// the B fragment: the loaded registers are the mma.sync operands, in order.
// C comes from global as in the tile kernels.
// CHECK-LABEL: .visible .entry ldmatrix_mma(
// CHECK-DAG: ld.param.b64 [[PA:%rd[0-9]+]], [ldmatrix_mma_param_0];
// CHECK-DAG: ld.param.b64 [[PB:%rd[0-9]+]], [ldmatrix_mma_param_1];
// CHECK-DAG: ld.param.b64 [[PC:%rd[0-9]+]], [ldmatrix_mma_param_2];
// CHECK: add.s64 [[GA:%rd[0-9]+]], [[PA]], %rd{{[0-9]+}};
// CHECK: cp.async.cg.shared.global [%rd{{[0-9]+}}], {{\[}}[[GA]]{{\]}}, 16;
// CHECK-NOT: cp.async.cg
// CHECK: add.s64 [[GB:%rd[0-9]+]], [[PB]], %rd{{[0-9]+}};
// CHECK: cp.async.ca.shared.global [%rd{{[0-9]+}}+512], {{\[}}[[GB]]{{\]}}, 8;
// CHECK-NEXT: cp.async.commit_group;
// CHECK-NEXT: cp.async.wait_group 0;
// CHECK-NEXT: bar.sync 0;
// CHECK: add.s64 [[C:%rd[0-9]+]], [[PC]], %rd{{[0-9]+}};
// CHECK: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {[[A0:%r[0-9]+]], [[A1:%r[0-9]+]], [[A2:%r[0-9]+]], [[A3:%r[0-9]+]]}, [%rd{{[0-9]+}}];
// CHECK: ldmatrix.sync.aligned.m8n8.x2.shared.b16 {[[B0:%r[0-9]+]], [[B1:%r[0-9]+]]}, [%rd{{[0-9]+}}+512];
// CHECK-DAG: ld.global.v2.b32 {[[C0:%r[0-9]+]], [[C1:%r[0-9]+]]}, {{\[}}[[C]]{{\]}};
// CHECK-DAG: ld.global.v2.b32 {[[C2:%r[0-9]+]], [[C3:%r[0-9]+]]}, {{\[}}[[C]]+256{{\]}};
// CHECK: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// CHECK-NEXT: {[[D0:%r[0-9]+]], [[D1:%r[0-9]+]], [[D2:%r[0-9]+]], [[D3:%r[0-9]+]]},
// CHECK-NEXT: {[[A0]], [[A1]], [[A2]], [[A3]]},
// CHECK-NEXT: {[[B0]], [[B1]]},
// CHECK-NEXT: {[[C0]], [[C1]], [[C2]], [[C3]]};
// CHECK-NOT: {{ldmatrix|mma.sync|cp.async}}
// CHECK: st.global.v2.b32 {{\[}}[[C]]+256{{\]}}, {[[D2]], [[D3]]};
// CHECK: ret;

// m16n8k16 bf16 -> f32 on row-major A (16,16):(16,1), B as (N,K) (8,16):(16,1)
// and C (16,8):(8,1) in global memory, partitioned by the tiled MMA (lane
// l = t + 4g starts at A (g, 2t), B (g, 2t), C (g, 2t)). PTX ISA fragments:
// a0 = A(g, 2t..2t+1), a1 = A(g+8, ...): +8 rows = 256 bytes, a2 = A(g,
// 2t+8..): +16 bytes, a3 = both: +272; b0 = B(k 2t..2t+1, n g), b1 = k+8:
// +16 bytes; c0,c1 = C(g, 2t..2t+1), c2,c3 = C(g+8, ...): +8 rows of 8 f32 =
// 256 bytes. So the instruction's A operand is the loads at +0, +256, +16,
// +272 in that order, B +0, +16, C the pairs at +0 and +256, and D goes
// back to C's addresses (d0, d1 at +0, d2, d3 at +256).
// CHECK-LABEL: .visible .entry bf16(
// CHECK-DAG: ld.param.b64 [[PA:%rd[0-9]+]], [bf16_param_0];
// CHECK-DAG: ld.param.b64 [[PB:%rd[0-9]+]], [bf16_param_1];
// CHECK-DAG: ld.param.b64 [[PC:%rd[0-9]+]], [bf16_param_2];
// CHECK-DAG: add.s64 [[A:%rd[0-9]+]], [[PA]], %rd{{[0-9]+}};
// CHECK-DAG: add.s64 [[B:%rd[0-9]+]], [[PB]], %rd{{[0-9]+}};
// CHECK-DAG: add.s64 [[C:%rd[0-9]+]], [[PC]], %rd{{[0-9]+}};
// CHECK-DAG: ld.global.b32 [[A0:%r[0-9]+]], {{\[}}[[A]]{{\]}};
// CHECK-DAG: ld.global.b32 [[A1:%r[0-9]+]], {{\[}}[[A]]+256{{\]}};
// CHECK-DAG: ld.global.b32 [[A2:%r[0-9]+]], {{\[}}[[A]]+16{{\]}};
// CHECK-DAG: ld.global.b32 [[A3:%r[0-9]+]], {{\[}}[[A]]+272{{\]}};
// CHECK-DAG: ld.global.b32 [[B0:%r[0-9]+]], {{\[}}[[B]]{{\]}};
// CHECK-DAG: ld.global.b32 [[B1:%r[0-9]+]], {{\[}}[[B]]+16{{\]}};
// CHECK-DAG: ld.global.v2.b32 {[[C0:%r[0-9]+]], [[C1:%r[0-9]+]]}, {{\[}}[[C]]{{\]}};
// CHECK-DAG: ld.global.v2.b32 {[[C2:%r[0-9]+]], [[C3:%r[0-9]+]]}, {{\[}}[[C]]+256{{\]}};
// CHECK: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// CHECK-NEXT: {[[D0:%r[0-9]+]], [[D1:%r[0-9]+]], [[D2:%r[0-9]+]], [[D3:%r[0-9]+]]},
// CHECK-NEXT: {[[A0]], [[A1]], [[A2]], [[A3]]},
// CHECK-NEXT: {[[B0]], [[B1]]},
// CHECK-NEXT: {[[C0]], [[C1]], [[C2]], [[C3]]};
// CHECK-NOT: mma.sync
// CHECK-DAG: cvt.u64.u32 %rd{{[0-9]+}}, [[D0]];
// CHECK-DAG: cvt.u64.u32 %rd{{[0-9]+}}, [[D1]];
// CHECK-DAG: st.global.b64 {{\[}}[[C]]{{\]}}, %rd{{[0-9]+}};
// CHECK-DAG: st.global.v2.b32 {{\[}}[[C]]+256{{\]}}, {[[D2]], [[D3]]};
// CHECK: ret;

// m16n8k8 tf32 (f32 tiles: A (16,8):(8,1), B (8,8):(8,1), C (16,8):(8,1)):
// a0 = A(g, t), a1 = A(g+8, t): +8 rows of 8 f32 = 256 bytes, a2 = A(g, t+4):
// +16 bytes, a3 = +272; b0 = B(k t, n g), b1 = k+4: +16 bytes.
// CHECK-LABEL: .visible .entry tf32(
// CHECK-DAG: ld.param.b64 [[PA:%rd[0-9]+]], [tf32_param_0];
// CHECK-DAG: ld.param.b64 [[PB:%rd[0-9]+]], [tf32_param_1];
// CHECK-DAG: ld.param.b64 [[PC:%rd[0-9]+]], [tf32_param_2];
// CHECK-DAG: add.s64 [[A:%rd[0-9]+]], [[PA]], %rd{{[0-9]+}};
// CHECK-DAG: add.s64 [[B:%rd[0-9]+]], [[PB]], %rd{{[0-9]+}};
// CHECK-DAG: add.s64 [[C:%rd[0-9]+]], [[PC]], %rd{{[0-9]+}};
// CHECK-DAG: ld.global.b32 [[A0:%r[0-9]+]], {{\[}}[[A]]{{\]}};
// CHECK-DAG: ld.global.b32 [[A1:%r[0-9]+]], {{\[}}[[A]]+256{{\]}};
// CHECK-DAG: ld.global.b32 [[A2:%r[0-9]+]], {{\[}}[[A]]+16{{\]}};
// CHECK-DAG: ld.global.b32 [[A3:%r[0-9]+]], {{\[}}[[A]]+272{{\]}};
// CHECK-DAG: ld.global.b32 [[B0:%r[0-9]+]], {{\[}}[[B]]{{\]}};
// CHECK-DAG: ld.global.b32 [[B1:%r[0-9]+]], {{\[}}[[B]]+16{{\]}};
// CHECK-DAG: ld.global.v2.b32 {[[C0:%r[0-9]+]], [[C1:%r[0-9]+]]}, {{\[}}[[C]]{{\]}};
// CHECK-DAG: ld.global.v2.b32 {[[C2:%r[0-9]+]], [[C3:%r[0-9]+]]}, {{\[}}[[C]]+256{{\]}};
// CHECK: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32
// CHECK-NEXT: {[[D0:%r[0-9]+]], [[D1:%r[0-9]+]], [[D2:%r[0-9]+]], [[D3:%r[0-9]+]]},
// CHECK-NEXT: {[[A0]], [[A1]], [[A2]], [[A3]]},
// CHECK-NEXT: {[[B0]], [[B1]]},
// CHECK-NEXT: {[[C0]], [[C1]], [[C2]], [[C3]]};
// CHECK-NOT: mma.sync
// CHECK-DAG: cvt.u64.u32 %rd{{[0-9]+}}, [[D0]];
// CHECK-DAG: cvt.u64.u32 %rd{{[0-9]+}}, [[D1]];
// CHECK-DAG: st.global.b64 {{\[}}[[C]]{{\]}}, %rd{{[0-9]+}};
// CHECK-DAG: st.global.v2.b32 {{\[}}[[C]]+256{{\]}}, {[[D2]], [[D3]]};
// CHECK: ret;

// m16n8k32 s8 x u8 (signB = false) -> s32 (A (16,32):(32,1), B (8,32):(32,1)
// i8, C (16,8):(8,1) i32): a0 = A(g, 4t..4t+3), a1 = rows + 8: 256 bytes,
// a2 = k + 16: +16 bytes, a3 = +272; b0 = B(k 4t..4t+3, n g), b1 = k+16:
// +16 bytes. The accumulator wraps (no .satfinite).
// CHECK-LABEL: .visible .entry s8_u8(
// CHECK-DAG: ld.param.b64 [[PA:%rd[0-9]+]], [s8_u8_param_0];
// CHECK-DAG: ld.param.b64 [[PB:%rd[0-9]+]], [s8_u8_param_1];
// CHECK-DAG: ld.param.b64 [[PC:%rd[0-9]+]], [s8_u8_param_2];
// CHECK-DAG: add.s64 [[A:%rd[0-9]+]], [[PA]], %rd{{[0-9]+}};
// CHECK-DAG: add.s64 [[B:%rd[0-9]+]], [[PB]], %rd{{[0-9]+}};
// CHECK-DAG: add.s64 [[C:%rd[0-9]+]], [[PC]], %rd{{[0-9]+}};
// CHECK-DAG: ld.global.b32 [[A0:%r[0-9]+]], {{\[}}[[A]]{{\]}};
// CHECK-DAG: ld.global.b32 [[A1:%r[0-9]+]], {{\[}}[[A]]+256{{\]}};
// CHECK-DAG: ld.global.b32 [[A2:%r[0-9]+]], {{\[}}[[A]]+16{{\]}};
// CHECK-DAG: ld.global.b32 [[A3:%r[0-9]+]], {{\[}}[[A]]+272{{\]}};
// CHECK-DAG: ld.global.b32 [[B0:%r[0-9]+]], {{\[}}[[B]]{{\]}};
// CHECK-DAG: ld.global.b32 [[B1:%r[0-9]+]], {{\[}}[[B]]+16{{\]}};
// CHECK-DAG: ld.global.v2.b32 {[[C0:%r[0-9]+]], [[C1:%r[0-9]+]]}, {{\[}}[[C]]{{\]}};
// CHECK-DAG: ld.global.v2.b32 {[[C2:%r[0-9]+]], [[C3:%r[0-9]+]]}, {{\[}}[[C]]+256{{\]}};
// CHECK: mma.sync.aligned.m16n8k32.row.col.s32.s8.u8.s32
// CHECK-NEXT: {[[D0:%r[0-9]+]], [[D1:%r[0-9]+]], [[D2:%r[0-9]+]], [[D3:%r[0-9]+]]},
// CHECK-NEXT: {[[A0]], [[A1]], [[A2]], [[A3]]},
// CHECK-NEXT: {[[B0]], [[B1]]},
// CHECK-NEXT: {[[C0]], [[C1]], [[C2]], [[C3]]};
// CHECK-NOT: mma.sync
// CHECK-DAG: cvt.u64.u32 %rd{{[0-9]+}}, [[D0]];
// CHECK-DAG: cvt.u64.u32 %rd{{[0-9]+}}, [[D1]];
// CHECK-DAG: st.global.b64 {{\[}}[[C]]{{\]}}, %rd{{[0-9]+}};
// CHECK-DAG: st.global.v2.b32 {{\[}}[[C]]+256{{\]}}, {[[D2]], [[D3]]};
// CHECK: ret;

!mma = !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f32>>
!tm = !fly.tiled_mma<!mma, !fly.layout<(1,1,1):(0,0,0)>>
!cpA = !fly.copy_atom<!fly_nvvm.cp_async<128, cg>, 16>
!cpB = !fly.copy_atom<!fly_nvvm.cp_async<64, ca>, 16>
!ldA = !fly.copy_atom<!fly_nvvm.ldmatrix<x4, trans>, 16>
!ldB = !fly.copy_atom<!fly_nvvm.ldmatrix<x2>, 16>
!cpC = !fly.copy_atom<!fly.universal_copy<64>, 32>
!t16 = !fly.tile<[16:1|16:1]>
!t8x16 = !fly.tile<[8:1|16:1]>
!tvSA = !fly.layout<((2,16),8):((8,16),1)>
!tvSB = !fly.layout<((4,8),4):((32,1),8)>
!tvA = !fly.layout<((4,8),(2,2,2)):((32,1),(16,8,128))>
!tvB = !fly.layout<((4,8),(2,2)):((16,1),(8,64))>
!tcSA = !fly.tiled_copy<!cpA, !tvSA, !t16>
!tcSB = !fly.tiled_copy<!cpB, !tvSB, !t8x16>
!tcA = !fly.tiled_copy<!ldA, !tvA, !t16>
!tcB = !fly.tiled_copy<!ldB, !tvB, !t8x16>
!gA = !fly.memref<f16, global, (16,16):(1,16), align<16>>
!gB = !fly.memref<f16, global, (8,16):(16,1), align<16>>
!gC = !fly.memref<f32, global, (16,8):(8,1), align<16>>
!sA = !fly.memref<f16, shared, (16,16):(1,16), align<1024>>
!sB = !fly.memref<f16, shared, (8,16):(16,1), align<512>>
module attributes {gpu.container_module} {
  gpu.module @gemm {
    gpu.func @ldmatrix_mma(%pa: !fly.ptr<f16, global, align<16>>, %pb: !fly.ptr<f16, global, align<16>>, %pc: !fly.ptr<f32, global, align<16>>) kernel {
      %tx = gpu.thread_id x
      %ti = arith.index_cast %tx : index to i32
      %tid = fly.make_int_tuple(%ti) : (i32) -> !fly.int_tuple<?>
      %la = fly.static : !fly.layout<(16,16):(1,16)>
      %lb = fly.static : !fly.layout<(8,16):(16,1)>
      %lc = fly.static : !fly.layout<(16,8):(8,1)>
      %ga = fly.make_view(%pa, %la) : (!fly.ptr<f16, global, align<16>>, !fly.layout<(16,16):(1,16)>) -> !gA
      %gb = fly.make_view(%pb, %lb) : (!fly.ptr<f16, global, align<16>>, !fly.layout<(8,16):(16,1)>) -> !gB
      %gc = fly.make_view(%pc, %lc) : (!fly.ptr<f32, global, align<16>>, !fly.layout<(16,8):(8,1)>) -> !gC
      %d8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %s16 = fly.recast_iter(%d8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f16, shared, align<1024>>
      %o256 = fly.static : !fly.int_tuple<256>
      %sbp = fly.add_offset(%s16, %o256) : (!fly.ptr<f16, shared, align<1024>>, !fly.int_tuple<256>) -> !fly.ptr<f16, shared, align<512>>
      %sa = fly.make_view(%s16, %la) : (!fly.ptr<f16, shared, align<1024>>, !fly.layout<(16,16):(1,16)>) -> !sA
      %sb = fly.make_view(%sbp, %lb) : (!fly.ptr<f16, shared, align<512>>, !fly.layout<(8,16):(16,1)>) -> !sB
      %t16 = fly.static : !t16
      %t8x16 = fly.static : !t8x16
      // Stage A (one 16-byte cp.async.cg per lane) and B (one 8-byte cp.async.ca).
      %cpa = fly.make_copy_atom {valBits = 16 : i32} : !cpA
      %tvsa = fly.static : !tvSA
      %tcsa = fly.make_tiled_copy(%cpa, %tvsa, %t16) : (!cpA, !tvSA, !t16) -> !tcSA
      %gas = fly.tiled_copy.partition_src(%tcsa, %ga, %tid) : (!tcSA, !gA, !fly.int_tuple<?>) -> !fly.memref<f16, global, ((8,1),1,1):((1,0),0,0), align<16>>
      %sad = fly.tiled_copy.partition_dst(%tcsa, %sa, %tid) : (!tcSA, !sA, !fly.int_tuple<?>) -> !fly.memref<f16, shared, ((8,1),1,1):((1,0),0,0), align<16>>
      fly.copy(%cpa, %gas, %sad) : (!cpA, !fly.memref<f16, global, ((8,1),1,1):((1,0),0,0), align<16>>, !fly.memref<f16, shared, ((8,1),1,1):((1,0),0,0), align<16>>) -> ()
      %cpb = fly.make_copy_atom {valBits = 16 : i32} : !cpB
      %tvsb = fly.static : !tvSB
      %tcsb = fly.make_tiled_copy(%cpb, %tvsb, %t8x16) : (!cpB, !tvSB, !t8x16) -> !tcSB
      %gbs = fly.tiled_copy.partition_src(%tcsb, %gb, %tid) : (!tcSB, !gB, !fly.int_tuple<?>) -> !fly.memref<f16, global, ((4,1),1,1):((1,0),0,0), align<8>>
      %sbd = fly.tiled_copy.partition_dst(%tcsb, %sb, %tid) : (!tcSB, !sB, !fly.int_tuple<?>) -> !fly.memref<f16, shared, ((4,1),1,1):((1,0),0,0), align<8>>
      fly.copy(%cpb, %gbs, %sbd) : (!cpB, !fly.memref<f16, global, ((4,1),1,1):((1,0),0,0), align<8>>, !fly.memref<f16, shared, ((4,1),1,1):((1,0),0,0), align<8>>) -> ()
      nvvm.cp.async.commit.group
      nvvm.cp.async.wait.group 0
      gpu.barrier
      // A and B fragments through ldmatrix, C from global, D = A*B + C back.
      %atom = fly.make_mma_atom : !mma
      %al = fly.static : !fly.layout<(1,1,1):(0,0,0)>
      %tm = fly.make_tiled_mma(%atom, %al) : (!mma, !fly.layout<(1,1,1):(0,0,0)>) -> !tm
      %fa = fly.mma.make_fragment(a, %tm, %sa) : (!tm, !sA) -> !fly.memref<f16, register, ((2,2,2),1,1):((1,2,4),0,0)>
      %fb = fly.mma.make_fragment(b, %tm, %sb) : (!tm, !sB) -> !fly.memref<f16, register, ((2,2),1,1):((1,2),0,0)>
      %gcp = fly.tiled_mma.partition(c, %tm, %gc, %tid) : (!tm, !gC, !fly.int_tuple<?>) -> !fly.memref<f32, global, ((2,2),1,1):((1,64),0,0), align<8>>
      %fc = fly.mma.make_fragment(c, %tm, %gc) : (!tm, !gC) -> !fly.memref<f32, register, ((2,2),1,1):((1,2),0,0)>
      %lda = fly.make_copy_atom {valBits = 16 : i32} : !ldA
      %tva = fly.static : !tvA
      %tca = fly.make_tiled_copy(%lda, %tva, %t16) : (!ldA, !tvA, !t16) -> !tcA
      %sas = fly.tiled_copy.partition_src(%tca, %sa, %tid) : (!tcA, !sA, !fly.int_tuple<?>) -> !fly.memref<f16, shared, ((8,1),1,1):((1,0),0,0), align<16>>
      %far = fly.tiled_copy.retile(%tca, %fa) : (!tcA, !fly.memref<f16, register, ((2,2,2),1,1):((1,2,4),0,0)>) -> !fly.memref<f16, register, ((8,1),1,1):((1,0),0,0)>
      fly.copy(%lda, %sas, %far) : (!ldA, !fly.memref<f16, shared, ((8,1),1,1):((1,0),0,0), align<16>>, !fly.memref<f16, register, ((8,1),1,1):((1,0),0,0)>) -> ()
      %ldb = fly.make_copy_atom {valBits = 16 : i32} : !ldB
      %tvb = fly.static : !tvB
      %tcb = fly.make_tiled_copy(%ldb, %tvb, %t8x16) : (!ldB, !tvB, !t8x16) -> !tcB
      %sbs = fly.tiled_copy.partition_src(%tcb, %sb, %tid) : (!tcB, !sB, !fly.int_tuple<?>) -> !fly.memref<f16, shared, ((4,1),1,1):((1,0),0,0), align<16>>
      %fbr = fly.tiled_copy.retile(%tcb, %fb) : (!tcB, !fly.memref<f16, register, ((2,2),1,1):((1,2),0,0)>) -> !fly.memref<f16, register, ((4,1),1,1):((1,0),0,0)>
      fly.copy(%ldb, %sbs, %fbr) : (!ldB, !fly.memref<f16, shared, ((4,1),1,1):((1,0),0,0), align<16>>, !fly.memref<f16, register, ((4,1),1,1):((1,0),0,0)>) -> ()
      %cpc = fly.make_copy_atom {valBits = 32 : i32} : !cpC
      fly.copy(%cpc, %gcp, %fc) : (!cpC, !fly.memref<f32, global, ((2,2),1,1):((1,64),0,0), align<8>>, !fly.memref<f32, register, ((2,2),1,1):((1,2),0,0)>) -> ()
      fly.gemm(%tm, %fc, %fa, %fb, %fc) {traversalOrder = #fly<gemm_traversal_order mnk>} : (!tm, !fly.memref<f32, register, ((2,2),1,1):((1,2),0,0)>, !fly.memref<f16, register, ((2,2,2),1,1):((1,2,4),0,0)>, !fly.memref<f16, register, ((2,2),1,1):((1,2),0,0)>, !fly.memref<f32, register, ((2,2),1,1):((1,2),0,0)>) -> ()
      fly.copy(%cpc, %fc, %gcp) : (!cpC, !fly.memref<f32, register, ((2,2),1,1):((1,2),0,0)>, !fly.memref<f32, global, ((2,2),1,1):((1,64),0,0), align<8>>) -> ()
      gpu.return
    }

    gpu.func @bf16(%pa: !fly.ptr<bf16, global, align<16>>, %pb: !fly.ptr<bf16, global, align<16>>, %pc: !fly.ptr<f32, global, align<16>>) kernel {
      %tx = gpu.thread_id x
      %ti = arith.index_cast %tx : index to i32
      %tid = fly.make_int_tuple(%ti) : (i32) -> !fly.int_tuple<?>
      %la = fly.static : !fly.layout<(16,16):(16,1)>
      %ga = fly.make_view(%pa, %la) : (!fly.ptr<bf16, global, align<16>>, !fly.layout<(16,16):(16,1)>) -> !fly.memref<bf16, global, (16,16):(16,1), align<16>>
      %lb = fly.static : !fly.layout<(8,16):(16,1)>
      %gb = fly.make_view(%pb, %lb) : (!fly.ptr<bf16, global, align<16>>, !fly.layout<(8,16):(16,1)>) -> !fly.memref<bf16, global, (8,16):(16,1), align<16>>
      %lc = fly.static : !fly.layout<(16,8):(8,1)>
      %gc = fly.make_view(%pc, %lc) : (!fly.ptr<f32, global, align<16>>, !fly.layout<(16,8):(8,1)>) -> !fly.memref<f32, global, (16,8):(8,1), align<16>>
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (bf16, bf16) -> f32>>
      %al = fly.static : !fly.layout<(1,1,1):(0,0,0)>
      %tm = fly.make_tiled_mma(%atom, %al) : (!fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (bf16, bf16) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>) -> !fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (bf16, bf16) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>
      %pA = fly.tiled_mma.partition(a, %tm, %ga, %tid) : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (bf16, bf16) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<bf16, global, (16,16):(16,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, global, ((2,2,2),1,1):((1,128,8),0,0), align<4>>
      %fA = fly.mma.make_fragment(a, %tm, %ga) : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (bf16, bf16) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<bf16, global, (16,16):(16,1), align<16>>) -> !fly.memref<bf16, register, ((2,2,2),1,1):((1,2,4),0,0)>
      %pB = fly.tiled_mma.partition(b, %tm, %gb, %tid) : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (bf16, bf16) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<bf16, global, (8,16):(16,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, global, ((2,2),1,1):((1,8),0,0), align<4>>
      %fB = fly.mma.make_fragment(b, %tm, %gb) : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (bf16, bf16) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<bf16, global, (8,16):(16,1), align<16>>) -> !fly.memref<bf16, register, ((2,2),1,1):((1,2),0,0)>
      %pC = fly.tiled_mma.partition(c, %tm, %gc, %tid) : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (bf16, bf16) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<f32, global, (16,8):(8,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f32, global, ((2,2),1,1):((1,64),0,0), align<8>>
      %fC = fly.mma.make_fragment(c, %tm, %gc) : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (bf16, bf16) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<f32, global, (16,8):(8,1), align<16>>) -> !fly.memref<f32, register, ((2,2),1,1):((1,2),0,0)>
      %ca = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 16>
      %cb = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 16>
      %cc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 32>
      fly.copy(%ca, %pA, %fA) : (!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.memref<bf16, global, ((2,2,2),1,1):((1,128,8),0,0), align<4>>, !fly.memref<bf16, register, ((2,2,2),1,1):((1,2,4),0,0)>) -> ()
      fly.copy(%cb, %pB, %fB) : (!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.memref<bf16, global, ((2,2),1,1):((1,8),0,0), align<4>>, !fly.memref<bf16, register, ((2,2),1,1):((1,2),0,0)>) -> ()
      fly.copy(%cc, %pC, %fC) : (!fly.copy_atom<!fly.universal_copy<64>, 32>, !fly.memref<f32, global, ((2,2),1,1):((1,64),0,0), align<8>>, !fly.memref<f32, register, ((2,2),1,1):((1,2),0,0)>) -> ()
      fly.gemm(%tm, %fC, %fA, %fB, %fC) {traversalOrder = #fly<gemm_traversal_order mnk>} : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (bf16, bf16) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<f32, register, ((2,2),1,1):((1,2),0,0)>, !fly.memref<bf16, register, ((2,2,2),1,1):((1,2,4),0,0)>, !fly.memref<bf16, register, ((2,2),1,1):((1,2),0,0)>, !fly.memref<f32, register, ((2,2),1,1):((1,2),0,0)>) -> ()
      fly.copy(%cc, %fC, %pC) : (!fly.copy_atom<!fly.universal_copy<64>, 32>, !fly.memref<f32, register, ((2,2),1,1):((1,2),0,0)>, !fly.memref<f32, global, ((2,2),1,1):((1,64),0,0), align<8>>) -> ()
      gpu.return
    }

    gpu.func @tf32(%pa: !fly.ptr<f32, global, align<16>>, %pb: !fly.ptr<f32, global, align<16>>, %pc: !fly.ptr<f32, global, align<16>>) kernel {
      %tx = gpu.thread_id x
      %ti = arith.index_cast %tx : index to i32
      %tid = fly.make_int_tuple(%ti) : (i32) -> !fly.int_tuple<?>
      %la = fly.static : !fly.layout<(16,8):(8,1)>
      %ga = fly.make_view(%pa, %la) : (!fly.ptr<f32, global, align<16>>, !fly.layout<(16,8):(8,1)>) -> !fly.memref<f32, global, (16,8):(8,1), align<16>>
      %lb = fly.static : !fly.layout<(8,8):(8,1)>
      %gb = fly.make_view(%pb, %lb) : (!fly.ptr<f32, global, align<16>>, !fly.layout<(8,8):(8,1)>) -> !fly.memref<f32, global, (8,8):(8,1), align<16>>
      %lc = fly.static : !fly.layout<(16,8):(8,1)>
      %gc = fly.make_view(%pc, %lc) : (!fly.ptr<f32, global, align<16>>, !fly.layout<(16,8):(8,1)>) -> !fly.memref<f32, global, (16,8):(8,1), align<16>>
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x8, (f32, f32) -> f32>>
      %al = fly.static : !fly.layout<(1,1,1):(0,0,0)>
      %tm = fly.make_tiled_mma(%atom, %al) : (!fly.mma_atom<!fly_nvvm.mma_sync<16x8x8, (f32, f32) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>) -> !fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x8, (f32, f32) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>
      %pA = fly.tiled_mma.partition(a, %tm, %ga, %tid) : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x8, (f32, f32) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<f32, global, (16,8):(8,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f32, global, ((2,2),1,1):((64,4),0,0)>
      %fA = fly.mma.make_fragment(a, %tm, %ga) : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x8, (f32, f32) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<f32, global, (16,8):(8,1), align<16>>) -> !fly.memref<f32, register, ((2,2),1,1):((1,2),0,0)>
      %pB = fly.tiled_mma.partition(b, %tm, %gb, %tid) : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x8, (f32, f32) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<f32, global, (8,8):(8,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f32, global, (2,1,1):(4,0,0)>
      %fB = fly.mma.make_fragment(b, %tm, %gb) : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x8, (f32, f32) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<f32, global, (8,8):(8,1), align<16>>) -> !fly.memref<f32, register, (2,1,1):(1,0,0)>
      %pC = fly.tiled_mma.partition(c, %tm, %gc, %tid) : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x8, (f32, f32) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<f32, global, (16,8):(8,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f32, global, ((2,2),1,1):((1,64),0,0), align<8>>
      %fC = fly.mma.make_fragment(c, %tm, %gc) : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x8, (f32, f32) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<f32, global, (16,8):(8,1), align<16>>) -> !fly.memref<f32, register, ((2,2),1,1):((1,2),0,0)>
      %ca = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
      %cb = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
      %cc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 32>
      fly.copy(%ca, %pA, %fA) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<f32, global, ((2,2),1,1):((64,4),0,0)>, !fly.memref<f32, register, ((2,2),1,1):((1,2),0,0)>) -> ()
      fly.copy(%cb, %pB, %fB) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<f32, global, (2,1,1):(4,0,0)>, !fly.memref<f32, register, (2,1,1):(1,0,0)>) -> ()
      fly.copy(%cc, %pC, %fC) : (!fly.copy_atom<!fly.universal_copy<64>, 32>, !fly.memref<f32, global, ((2,2),1,1):((1,64),0,0), align<8>>, !fly.memref<f32, register, ((2,2),1,1):((1,2),0,0)>) -> ()
      fly.gemm(%tm, %fC, %fA, %fB, %fC) {traversalOrder = #fly<gemm_traversal_order mnk>} : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x8, (f32, f32) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<f32, register, ((2,2),1,1):((1,2),0,0)>, !fly.memref<f32, register, ((2,2),1,1):((1,2),0,0)>, !fly.memref<f32, register, (2,1,1):(1,0,0)>, !fly.memref<f32, register, ((2,2),1,1):((1,2),0,0)>) -> ()
      fly.copy(%cc, %fC, %pC) : (!fly.copy_atom<!fly.universal_copy<64>, 32>, !fly.memref<f32, register, ((2,2),1,1):((1,2),0,0)>, !fly.memref<f32, global, ((2,2),1,1):((1,64),0,0), align<8>>) -> ()
      gpu.return
    }

    gpu.func @s8_u8(%pa: !fly.ptr<i8, global, align<16>>, %pb: !fly.ptr<i8, global, align<16>>, %pc: !fly.ptr<i32, global, align<16>>) kernel {
      %tx = gpu.thread_id x
      %ti = arith.index_cast %tx : index to i32
      %tid = fly.make_int_tuple(%ti) : (i32) -> !fly.int_tuple<?>
      %la = fly.static : !fly.layout<(16,32):(32,1)>
      %ga = fly.make_view(%pa, %la) : (!fly.ptr<i8, global, align<16>>, !fly.layout<(16,32):(32,1)>) -> !fly.memref<i8, global, (16,32):(32,1), align<16>>
      %lb = fly.static : !fly.layout<(8,32):(32,1)>
      %gb = fly.make_view(%pb, %lb) : (!fly.ptr<i8, global, align<16>>, !fly.layout<(8,32):(32,1)>) -> !fly.memref<i8, global, (8,32):(32,1), align<16>>
      %lc = fly.static : !fly.layout<(16,8):(8,1)>
      %gc = fly.make_view(%pc, %lc) : (!fly.ptr<i32, global, align<16>>, !fly.layout<(16,8):(8,1)>) -> !fly.memref<i32, global, (16,8):(8,1), align<16>>
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = false>>
      %al = fly.static : !fly.layout<(1,1,1):(0,0,0)>
      %tm = fly.make_tiled_mma(%atom, %al) : (!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = false>>, !fly.layout<(1,1,1):(0,0,0)>) -> !fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = false>>, !fly.layout<(1,1,1):(0,0,0)>>
      %pA = fly.tiled_mma.partition(a, %tm, %ga, %tid) : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = false>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<i8, global, (16,32):(32,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<i8, global, ((4,2,2),1,1):((1,256,16),0,0), align<4>>
      %fA = fly.mma.make_fragment(a, %tm, %ga) : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = false>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<i8, global, (16,32):(32,1), align<16>>) -> !fly.memref<i8, register, ((4,2,2),1,1):((1,4,8),0,0)>
      %pB = fly.tiled_mma.partition(b, %tm, %gb, %tid) : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = false>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<i8, global, (8,32):(32,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<i8, global, ((4,2),1,1):((1,16),0,0), align<4>>
      %fB = fly.mma.make_fragment(b, %tm, %gb) : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = false>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<i8, global, (8,32):(32,1), align<16>>) -> !fly.memref<i8, register, ((4,2),1,1):((1,4),0,0)>
      %pC = fly.tiled_mma.partition(c, %tm, %gc, %tid) : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = false>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<i32, global, (16,8):(8,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<i32, global, ((2,2),1,1):((1,64),0,0), align<8>>
      %fC = fly.mma.make_fragment(c, %tm, %gc) : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = false>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<i32, global, (16,8):(8,1), align<16>>) -> !fly.memref<i32, register, ((2,2),1,1):((1,2),0,0)>
      %ca = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 8>
      %cb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 8>
      %cc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 32>
      fly.copy(%ca, %pA, %fA) : (!fly.copy_atom<!fly.universal_copy<32>, 8>, !fly.memref<i8, global, ((4,2,2),1,1):((1,256,16),0,0), align<4>>, !fly.memref<i8, register, ((4,2,2),1,1):((1,4,8),0,0)>) -> ()
      fly.copy(%cb, %pB, %fB) : (!fly.copy_atom<!fly.universal_copy<32>, 8>, !fly.memref<i8, global, ((4,2),1,1):((1,16),0,0), align<4>>, !fly.memref<i8, register, ((4,2),1,1):((1,4),0,0)>) -> ()
      fly.copy(%cc, %pC, %fC) : (!fly.copy_atom<!fly.universal_copy<64>, 32>, !fly.memref<i32, global, ((2,2),1,1):((1,64),0,0), align<8>>, !fly.memref<i32, register, ((2,2),1,1):((1,2),0,0)>) -> ()
      fly.gemm(%tm, %fC, %fA, %fB, %fC) {traversalOrder = #fly<gemm_traversal_order mnk>} : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = false>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<i32, register, ((2,2),1,1):((1,2),0,0)>, !fly.memref<i8, register, ((4,2,2),1,1):((1,4,8),0,0)>, !fly.memref<i8, register, ((4,2),1,1):((1,4),0,0)>, !fly.memref<i32, register, ((2,2),1,1):((1,2),0,0)>) -> ()
      fly.copy(%cc, %fC, %pC) : (!fly.copy_atom<!fly.universal_copy<64>, 32>, !fly.memref<i32, register, ((2,2),1,1):((1,2),0,0)>, !fly.memref<i32, global, ((2,2),1,1):((1,64),0,0), align<8>>) -> ()
      gpu.return
    }
  }
}
