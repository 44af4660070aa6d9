//===- FlyROCDLTypeDefs.td - fly_rocdl payload types -------*- tablegen -*-===//
//
// Payloads of !fly.copy_atom / !fly.mma_atom (fly-ir.md 7.2, 7.3). Each one
// gives its thread and thread-value layouts through the fly payload
// interfaces, so tiling and partitioning stay target-neutral; the stateful
// ones name their runtime fields (fly-ir.md 9.5).
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
  let parameters = (ins "int32_t":$bits, "int32_t":$cache);
}

def FlyROCDL_CDNA3BufferCopyLds
    : FlyROCDL_CopyPayload<"CDNA3BufferCopyLds", "cdna3.buffer_copy_lds",
                           [FlyROCDL_Stateful]> {
  let summary = "<bits>: buffer load straight into LDS (32, or 128 on gfx950)";
  let parameters = (ins "int32_t":$bits);
}

def FlyROCDL_CDNA3BufferAtomic
    : FlyROCDL_CopyPayload<"CDNA3BufferAtomic", "cdna3.buffer_atomic",
                           [FlyROCDL_Stateful]> {
  let summary = "<op, T>: buffer atomic read-modify-write without return";
  let parameters = (ins "::mlir::fly::AtomicOpAttr":$op,
                        "::mlir::Type":$valueType);
}

def FlyROCDL_CDNA4LdsReadTrans
    : FlyROCDL_CopyPayload<"CDNA4LdsReadTrans", "cdna4.lds_read_trans"> {
  let summary = "<trans = 4b|6b|8b|16b, bits>: transposing LDS read (gfx950)";
  let parameters = (ins "int32_t":$transBits, "int32_t":$bits);
}

def FlyROCDL_CDNA4BufferLoadAsyncLds
    : FlyROCDL_CopyPayload<"CDNA4BufferLoadAsyncLds",
                           "cdna4.buffer_load_async_lds",
                           [FlyROCDL_Stateful]> {
  let summary = "<bits>: buffer load into LDS, 32, 96 or 128 bits (gfx950)";
  let parameters = (ins "int32_t":$bits);
}

def FlyROCDL_CDNA4GlobalLoadAsyncLds
    : FlyROCDL_CopyPayload<"CDNA4GlobalLoadAsyncLds",
                           "cdna4.global_load_async_lds"> {
  let summary = "<bits>: global load into LDS, 32, 96 or 128 bits (gfx950)";
  let parameters = (ins "int32_t":$bits);
}

def FlyROCDL_GFX1250Tdm
    : FlyROCDL_CopyPayload<"GFX1250Tdm", "gfx1250.tdm", [FlyROCDL_Stateful]> {
  let summary = "gfx1250 Tensor Data Mover: whole-tile global <-> LDS copies";
  let parameters = (ins "int32_t":$rank, "int32_t":$warps,
                        "int32_t":$padInterval, "int32_t":$padAmount,
                        "int32_t":$cache, "bool":$barrier, "bool":$timeout);
}

//===----------------------------------------------------------------------===//
// MMA payloads
//===----------------------------------------------------------------------===//

def FlyROCDL_CDNA3Mfma : FlyROCDL_MmaPayload<"CDNA3Mfma", "cdna3.mfma"> {
  let summary = "<MxNxK, (A, B) -> C>: CDNA3 MFMA (wave64)";
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

def FlyROCDL_GFX11Wmma : FlyROCDL_WmmaPayload<"GFX11Wmma", "gfx11.wmma">;
def FlyROCDL_GFX120xWmma : FlyROCDL_WmmaPayload<"GFX120xWmma", "gfx120x.wmma">;
def FlyROCDL_GFX1250Wmma : FlyROCDL_WmmaPayload<"GFX1250Wmma", "gfx1250.wmma">;

def FlyROCDL_GFX1250WmmaScale
    : FlyROCDL_MmaPayload<"GFX1250WmmaScale", "gfx1250.wmma_scale",
                          [FlyROCDL_Stateful]> {
  let summary = "gfx1250 block-scaled WMMA on f8/f6/f4";
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape,
                        "::mlir::Type":$elemA, "::mlir::Type":$elemB,
                        "::mlir::Type":$elemC, "int32_t":$opselA,
                        "int32_t":$opselB, "int32_t":$modC, "bool":$reuseA,
                        "bool":$reuseB, "int32_t":$blockSize);
  let extraClassDeclaration = mmaExtraDecls;
}

#endif // FLYROCDL_TYPEDEFS_TD
