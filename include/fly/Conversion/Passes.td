//===- Passes.td - Fly conversion passes -------------------*- tablegen -*-===//
//
// The conversions to LLVM (docs/reference/lowering.md) and the rewrite of
// SSA-form copy calls they need first. The ```mlir examples of the
// descriptions are run by test/Dialect/Fly/doc-examples.test.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_CONVERSION_PASSES_TD
#define FLY_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def FlySpillSsaCopyCallsPass : Pass<"fly-spill-ssa-copy-calls"> {
  let summary = "Put copy atom calls in SSA form back on register views";
  let description = [{
    The copy atoms are lowered on views: each payload's pattern reads and
    writes its register side through memory. Before the conversion, each
    `fly.copy_atom_call_ssa` (what fly-convert-atom-call-to-ssa-form makes
    of a copy on contiguous register views) becomes a `fly.copy_atom_call`
    on a fresh register allocation of the vector's n elements: a vector
    source (or predicate) is stored into it first, a vector result is
    loaded from it after the call. The view is n:1, or (n/r):r when the
    atom's values are r elements wide (`valBits` 128 on f32: r = 4; one
    such value is 1:0). The allocations go to the start of the function's
    entry block, never into a loop body, and each is stored and loaded once
    at the same offset, so LLVM's SROA makes registers of them again.

    fly-rocdl-pipeline runs this pass just before convert-fly-to-rocdl.
    convert-fly-to-llvm and convert-fly-to-rocdl apply the same rewrite to
    any call still in SSA form before they convert, so they accept such
    calls on their own; after this pass they find none.

    ```mlir
    // fly-opt --fly-spill-ssa-copy-calls
    func.func @load(%g: !fly.ptr<f16, global>) -> vector<4xf16> {
      %atom = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
      %l = fly.static : !fly.layout<4:1>
      %src = fly.make_view(%g, %l) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
      %v = fly.copy_atom_call_ssa(%atom, %src) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, global, 4:1>) -> vector<4xf16>
      return %v : vector<4xf16>
    }
    ```

    ```mlir
    func.func @load(%arg0: !fly.ptr<f16, global>) -> vector<4xf16> {
      %0 = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f16, register>
      %1 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
      %2 = fly.static : !fly.layout<4:1>
      %3 = fly.make_view(%arg0, %2) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
      %4 = fly.static : !fly.layout<4:1>
      %5 = fly.make_view(%0, %4) : (!fly.ptr<f16, register>, !fly.layout<4:1>) -> !fly.memref<f16, register, 4:1>
      fly.copy_atom_call(%1, %3, %5) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, global, 4:1>, !fly.memref<f16, register, 4:1>) -> ()
      %6 = fly.ptr.load(%0) : (!fly.ptr<f16, register>) -> vector<4xf16>
      return %6 : vector<4xf16>
    }
    ```
  }];
  let dependentDialects = ["::mlir::fly::FlyDialect"];
}

def ConvertFlyToLLVMPass : Pass<"convert-fly-to-llvm", "::mlir::ModuleOp"> {
  let summary = "Target-neutral conversion of Fly pointers, views and "
                "universal atoms to the LLVM dialect";
  let description = [{
    Pointers and views become `!llvm.ptr` in their address space (views are
    their iterator: layouts are compile-time plus the dynamic leaves already
    computed by fly-layout-lowering); `add_offset` becomes a GEP, pointer
    loads and stores `llvm.load`/`llvm.store` (a swizzled pointer XORs its
    byte address), register allocations `llvm.alloca`, and the calls of the
    universal atoms (`universal_copy`, `universal_atomic`, `universal_fma`)
    their LLVM code. `fly.print` becomes `gpu.printf` inside a `gpu.func`
    and a sequence of `vector.print` elsewhere. Target conversions (convert-fly-to-rocdl) reuse the same
    patterns and add their own atoms through the copy/MMA interfaces. Copy
    atom calls still in SSA form are first put back on register views
    (fly-spill-ssa-copy-calls).

    Address spaces: generic 0, global 1, shared 3 on every target. Register
    memory (allocas) goes where the target's data layout puts allocas,
    resolved per module: the `dlti.alloca_memory_space` of the module's data
    layout (a `gpu.module`'s own, or for host code the enclosing modules');
    else, for a `gpu.module`, its target (`#rocdl.target`: 5, `#nvvm.target`:
    0); else the `register-address-space` option; else 0 (the host, NVPTX).
    convert-fly-to-rocdl always uses AMDGPU's 5.

    Shared memory: a static shared allocation (`fly.make_ptr` shared
    `{allocBytes, allocAlign}`) becomes an internal `[N x i8]` global in
    address space 3, `fly.get_dyn_shared` the address of the external
    `[0 x i8]` global `__fly_dynamic_shared` (aligned to 1024) that both the
    AMDGPU and the NVPTX backends place at the start of the dynamic shared
    memory.

    Universal copies and atomics accept views whose layout has a static
    shape and dynamic strides (element offsets computed from the strides'
    values, element by element unless the values of a group are provably
    contiguous).

    Afterwards no Fly op and no value of a Fly type may remain: Fly ops that
    nothing uses are erased, anything else is an error naming the op, and
    the pass fails.

    ```mlir
    // fly-opt --convert-fly-to-llvm
    func.func @load(%p: !fly.ptr<f32, global, align<16>>) -> f32 {
      %o = fly.static : !fly.int_tuple<4>
      %q = fly.add_offset(%p, %o) : (!fly.ptr<f32, global, align<16>>, !fly.int_tuple<4>) -> !fly.ptr<f32, global, align<16>>
      %x = fly.ptr.load(%q) : (!fly.ptr<f32, global, align<16>>) -> f32
      return %x : f32
    }
    ```

    ```mlir
    func.func @load(%arg0: !llvm.ptr<1>) -> f32 {
      %0 = llvm.getelementptr %arg0[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1 = llvm.load %0 {alignment = 16 : i64} : !llvm.ptr<1> -> f32
      return %1 : f32
    }
    ```
  }];
  let options = [
    Option<"registerAddressSpace", "register-address-space", "int64_t", "-1",
           "LLVM address space of register memory (allocas) in modules whose "
           "data layout and gpu.module target do not say (-1: 0, LLVM's "
           "default; AMDGPU needs 5)">
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::vector::VectorDialect"];
}

def ConvertFlyToROCDLPass : Pass<"convert-fly-to-rocdl", "::mlir::ModuleOp"> {
  let summary = "Convert Fly to LLVM with the AMD atoms of fly_rocdl";
  let description = [{
    convert-fly-to-llvm plus the fly_rocdl payloads: buffer pointers
    (`#fly_rocdl.buffer_desc`, from `fly.make_ptr` of base, stride,
    numRecords, flags) become `!llvm.struct<(ptr<8>, i32)>` fat pointers built
    with `rocdl.make.buffer.rsrc`; buffer copies become
    `rocdl.raw.ptr.buffer.load/store`; MFMA and WMMA calls their `rocdl`
    intrinsic ops; stateful atoms carry their fields in LLVM structs.
    First checks every atom and the wave size against the chip of the
    enclosing `gpu.module`'s `#rocdl.target` (see fly-rocdl-check-target),
    and puts copy atom calls still in SSA form back on register views as
    fly-spill-ssa-copy-calls does (fly-rocdl-pipeline runs that pass just
    before, so there none are left).
    A `gpu.module` without a `#rocdl.target` (the target is attached later,
    as in fly-rocdl-pipeline) is checked against, and takes its buffer
    descriptor flags from, the `chip` option. Register memory is always in
    address space 5. A buffer pointer made without flags gets the chip's
    (`(7 << 12) | (4 << 15)` = 159744 on gfx9):

    ```mlir
    // fly-opt --convert-fly-to-rocdl
    gpu.module @k [#rocdl.target<chip = "gfx942">] {
      gpu.func @f(%base: !llvm.ptr<1>, %n: i64) kernel {
        %s = arith.constant 0 : i16
        %p = fly.make_ptr(%base, %s, %n) : (!llvm.ptr<1>, i16, i64) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
        %r = fly_rocdl.get_buffer_rsrc(%p) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>) -> !llvm.ptr<8>
        gpu.return
      }
    }
    ```

    ```mlir
    gpu.module @k [#rocdl.target<chip = "gfx942">] {
      gpu.func @f(%arg0: !llvm.ptr<1>, %arg1: i64) kernel {
        %c0_i16 = arith.constant 0 : i16
        %0 = llvm.mlir.constant(159744 : i32) : i32
        %1 = rocdl.make.buffer.rsrc %arg0, %c0_i16, %arg1, %0 : <1> to <8>
        %2 = llvm.mlir.undef : !llvm.struct<(ptr<8>, i32)>
        %3 = llvm.insertvalue %1, %2[0] : !llvm.struct<(ptr<8>, i32)>
        %4 = llvm.mlir.constant(0 : i32) : i32
        %5 = llvm.insertvalue %4, %3[1] : !llvm.struct<(ptr<8>, i32)>
        %6 = llvm.extractvalue %5[0] : !llvm.struct<(ptr<8>, i32)>
        gpu.return
      }
    }
    ```
  }];
  let options = [
    Option<"chip", "chip", "std::string", "\"\"",
           "Chip of the gpu.modules that have no #rocdl.target yet "
           "(gfx942, gfx950, gfx1200, gfx1201, gfx1250, gfx11xx)">,
    Option<"waveSize", "wave-size", "unsigned", "0",
           "Wave size for those modules (0: the chip's default)">
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::ROCDL::ROCDLDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::vector::VectorDialect"];
}

def ConvertFlyToNVVMPass : Pass<"convert-fly-to-nvvm", "::mlir::ModuleOp"> {
  let summary = "Convert Fly to LLVM with the NVIDIA atoms of fly_nvvm";
  let description = [{
    convert-fly-to-llvm with NVPTX's register address space (0) plus the
    fly_nvvm payloads: `mma_sync` calls become `nvvm.mma.sync` (the 8-bit
    float forms the PTX instruction as inline assembly), `ldmatrix` and
    `stmatrix` calls `nvvm.ldmatrix` / `nvvm.stmatrix` at the lane's row
    address, `cp_async` calls `nvvm.cp.async.shared.global`. Like
    convert-fly-to-llvm it first puts copy atom calls still in SSA form back
    on register views. Which chip runs which atom is checked by
    fly-nvvm-check-target, which --fly-nvvm-pipeline runs first.
    One lane's 16-byte asynchronous copy (the unused atom is the empty
    struct, which canonicalization removes):

    ```mlir
    // fly-opt --convert-fly-to-nvvm
    !cp = !fly.copy_atom<!fly_nvvm.cp_async<128, cg>, 32>
    !G = !fly.memref<f32, global, 4:1, align<16>>
    !S = !fly.memref<f32, shared, 4:1, align<16>>
    func.func @f(%g: !G, %s: !S) {
      %atom = fly.make_copy_atom {valBits = 32 : i32} : !cp
      fly.copy_atom_call(%atom, %g, %s) : (!cp, !G, !S) -> ()
      return
    }
    ```

    ```mlir
    func.func @f(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<3>) {
      %0 = llvm.mlir.zero : !llvm.struct<()>
      nvvm.cp.async.shared.global %arg1, %arg0, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
      return
    }
    ```
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::NVVM::NVVMDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::vector::VectorDialect"];
}

#endif // FLY_CONVERSION_PASSES_TD
