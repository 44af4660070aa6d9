//===- FlyMemoryOps.td - fly views, pointers and memory (B, C, I, J) -===//
//
// Ops on pointers, views (memrefs and coordinate tensors) and registers,
// fly-ir.md 6.B, 6.C, 6.I and 6.J. Their lowering comes with the memory
// conversion; here they parse, infer and verify.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_MEMORY_OPS_TD
#define FLY_MEMORY_OPS_TD

def Fly_TensorLikeType : AnyTypeOf<[Fly_CoordTensor, Fly_MemRef]>;
def Fly_IteratorLikeType : AnyTypeOf<[Fly_IntTuple, Fly_Pointer]>;

//===----------------------------------------------------------------------===//
// Views
//===----------------------------------------------------------------------===//

def Fly_MakeViewOp : Fly_InferOp<"make_view"> {
  let summary = "A view: a pointer gives a memref, an int tuple a coord tensor";
  let arguments = (ins Fly_IteratorLikeType:$iter,
                       Fly_NarrowLayoutType:$layout);
  let results = (outs Fly_TensorLikeType:$result);
}

def Fly_GetLayoutOp : Fly_InferOp<"get_layout"> {
  let arguments = (ins Fly_TensorLikeType:$memref);
  let results = (outs Fly_NarrowLayoutType:$result);
}

def Fly_GetIterOp : Fly_InferOp<"get_iter"> {
  let arguments = (ins Fly_TensorLikeType:$memref);
  let results = (outs Fly_IteratorLikeType:$result);
}

def Fly_MakeFragmentLikeOp : Fly_InferOp<"make_fragment_like"> {
  let summary = "A register fragment with the compact fragment layout";
  let arguments = (ins AnyTypeOf<[Fly_Layout, Fly_MemRef, Fly_CoordTensor]>:$src,
                       OptionalAttr<TypeAttr>:$dtype);
  let results = (outs Fly_MemRef:$result);
  let assemblyFormat = "`(` $src (`,` $dtype^)? `)` attr-dict `:` "
                       "functional-type(operands, results)";
}

def Fly_DecompositionOp : Fly_InferOp<"decomposition"> {
  let summary = "Fold inner(offset) of a composed layout into the iterator";
  let arguments = (ins Fly_TensorLikeType:$input);
  let results = (outs Fly_TensorLikeType:$result);
}

def Fly_ExtractAlignedPointerAsIndexOp
    : Fly_Op<"extract_aligned_pointer_as_index", [Pure]> {
  let summary = "Deprecated in FlyDSL: accepted, not built on";
  let arguments = (ins Fly_MemRef:$source);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
}

def Fly_MemRefAllocaOp : Fly_Op<"memref.alloca"> {
  let summary = "Register memory with the given layout";
  let arguments = (ins Fly_Layout:$layout);
  let results = (outs Fly_MemRef:$result);
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Pointers
//===----------------------------------------------------------------------===//

def Fly_MakePtrOp : Fly_Op<"make_ptr"> {
  let summary = "A pointer: register or shared allocation, or a buffer";
  let arguments = (ins Variadic<AnyType>:$args,
                       OptionalAttr<DictionaryAttr>:$dictAttrs);
  let results = (outs Fly_Pointer:$result);
  let hasVerifier = 1;
}

def Fly_GetDynSharedOp : Fly_Op<"get_dyn_shared", [Pure]> {
  let summary = "The dynamic shared memory base: !fly.ptr<i8, shared, align<1024>>";
  let results = (outs Fly_Pointer:$result);
  let assemblyFormat = "`(` `)` attr-dict `:` qualified(type($result))";
  let hasVerifier = 1;
}

def Fly_IntToPtrOp : Fly_Op<"inttoptr", [Pure]> {
  let arguments = (ins AnyTypeOf<[I32, I64]>:$src);
  let results = (outs Fly_Pointer:$result);
}

def Fly_PtrToIntOp : Fly_InferOp<"ptrtoint"> {
  let summary = "i32 for shared pointers, i64 otherwise";
  let arguments = (ins Fly_Pointer:$ptr);
  let results = (outs AnyTypeOf<[I32, I64]>:$result);
}

def Fly_ToLLVMPtrOp : Fly_Op<"to_llvm_ptr", [Pure]> {
  let arguments = (ins Fly_Pointer:$ptr, I32Attr:$llvm_address_space);
  let results = (outs AnyType:$result);
  let hasVerifier = 1;
}

def Fly_AddOffsetOp : Fly_InferOp<"add_offset"> {
  let summary = "Advance an iterator by an element offset";
  let arguments = (ins Fly_IteratorLikeType:$ptr, Fly_IntTuple:$offset);
  let results = (outs Fly_IteratorLikeType:$result);
}

def Fly_ApplySwizzleOp : Fly_InferOp<"apply_swizzle"> {
  let arguments = (ins Fly_Pointer:$ptr, Fly_Swizzle:$swizzle);
  let results = (outs Fly_Pointer:$result);
}

def Fly_RecastIterOp : Fly_Op<"recast_iter", [Pure]> {
  let summary = "Reinterpret the element type of a pointer";
  let arguments = (ins Fly_Pointer:$src);
  let results = (outs Fly_Pointer:$result);
  let hasVerifier = 1;
}

def Fly_PtrLoadOp : Fly_Op<"ptr.load", [MemoryEffects<[MemRead]>]> {
  let arguments = (ins Fly_IteratorLikeType:$ptr);
  let results = (outs AnyType:$result);
  let hasVerifier = 1;
}

def Fly_PtrStoreOp : Fly_Op<"ptr.store", [MemoryEffects<[MemWrite]>]> {
  let arguments = (ins AnyType:$value, Fly_Pointer:$ptr);
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Loads and stores through views
//===----------------------------------------------------------------------===//

def Fly_MemRefLoadOp
    : Fly_InferMemoryOp<"memref.load", [MemoryEffects<[MemRead]>]> {
  let summary = "An element at a coordinate (a coordinate, on a coord tensor)";
  let arguments = (ins Fly_TensorLikeType:$memref, Fly_IntTuple:$indices);
  let results = (outs AnyType:$result);
}

def Fly_MemRefStoreOp : Fly_Op<"memref.store", [MemoryEffects<[MemWrite]>]> {
  let arguments = (ins AnyType:$value, Fly_MemRef:$memref,
                       Fly_IntTuple:$indices);
  let hasVerifier = 1;
}

def Fly_MemRefLoadVecOp
    : Fly_InferMemoryOp<"memref.load_vec", [MemoryEffects<[MemRead]>]> {
  let summary = "The whole static-size view as one vector (a vector of "
                "integer coordinates, on a coord tensor)";
  let arguments = (ins Fly_TensorLikeType:$memref);
  let results = (outs AnyType:$result);
}

def Fly_MemRefStoreVecOp
    : Fly_Op<"memref.store_vec", [MemoryEffects<[MemWrite]>]> {
  let arguments = (ins AnyType:$vector, Fly_MemRef:$memref);
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Utility (J)
//===----------------------------------------------------------------------===//

def Fly_PrintOp : Fly_Op<"print"> {
  let summary = "Print values with a format string of {} placeholders";
  let arguments = (ins Variadic<AnyType>:$values, StrAttr:$format);
  let hasVerifier = 1;
}

def Fly_AssumeOp : Fly_Op<"assume", [Pure]> {
  let summary = "Work in progress in FlyDSL: accepted and printed, not lowered";
  let arguments = (ins AnyType:$dst, AnyType:$src);
  let results = (outs AnyType:$result);
}

#endif // FLY_MEMORY_OPS_TD
