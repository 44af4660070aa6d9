//===- FlyMemoryOps.td - fly views, pointers and memory ----*- tablegen -*-===//
//
// Ops on pointers, views (memrefs and coordinate tensors) and registers, and
// the two utility ops. Views, iterators and alignment are explained in
// docs/reference/concepts.md#views; how these ops lower, in
// docs/reference/lowering.md.
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
  let description = [{
    A view is an iterator and a layout: element `c` of the view is at
    `iter + layout(c)`. A pointer iterator gives a `!fly.memref` with the
    pointer's element type, address space, alignment and swizzle; an int
    tuple iterator gives a `!fly.coord_tensor`, whose elements are the
    coordinates `base + layout(c)`.

    ```mlir
    %v = fly.make_view(%p, %l) : (!fly.ptr<f16, global, align<16>>, !fly.layout<(4,8):(8,1)>) -> !fly.memref<f16, global, (4,8):(8,1), align<16>>
    %c = fly.make_view(%b, %i) : (!fly.int_tuple<(0,0)>, !fly.layout<(4,8):(1E0,1E1)>) -> !fly.coord_tensor<(0,0), (4,8):(1E0,1E1)>
    ```
  }];
  let arguments = (ins Fly_IteratorLikeType:$iter,
                       Fly_NarrowLayoutType:$layout);
  let results = (outs Fly_TensorLikeType:$result);
}

def Fly_GetLayoutOp : Fly_InferOp<"get_layout"> {
  let summary = "The layout of a view";
  let description = [{
    The layout (or composed layout) of a memref or coordinate tensor; the
    iterator is `fly.get_iter`'s.

    ```mlir
    %l = fly.get_layout(%v) : (!fly.memref<f16, global, (4,8):(8,1), align<16>>) -> !fly.layout<(4,8):(8,1)>
    ```
  }];
  let arguments = (ins Fly_TensorLikeType:$memref);
  let results = (outs Fly_NarrowLayoutType:$result);
}

def Fly_GetIterOp : Fly_InferOp<"get_iter"> {
  let summary = "The iterator of a view";
  let description = [{
    The pointer of a memref (with the memref's alignment and swizzle) or the
    base coordinate of a coordinate tensor.

    ```mlir
    %p = fly.get_iter(%v) : (!fly.memref<f16, global, (4,8):(8,1), align<16>>) -> !fly.ptr<f16, global, align<16>>
    %b = fly.get_iter(%c) : (!fly.coord_tensor<(0,0), (4,8):(1E0,1E1)>) -> !fly.int_tuple<(0,0)>
    ```
  }];
  let arguments = (ins Fly_TensorLikeType:$memref);
  let results = (outs Fly_IteratorLikeType:$result);
}

def Fly_MakeFragmentLikeOp : Fly_InferOp<"make_fragment_like"> {
  let summary = "A register fragment with the compact fragment layout";
  let description = [{
    CuTe `make_fragment_like`: a register memref of the source's shape with
    the compact column-major layout (mode 0 first). The source is a layout,
    a memref (of a composed layout: its outer layout, as in CuTe) or a
    coordinate tensor; the element type is `dtype`, written after the
    operand, or else the memref's.

    ```mlir
    %f = fly.make_fragment_like(%l, f16) : (!fly.layout<(4,8):(8,1)>) -> !fly.memref<f16, register, (4,8):(1,4)>
    %g = fly.make_fragment_like(%v) : (!fly.memref<f16, global, (4,8):(8,1), align<16>>) -> !fly.memref<f16, register, (4,8):(1,4)>
    ```

    Inference rejects a source without an element type (no `dtype` and not
    a memref) and a shape with a dynamic leaf.
  }];
  let arguments = (ins AnyTypeOf<[Fly_Layout, Fly_MemRef, Fly_CoordTensor]>:$src,
                       OptionalAttr<TypeAttr>:$dtype);
  let results = (outs Fly_MemRef:$result);
  // parse/print in lib/Dialect/Fly/IR/InferredResultSyntax.cpp.
  let extraClassDefinition = "";
}

def Fly_DecompositionOp : Fly_InferOp<"decomposition"> {
  let summary = "Fold inner(offset) of a composed layout into the iterator";
  let description = [{
    Rewrites a view `iter, inner o offset o outer` as `iter + o, L` with a
    plain layout `L` that reaches the same elements: the offsets of every
    level are mapped through the functions applied after them and folded
    into the iterator, and linear inner layouts scale the strides of
    `outer`. An outermost swizzle is applied to the offset and leaves the
    layout: the swizzle is then the pointer's business
    (docs/reference/lowering.md#swizzles). A view with a plain layout is
    returned unchanged.

    ```mlir
    %d = fly.decomposition(%v) : (!fly.memref<f16, shared, S<3,3,3> o 8 o (8,64):(64,1), align<16>>) -> !fly.memref<f16, shared, (8,64):(64,1), align<16>>
    ```

    Inference rejects a composed layout that has no such form: an inner
    layout that is not linear on indices, or a swizzle below another
    function.
  }];
  let arguments = (ins Fly_TensorLikeType:$input);
  let results = (outs Fly_TensorLikeType:$result);
}

def Fly_ExtractAlignedPointerAsIndexOp
    : Fly_Op<"extract_aligned_pointer_as_index", [Pure]> {
  let summary = "A view's base pointer as an LLVM pointer or an integer";
  let description = [{
    The base pointer of a view, whatever the name says (FlyDSL's meaning,
    which its front end still emits in 0.5.0 for hand-written buffer
    descriptors): with an `!llvm.ptr<N>` result, the pointer in address
    space `N` (an `addrspacecast` when the view's differs); with an integer
    or `index` result, its address (`fly.ptrtoint`, then extended or cast).
    fly-layout-lowering rewrites it into `fly.to_llvm_ptr` or
    `fly.ptrtoint` of the view's iterator. The type of the source is printed
    without its `!fly.memref` prefix.

    ```mlir
    %v = fly.make_view(%p, %l) : (!fly.ptr<f16, global, align<16>>, !fly.layout<(4,8):(8,1)>) -> !fly.memref<f16, global, (4,8):(8,1), align<16>>
    %e = fly.extract_aligned_pointer_as_index %v : <f16, global, (4,8):(8,1), align<16>> -> index
    ```
  }];
  let arguments = (ins Fly_MemRef:$source);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
}

def Fly_MemRefAllocaOp : Fly_Op<"memref.alloca"> {
  let summary = "Register memory with the given layout";
  let description = [{
    A register view of `cosize(layout)` elements with that layout.
    `fly-layout-lowering` turns it into `fly.make_ptr() {dictAttrs =
    {allocSize = N : i64}}` plus `fly.make_view`.

    ```mlir
    %m = fly.memref.alloca(%l) : (!fly.layout<(4,8):(1,4)>) -> !fly.memref<f32, register, (4,8):(1,4)>
    ```

    The verifier rejects a result outside the register address space, a
    result layout that is not the operand's, and a dynamic layout.

    ```mlir
    // error: register memory needs a static layout, got #fly.layout<(4,?):(1,4)>
    %m = fly.memref.alloca(%l) : (!fly.layout<(4,?):(1,4)>) -> !fly.memref<f32, register, (4,?):(1,4)>
    ```
  }];
  let arguments = (ins Fly_Layout:$layout);
  let results = (outs Fly_MemRef:$result);
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Pointers
//===----------------------------------------------------------------------===//

def Fly_MakePtrOp : Fly_Op<"make_ptr"> {
  let summary = "A pointer: register or shared allocation, or a buffer";
  let description = [{
    What the pointer is depends on its address space and `dictAttrs`:
    - `register`, no operands, `{allocSize = N : i64}`: `N` elements of
      register memory (an `llvm.alloca` until
      `fly-promote-regmem-to-vectorssa` makes it a vector value);
    - `shared`, no operands, `{allocBytes = N : i64, allocAlign = A : i64}`:
      a static shared-memory allocation of `N` bytes aligned to `A` (an
      internal global in address space 3);
    - a buffer (`#fly_rocdl.buffer_desc`): operands `(base, stride : i16,
      numRecords : i64[, flags : i32])`, the buffer resource; without flags
      they follow the chip of the enclosing `gpu.module`.

    ```mlir
    %r = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<f16, register>
    %s = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = 4096 : i64}} : () -> !fly.ptr<f16, shared, align<16>>
    %b = fly.make_ptr(%base, %stride, %n, %flags) : (!llvm.ptr<1>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
    ```

    The verifier rejects a register pointer with operands or without a
    positive `allocSize`, and an operand-less shared pointer without a
    positive `allocBytes` or with an `allocAlign` that is not a positive
    power of two.

    ```mlir
    // error: a register allocation takes no operands
    %r = fly.make_ptr(%n) {dictAttrs = {allocSize = 8 : i64}} : (i64) -> !fly.ptr<f32, register>
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$args,
                       OptionalAttr<DictionaryAttr>:$dictAttrs);
  let results = (outs Fly_Pointer:$result);
  let hasVerifier = 1;
}

def Fly_GetDynSharedOp : Fly_Op<"get_dyn_shared", [Pure]> {
  let summary = "The dynamic shared memory base: !fly.ptr<i8, shared, align<1024>>";
  let description = [{
    The start of the kernel's dynamic shared memory (the launch's shared
    memory size beyond the static allocations), as bytes aligned to 1024.
    Every use in a module lowers to the address of one external `[0 x i8]`
    global in address space 3.

    ```mlir
    %s = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
    ```

    The verifier rejects any other result type.
  }];
  let results = (outs Fly_Pointer:$result);
  let assemblyFormat = "`(` `)` attr-dict `:` qualified(type($result))";
  let hasVerifier = 1;
}

def Fly_IntToPtrOp : Fly_Op<"inttoptr", [Pure]> {
  let summary = "An integer address as a pointer";
  let description = [{
    The pointer whose address is the operand (`llvm.inttoptr` once lowered);
    the result type states element type, address space and alignment, which
    are the writer's promise.

    ```mlir
    %p = fly.inttoptr(%a) : (i64) -> !fly.ptr<f32, global>
    ```
  }];
  let arguments = (ins AnyTypeOf<[I32, I64]>:$src);
  let results = (outs Fly_Pointer:$result);
}

def Fly_PtrToIntOp : Fly_InferOp<"ptrtoint"> {
  let summary = "i32 for shared pointers, i64 otherwise";
  let description = [{
    The address of a pointer as an integer: `i32` in the shared address
    space (shared addresses are 32-bit), `i64` elsewhere.

    ```mlir
    %a = fly.ptrtoint(%p) : (!fly.ptr<f16, shared, align<16>>) -> i32
    %b = fly.ptrtoint(%q) : (!fly.ptr<f16, global>) -> i64
    ```
  }];
  let arguments = (ins Fly_Pointer:$ptr);
  let results = (outs AnyTypeOf<[I32, I64]>:$result);
}

def Fly_ToLLVMPtrOp : Fly_Op<"to_llvm_ptr", [Pure]> {
  let summary = "A pointer as an LLVM pointer";
  let description = [{
    The escape hatch to the LLVM dialect: the pointer as `!llvm.ptr<N>`,
    `N = llvm_address_space`.

    ```mlir
    %l = fly.to_llvm_ptr(%p) {llvm_address_space = 1 : i32} : (!fly.ptr<f32, global>) -> !llvm.ptr<1>
    ```

    The verifier rejects a result that is not an `!llvm.ptr` or whose
    address space is not `llvm_address_space`.
  }];
  let arguments = (ins Fly_Pointer:$ptr, I32Attr:$llvm_address_space);
  let results = (outs AnyType:$result);
  let hasVerifier = 1;
}

def Fly_AddOffsetOp : Fly_InferOp<"add_offset"> {
  let summary = "Advance an iterator by an element offset";
  let description = [{
    `ptr + offset` in elements (a GEP once lowered; for a buffer pointer, an
    add to its offset field). The result keeps the alignment that the
    offset's divisibility proves:
    `align' = gcd(align, div(offset) * element bytes)`
    (docs/reference/concepts.md#alignment). On an int tuple iterator it is
    `fly.int_tuple_add`.

    ```mlir
    %a = fly.add_offset(%p, %c) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<4>) -> !fly.ptr<f16, global, align<8>>
    %b = fly.add_offset(%p, %d) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<?{div=2}>) -> !fly.ptr<f16, global, align<4>>
    %e = fly.add_offset(%p, %x) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<f16, global>
    ```

    Inference rejects a pointer offset that is not a single integer leaf.
  }];
  let arguments = (ins Fly_IteratorLikeType:$ptr, Fly_IntTuple:$offset);
  let results = (outs Fly_IteratorLikeType:$result);
}

def Fly_ApplySwizzleOp : Fly_InferOp<"apply_swizzle"> {
  let summary = "Attach a byte-address swizzle to a pointer";
  let description = [{
    The same address with `swizzle` attached: every load and store through
    the result XORs its final *byte* address with `S<m,b,s>`
    (docs/reference/lowering.md#swizzles), while address arithmetic stays
    linear. Alignment beyond `2^b` bytes is not kept:
    `align' = gcd(align, 2^b)`.

    ```mlir
    %s = fly.apply_swizzle(%p, %w) : (!fly.ptr<f16, shared, align<16>>, !fly.swizzle<S<3,3,3>>) -> !fly.ptr<f16, shared, align<8>, S<3,3,3>>
    ```

    Inference rejects a swizzle that moves bits below one element
    (`2^b` smaller than the element size).

    ```mlir
    // error: swizzle S<3,1,3> moves bits below the 4-byte element
    %s = fly.apply_swizzle(%p, %w) : (!fly.ptr<f32, shared, align<16>>, !fly.swizzle<S<3,1,3>>) -> !fly.ptr<f32, shared, align<4>, S<3,1,3>>
    ```
  }];
  let arguments = (ins Fly_Pointer:$ptr, Fly_Swizzle:$swizzle);
  let results = (outs Fly_Pointer:$result);
}

def Fly_RecastIterOp : Fly_Op<"recast_iter", [Pure]> {
  let summary = "Reinterpret the element type of a pointer";
  let description = [{
    The same address seen as another element type (and alignment, as the
    result type says).

    ```mlir
    %q = fly.recast_iter(%p) : (!fly.ptr<f16, shared, align<16>>) -> !fly.ptr<i32, shared, align<16>>
    ```

    The verifier rejects a change of address space.
  }];
  let arguments = (ins Fly_Pointer:$src);
  let results = (outs Fly_Pointer:$result);
  let hasVerifier = 1;
}

def Fly_PtrLoadOp : Fly_Op<"ptr.load", [MemoryEffects<[MemRead]>]> {
  let summary = "Load one element or a vector of elements";
  let description = [{
    A scalar of the pointer's element type or a 1-D vector of it. A swizzled
    pointer XORs the byte address first; a buffer pointer loads through the
    buffer resource. On an int tuple iterator the load is the identity.

    ```mlir
    %x = fly.ptr.load(%p) : (!fly.ptr<f16, global, align<8>>) -> vector<4xf16>
    ```

    The verifier rejects any other result type.
  }];
  let arguments = (ins Fly_IteratorLikeType:$ptr);
  let results = (outs AnyType:$result);
  let hasVerifier = 1;
}

def Fly_PtrStoreOp : Fly_Op<"ptr.store", [MemoryEffects<[MemWrite]>]> {
  let summary = "Store one element or a vector of elements";
  let description = [{
    The counterpart of `fly.ptr.load`.

    ```mlir
    fly.ptr.store(%x, %p) : (f16, !fly.ptr<f16, shared>) -> ()
    ```

    The verifier rejects a value that is neither the element type nor a 1-D
    vector of it.
  }];
  let arguments = (ins AnyType:$value, Fly_Pointer:$ptr);
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Loads and stores through views
//===----------------------------------------------------------------------===//

def Fly_MemRefLoadOp
    : Fly_InferMemoryOp<"memref.load", [MemoryEffects<[MemRead]>]> {
  let summary = "An element at a coordinate (a coordinate, on a coord tensor)";
  let description = [{
    `load(iter + layout(indices))`: the coordinate may be hierarchical, one
    integer per top-level mode, or a 1-D index. On a coordinate tensor the
    result is the coordinate `base + layout(indices)` itself.

    ```mlir
    %x = fly.memref.load(%v, %i) : (!fly.memref<f16, global, (4,8):(8,1), align<16>>, !fly.int_tuple<(1,2)>) -> f16
    %c = fly.memref.load(%t, %j) : (!fly.coord_tensor<(0,0), (4,8):(1E0,1E1)>, !fly.int_tuple<13>) -> !fly.int_tuple<(1,3)>
    ```

    Inference rejects a coordinate that does not address the view.
  }];
  let arguments = (ins Fly_TensorLikeType:$memref, Fly_IntTuple:$indices);
  let results = (outs AnyType:$result);
}

def Fly_MemRefStoreOp : Fly_Op<"memref.store", [MemoryEffects<[MemWrite]>]> {
  let summary = "Store an element at a coordinate of a memref";
  let description = [{
    `store(value, iter + layout(indices))`.

    ```mlir
    fly.memref.store(%x, %v, %i) : (f16, !fly.memref<f16, global, (4,8):(8,1), align<16>>, !fly.int_tuple<(3,5)>) -> ()
    ```

    The verifier rejects a value that is not the element type and a
    coordinate that does not address the view.
  }];
  let arguments = (ins AnyType:$value, Fly_MemRef:$memref,
                       Fly_IntTuple:$indices);
  let hasVerifier = 1;
}

def Fly_MemRefLoadVecOp
    : Fly_InferMemoryOp<"memref.load_vec", [MemoryEffects<[MemRead]>]> {
  let summary = "The whole static-size view as one vector (a vector of "
                "integer coordinates, on a coord tensor)";
  let description = [{
    Element `i` of the vector is element `i` of the view (1-D index order).
    On a coordinate tensor whose coordinates are integers the vector holds
    the coordinates, as `i32`, or `i64` when one needs 64 bits.

    ```mlir
    %x = fly.memref.load_vec(%v) : (!fly.memref<f16, register, (4,2):(1,4)>) -> vector<8xf16>
    %c = fly.memref.load_vec(%t) : (!fly.coord_tensor<8, 4:1>) -> vector<4xi32>
    ```

    Inference rejects a view of dynamic size and a coordinate tensor whose
    coordinates are tuples.
  }];
  let arguments = (ins Fly_TensorLikeType:$memref);
  let results = (outs AnyType:$result);
}

def Fly_MemRefStoreVecOp
    : Fly_Op<"memref.store_vec", [MemoryEffects<[MemWrite]>]> {
  let summary = "Store a vector into the whole static-size view";
  let description = [{
    The counterpart of `fly.memref.load_vec`.

    ```mlir
    fly.memref.store_vec(%x, %v) : (vector<8xf16>, !fly.memref<f16, register, (4,2):(1,4)>) -> ()
    ```

    The verifier rejects a view of dynamic size and a vector that is not
    `vector<size x element>`.

    ```mlir
    // error: stores 'vector<4xf16>' into a view of 8 x 'f16'; expected 'vector<8xf16>'
    fly.memref.store_vec(%x, %v) : (vector<4xf16>, !fly.memref<f16, register, (4,2):(1,4)>) -> ()
    ```
  }];
  let arguments = (ins AnyType:$vector, Fly_MemRef:$memref);
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Utility
//===----------------------------------------------------------------------===//

def Fly_PrintOp : Fly_Op<"print"> {
  let summary = "Print values with a format string of {} placeholders";
  let description = [{
    Prints `format` with each `{}` replaced by the next value (scalars,
    vectors, and fly values whose static parts are printed at compile time).
    Inside a `gpu.func` it lowers to one `gpu.printf`, elsewhere to
    `vector.print`.

    ```mlir
    fly.print(%a, %b) {format = "a={} b={}"} : (i32, f32) -> ()
    ```

    The verifier rejects a placeholder count different from the value count.

    ```mlir
    // error: format "a={}" has 1 placeholder(s) for 2 value(s)
    fly.print(%a, %b) {format = "a={}"} : (i32, i64) -> ()
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$values, StrAttr:$format);
  let hasVerifier = 1;
}

def Fly_AssumeOp : Fly_Op<"assume", [Pure]> {
  let summary = "Work in progress in FlyDSL: accepted and printed, not lowered";
  let description = [{
    FlyDSL 0.3.2 declares `assume(dst, src)` without semantics; Fly parses,
    verifies (operand and result types only) and prints it, and no pass
    lowers it.

    ```mlir
    %r = fly.assume(%d, %s) : (!fly.int_tuple<(?,4)>, !fly.int_tuple<?{div=4}>) -> !fly.int_tuple<(?{div=4},4)>
    ```
  }];
  let arguments = (ins AnyType:$dst, AnyType:$src);
  let results = (outs AnyType:$result);
}

#endif // FLY_MEMORY_OPS_TD
