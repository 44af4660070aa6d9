//===- FlyInterfaces.td - fly op and type interfaces ----------------*- tablegen -*-===//
#ifndef FLY_INTERFACES_TD
#define FLY_INTERFACES_TD

include "mlir/IR/OpBase.td"

def Fly_AlgebraOpInterface : OpInterface<"AlgebraOpInterface"> {
  let cppNamespace = "::mlir::fly";
  let description = [{
    An op whose results the layout algebra computes from the values of its
    operands. Type inference evaluates it on the values its operand types
    carry; fly-layout-lowering evaluates it on values whose dynamic leaves
    carry expressions, and emits those expressions as `arith`.
  }];
  let methods = [
    InterfaceMethod<[{
        Evaluates the op on the algebra values of its operands, in operand
        order; fails with a message naming the offending mode.
      }],
      "::mlir::fly::EvalResult", "evaluate",
      (ins "::llvm::ArrayRef<::mlir::fly::AlgebraValue>":$operands),
      [{
        return ConcreteOp::evaluateAlgebra(typename ConcreteOp::Adaptor($_op),
                                           operands);
      }]>
  ];
}

//===----------------------------------------------------------------------===//
// Atom payload type interfaces. A target dialect (fly_rocdl) implements them
// on its payload types, so tiled copy / MMA inference stays target-neutral.
// Layouts follow CuTe's Copy_Traits / MMA_Traits conventions.
//===----------------------------------------------------------------------===//

def Fly_CopyOpTypeInterface : TypeInterface<"CopyOpTypeInterface"> {
  let cppNamespace = "::mlir::fly";
  let description = [{
    A copy-op payload of `!fly.copy_atom<payload, valBits>` (CuTe
    Copy_Traits). The source, destination and reference layouts map
    (thread, bit) to the bit index in the copied block; `!fly.copy_atom`
    recasts them from 1 bit to `valBits` bits to get thread-to-value layouts.
  }];
  let methods = [
    InterfaceMethod<[{Thread id layout (CuTe ThrID).}],
      "::mlir::fly::LayoutAttr", "getThrLayout", (ins)>,
    InterfaceMethod<[{Thread-to-bit layout of the source (CuTe SrcLayout).}],
      "::mlir::fly::LayoutAttr", "getSrcLayout", (ins)>,
    InterfaceMethod<[{Thread-to-bit layout of the destination (DstLayout).}],
      "::mlir::fly::LayoutAttr", "getDstLayout", (ins)>,
    InterfaceMethod<[{Reference thread-to-bit layout (CuTe RefLayout).}],
      "::mlir::fly::LayoutAttr", "getRefLayout", (ins)>,
    InterfaceMethod<[{Bits moved by one thread in one invocation.}],
      "int64_t", "getCopyBits", (ins)>
  ];
}

def Fly_MmaOpTypeInterface : TypeInterface<"MmaOpTypeInterface"> {
  let cppNamespace = "::mlir::fly";
  let description = [{
    An MMA-op payload of `!fly.mma_atom<payload>` (CuTe MMA_Traits). The
    A, B and C layouts map (thread, value) to the column-major index in the
    (M,K), (N,K) and (M,N) tile of the atom.
  }];
  let methods = [
    InterfaceMethod<[{The atom shape (M,N,K) as a static int tuple.}],
      "::mlir::fly::IntTupleAttr", "getShapeMNK", (ins)>,
    InterfaceMethod<[{Thread id layout (CuTe ThrID).}],
      "::mlir::fly::LayoutAttr", "getThrLayout", (ins)>,
    InterfaceMethod<[{Thread-value layout of A over the (M,K) tile.}],
      "::mlir::fly::LayoutAttr", "getLayoutA", (ins)>,
    InterfaceMethod<[{Thread-value layout of B over the (N,K) tile.}],
      "::mlir::fly::LayoutAttr", "getLayoutB", (ins)>,
    InterfaceMethod<[{Thread-value layout of C over the (M,N) tile.}],
      "::mlir::fly::LayoutAttr", "getLayoutC", (ins)>,
    InterfaceMethod<[{Element type of A.}], "::mlir::Type", "getValueTypeA",
      (ins)>,
    InterfaceMethod<[{Element type of B.}], "::mlir::Type", "getValueTypeB",
      (ins)>,
    InterfaceMethod<[{Element type of C (the accumulator).}], "::mlir::Type",
      "getValueTypeC", (ins)>,
    InterfaceMethod<[{Checks the view type of operand `role` ("A" or "B")
      where an op naming the atom is verified: with `firstMode`, the first
      mode of a (V, M or N, K) fragment is one call's operand, else the whole
      view is. Instructions that read an operand in a fixed shared-memory
      form (wgmma's descriptors) report a view not in it at `emitError`;
      the default accepts any.}],
      "::llvm::LogicalResult", "verifyOperandView",
      (ins "::llvm::StringRef":$role, "::mlir::Type":$view, "bool":$firstMode,
           "::llvm::function_ref<::mlir::InFlightDiagnostic()>":$emitError),
      [{}], [{ return ::mlir::success(); }]>
  ];
}

//===----------------------------------------------------------------------===//
// Target extension points.
//===----------------------------------------------------------------------===//

def Fly_TargetAddressSpaceAttrInterface
    : AttrInterface<"TargetAddressSpaceAttrInterface"> {
  let cppNamespace = "::mlir::fly";
  let description = [{
    An address space a target dialect defines for `!fly.ptr` and
    `!fly.memref` (for example `#fly_rocdl.buffer_desc`). The fly dialect
    accepts it next to its own generic/global/shared/register; the target's
    conversion says what such pointers lower to.
  }];
  let methods = [
    InterfaceMethod<[{Whether pointers in this space may be dereferenced
        by fly.ptr.load/store (as opposed to only by target atoms).}],
      "bool", "isDirectlyAddressable", (ins)>
  ];
}

def Fly_StatefulAtomTypeInterface : TypeInterface<"StatefulAtomTypeInterface"> {
  let cppNamespace = "::mlir::fly";
  let description = [{
    A copy or MMA payload with runtime state
    (docs/reference/lowering.md#atom-state): named integer
    fields set by `fly.atom.set_value`, read by the atom call, carried as an
    LLVM struct of the field types once converted. `make_copy_atom` /
    `make_mma_atom` start from the default values.
  }];
  let methods = [
    InterfaceMethod<[{The field names, in struct order.}],
      "::llvm::SmallVector<::llvm::StringRef>", "getStateFieldNames", (ins)>,
    InterfaceMethod<[{The field types (i32 or i64), in struct order.}],
      "::llvm::SmallVector<::mlir::Type>", "getStateFieldTypes", (ins)>,
    InterfaceMethod<[{The default value of each field, in struct order.}],
      "::llvm::SmallVector<int64_t>", "getStateFieldDefaults", (ins)>
  ];
}

#endif // FLY_INTERFACES_TD
