//===- FlyEnums.td - fly enum attributes -------------------*- tablegen -*-===//
//
// The five enum attributes of the fly dialect. Inside types and op syntax
// they are written bare (`!fly.ptr<f16, shared>`, `!fly.universal_atomic<add,
// f32>`); standalone they print in the dialect's generic form
// `#fly<address_space shared>` (docs/reference/type-grammar.md#enums).
//
//===----------------------------------------------------------------------===//
#ifndef FLY_ENUMS_TD
#define FLY_ENUMS_TD

include "fly/Dialect/Fly/IR/FlyDialect.td"
include "mlir/IR/EnumAttr.td"

class Fly_I32Enum<string name, string summary, list<I32EnumAttrCase> cases>
    : I32EnumAttr<name, summary, cases> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::fly";
}

/// `#fly<mnemonic case>` standalone.
class Fly_EnumAttr<EnumAttrInfo info, string name>
    : EnumAttr<Fly_Dialect, info, name> {
  let assemblyFormat = "$value";
}

def Fly_CachePolicy : Fly_I32Enum<"CachePolicy", "cache policy", [
  I32EnumAttrCase<"CacheGlobal", 0, "cache_global">,
  I32EnumAttrCase<"CacheAlways", 1, "cache_always">
]>;
def Fly_CachePolicyAttr : Fly_EnumAttr<Fly_CachePolicy, "cache_policy"> {
  let description = [{
    A cache policy, declared as in FlyDSL for textual compatibility; no op
    or pass of Fly uses it (the AMD copies take their own `cache` number).

    ```mlir
    #fly<cache_policy cache_global>
    ```
  }];
}

def Fly_AddressSpace : Fly_I32Enum<"AddressSpace", "address space", [
  I32EnumAttrCase<"Generic", 0, "generic">,
  I32EnumAttrCase<"Global", 1, "global">,
  I32EnumAttrCase<"Shared", 2, "shared">,
  I32EnumAttrCase<"Register", 3, "register">
]>;
def Fly_AddressSpaceAttr : Fly_EnumAttr<Fly_AddressSpace, "address_space"> {
  let description = [{
    Where a pointer points: `generic`, `global`, `shared` (workgroup
    memory) or `register` (thread-private memory). They lower to LLVM
    address spaces 0, 1 and 3; registers go where the target puts allocas
    (5 on AMDGPU, 0 on NVPTX and the host). Written bare inside
    `!fly.ptr`/`!fly.memref`.

    ```mlir
    #fly<address_space shared>
    ```
  }];
}

def Fly_MmaOperand : Fly_I32Enum<"MmaOperand", "MMA operand", [
  I32EnumAttrCase<"A", 0, "a">,
  I32EnumAttrCase<"B", 1, "b">,
  I32EnumAttrCase<"C", 2, "c">,
  I32EnumAttrCase<"D", 3, "d">
]>;
def Fly_MmaOperandAttr : Fly_EnumAttr<Fly_MmaOperand, "mma_operand"> {
  let description = [{
    Which operand of `d = a * b + c` an MMA partitioning op is about;
    written bare as the first operand of `fly.tiled_mma.partition`,
    `fly.tiled_mma.partition_shape` and `fly.mma.make_fragment` (`d` is
    treated as `c`).

    ```mlir
    #fly<mma_operand a>
    ```
  }];
}

def Fly_AtomicOp : Fly_I32Enum<"AtomicOp", "atomic read-modify-write op", [
  I32EnumAttrCase<"Add", 0, "add">,
  I32EnumAttrCase<"Max", 1, "max">,
  I32EnumAttrCase<"Min", 2, "min">,
  I32EnumAttrCase<"And", 3, "and">,
  I32EnumAttrCase<"Or", 4, "or">,
  I32EnumAttrCase<"Inc", 5, "inc">,
  I32EnumAttrCase<"Dec", 6, "dec">
]>;
def Fly_AtomicOpAttr : Fly_EnumAttr<Fly_AtomicOp, "atomic_op"> {
  let description = [{
    The read-modify-write operation of an atomic copy
    (`!fly.universal_atomic`, `!fly_rocdl.cdna3.buffer_atomic`): `add`,
    `max`, `min`, `and`, `or`, `inc`, `dec`.

    ```mlir
    #fly<atomic_op add>
    ```
  }];
}

def Fly_GemmTraversalOrder
    : Fly_I32Enum<"GemmTraversalOrder", "loop order of fly.gemm", [
  I32EnumAttrCase<"KMN", 0, "kmn">,
  I32EnumAttrCase<"KNM", 1, "knm">,
  I32EnumAttrCase<"MKN", 2, "mkn">,
  I32EnumAttrCase<"MNK", 3, "mnk">,
  I32EnumAttrCase<"NKM", 4, "nkm">,
  I32EnumAttrCase<"NMK", 5, "nmk">,
  I32EnumAttrCase<"KMNSerpentine", 6, "kmn_serpentine">,
  I32EnumAttrCase<"KNMSerpentine", 7, "knm_serpentine">,
  I32EnumAttrCase<"MKNSerpentine", 8, "mkn_serpentine">,
  I32EnumAttrCase<"MNKSerpentine", 9, "mnk_serpentine">,
  I32EnumAttrCase<"NKMSerpentine", 10, "nkm_serpentine">,
  I32EnumAttrCase<"NMKSerpentine", 11, "nmk_serpentine">
]>;
def Fly_GemmTraversalOrderAttr
    : Fly_EnumAttr<Fly_GemmTraversalOrder, "gemm_traversal_order"> {
  let description = [{
    The loop order of `fly.gemm`'s calls: the letters name the loops
    fastest first (`mnk`: m innermost, k outermost). A `_serpentine` order
    runs the middle loop backwards on odd passes of the outer one and the
    innermost loop backwards on odd passes of the two outer ones.

    ```mlir
    #fly<gemm_traversal_order nmk_serpentine>
    ```
  }];
}

#endif // FLY_ENUMS_TD
