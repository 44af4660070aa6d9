//===- FlyNVVMTypeDefs.td - fly_nvvm payload types ---------*- tablegen -*-===//
//
// Payloads of !fly.copy_atom / !fly.mma_atom for NVIDIA GPUs. Each one gives
// its thread and thread-value layouts through the fly payload interfaces
// (lib/Dialect/FlyNVVM/IR/MmaPayloads.cpp, CopyPayloads.cpp); the lane
// layouts are derived from the PTX ISA in docs/notes/nvidia-atoms.md.
//
//===----------------------------------------------------------------------===//
#ifndef FLYNVVM_TYPEDEFS_TD
#define FLYNVVM_TYPEDEFS_TD

include "fly/Dialect/FlyNVVM/IR/FlyNVVMDialect.td"

class FlyNVVM_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<FlyNVVM_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

class FlyNVVM_CopyPayload<string name, string typeMnemonic>
    : FlyNVVM_Type<name, typeMnemonic, [
        DeclareTypeInterfaceMethods<Fly_CopyOpTypeInterface>]>;

def FlyNVVM_MmaSync
    : FlyNVVM_Type<"MmaSync", "mma_sync", [
        DeclareTypeInterfaceMethods<Fly_MmaOpTypeInterface>]> {
  let summary = "<MxNxK, (A, B) -> C[, signA = b, signB = b]>: warp mma.sync";
  let description = [{
    `D = A * B + C` by one `mma.sync.aligned` instruction of the 32 lanes of
    a warp, A row-major and B column-major (`.row.col`):

    - 16x8x16 on f16 into f32 or f16, on bf16 into f32;
    - 16x8x8 on f32 operands: the tf32 MMA (the hardware reads the upper 19
      bits of each f32, so the operands are the f32 values with their 13
      low mantissa bits dropped);
    - 16x8x32 on i8 into i32, each operand signed (`signA`, `signB`, both
      default true) or unsigned; the accumulator wraps on overflow;
    - 16x8x32 on f8E4M3FN / f8E5M2 (in any mix) into f32: sm_89 and later,
      PTX ISA 8.4.

    The lanes hold A, B and C as the PTX ISA's fragment figures give them
    (groups of four lanes share a row; docs/notes/nvidia-atoms.md): a
    16x16 A of 16-bit values has 8 values per lane.

    ```mlir
    !fly_nvvm.mma_sync<16x8x16, (f16, f16) -> f32>
    !fly_nvvm.mma_sync<16x8x32, (i8, i8) -> i32, signA = true, signB = false>
    ```

    ```mlir
    !tm = !fly.tiled_mma<!fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (bf16, bf16) -> f32>>, !fly.layout<(1,1,1):(0,0,0)>>
    %a = fly.tiled_mma.partition_shape(a, %t, %s) : (!tm, !fly.int_tuple<(16,16)>) -> !fly.int_tuple<((2,2,2),1,1)>
    ```

    The verifier rejects other shapes, type combinations and the sign flags
    on float forms.

    ```mlir
    // error: mma_sync 16x8x16 takes (f16, f16) -> f32 or f16, or (bf16, bf16) -> f32, got (bf16, bf16) -> bf16
    %a = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (bf16, bf16) -> bf16>>
    ```
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape,
                        "::mlir::Type":$elemA, "::mlir::Type":$elemB,
                        "::mlir::Type":$elemC, "bool":$signA, "bool":$signB);
  let extraClassDeclaration = [{
    int64_t getM() const { return getShape()[0]; }
    int64_t getN() const { return getShape()[1]; }
    int64_t getK() const { return getShape()[2]; }
    /// Whether the operands are 8-bit integers (the sign flags apply).
    bool isInteger() const { return getElemA().isSignlessInteger(8); }
  }];
}

def FlyNVVM_LdMatrix : FlyNVVM_CopyPayload<"LdMatrix", "ldmatrix"> {
  let summary = "<x1|x2|x4[, trans]>: warp load of 8x8 b16 matrices";
  let description = [{
    `ldmatrix.sync.aligned.m8n8.{x1,x2,x4}[.trans].shared.b16`: the warp
    loads one, two or four 8x8 matrices of 16-bit elements from shared
    memory. Lane `8j + r` gives the address of row `r` of matrix `j` (16
    contiguous bytes); lane `l` receives, in register `j`, the elements
    `(l / 4, 2 * (l % 4) + e)` of matrix `j`, or with `trans` the elements
    `(2 * (l % 4) + e, l / 4)`. Used with `valBits = 16`. Stateless; every
    chip Fly targets (sm_75 and later).

    ```mlir
    !fly_nvvm.ldmatrix<x4>
    !fly_nvvm.ldmatrix<x2, trans>
    ```

    ```mlir
    // error: ldmatrix loads 1, 2 or 4 matrices (x1, x2, x4), got x3
    %a = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.ldmatrix<x3>, 16>
    ```
  }];
  let parameters = (ins "int32_t":$num, "bool":$trans);
}

def FlyNVVM_StMatrix : FlyNVVM_CopyPayload<"StMatrix", "stmatrix"> {
  let summary = "<x1|x2|x4[, trans]>: warp store of 8x8 b16 matrices (sm_90)";
  let description = [{
    `stmatrix.sync.aligned.m8n8.{x1,x2,x4}[.trans].shared.b16`, the mirror
    of `ldmatrix`: lane `l` gives, in register `j`, the elements
    `(l / 4, 2 * (l % 4) + e)` of matrix `j` (or their transpose), and lane
    `8j + r` the shared-memory address of row `r` of matrix `j`. sm_90 and
    later.

    ```mlir
    !fly_nvvm.stmatrix<x4>
    !fly_nvvm.stmatrix<x4, trans>
    ```

    ```mlir
    // error: stmatrix stores 1, 2 or 4 matrices (x1, x2, x4), got x8
    %a = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.stmatrix<x8>, 16>
    ```
  }];
  let parameters = (ins "int32_t":$num, "bool":$trans);
}

def FlyNVVM_CpAsync : FlyNVVM_CopyPayload<"CpAsync", "cp_async"> {
  let summary = "<bits, ca|cg[, skip]>: asynchronous global-to-shared copy";
  let description = [{
    `cp.async.{ca,cg}.shared.global`: one lane copies 32, 64 or 128 bits
    from global to shared memory without passing through registers; `cg`
    (bypass L1) exists for 128 bits only. Completion is waited for with
    `nvvm.cp.async.commit.group` and `nvvm.cp.async.wait.group N`. sm_80
    and later.

    A predicated call that is off zero-fills its destination by default
    (CuTe's `ZFILL` atoms): the instruction is issued with a source size of
    0 bytes, so nothing is read from global memory and every byte of the
    destination becomes 0. A K-residue tile thus accumulates zeros, not what
    shared memory held before. `skip` asks for the other meaning: a call
    that is off issues nothing and the destination keeps its contents
    (a branch around the copy).

    ```mlir
    !fly_nvvm.cp_async<128, cg>
    !fly_nvvm.cp_async<32, ca, skip>
    ```

    ```mlir
    // error: cp_async with cg copies 128 bits, got 64
    %a = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_nvvm.cp_async<64, cg>, 16>
    ```
  }];
  let parameters = (ins "int32_t":$bits, "bool":$bypassL1,
                        DefaultValuedParameter<"bool", "true">:$zeroFill);
}

def FlyNVVM_Wgmma
    : FlyNVVM_Type<"Wgmma", "wgmma", [
        DeclareTypeInterfaceMethods<Fly_MmaOpTypeInterface, ["verifyOperandView"]>]> {
  let summary = "<64xNx16, (A, B) -> C, a = smem|reg>: Hopper warpgroup MMA";
  let description = [{
    `D = A * B + D` by one `wgmma.mma_async` of a warpgroup (128 threads,
    four warps): M = 64, N a multiple of 8 from 8 to 256, K = 16, on f16
    into f32 or f16 and on bf16 into f32. B is read from shared memory
    through a matrix descriptor; A from shared memory too (`a = smem`) or
    from registers (`a = reg`). Both are K-major (k contiguous). sm_90a
    only (PTX ISA 8.0).

    The accumulator is spread as the `mma.sync` one, warp w owning rows
    16w .. 16w + 15: N / 2 values per thread. A shared-memory operand is
    not split over the threads: every thread's part is the whole 64 x 16
    (N x 16) tile, whose shared-memory layout must be one of the
    descriptor's canonical K-major forms (a 128-, 64- or 32-byte swizzle,
    docs/notes/nvidia-atoms.md); the lowering derives the descriptor from
    the view and rejects any other layout. Issue and completion are the
    program's: `nvvm.wgmma.fence.aligned` before the first MMA,
    `nvvm.wgmma.commit.group.sync.aligned` and
    `nvvm.wgmma.wait.group.sync.aligned N` after.

    ```mlir
    !fly_nvvm.wgmma<64x128x16, (bf16, bf16) -> f32, a = smem>
    !fly_nvvm.wgmma<64x64x16, (f16, f16) -> f16, a = reg>
    ```

    ```mlir
    !tm = !fly.tiled_mma<!fly.mma_atom<!fly_nvvm.wgmma<64x128x16, (bf16, bf16) -> f32, a = smem>>, !fly.layout<(1,1,1):(0,0,0)>>
    %c = fly.tiled_mma.partition_shape(c, %t, %s) : (!tm, !fly.int_tuple<(64,128)>) -> !fly.int_tuple<((2,2,16),1,1)>
    ```

    ```mlir
    // error: wgmma N must be a multiple of 8 from 8 to 256, got 100
    %a = fly.make_mma_atom : !fly.mma_atom<!fly_nvvm.wgmma<64x100x16, (bf16, bf16) -> f32, a = smem>>
    ```
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape,
                        "::mlir::Type":$elemA, "::mlir::Type":$elemB,
                        "::mlir::Type":$elemC, "bool":$aFromRegisters);
  let extraClassDeclaration = [{
    int64_t getM() const { return getShape()[0]; }
    int64_t getN() const { return getShape()[1]; }
    int64_t getK() const { return getShape()[2]; }
  }];
}

def FlyNVVM_TmaLoad
    : FlyNVVM_Type<"TmaLoad", "tma_load", [
        DeclareTypeInterfaceMethods<Fly_CopyOpTypeInterface>,
        DeclareTypeInterfaceMethods<Fly_StatefulAtomTypeInterface>]> {
  let summary = "<rank>: Hopper TMA tile load through a tensor map";
  let description = [{
    `cp.async.bulk.tensor.<rank>d.shared::cluster.global.tile.mbarrier::
    complete_tx::bytes`: one thread asks the tensor memory accelerator for a
    whole box of a 1- to 5-dimensional global tensor, described by a tensor
    map (`CUtensorMap`, made on the host with `cuTensorMapEncodeTiled`), and
    the bytes arrive in shared memory as the transactions of an mbarrier. A
    whole-tile atom (`valBits = 0`): the source of a call is a coordinate
    tensor whose base is the box's first coordinate (mode `rank - 1 - j` is
    the tensor map's dimension `j`, innermost first), the destination the
    box's shared-memory view (its first element's address, 128-byte
    aligned; the tensor map's swizzle must match the view's). Runtime state
    (i64): `tensor_map`, the generic address of the tensor map in global
    memory, and `mbar`, the shared address of the mbarrier. Expecting the
    bytes (`nvvm.mbarrier.arrive.expect_tx`) and waiting for them are the
    program's. sm_90 and later.

    ```mlir
    !fly_nvvm.tma_load<2>
    ```

    ```mlir
    // error: tma_load moves boxes of 1 to 5 dimensions, got 6
    %a = fly.make_copy_atom {valBits = 0 : i32} : !fly.copy_atom<!fly_nvvm.tma_load<6>, 0>
    ```
  }];
  let parameters = (ins "int32_t":$rank);
}

#endif // FLYNVVM_TYPEDEFS_TD
