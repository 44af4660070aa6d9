//===- FlyROCDLTypeDefs.td - fly_rocdl payload types -------*- tablegen -*-===//
//
// Payloads of !fly.copy_atom / !fly.mma_atom (docs/reference/rocdl.md). Each
// one gives its thread and thread-value layouts through the fly payload
// interfaces, so tiling and partitioning stay target-neutral; the stateful
// ones name their runtime fields (docs/reference/lowering.md#atom-state).
//
//===----------------------------------------------------------------------===//
#ifndef FLYROCDL_TYPEDEFS_TD
#define FLYROCDL_TYPEDEFS_TD

include "fly/Dialect/FlyROCDL/IR/FlyROCDLDialect.td"

class FlyROCDL_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<FlyROCDL_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

class FlyROCDL_CopyPayload<string name, string typeMnemonic,
                           list<Trait> traits = []>
    : FlyROCDL_Type<name, typeMnemonic, !listconcat(traits, [
        DeclareTypeInterfaceMethods<Fly_CopyOpTypeInterface>])>;

class FlyROCDL_MmaPayload<string name, string typeMnemonic,
                          list<Trait> traits = []>
    : FlyROCDL_Type<name, typeMnemonic, !listconcat(traits, [
        DeclareTypeInterfaceMethods<Fly_MmaOpTypeInterface>])> {
  code mmaExtraDecls = [{
    /// The atom shape M, N, K.
    int64_t getM() const { return getShape()[0]; }
    int64_t getN() const { return getShape()[1]; }
    int64_t getK() const { return getShape()[2]; }
  }];
}

def FlyROCDL_Stateful
    : DeclareTypeInterfaceMethods<Fly_StatefulAtomTypeInterface>;

//===----------------------------------------------------------------------===//
// Copy payloads
//===----------------------------------------------------------------------===//

def FlyROCDL_CDNA3BufferCopy
    : FlyROCDL_CopyPayload<"CDNA3BufferCopy", "cdna3.buffer_copy",
                           [FlyROCDL_Stateful]> {
  let summary = "<bits[, cache = N]>: raw buffer load/store of `bits` bits";
  let description = [{
    One lane copies `bits` bits (8, 16, 32, 64, 96 or 128) between a
    buffer (`#fly_rocdl.buffer_desc`) view and registers with
    `rocdl.raw.ptr.buffer.load` / `.store`; `cache` (0..7, default 0, not
    printed) is the instruction's cache-policy bits (2: non-temporal). The
    direction follows the address spaces of the two views; a predicate
    becomes an `scf.if`. Runtime state: `soffset` (i32, default 0), the
    scalar byte offset of the instruction. Every chip.

    ```mlir
    !fly_rocdl.cdna3.buffer_copy<128, cache = 2>
    !fly_rocdl.cdna3.buffer_copy<32>
    ```

    ```mlir
    // error: cdna3.buffer_copy moves 8, 16, 32, 64, 96 or 128 bits, got 48
    %a = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<48>, 16>
    ```
  }];
  let parameters = (ins "int32_t":$bits, "int32_t":$cache);
}

def FlyROCDL_CDNA3BufferCopyLds
    : FlyROCDL_CopyPayload<"CDNA3BufferCopyLds", "cdna3.buffer_copy_lds",
                           [FlyROCDL_Stateful]> {
  let summary = "<bits>: buffer load straight into LDS (32, or 128 on gfx950)";
  let description = [{
    One lane loads `bits` bits from a buffer view straight into shared
    memory (LDS DMA, `rocdl.raw.ptr.buffer.load.lds`), without passing
    through registers. Runtime state: `soffset` and `imm_offset` (i32,
    default 0); a constant `imm_offset` is the instruction's 12-bit
    immediate. CDNA only; 128 bits needs gfx950.

    ```mlir
    !fly_rocdl.cdna3.buffer_copy_lds<32>
    ```

    The verifier rejects other widths than 32 and 128.
  }];
  let parameters = (ins "int32_t":$bits);
}

def FlyROCDL_CDNA3BufferAtomic
    : FlyROCDL_CopyPayload<"CDNA3BufferAtomic", "cdna3.buffer_atomic",
                           [FlyROCDL_Stateful]> {
  let summary = "<op, T>: buffer atomic read-modify-write without return";
  let description = [{
    One lane combines one `T` value into a buffer view with
    `rocdl.raw.ptr.buffer.atomic.*` (no value returned): `add` on f32
    (`fadd`), `max` on f32 (`fmax`) or i32 (`smax`), `min` on i32 (`umin`,
    unsigned). Runtime state: `soffset`. An f32 `max` does not exist on CDNA
    (checked per chip).

    ```mlir
    !fly_rocdl.cdna3.buffer_atomic<add, f32>
    ```

    The verifier rejects other operations and value types.
  }];
  let parameters = (ins "::mlir::fly::AtomicOpAttr":$op,
                        "::mlir::Type":$valueType);
}

def FlyROCDL_CDNA4LdsReadTrans
    : FlyROCDL_CopyPayload<"CDNA4LdsReadTrans", "cdna4.lds_read_trans"> {
  let summary = "<trans = 4b|6b|8b|16b, bits>: transposing LDS read (gfx950)";
  let description = [{
    A transposing read from shared memory (`rocdl.ds.read.tr4.b64`,
    `tr8.b64`, `tr6.b96`, `tr16.b64`): 16 lanes read a row-major block of
    `trans`-bit elements, `bits` per lane, and lane `t` receives column `t`.
    Stateless; gfx950 only.

    ```mlir
    !fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>
    ```

    The verifier accepts only (4b, 64), (8b, 64), (6b, 96) and (16b, 64).
  }];
  let parameters = (ins "int32_t":$transBits, "int32_t":$bits);
}

def FlyROCDL_CDNA4BufferLoadAsyncLds
    : FlyROCDL_CopyPayload<"CDNA4BufferLoadAsyncLds",
                           "cdna4.buffer_load_async_lds",
                           [FlyROCDL_Stateful]> {
  let summary = "<bits>: buffer load into LDS, 32, 96 or 128 bits (gfx950)";
  let description = [{
    FlyDSL's asynchronous buffer-to-LDS load. LLVM 22.1 has no asynchronous
    form, so it lowers to the same LDS DMA as `cdna3.buffer_copy_lds`,
    completion counted by the vector-memory counter
    (docs/reference/rocdl.md#lds-dma). Runtime state: `soffset`,
    `imm_offset`. gfx950 only.

    ```mlir
    !fly_rocdl.cdna4.buffer_load_async_lds<96>
    ```

    The verifier rejects other widths than 32, 96 and 128.
  }];
  let parameters = (ins "int32_t":$bits);
}

def FlyROCDL_CDNA4GlobalLoadAsyncLds
    : FlyROCDL_CopyPayload<"CDNA4GlobalLoadAsyncLds",
                           "cdna4.global_load_async_lds"> {
  let summary = "<bits>: global load into LDS, 32, 96 or 128 bits (gfx950)";
  let description = [{
    A global-to-LDS load of `bits` bits per lane (`rocdl.global.load.lds`;
    no asynchronous form in LLVM 22.1). Stateless; gfx950 only.

    ```mlir
    !fly_rocdl.cdna4.global_load_async_lds<128>
    ```

    The verifier rejects other widths than 32, 96 and 128.
  }];
  let parameters = (ins "int32_t":$bits);
}

def FlyROCDL_GFX1250Tdm
    : FlyROCDL_CopyPayload<"GFX1250Tdm", "gfx1250.tdm", [FlyROCDL_Stateful]> {
  let summary = "gfx1250 Tensor Data Mover: whole-tile global <-> LDS copies";
  let description = [{
    One call moves a whole tile of rank `rank` (1 to 5) between a global
    view and shared memory with `rocdl.tensor.load.to.lds` /
    `rocdl.tensor.store.from.lds`, the direction following the address
    spaces. The static global layout gives the tile and its strides; with
    `warps = W` the tile is split over `W` waves. `pad = I, A` inserts `A`
    elements of padding every `I` elements in LDS; `cache` is the cache
    policy; `barrier` and `timeout` set the descriptor's bits. Used with
    `valBits = 0` (a whole-tile atom: `fly.copy` does not split it).
    Runtime state: `workgroup_mask`, `extent_0..4` (i32; default
    `0x7FFFFFFF`, no clamp), `stride_0..3` (i64; default: the layout's) and
    `imm_offset`. gfx1250 only. Every parameter is printed.

    ```mlir
    !fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>
    ```

    The verifier rejects a rank outside 1..5, a warp count that is not a
    positive power of two, padding with only one of interval and amount
    non-zero, an interval that is not a power of two, and negative amounts
    or cache policies.

    ```mlir
    // error: numWarps must be a positive power of two, got 3
    %a = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 3>, 0>
    ```
  }];
  let parameters = (ins "int32_t":$rank, "int32_t":$warps,
                        "int32_t":$padInterval, "int32_t":$padAmount,
                        "int32_t":$cache, "bool":$barrier, "bool":$timeout);
}

//===----------------------------------------------------------------------===//
// MMA payloads
//===----------------------------------------------------------------------===//

def FlyROCDL_CDNA3Mfma : FlyROCDL_MmaPayload<"CDNA3Mfma", "cdna3.mfma"> {
  let summary = "<MxNxK, (A, B) -> C>: CDNA3 MFMA (wave64)";
  let description = [{
    `C = A * B + C` by one MFMA instruction of the 64 lanes of a wave
    (`rocdl.mfma.*`): M = N = 16 or 32 (4 for the 4x4 block shapes), K
    spread over the lane groups. Element types: f32, f16, bf16 and 8-bit
    floats into f32 (FNUZ fp8 on gfx942, OCP fp8 on gfx950, A and B of one
    kind), or i8 x i8 into i32. Lane layouts: A and B
    `((MN,G),KP):((1,MN*KP),MN)` with `G = 64/MN` lane groups and
    `KP = K/G` values per lane; C for 16x16 `((16,4),(4,1)):((16,4),(1,16))`
    (lane `t` holds rows `4*(t/16)+v` of column `t%16`). The gfx950-only
    double-rate shapes (16x16x32 and 32x32x16 f16/bf16, 16x16x64 and
    32x32x32 i8) are checked per chip. A 16x16 tile has 4 accumulator values
    per lane:

    ```mlir
    !fly_rocdl.cdna3.mfma<16x16x4, (f32, f32) -> f32>
    ```

    ```mlir
    !tm = !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>
    %c = fly.tiled_mma.partition_shape(c, %t, %s) : (!tm, !fly.int_tuple<(16,16)>) -> !fly.int_tuple<((4,1),1,1)>
    ```

    The verifier rejects other M, N, a K that is not a multiple of the lane
    groups, and unsupported or mixed element types.

    ```mlir
    // error: invalid MNK dimensions for CDNA3 MFMA: 16x32x8
    %a = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x32x8, (f16, f16) -> f32>>
    ```
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape,
                        "::mlir::Type":$elemA, "::mlir::Type":$elemB,
                        "::mlir::Type":$elemC);
  let extraClassDeclaration = mmaExtraDecls;
}

def FlyROCDL_CDNA4MfmaScale
    : FlyROCDL_MmaPayload<"CDNA4MfmaScale", "cdna4.mfma_scale",
                          [FlyROCDL_Stateful]> {
  let summary = "<MxNxK, (A, B) -> f32, opselA = i, opselB = j>: gfx950 "
                "block-scaled MFMA on f8/f6/f4";
  let description = [{
    `C = (A * scaleA) * (B * scaleB) + C` with one E8M0 scale per block of
    32 K values (`rocdl.mfma.scale.f32.16x16x128.f8f6f4` and
    `...32x32x64.f8f6f4`). A and B are f8E4M3FN, f8E5M2, f6E2M3FN, f6E3M2FN
    or f4E2M1FN; `opselA`/`opselB` (0..3, default 0) select the byte of the
    scale registers. Runtime state: `scale_a`, `scale_b` (i32, default 0).
    An fp8 A has 32 values per lane:

    ```mlir
    !fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>
    ```

    ```mlir
    !tm = !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>>, !fly.layout<(1,1,1):(0,0,0)>>
    %a = fly.tiled_mma.partition_shape(a, %t, %s) : (!tm, !fly.int_tuple<(16,128)>) -> !fly.int_tuple<((16,2),1,1)>
    ```

    The verifier rejects shapes other than 16x16x128 and 32x32x64, other
    element types, an accumulator that is not f32 and an opsel outside
    0..3. gfx950 only.
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape,
                        "::mlir::Type":$elemA, "::mlir::Type":$elemB,
                        "::mlir::Type":$elemC, "int32_t":$opselA,
                        "int32_t":$opselB);
  let extraClassDeclaration = mmaExtraDecls;
}

class FlyROCDL_WmmaPayload<string name, string typeMnemonic>
    : FlyROCDL_MmaPayload<name, typeMnemonic> {
  let summary = "<MxNxK, (A, B) -> C, signA = b, signB = b, clamp = b>";
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape,
                        "::mlir::Type":$elemA, "::mlir::Type":$elemB,
                        "::mlir::Type":$elemC, "bool":$signA, "bool":$signB,
                        "bool":$clamp);
  let extraClassDeclaration = mmaExtraDecls;
}

def FlyROCDL_GFX11Wmma : FlyROCDL_WmmaPayload<"GFX11Wmma", "gfx11.wmma"> {
  let description = [{
    `C = A * B + C` by one WMMA instruction of the 32 lanes of a gfx11
    (RDNA3) wave: 16x16x16 with f16 or bf16 into f32, or iu8 / iu4 into i32.
    `signA`, `signB` (the integer operands are signed) and `clamp`
    (saturate) apply to the integer forms only. A and B are replicated over
    the two half-waves (`((16,2),16):((1,0),16)`: 16 values per lane); C
    interleaves its rows, `((16,2),8):((16,1),2)`.

    ```mlir
    !fly_rocdl.gfx11.wmma<16x16x16, (f16, f16) -> f32, signA = false, signB = false, clamp = false>
    ```

    ```mlir
    !tm = !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x16, (f16, f16) -> f32, signA = false, signB = false, clamp = false>>, !fly.layout<(1,1,1):(0,0,0)>>
    %a = fly.tiled_mma.partition_shape(a, %t, %s) : (!tm, !fly.int_tuple<(16,16)>) -> !fly.int_tuple<(16,1,1)>
    ```

    The verifier rejects other shapes and element types, and sign or clamp
    on the float forms.

    ```mlir
    // error: GFX11 WMMA requires M=N=K=16, got 16x16x32
    %a = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx11.wmma<16x16x32, (f16, f16) -> f32>>
    ```
  }];
}
def FlyROCDL_GFX120xWmma : FlyROCDL_WmmaPayload<"GFX120xWmma", "gfx120x.wmma"> {
  let description = [{
    The gfx1200/gfx1201 (RDNA4) WMMA: 16x16x16 with f16 or bf16 into f32, or
    OCP fp8 (f8E4M3FN, f8E5M2) into f32, with FlyDSL's A/B lanes:
    `((16,2),8):((1,128),16)`, lane `l` value `v` at K `8*(l/16)+v` (8
    values per lane). For 16-bit types that is not the instruction's order
    (which alternates the half-waves every 4 values: `gfx120x.wmma_isa`),
    but A and B are relabelled alike, so a GEMM computes the same sums:
    FlyDSL's kernels, which load their fragments in this order, compute
    what they compute under FlyDSL (docs/flydsl-compat.md#gfx12-wmma-lanes).
    C is `((16,2),8):((16,8),1)`, lane `l` value `v` at row `8*(l/16)+v`.
    The sign and clamp flags print as false and must stay false.

    ```mlir
    !fly_rocdl.gfx120x.wmma<16x16x16, (bf16, bf16) -> f32, signA = false, signB = false, clamp = false>
    ```

    ```mlir
    !tm = !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (f16, f16) -> f32, signA = false, signB = false, clamp = false>>, !fly.layout<(1,1,1):(0,0,0)>>
    %a = fly.tiled_mma.partition_shape(a, %t, %s) : (!tm, !fly.int_tuple<(16,16)>) -> !fly.int_tuple<(8,1,1)>
    ```

    The verifier rejects other shapes and element types, and the sign and
    clamp flags.

    ```mlir
    // error: signA/signB/clamp are only valid for integer (iu4/iu8) WMMA
    %a = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (f16, f16) -> f32, signA = true>>
    ```
  }];
}
def FlyROCDL_GFX120xWmmaIsa
    : FlyROCDL_WmmaPayload<"GFX120xWmmaIsa", "gfx120x.wmma_isa"> {
  let description = [{
    The same instruction as `gfx120x.wmma`, with the A/B lanes the hardware
    reads (docs/notes/amd-atoms.md, section 4.1): the two half-waves take
    turns on K blocks of 8 bytes, 4 16-bit values (lane 0: K 0-3 and 8-11,
    lane 16: K 4-7 and 12-15), `((16,2),(4,2)):((1,64),(16,128))`; 8-bit
    types as `gfx120x.wmma`. Use it where an A or B fragment must hold the
    K the instruction reads: one loaded by hand or produced by another
    computation. C as `gfx120x.wmma`.

    ```mlir
    !tm = !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.gfx120x.wmma_isa<16x16x16, (f16, f16) -> f32, signA = false, signB = false, clamp = false>>, !fly.layout<(1,1,1):(0,0,0)>>
    %a = fly.tiled_mma.partition_shape(a, %t, %s) : (!tm, !fly.int_tuple<(16,16)>) -> !fly.int_tuple<((4,2),1,1)>
    ```
  }];
}
def FlyROCDL_GFX1250Wmma : FlyROCDL_WmmaPayload<"GFX1250Wmma", "gfx1250.wmma"> {
  let description = [{
    The gfx1250 WMMA, M = N = 16: K = 4 on f32; K = 32 on f16 (into f32 or
    f16) and bf16 (into f32 or bf16); K = 64 or 128 on OCP fp8 (into f32 or
    f16); K = 64 on iu8 and K = 32 on iu4 (into i32; the iu4 form is not
    selectable by LLVM 22 for gfx1250 and is rejected per chip). The
    half-waves take turns on K blocks of 16 bytes: a 16x32 f16 A has 16
    values per lane.

    ```mlir
    !fly_rocdl.gfx1250.wmma<16x16x32, (f16, f16) -> f32, signA = false, signB = false, clamp = false>
    ```

    ```mlir
    !tm = !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x32, (f16, f16) -> f32, signA = false, signB = false, clamp = false>>, !fly.layout<(1,1,1):(0,0,0)>>
    %a = fly.tiled_mma.partition_shape(a, %t, %s) : (!tm, !fly.int_tuple<(16,32)>) -> !fly.int_tuple<((8,2),1,1)>
    ```

    The verifier rejects other shapes and type combinations, and sign or
    clamp on the float forms.

    ```mlir
    // error: GFX1250 WMMA requires M=N=16, got 32x16
    %a = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma<32x16x32, (f16, f16) -> f32>>
    ```
  }];
}

def FlyROCDL_GFX1250WmmaScale
    : FlyROCDL_MmaPayload<"GFX1250WmmaScale", "gfx1250.wmma_scale",
                          [FlyROCDL_Stateful]> {
  let summary = "gfx1250 block-scaled WMMA on f8/f6/f4";
  let description = [{
    `C = (A * scaleA) * (B * scaleB) + C` on gfx1250
    (`rocdl.wmma.scale{,16}.f32.16x16x128.f8f6f4`,
    `...32x16x128.f4`): 16x16x128 on f8E4M3FN, f8E5M2, f6E2M3FN, f6E3M2FN or
    f4E2M1FN, or 32x16x128 on f4E2M1FN, into f32. `blockSize` is the K
    values per scale (32 with i32 scales, 16 with i64 scales); `opselA`,
    `opselB` (0..1) select the scale half; `modC` (0..65535) is the
    accumulator modifier; `reuseA`, `reuseB` are operand-reuse hints.
    Runtime state: `scale_a`, `scale_b`. Every parameter is printed. An fp8
    A has 64 values per lane:

    ```mlir
    !fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>
    ```

    ```mlir
    !tm = !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.layout<(1,1,1):(0,0,0)>>
    %a = fly.tiled_mma.partition_shape(a, %t, %s) : (!tm, !fly.int_tuple<(16,128)>) -> !fly.int_tuple<((16,4),1,1)>
    ```

    The verifier rejects other shapes and element types, a `blockSize`
    other than 16 and 32, and opsel or modC out of range.

    ```mlir
    // error: blockSize must be 16 or 32, got 8
    %a = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, blockSize = 8>>
    ```
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape,
                        "::mlir::Type":$elemA, "::mlir::Type":$elemB,
                        "::mlir::Type":$elemC, "int32_t":$opselA,
                        "int32_t":$opselB, "int32_t":$modC, "bool":$reuseA,
                        "bool":$reuseB, "int32_t":$blockSize);
  let extraClassDeclaration = mmaExtraDecls;
}

#endif // FLYROCDL_TYPEDEFS_TD
