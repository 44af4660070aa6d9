//===- FlyInterfaces.td - fly op interfaces ----------------*- tablegen -*-===//
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

#endif // FLY_INTERFACES_TD
