//===- FlyROCDLAttrDefs.td - fly_rocdl attributes ----------*- tablegen -*-===//
#ifndef FLYROCDL_ATTRDEFS_TD
#define FLYROCDL_ATTRDEFS_TD

include "fly/Dialect/FlyROCDL/IR/FlyROCDLDialect.td"

def FlyROCDL_BufferDescAttr : AttrDef<FlyROCDL_Dialect, "BufferDesc", [
    DeclareAttrInterfaceMethods<Fly_TargetAddressSpaceAttrInterface>]> {
  let mnemonic = "buffer_desc";
  let summary = "Buffer-resource address space of !fly.ptr / !fly.memref";
  let description = [{
    A pointer in this space is a buffer resource plus an element offset; it
    lowers to `!llvm.struct<(ptr<8>, i32)>` and is read and written by the
    buffer atoms (`cdna3.buffer_copy`, ...), not by plain loads. Such a
    pointer is made by `fly.make_ptr(base, stride, numRecords[, flags])`;
    `fly.add_offset` moves its offset field, and a pointer swizzle XORs the
    byte offset (docs/reference/rocdl.md#buffer-pointers).

    ```mlir
    #fly_rocdl.buffer_desc
    !fly.ptr<f32, #fly_rocdl.buffer_desc>
    ```
  }];
}

#endif // FLYROCDL_ATTRDEFS_TD
