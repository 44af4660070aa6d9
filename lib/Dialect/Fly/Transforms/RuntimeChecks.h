//===- RuntimeChecks.h - Checks of what the algebra assumes -----*- C++ -*-===//
//
// With dynamic leaves the algebra assumes conditions it cannot prove
// (algebra::AssumedCondition: non-zero divisors, divisibility, injectivity).
// fly-layout-lowering{runtime-checks=true} turns each one into a check before
// the lowered op's arith, so that inputs breaking an assumption stop the
// program with a message instead of computing wrong addresses or dividing by
// zero (docs/reference/lowering.md#runtime-checks).
//
//===----------------------------------------------------------------------===//
#ifndef FLY_LIB_DIALECT_FLY_TRANSFORMS_RUNTIMECHECKS_H
#define FLY_LIB_DIALECT_FLY_TRANSFORMS_RUNTIMECHECKS_H

#include "LeafExprs.h"

#include "fly/Layout/Expr.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::fly {

/// The dialects whose ops the checks create (cf, scf, gpu, LLVM). The passes
/// with a runtime-checks option depend on them only when it is set: loading
/// them costs a run without checks time and memory for nothing.
void insertRuntimeCheckDialects(DialectRegistry &registry);

/// Where an input of an evaluation comes from: leaf `leaf` (constructor
/// order) of operand `operand`.
struct InputOrigin {
  unsigned operand;
  unsigned leaf;
};

/// Emits the checks of a pass run. It keeps, per symbol table, the
/// declarations of printf and fflush and a symbol table for naming the
/// message strings, so that a module with many checks costs linear time.
class RuntimeCheckEmitter {
public:
  /// Emits at the builder's insertion point, for each distinct condition
  /// over `inputs`, a check that stops the program when it is false:
  ///   - on the host, `printf` of the message with the input values, then
  ///     `cf.assert %holds, "<message>"`;
  ///   - in a `gpu.module`, `gpu.printf` of the same, then the same
  ///     `cf.assert`, which the NVVM conversion makes `__assertfail` and
  ///     convert-fly-to-rocdl a trap.
  /// The message names the op, its location, what is assumed, the condition
  /// and which operand leaf each input is. Divisions inside a condition are
  /// guarded (a zero divisor divides by 1), so evaluating the checks cannot
  /// trap before they report. Conditions that cannot be stated over the
  /// inputs get a warning on `op` instead.
  void emit(OpBuilder &b, Operation *op, ArrayRef<Value> inputs,
            ArrayRef<InputOrigin> origins,
            ArrayRef<algebra::AssumedCondition> conditions,
            EmittedValues *shared);

private:
  struct HostSymbols {
    LLVM::LLVMFuncOp printf, fflush;
  };
  /// printf and fflush in `symbols`, declared on first use.
  FailureOr<HostSymbols> hostSymbols(OpBuilder &b, Operation *symbols);
  /// A private constant string in `symbols` and its address.
  Value messageString(OpBuilder &b, Location loc, Operation *symbols,
                     StringRef text);
  /// printf(format, values...) then fflush(NULL), so that the line is out
  /// before cf.assert aborts (abort does not flush stdio).
  LogicalResult emitHostPrint(OpBuilder &b, Location loc, Operation *symbols,
                              StringRef format, ValueRange values);

  SymbolTableCollection tables;
  llvm::DenseMap<Operation *, HostSymbols> hosts;
};

} // namespace mlir::fly

#endif // FLY_LIB_DIALECT_FLY_TRANSFORMS_RUNTIMECHECKS_H
