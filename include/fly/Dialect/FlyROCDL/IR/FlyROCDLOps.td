//===- FlyROCDLOps.td - fly_rocdl ops ----------------------*- tablegen -*-===//
#ifndef FLYROCDL_OPS_TD
#define FLYROCDL_OPS_TD

include "fly/Dialect/FlyROCDL/IR/FlyROCDLAttrDefs.td"
include "fly/Dialect/FlyROCDL/IR/FlyROCDLTypeDefs.td"

def FlyROCDL_GetBufferRsrcOp : FlyROCDL_Op<"get_buffer_rsrc", [Pure]> {
  let summary = "The buffer resource (`!llvm.ptr<8>`) of a buffer pointer";
  let arguments = (ins AnyType:$ptr);
  let results = (outs AnyType:$result);
  let assemblyFormat =
      "`(` $ptr `)` attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

#endif // FLYROCDL_OPS_TD
