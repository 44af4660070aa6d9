// The 8-bit float mma.sync through --fly-nvvm-pipeline to PTX. LLVM 22's
// nvvm.mma.sync has no dense e4m3/e5m2 form, so convert-fly-to-nvvm writes
// the PTX instruction as inline assembly; it needs sm_89 and PTX ISA 8.4
// (PTX ISA "mma", target notes), so the pipeline takes features=+ptx84 on
// sm_89 and sm_90 (whose default PTX versions are 7.8) and nothing on
// sm_100 (8.6), and without it stops at fly-nvvm-check-target. The tile
// kernels are those of mma-sync-ptx.mlir's s8_u8 with 8-bit floats (the
// m16n8k32 fragments are the same for .e4m3/.e5m2 and .s8/.u8): a0 = A(g,
// 4t..4t+3), a1 = rows + 8 (+256 bytes), a2 = k + 16 (+16), a3 = +272; b0,
// b1 = k + 16 (+16); C and D f32 as in mma-sync-ptx.mlir. The A and B
// formats name the instruction in that order.
// RUN: rm -rf %t %t.empty && mkdir -p %t.empty
// RUN: env -u CUDA_PATH PATH=%t.empty fly-opt %s --fly-nvvm-pipeline="chip=sm_89 features=+ptx84 output-dir=%t" -o /dev/null
// RUN: FileCheck %s --check-prefix=SM89 --input-file=%t/fp8.sm_89.ptx --implicit-check-not=.local
// RUN: env -u CUDA_PATH PATH=%t.empty fly-opt %s --fly-nvvm-pipeline="chip=sm_90 features=+ptx84 output-dir=%t" -o /dev/null
// RUN: FileCheck %s --check-prefix=SM90 --input-file=%t/fp8.sm_90.ptx --implicit-check-not=.local
// RUN: env -u CUDA_PATH PATH=%t.empty fly-opt %s --fly-nvvm-pipeline="chip=sm_100 output-dir=%t" -o /dev/null
// RUN: FileCheck %s --check-prefix=SM100 --input-file=%t/fp8.sm_100.ptx --implicit-check-not=.local
// RUN: not fly-opt %s --fly-nvvm-pipeline=chip=sm_89 -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOPTX84

// NOPTX84: error: 'fly.make_mma_atom' op uses '!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>', which sm_89 cannot run: mma.sync on 8-bit floats needs PTX ISA 8.4, and the PTX would declare 7.8: pass features=+ptx84 (or later) to the pipeline
// NOPTX84: error: 'fly.make_mma_atom' op uses '!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E4M3FN) -> f32>', which sm_89 cannot run

// SM89: .version 8.4
// SM89: .target sm_89
// SM90: .version 8.4
// SM90: .target sm_90
// SM100: .version 8.6
// SM100: .target sm_100
// SM100-COUNT-1: mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32
// SM100-COUNT-1: mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e4m3.f32
// SM100-NOT: mma.sync
// SM89-LABEL: .visible .entry e4m3_e5m2(
// SM89-DAG: ld.param.b64 [[PA:%rd[0-9]+]], [e4m3_e5m2_param_0];
// SM89-DAG: ld.param.b64 [[PB:%rd[0-9]+]], [e4m3_e5m2_param_1];
// SM89-DAG: ld.param.b64 [[PC:%rd[0-9]+]], [e4m3_e5m2_param_2];
// SM89-DAG: add.s64 [[A:%rd[0-9]+]], [[PA]], %rd{{[0-9]+}};
// SM89-DAG: add.s64 [[B:%rd[0-9]+]], [[PB]], %rd{{[0-9]+}};
// SM89-DAG: add.s64 [[C:%rd[0-9]+]], [[PC]], %rd{{[0-9]+}};
// SM89-DAG: ld.global.b32 [[A0:%r[0-9]+]], {{\[}}[[A]]{{\]}};
// SM89-DAG: ld.global.b32 [[A1:%r[0-9]+]], {{\[}}[[A]]+256{{\]}};
// SM89-DAG: ld.global.b32 [[A2:%r[0-9]+]], {{\[}}[[A]]+16{{\]}};
// SM89-DAG: ld.global.b32 [[A3:%r[0-9]+]], {{\[}}[[A]]+272{{\]}};
// SM89-DAG: ld.global.b32 [[B0:%r[0-9]+]], {{\[}}[[B]]{{\]}};
// SM89-DAG: ld.global.b32 [[B1:%r[0-9]+]], {{\[}}[[B]]+16{{\]}};
// SM89-DAG: ld.global.v2.b32 {[[C0:%r[0-9]+]], [[C1:%r[0-9]+]]}, {{\[}}[[C]]{{\]}};
// SM89-DAG: ld.global.v2.b32 {[[C2:%r[0-9]+]], [[C3:%r[0-9]+]]}, {{\[}}[[C]]+256{{\]}};
// SM89: mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32 {[[D0:%r[0-9]+]], [[D1:%r[0-9]+]], [[D2:%r[0-9]+]], [[D3:%r[0-9]+]]}, {[[A0]], [[A1]], [[A2]], [[A3]]}, {[[B0]], [[B1]]}, {[[C0]], [[C1]], [[C2]], [[C3]]};
// SM89-NOT: mma.sync
// SM89: st.global.v2.b32 {{\[}}[[C]]+256{{\]}}, {[[D2]], [[D3]]};
// SM89-LABEL: .visible .entry e5m2_e4m3(
// SM89-DAG: ld.param.b64 [[PA:%rd[0-9]+]], [e5m2_e4m3_param_0];
// SM89-DAG: ld.param.b64 [[PB:%rd[0-9]+]], [e5m2_e4m3_param_1];
// SM89-DAG: ld.param.b64 [[PC:%rd[0-9]+]], [e5m2_e4m3_param_2];
// SM89-DAG: add.s64 [[A:%rd[0-9]+]], [[PA]], %rd{{[0-9]+}};
// SM89-DAG: add.s64 [[B:%rd[0-9]+]], [[PB]], %rd{{[0-9]+}};
// SM89-DAG: add.s64 [[C:%rd[0-9]+]], [[PC]], %rd{{[0-9]+}};
// SM89-DAG: ld.global.b32 [[A0:%r[0-9]+]], {{\[}}[[A]]{{\]}};
// SM89-DAG: ld.global.b32 [[A1:%r[0-9]+]], {{\[}}[[A]]+256{{\]}};
// SM89-DAG: ld.global.b32 [[A2:%r[0-9]+]], {{\[}}[[A]]+16{{\]}};
// SM89-DAG: ld.global.b32 [[A3:%r[0-9]+]], {{\[}}[[A]]+272{{\]}};
// SM89-DAG: ld.global.b32 [[B0:%r[0-9]+]], {{\[}}[[B]]{{\]}};
// SM89-DAG: ld.global.b32 [[B1:%r[0-9]+]], {{\[}}[[B]]+16{{\]}};
// SM89-DAG: ld.global.v2.b32 {[[C0:%r[0-9]+]], [[C1:%r[0-9]+]]}, {{\[}}[[C]]{{\]}};
// SM89-DAG: ld.global.v2.b32 {[[C2:%r[0-9]+]], [[C3:%r[0-9]+]]}, {{\[}}[[C]]+256{{\]}};
// SM89: mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e4m3.f32 {[[D0:%r[0-9]+]], [[D1:%r[0-9]+]], [[D2:%r[0-9]+]], [[D3:%r[0-9]+]]}, {[[A0]], [[A1]], [[A2]], [[A3]]}, {[[B0]], [[B1]]}, {[[C0]], [[C1]], [[C2]], [[C3]]};
// SM89-NOT: mma.sync
// SM89: st.global.v2.b32 {{\[}}[[C]]+256{{\]}}, {[[D2]], [[D3]]};
// SM90-LABEL: .visible .entry e4m3_e5m2(
// SM90-DAG: ld.param.b64 [[PA:%rd[0-9]+]], [e4m3_e5m2_param_0];
// SM90-DAG: ld.param.b64 [[PB:%rd[0-9]+]], [e4m3_e5m2_param_1];
// SM90-DAG: ld.param.b64 [[PC:%rd[0-9]+]], [e4m3_e5m2_param_2];
// SM90-DAG: add.s64 [[A:%rd[0-9]+]], [[PA]], %rd{{[0-9]+}};
// SM90-DAG: add.s64 [[B:%rd[0-9]+]], [[PB]], %rd{{[0-9]+}};
// SM90-DAG: add.s64 [[C:%rd[0-9]+]], [[PC]], %rd{{[0-9]+}};
// SM90-DAG: ld.global.b32 [[A0:%r[0-9]+]], {{\[}}[[A]]{{\]}};
// SM90-DAG: ld.global.b32 [[A1:%r[0-9]+]], {{\[}}[[A]]+256{{\]}};
// SM90-DAG: ld.global.b32 [[A2:%r[0-9]+]], {{\[}}[[A]]+16{{\]}};
// SM90-DAG: ld.global.b32 [[A3:%r[0-9]+]], {{\[}}[[A]]+272{{\]}};
// SM90-DAG: ld.global.b32 [[B0:%r[0-9]+]], {{\[}}[[B]]{{\]}};
// SM90-DAG: ld.global.b32 [[B1:%r[0-9]+]], {{\[}}[[B]]+16{{\]}};
// SM90-DAG: ld.global.v2.b32 {[[C0:%r[0-9]+]], [[C1:%r[0-9]+]]}, {{\[}}[[C]]{{\]}};
// SM90-DAG: ld.global.v2.b32 {[[C2:%r[0-9]+]], [[C3:%r[0-9]+]]}, {{\[}}[[C]]+256{{\]}};
// SM90: mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32 {[[D0:%r[0-9]+]], [[D1:%r[0-9]+]], [[D2:%r[0-9]+]], [[D3:%r[0-9]+]]}, {[[A0]], [[A1]], [[A2]], [[A3]]}, {[[B0]], [[B1]]}, {[[C0]], [[C1]], [[C2]], [[C3]]};
// SM90-NOT: mma.sync
// SM90: st.global.v2.b32 {{\[}}[[C]]+256{{\]}}, {[[D2]], [[D3]]};
// SM90-LABEL: .visible .entry e5m2_e4m3(
// SM90-DAG: ld.param.b64 [[PA:%rd[0-9]+]], [e5m2_e4m3_param_0];
// SM90-DAG: ld.param.b64 [[PB:%rd[0-9]+]], [e5m2_e4m3_param_1];
// SM90-DAG: ld.param.b64 [[PC:%rd[0-9]+]], [e5m2_e4m3_param_2];
// SM90-DAG: add.s64 [[A:%rd[0-9]+]], [[PA]], %rd{{[0-9]+}};
// SM90-DAG: add.s64 [[B:%rd[0-9]+]], [[PB]], %rd{{[0-9]+}};
// SM90-DAG: add.s64 [[C:%rd[0-9]+]], [[PC]], %rd{{[0-9]+}};
// SM90-DAG: ld.global.b32 [[A0:%r[0-9]+]], {{\[}}[[A]]{{\]}};
// SM90-DAG: ld.global.b32 [[A1:%r[0-9]+]], {{\[}}[[A]]+256{{\]}};
// SM90-DAG: ld.global.b32 [[A2:%r[0-9]+]], {{\[}}[[A]]+16{{\]}};
// SM90-DAG: ld.global.b32 [[A3:%r[0-9]+]], {{\[}}[[A]]+272{{\]}};
// SM90-DAG: ld.global.b32 [[B0:%r[0-9]+]], {{\[}}[[B]]{{\]}};
// SM90-DAG: ld.global.b32 [[B1:%r[0-9]+]], {{\[}}[[B]]+16{{\]}};
// SM90-DAG: ld.global.v2.b32 {[[C0:%r[0-9]+]], [[C1:%r[0-9]+]]}, {{\[}}[[C]]{{\]}};
// SM90-DAG: ld.global.v2.b32 {[[C2:%r[0-9]+]], [[C3:%r[0-9]+]]}, {{\[}}[[C]]+256{{\]}};
// SM90: mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e4m3.f32 {[[D0:%r[0-9]+]], [[D1:%r[0-9]+]], [[D2:%r[0-9]+]], [[D3:%r[0-9]+]]}, {[[A0]], [[A1]], [[A2]], [[A3]]}, {[[B0]], [[B1]]}, {[[C0]], [[C1]], [[C2]], [[C3]]};
// SM90-NOT: mma.sync
// SM90: st.global.v2.b32 {{\[}}[[C]]+256{{\]}}, {[[D2]], [[D3]]};

module attributes {gpu.container_module} {
  gpu.module @fp8 {
    gpu.func @e4m3_e5m2(%pa: !fly.ptr<f8E4M3FN, global, align<16>>, %pb: !fly.ptr<f8E5M2, global, align<16>>, %pc: !fly.ptr<f32, global, align<16>>) kernel {
      %tx = gpu.thread_id x
      %ti = arith.index_cast %tx : index to i32
      %tid = fly.make_int_tuple(%ti) : (i32) -> !fly.int_tuple<?>
      %la = fly.static : !fly.layout<(16,32):(32,1)>
      %ga = fly.make_view(%pa, %la) : (!fly.ptr<f8E4M3FN, global, align<16>>, !fly.layout<(16,32):(32,1)>) -> !fly.memref<f8E4M3FN, global, (16,32):(32,1), align<16>>
      %lb = fly.static : !fly.layout<(8,32):(32,1)>
      %gb = fly.make_view(%pb, %lb) : (!fly.ptr<f8E5M2, global, align<16>>, !fly.layout<(8,32):(32,1)>) -> !fly.memref<f8E5M2, global, (8,32):(32,1), align<16>>
      %lc = fly.static : !fly.layout<(16,8):(8,1)>
      %gc = fly.make_view(%pc, %lc) : (!fly.ptr<f32, global, align<16>>, !fly.layout<(16,8):(8,1)>) -> !fly.memref<f32, global, (16,8):(8,1), align<16>>
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>>
      %al = fly.static : !fly.layout<(1,1,1):(0,0,0)>
      %tm = fly.make_tiled_mma(%atom, %al) : (!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>) -> !fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>
      %pA = fly.tiled_mma.partition(a, %tm, %ga, %tid) : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<f8E4M3FN, global, (16,32):(32,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f8E4M3FN, global, ((4,2,2),1,1):((1,256,16),0,0), align<4>>
      %fA = fly.mma.make_fragment(a, %tm, %ga) : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<f8E4M3FN, global, (16,32):(32,1), align<16>>) -> !fly.memref<f8E4M3FN, register, ((4,2,2),1,1):((1,4,8),0,0)>
      %pB = fly.tiled_mma.partition(b, %tm, %gb, %tid) : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<f8E5M2, global, (8,32):(32,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f8E5M2, global, ((4,2),1,1):((1,16),0,0), align<4>>
      %fB = fly.mma.make_fragment(b, %tm, %gb) : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<f8E5M2, global, (8,32):(32,1), align<16>>) -> !fly.memref<f8E5M2, register, ((4,2),1,1):((1,4),0,0)>
      %pC = fly.tiled_mma.partition(c, %tm, %gc, %tid) : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<f32, global, (16,8):(8,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f32, global, ((2,2),1,1):((1,64),0,0), align<8>>
      %fC = fly.mma.make_fragment(c, %tm, %gc) : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<f32, global, (16,8):(8,1), align<16>>) -> !fly.memref<f32, register, ((2,2),1,1):((1,2),0,0)>
      %ca = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 8>
      %cb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 8>
      %cc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 32>
      fly.copy(%ca, %pA, %fA) : (!fly.copy_atom<!fly.universal_copy<32>, 8>, !fly.memref<f8E4M3FN, global, ((4,2,2),1,1):((1,256,16),0,0), align<4>>, !fly.memref<f8E4M3FN, register, ((4,2,2),1,1):((1,4,8),0,0)>) -> ()
      fly.copy(%cb, %pB, %fB) : (!fly.copy_atom<!fly.universal_copy<32>, 8>, !fly.memref<f8E5M2, global, ((4,2),1,1):((1,16),0,0), align<4>>, !fly.memref<f8E5M2, register, ((4,2),1,1):((1,4),0,0)>) -> ()
      fly.copy(%cc, %pC, %fC) : (!fly.copy_atom<!fly.universal_copy<64>, 32>, !fly.memref<f32, global, ((2,2),1,1):((1,64),0,0), align<8>>, !fly.memref<f32, register, ((2,2),1,1):((1,2),0,0)>) -> ()
      fly.gemm(%tm, %fC, %fA, %fB, %fC) {traversalOrder = #fly<gemm_traversal_order mnk>} : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E4M3FN, f8E5M2) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<f32, register, ((2,2),1,1):((1,2),0,0)>, !fly.memref<f8E4M3FN, register, ((4,2,2),1,1):((1,4,8),0,0)>, !fly.memref<f8E5M2, register, ((4,2),1,1):((1,4),0,0)>, !fly.memref<f32, register, ((2,2),1,1):((1,2),0,0)>) -> ()
      fly.copy(%cc, %fC, %pC) : (!fly.copy_atom<!fly.universal_copy<64>, 32>, !fly.memref<f32, register, ((2,2),1,1):((1,2),0,0)>, !fly.memref<f32, global, ((2,2),1,1):((1,64),0,0), align<8>>) -> ()
      gpu.return
    }
    gpu.func @e5m2_e4m3(%pa: !fly.ptr<f8E5M2, global, align<16>>, %pb: !fly.ptr<f8E4M3FN, global, align<16>>, %pc: !fly.ptr<f32, global, align<16>>) kernel {
      %tx = gpu.thread_id x
      %ti = arith.index_cast %tx : index to i32
      %tid = fly.make_int_tuple(%ti) : (i32) -> !fly.int_tuple<?>
      %la = fly.static : !fly.layout<(16,32):(32,1)>
      %ga = fly.make_view(%pa, %la) : (!fly.ptr<f8E5M2, global, align<16>>, !fly.layout<(16,32):(32,1)>) -> !fly.memref<f8E5M2, global, (16,32):(32,1), align<16>>
      %lb = fly.static : !fly.layout<(8,32):(32,1)>
      %gb = fly.make_view(%pb, %lb) : (!fly.ptr<f8E4M3FN, global, align<16>>, !fly.layout<(8,32):(32,1)>) -> !fly.memref<f8E4M3FN, global, (8,32):(32,1), align<16>>
      %lc = fly.static : !fly.layout<(16,8):(8,1)>
      %gc = fly.make_view(%pc, %lc) : (!fly.ptr<f32, global, align<16>>, !fly.layout<(16,8):(8,1)>) -> !fly.memref<f32, global, (16,8):(8,1), align<16>>
      %atom = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E4M3FN) -> f32>>
      %al = fly.static : !fly.layout<(1,1,1):(0,0,0)>
      %tm = fly.make_tiled_mma(%atom, %al) : (!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E4M3FN) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>) -> !fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E4M3FN) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>
      %pA = fly.tiled_mma.partition(a, %tm, %ga, %tid) : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E4M3FN) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<f8E5M2, global, (16,32):(32,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f8E5M2, global, ((4,2,2),1,1):((1,256,16),0,0), align<4>>
      %fA = fly.mma.make_fragment(a, %tm, %ga) : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E4M3FN) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<f8E5M2, global, (16,32):(32,1), align<16>>) -> !fly.memref<f8E5M2, register, ((4,2,2),1,1):((1,4,8),0,0)>
      %pB = fly.tiled_mma.partition(b, %tm, %gb, %tid) : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E4M3FN) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<f8E4M3FN, global, (8,32):(32,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f8E4M3FN, global, ((4,2),1,1):((1,16),0,0), align<4>>
      %fB = fly.mma.make_fragment(b, %tm, %gb) : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E4M3FN) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<f8E4M3FN, global, (8,32):(32,1), align<16>>) -> !fly.memref<f8E4M3FN, register, ((4,2),1,1):((1,4),0,0)>
      %pC = fly.tiled_mma.partition(c, %tm, %gc, %tid) : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E4M3FN) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<f32, global, (16,8):(8,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f32, global, ((2,2),1,1):((1,64),0,0), align<8>>
      %fC = fly.mma.make_fragment(c, %tm, %gc) : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E4M3FN) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<f32, global, (16,8):(8,1), align<16>>) -> !fly.memref<f32, register, ((2,2),1,1):((1,2),0,0)>
      %ca = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 8>
      %cb = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 8>
      %cc = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 32>
      fly.copy(%ca, %pA, %fA) : (!fly.copy_atom<!fly.universal_copy<32>, 8>, !fly.memref<f8E5M2, global, ((4,2,2),1,1):((1,256,16),0,0), align<4>>, !fly.memref<f8E5M2, register, ((4,2,2),1,1):((1,4,8),0,0)>) -> ()
      fly.copy(%cb, %pB, %fB) : (!fly.copy_atom<!fly.universal_copy<32>, 8>, !fly.memref<f8E4M3FN, global, ((4,2),1,1):((1,16),0,0), align<4>>, !fly.memref<f8E4M3FN, register, ((4,2),1,1):((1,4),0,0)>) -> ()
      fly.copy(%cc, %pC, %fC) : (!fly.copy_atom<!fly.universal_copy<64>, 32>, !fly.memref<f32, global, ((2,2),1,1):((1,64),0,0), align<8>>, !fly.memref<f32, register, ((2,2),1,1):((1,2),0,0)>) -> ()
      fly.gemm(%tm, %fC, %fA, %fB, %fC) {traversalOrder = #fly<gemm_traversal_order mnk>} : (!fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x32, (f8E5M2, f8E4M3FN) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>, !fly.memref<f32, register, ((2,2),1,1):((1,2),0,0)>, !fly.memref<f8E5M2, register, ((4,2,2),1,1):((1,4,8),0,0)>, !fly.memref<f8E4M3FN, register, ((4,2),1,1):((1,4),0,0)>, !fly.memref<f32, register, ((2,2),1,1):((1,2),0,0)>) -> ()
      fly.copy(%cc, %fC, %pC) : (!fly.copy_atom<!fly.universal_copy<64>, 32>, !fly.memref<f32, register, ((2,2),1,1):((1,2),0,0)>, !fly.memref<f32, global, ((2,2),1,1):((1,64),0,0), align<8>>) -> ()
      gpu.return
    }
  }
}
