//===- FlyROCDLOps.td - fly_rocdl ops ----------------------*- tablegen -*-===//
#ifndef FLYROCDL_OPS_TD
#define FLYROCDL_OPS_TD

include "fly/Dialect/FlyROCDL/IR/FlyROCDLAttrDefs.td"
include "fly/Dialect/FlyROCDL/IR/FlyROCDLTypeDefs.td"

def FlyROCDL_GetBufferRsrcOp : FlyROCDL_Op<"get_buffer_rsrc", [Pure]> {
  let summary = "The buffer resource (`!llvm.ptr<8>`) of a buffer pointer";
  let description = [{
    The 128-bit buffer resource of a `#fly_rocdl.buffer_desc` pointer (the
    first element of its `(ptr<8>, i32)` fat pointer), for code that calls
    `rocdl` buffer intrinsics directly.

    ```mlir
    %r = fly_rocdl.get_buffer_rsrc(%p) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>) -> !llvm.ptr<8>
    ```

    The verifier rejects an operand that is not a buffer pointer and a
    result that is not `!llvm.ptr<8>`.

    ```mlir
    // error: operand must be a !fly.ptr in the #fly_rocdl.buffer_desc address space
    %r = fly_rocdl.get_buffer_rsrc(%p) : (!fly.ptr<f32, global>) -> !llvm.ptr<8>
    ```
  }];
  let arguments = (ins AnyType:$ptr);
  let results = (outs AnyType:$result);
  let assemblyFormat =
      "`(` $ptr `)` attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

#endif // FLYROCDL_OPS_TD
