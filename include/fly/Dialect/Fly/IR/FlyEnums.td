//===- FlyEnums.td - fly enum attributes -------------------*- tablegen -*-===//
//
// The five enum attributes of fly-ir.md 3.3. Inside types and op syntax they
// are written bare (`!fly.ptr<f16, shared>`, `!fly.universal_atomic<add,
// f32>`); standalone they print in the dialect's generic form
// `#fly<address_space shared>`.
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
def Fly_CachePolicyAttr : Fly_EnumAttr<Fly_CachePolicy, "cache_policy">;

def Fly_AddressSpace : Fly_I32Enum<"AddressSpace", "address space", [
  I32EnumAttrCase<"Generic", 0, "generic">,
  I32EnumAttrCase<"Global", 1, "global">,
  I32EnumAttrCase<"Shared", 2, "shared">,
  I32EnumAttrCase<"Register", 3, "register">
]>;
def Fly_AddressSpaceAttr : Fly_EnumAttr<Fly_AddressSpace, "address_space">;

def Fly_MmaOperand : Fly_I32Enum<"MmaOperand", "MMA operand", [
  I32EnumAttrCase<"A", 0, "a">,
  I32EnumAttrCase<"B", 1, "b">,
  I32EnumAttrCase<"C", 2, "c">,
  I32EnumAttrCase<"D", 3, "d">
]>;
def Fly_MmaOperandAttr : Fly_EnumAttr<Fly_MmaOperand, "mma_operand">;

def Fly_AtomicOp : Fly_I32Enum<"AtomicOp", "atomic read-modify-write op", [
  I32EnumAttrCase<"Add", 0, "add">,
  I32EnumAttrCase<"Max", 1, "max">,
  I32EnumAttrCase<"Min", 2, "min">,
  I32EnumAttrCase<"And", 3, "and">,
  I32EnumAttrCase<"Or", 4, "or">,
  I32EnumAttrCase<"Inc", 5, "inc">,
  I32EnumAttrCase<"Dec", 6, "dec">
]>;
def Fly_AtomicOpAttr : Fly_EnumAttr<Fly_AtomicOp, "atomic_op">;

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
    : Fly_EnumAttr<Fly_GemmTraversalOrder, "gemm_traversal_order">;

#endif // FLY_ENUMS_TD
