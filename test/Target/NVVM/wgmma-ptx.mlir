// A small one-warpgroup wgmma kernel of each form through the whole
// --fly-nvvm-pipeline for sm_90a (PTX, no CUDA toolkit needed), and
// fly-nvvm-check-target rejecting wgmma on every other chip. Assembling the
// PTX with ptxas -arch=sm_90a is wgmma-ptxas.mlir (run where ptxas is found).
//
// @ss: 128 threads, one 64x32x16 bf16 -> f32 atom with A and B in dynamic
// shared memory (A 64 x 64 at 0, B 32 x 64 at 4096 elements = 8192 bytes,
// rows of 64 values = 128 bytes, k contiguous, the element swizzle S<3,3,3>
// = the byte swizzle S<3,4,3>); fly.gemm issues the four k blocks. C and D
// are row-major 64 x 32 f32 in global memory. Expected, by hand:
//  - thread l holds C values v = (v0, v1, v2) of (2,2,4) at row 16w + g +
//    8 v1, column 2t + v0 + 8 v2 (PTX ISA, wgmma .m64nNk16 D fragment),
//    loaded in pairs (v0 = 0, 1 contiguous) at byte offsets 4 (32 * 8 v1 +
//    8 v2) = 1024 v1 + 32 v2 from the thread's start, in value order: 0,
//    1024, 32, 1056, 64, 1088, 96, 1120;
//  - wgmma.fence, then per k block k = 0..3 the descriptors of A at
//    shared + 32 k bytes and B at shared + 8192 + 32 k bytes: the start
//    address field (addr & 0x3FFFF) >> 4 (which LLVM emits as (addr >> 4) &
//    mask), or-ed with (1 << 16) | ((1024 >> 4) << 32) | (1 << 62) =
//    4611686293305360384
//    (LBO 1, SBO 1024 = 8 rows x 128 bytes, 128-byte swizzle), and one
//    wgmma.mma_async.sync.aligned.m64n32k16.f32.bf16.bf16 on the 16
//    accumulator registers in value order (32/2 = 16), A's and B's
//    descriptors, `p, 1, 1, 0, 0`;
//  - commit_group, wait_group 0, D stored from the same registers at the
//    same offsets.
// @rs: 128 threads, one 64x16x16 f16 -> f16 atom with A in registers
// (8 halves = 4 b32 registers per thread, loaded with C from global at 16
// bytes per thread) and B 16 x 16 in shared memory (128-byte rows, the same
// descriptor constant); C and D 16/2 = 8 halves = 4 registers:
// `wgmma...m64n16k16.f16.f16.f16 {d0..d3}, {a0..a3}, b-desc, p, 1, 1, 0`.
//
// RUN: rm -rf %t %t.empty && mkdir -p %t.empty
// RUN: env -u CUDA_PATH PATH=%t.empty fly-opt %s --fly-nvvm-pipeline="chip=sm_90a output-dir=%t" -o /dev/null
// RUN: FileCheck %s --check-prefix=SS --input-file=%t/wgmma_ss.sm_90a.ptx --implicit-check-not=local
// RUN: FileCheck %s --check-prefix=RS --input-file=%t/wgmma_rs.sm_90a.ptx --implicit-check-not=local
// fly-nvvm-check-target: sm_90a runs both; sm_90 (no arch-specific
// features), sm_100 (wgmma is sm_90a only) and the older chips reject each
// atom once, at the op that makes it.
// RUN: fly-opt %s --fly-nvvm-check-target=chip=sm_90a -o /dev/null
// RUN: not fly-opt %s --fly-nvvm-check-target=chip=sm_90 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90 --implicit-check-not=error:
// RUN: not fly-opt %s --fly-nvvm-check-target=chip=sm_100 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM100 --implicit-check-not=error:
// RUN: not fly-opt %s --fly-nvvm-check-target=chip=sm_80 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM80 --implicit-check-not=error:
// RUN: not fly-opt %s --fly-nvvm-check-target="chip=sm_90 features=+ptx86" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90 --implicit-check-not=error:
// The pipeline checks the chip first: the same errors, before any lowering.
// RUN: not fly-opt %s --fly-nvvm-pipeline=chip=sm_90 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90 --implicit-check-not=error:

// SM90: error: 'fly.make_mma_atom' op uses '!fly_nvvm.wgmma<64x32x16, (bf16, bf16) -> f32, a = smem>', which sm_90 cannot run: wgmma needs sm_90a (Hopper's arch-specific features); the chip is sm_90
// SM90: error: 'fly.make_mma_atom' op uses '!fly_nvvm.wgmma<64x16x16, (f16, f16) -> f16, a = reg>', which sm_90 cannot run: wgmma needs sm_90a (Hopper's arch-specific features); the chip is sm_90
// SM100: error: 'fly.make_mma_atom' op uses '!fly_nvvm.wgmma<64x32x16, (bf16, bf16) -> f32, a = smem>', which sm_100 cannot run: wgmma needs sm_90a (Hopper's arch-specific features); the chip is sm_100
// SM100: error: 'fly.make_mma_atom' op uses '!fly_nvvm.wgmma<64x16x16, (f16, f16) -> f16, a = reg>', which sm_100 cannot run: wgmma needs sm_90a (Hopper's arch-specific features); the chip is sm_100
// SM80: error: 'fly.make_mma_atom' op uses '!fly_nvvm.wgmma<64x32x16, (bf16, bf16) -> f32, a = smem>', which sm_80 cannot run: wgmma needs sm_90a (Hopper's arch-specific features); the chip is sm_80
// SM80: error: 'fly.make_mma_atom' op uses '!fly_nvvm.wgmma<64x16x16, (f16, f16) -> f16, a = reg>', which sm_80 cannot run: wgmma needs sm_90a (Hopper's arch-specific features); the chip is sm_80

// SS: .version 8.0
// SS: .target sm_90a
// SS: .extern .shared .align 1024 .b8 __fly_dynamic_shared[];
// SS-LABEL: .visible .entry ss(
// SS: .maxntid 128, 1, 1
// SS: ld.global.v2.b32 {[[C0:%r[0-9]+]], [[C1:%r[0-9]+]]}, {{\[}}[[PC:%rd[0-9]+]]{{\]}};
// SS-NEXT: ld.global.v2.b32 {[[C2:%r[0-9]+]], [[C3:%r[0-9]+]]}, {{\[}}[[PC]]+1024{{\]}};
// SS-NEXT: ld.global.v2.b32 {[[C4:%r[0-9]+]], [[C5:%r[0-9]+]]}, {{\[}}[[PC]]+32{{\]}};
// SS-NEXT: ld.global.v2.b32 {[[C6:%r[0-9]+]], [[C7:%r[0-9]+]]}, {{\[}}[[PC]]+1056{{\]}};
// SS-NEXT: ld.global.v2.b32 {[[C8:%r[0-9]+]], [[C9:%r[0-9]+]]}, {{\[}}[[PC]]+64{{\]}};
// SS-NEXT: ld.global.v2.b32 {[[C10:%r[0-9]+]], [[C11:%r[0-9]+]]}, {{\[}}[[PC]]+1088{{\]}};
// SS-NEXT: ld.global.v2.b32 {[[C12:%r[0-9]+]], [[C13:%r[0-9]+]]}, {{\[}}[[PC]]+96{{\]}};
// SS-NEXT: ld.global.v2.b32 {[[C14:%r[0-9]+]], [[C15:%r[0-9]+]]}, {{\[}}[[PC]]+1120{{\]}};
// SS-NEXT: wgmma.fence.sync.aligned;
// SS-NEXT: mov.b64 [[BASE:%rd[0-9]+]], __fly_dynamic_shared;
// SS-NEXT: shr.u64 [[SA0:%rd[0-9]+]], [[BASE]], 4;
// SS-NEXT: and.b64 [[MA0:%rd[0-9]+]], [[SA0]], {{[0-9]+}};
// SS-NEXT: or.b64 [[DA0:%rd[0-9]+]], [[MA0]], 4611686293305360384;
// SS-NEXT: add.s64 [[PB0:%rd[0-9]+]], [[BASE]], 8192;
// SS-NEXT: shr.u64 [[SB0:%rd[0-9]+]], [[PB0]], 4;
// SS-NEXT: and.b64 [[MB0:%rd[0-9]+]], [[SB0]], {{[0-9]+}};
// SS-NEXT: or.b64 [[DB0:%rd[0-9]+]], [[MB0]], 4611686293305360384;
// SS: wgmma.mma_async.sync.aligned.m64n32k16.f32.bf16.bf16 {[[C0]], [[C1]], [[C2]], [[C3]], [[C4]], [[C5]], [[C6]], [[C7]], [[C8]], [[C9]], [[C10]], [[C11]], [[C12]], [[C13]], [[C14]], [[C15]]}, [[DA0]], [[DB0]], p, 1, 1, 0, 0;
// SS: add.s64 [[PA1:%rd[0-9]+]], [[BASE]], 32;
// SS-NEXT: shr.u64 [[SA1:%rd[0-9]+]], [[PA1]], 4;
// SS-NEXT: and.b64 [[MA1:%rd[0-9]+]], [[SA1]], {{[0-9]+}};
// SS-NEXT: or.b64 [[DA1:%rd[0-9]+]], [[MA1]], 4611686293305360384;
// SS-NEXT: add.s64 [[PB1:%rd[0-9]+]], [[BASE]], 8224;
// SS-NEXT: shr.u64 [[SB1:%rd[0-9]+]], [[PB1]], 4;
// SS-NEXT: and.b64 [[MB1:%rd[0-9]+]], [[SB1]], {{[0-9]+}};
// SS-NEXT: or.b64 [[DB1:%rd[0-9]+]], [[MB1]], 4611686293305360384;
// SS: wgmma.mma_async.sync.aligned.m64n32k16.f32.bf16.bf16 {[[C0]], [[C1]], [[C2]], [[C3]], [[C4]], [[C5]], [[C6]], [[C7]], [[C8]], [[C9]], [[C10]], [[C11]], [[C12]], [[C13]], [[C14]], [[C15]]}, [[DA1]], [[DB1]], p, 1, 1, 0, 0;
// SS: add.s64 [[PA2:%rd[0-9]+]], [[BASE]], 64;
// SS-NEXT: shr.u64 [[SA2:%rd[0-9]+]], [[PA2]], 4;
// SS-NEXT: and.b64 [[MA2:%rd[0-9]+]], [[SA2]], {{[0-9]+}};
// SS-NEXT: or.b64 [[DA2:%rd[0-9]+]], [[MA2]], 4611686293305360384;
// SS-NEXT: add.s64 [[PB2:%rd[0-9]+]], [[BASE]], 8256;
// SS-NEXT: shr.u64 [[SB2:%rd[0-9]+]], [[PB2]], 4;
// SS-NEXT: and.b64 [[MB2:%rd[0-9]+]], [[SB2]], {{[0-9]+}};
// SS-NEXT: or.b64 [[DB2:%rd[0-9]+]], [[MB2]], 4611686293305360384;
// SS: wgmma.mma_async.sync.aligned.m64n32k16.f32.bf16.bf16 {[[C0]], [[C1]], [[C2]], [[C3]], [[C4]], [[C5]], [[C6]], [[C7]], [[C8]], [[C9]], [[C10]], [[C11]], [[C12]], [[C13]], [[C14]], [[C15]]}, [[DA2]], [[DB2]], p, 1, 1, 0, 0;
// SS: add.s64 [[PA3:%rd[0-9]+]], [[BASE]], 96;
// SS-NEXT: shr.u64 [[SA3:%rd[0-9]+]], [[PA3]], 4;
// SS-NEXT: and.b64 [[MA3:%rd[0-9]+]], [[SA3]], {{[0-9]+}};
// SS-NEXT: or.b64 [[DA3:%rd[0-9]+]], [[MA3]], 4611686293305360384;
// SS-NEXT: add.s64 [[PB3:%rd[0-9]+]], [[BASE]], 8288;
// SS-NEXT: shr.u64 [[SB3:%rd[0-9]+]], [[PB3]], 4;
// SS-NEXT: and.b64 [[MB3:%rd[0-9]+]], [[SB3]], {{[0-9]+}};
// SS-NEXT: or.b64 [[DB3:%rd[0-9]+]], [[MB3]], 4611686293305360384;
// SS: wgmma.mma_async.sync.aligned.m64n32k16.f32.bf16.bf16 {[[C0]], [[C1]], [[C2]], [[C3]], [[C4]], [[C5]], [[C6]], [[C7]], [[C8]], [[C9]], [[C10]], [[C11]], [[C12]], [[C13]], [[C14]], [[C15]]}, [[DA3]], [[DB3]], p, 1, 1, 0, 0;
// SS-NOT: wgmma.mma_async
// SS: wgmma.commit_group.sync.aligned;
// SS-NEXT: wgmma.wait_group.sync.aligned 0;
// SS-NEXT: st.global.v2.b32 {{\[}}[[PD:%rd[0-9]+]]{{\]}}, {[[C0]], [[C1]]};
// SS-NEXT: st.global.v2.b32 {{\[}}[[PD]]+1024{{\]}}, {[[C2]], [[C3]]};
// SS-NEXT: st.global.v2.b32 {{\[}}[[PD]]+32{{\]}}, {[[C4]], [[C5]]};
// SS-NEXT: st.global.v2.b32 {{\[}}[[PD]]+1056{{\]}}, {[[C6]], [[C7]]};
// SS-NEXT: st.global.v2.b32 {{\[}}[[PD]]+64{{\]}}, {[[C8]], [[C9]]};
// SS-NEXT: st.global.v2.b32 {{\[}}[[PD]]+1088{{\]}}, {[[C10]], [[C11]]};
// SS-NEXT: st.global.v2.b32 {{\[}}[[PD]]+96{{\]}}, {[[C12]], [[C13]]};
// SS-NEXT: st.global.v2.b32 {{\[}}[[PD]]+1120{{\]}}, {[[C14]], [[C15]]};
// SS-NEXT: ret;

// RS: .target sm_90a
// RS-LABEL: .visible .entry rs(
// RS: .maxntid 128, 1, 1
// RS: ld.global.v4.b32 {[[A0:%r[0-9]+]], [[A1:%r[0-9]+]], [[A2:%r[0-9]+]], [[A3:%r[0-9]+]]}, {{\[}}[[PA:%rd[0-9]+]]{{\]}};
// RS-NEXT: ld.global.v4.b32 {[[C0:%r[0-9]+]], [[C1:%r[0-9]+]], [[C2:%r[0-9]+]], [[C3:%r[0-9]+]]}, {{\[}}[[PC:%rd[0-9]+]]{{\]}};
// RS-NEXT: wgmma.fence.sync.aligned;
// RS-NEXT: mov.b64 [[BASE:%rd[0-9]+]], __fly_dynamic_shared;
// RS-NEXT: shr.u64 [[SB:%rd[0-9]+]], [[BASE]], 4;
// RS-NEXT: and.b64 [[MB:%rd[0-9]+]], [[SB]], {{[0-9]+}};
// RS-NEXT: or.b64 [[DB:%rd[0-9]+]], [[MB]], 4611686293305360384;
// RS: wgmma.mma_async.sync.aligned.m64n16k16.f16.f16.f16 {[[C0]], [[C1]], [[C2]], [[C3]]}, {[[A0]], [[A1]], [[A2]], [[A3]]}, [[DB]], p, 1, 1, 0;
// RS: wgmma.commit_group.sync.aligned;
// RS-NEXT: wgmma.wait_group.sync.aligned 0;
// RS-NEXT: st.global.v4.b32 {{\[}}[[PC]]{{\]}}, {[[C0]], [[C1]], [[C2]], [[C3]]};
// RS-NEXT: ret;

!ss = !fly.mma_atom<!fly_nvvm.wgmma<64x32x16, (bf16, bf16) -> f32, a = smem>>
!tss = !fly.tiled_mma<!ss, !fly.layout<(1,1,1):(0,0,0)>>
!cp32 = !fly.copy_atom<!fly.universal_copy<32>, 32>
!Dyn = !fly.ptr<i8, shared, align<1024>>
!S = !fly.ptr<bf16, shared, align<1024>>
!GF = !fly.ptr<f32, global, align<16>>
!la = !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>
!lb = !fly.composed_layout<S<3,3,3> o 4096 o (32,64):(64,1)>
!sA = !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1), align<1024>>
!sB = !fly.memref<bf16, shared, S<3,3,3> o 4096 o (32,64):(64,1), align<1024>>
!tA = !fly.memref<bf16, shared, S<3,3,3> o 0 o ((64,16),1,4):((64,1),0,16), align<1024>>
!tB = !fly.memref<bf16, shared, S<3,3,3> o 4096 o ((32,16),1,4):((64,1),0,16), align<1024>>
!gC = !fly.memref<f32, global, (64,32):(32,1), align<16>>
!tC = !fly.memref<f32, global, ((2,2,4),1,1):((1,256,8),0,0), align<8>>
!rC = !fly.memref<f32, register, ((2,2,4),1,1):((1,2,4),0,0)>
!rs = !fly.mma_atom<!fly_nvvm.wgmma<64x16x16, (f16, f16) -> f16, a = reg>>
!GH = !fly.ptr<f16, global, align<16>>
!SH = !fly.ptr<f16, shared, align<1024>>
!lbr = !fly.composed_layout<S<3,3,3> o 0 o (16,16):(64,1)>
!sBr = !fly.memref<f16, shared, S<3,3,3> o 0 o (16,16):(64,1), align<1024>>
module attributes {gpu.container_module} {
  gpu.module @wgmma_ss {
    gpu.func @ss(%c: !GF, %d: !GF) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      %atom = fly.make_mma_atom : !ss
      %al = fly.static : !fly.layout<(1,1,1):(0,0,0)>
      %tm = fly.make_tiled_mma(%atom, %al) : (!ss, !fly.layout<(1,1,1):(0,0,0)>) -> !tss
      %cp = fly.make_copy_atom {valBits = 32 : i32} : !cp32
      %tx = gpu.thread_id x
      %tx_i = arith.index_cast %tx : index to i32
      %tid = fly.make_int_tuple(%tx_i) : (i32) -> !fly.int_tuple<?>
      %dyn = fly.get_dyn_shared() : !Dyn
      %s = fly.recast_iter(%dyn) : (!Dyn) -> !S
      %la = fly.static : !la
      %lb = fly.static : !lb
      %va = fly.make_view(%s, %la) : (!S, !la) -> !sA
      %vb = fly.make_view(%s, %lb) : (!S, !lb) -> !sB
      %ta = fly.tiled_mma.partition(a, %tm, %va, %tid) : (!tss, !sA, !fly.int_tuple<?>) -> !tA
      %tb = fly.tiled_mma.partition(b, %tm, %vb, %tid) : (!tss, !sB, !fly.int_tuple<?>) -> !tB
      %lc = fly.static : !fly.layout<(64,32):(32,1)>
      %gc = fly.make_view(%c, %lc) : (!GF, !fly.layout<(64,32):(32,1)>) -> !gC
      %gd = fly.make_view(%d, %lc) : (!GF, !fly.layout<(64,32):(32,1)>) -> !gC
      %tc = fly.tiled_mma.partition(c, %tm, %gc, %tid) : (!tss, !gC, !fly.int_tuple<?>) -> !tC
      %td = fly.tiled_mma.partition(c, %tm, %gd, %tid) : (!tss, !gC, !fly.int_tuple<?>) -> !tC
      %rc = fly.mma.make_fragment(c, %tm, %gc) : (!tss, !gC) -> !rC
      fly.copy(%cp, %tc, %rc) : (!cp32, !tC, !rC) -> ()
      nvvm.wgmma.fence.aligned
      fly.gemm(%tm, %rc, %ta, %tb, %rc) : (!tss, !rC, !tA, !tB, !rC) -> ()
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 0
      fly.copy(%cp, %rc, %td) : (!cp32, !rC, !tC) -> ()
      gpu.return
    }
  }
  gpu.module @wgmma_rs {
    gpu.func @rs(%a: !GH, %cd: !GH) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      %atom = fly.make_mma_atom : !rs
      %tx = gpu.thread_id x
      %tx_i = arith.index_cast %tx : index to i32
      %c8 = arith.constant 8 : i32
      %off = arith.muli %tx_i, %c8 : i32
      %o = fly.make_int_tuple(%off) : (i32) -> !fly.int_tuple<?{div=8}>
      %pa = fly.add_offset(%a, %o) : (!GH, !fly.int_tuple<?{div=8}>) -> !GH
      %pc = fly.add_offset(%cd, %o) : (!GH, !fly.int_tuple<?{div=8}>) -> !GH
      %va = fly.ptr.load(%pa) : (!GH) -> vector<8xf16>
      %vc = fly.ptr.load(%pc) : (!GH) -> vector<8xf16>
      %dyn = fly.get_dyn_shared() : !Dyn
      %s = fly.recast_iter(%dyn) : (!Dyn) -> !SH
      %lb = fly.static : !lbr
      %vb = fly.make_view(%s, %lb) : (!SH, !lbr) -> !sBr
      nvvm.wgmma.fence.aligned
      %vd = fly.mma_atom_call_ssa(%atom, %va, %vb, %vc) : (!rs, vector<8xf16>, !sBr, vector<8xf16>) -> vector<8xf16>
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 0
      fly.ptr.store(%vd, %pc) : (vector<8xf16>, !GH) -> ()
      gpu.return
    }
  }
}
