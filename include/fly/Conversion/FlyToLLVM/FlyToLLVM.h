//===- FlyToLLVM.h - Reusable pieces of convert-fly-to-llvm -----*- C++ -*-===//
//
// The target-neutral conversion of Fly pointers, views and universal atoms to
// the LLVM dialect, split so that a target conversion (convert-fly-to-rocdl)
// can build on it:
//
//   TypeConverter tc;
//   populateFlyToLLVMTypeConversions(tc, 5);   // identity + fly types; 5:
//                                               // the target's register
//                                               // (alloca) address space
//   tc.addConversion(<target types>);           // tried before ours
//   ConversionTarget target(*ctx);
//   configureFlyToLLVMConversionTarget(target, tc);
//   RewritePatternSet patterns(ctx);
//   populateFlyToLLVMPatterns(tc, patterns);    // pointers, views, universal
//                                               // atoms, func/scf signatures
//   patterns.add<MyCopyAtomCall>(tc, ctx);      // a CopyAtomCallLowering<T>
//
// Atom calls are dispatched on the payload type of the atom: each payload has
// its own pattern (CopyAtomCallLowering<Payload> / MmaAtomCallLowering<
// Payload>), which matches only calls whose atom carries that payload. A
// low-benefit fallback reports a payload nobody lowers.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_CONVERSION_FLYTOLLVM_FLYTOLLVM_H
#define FLY_CONVERSION_FLYTOLLVM_FLYTOLLVM_H

#include "fly/Dialect/Fly/IR/FlyDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/Transforms/DialectConversion.h"

#include <optional>

namespace mlir::fly {

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

/// The LLVM address space of a fly address space that has the same number on
/// every target Fly compiles for (AMDGPU, NVPTX, the host): generic 0,
/// global 1, shared 3. nullopt for register memory, whose address space is
/// the target's (see getRegisterAddressSpace), and for a non-fly (target)
/// attribute.
std::optional<unsigned> getLLVMAddressSpace(Attribute flyAddressSpace);
/// The same with register memory in `registerAddressSpace`.
std::optional<unsigned> getLLVMAddressSpace(Attribute flyAddressSpace,
                                            unsigned registerAddressSpace);

/// Register memory (allocas) on AMDGPU: the private address space, which
/// AMDGPU's data layout names as its alloca address space (A5).
constexpr unsigned kAMDGPUPrivateAddressSpace = 5;

/// The register (alloca) address space a GPU target attribute implies:
/// `#rocdl.target` 5 (AMDGPU's data layout has A5), `#nvvm.target` 0 (NVPTX
/// allocas are generic pointers, which the backend moves to .local itself);
/// nullopt for any other attribute.
std::optional<unsigned> getTargetRegisterAddressSpace(Attribute gpuTarget);

/// The LLVM address space of register memory for the code in `scope` (a
/// builtin.module or gpu.module), the first of:
///  1. the alloca memory space of the data layout (DLTI,
///     `#dlti.dl_spec<"dlti.alloca_memory_space" = N : ui64>`) of `scope` or,
///     unless `scope` is a gpu.module (a device module is not described by
///     its host's data layout), of an enclosing op;
///  2. for a gpu.module, its target attributes (getTargetRegisterAddressSpace;
///     targets that disagree are an error at the module);
///  3. `fallback` (a pass option), when given;
///  4. 0, LLVM's default alloca address space (host code, NVPTX).
/// Errors are emitted at `scope`.
FailureOr<unsigned> getRegisterAddressSpace(Operation *scope,
                                            std::optional<unsigned> fallback);

/// Adds to `converter`: an identity fallback (added first, so every later
/// conversion wins), `!fly.ptr`/`!fly.memref` in a fly address space ->
/// `!llvm.ptr<AS>` (register memory in `registerAddressSpace`), stateless
/// (universal) copy and MMA atoms -> the empty `!llvm.struct<()>`, tiled
/// copy / tiled MMA -> their converted atom, floats narrower than 16 bits
/// (and vectors of them) -> `iN`, and unrealized-conversion-cast
/// materializations. Without `identityFallback` (for a converter that has
/// its own fallbacks, such as an LLVMTypeConverter) only the Fly conversions
/// are added.
void populateFlyToLLVMTypeConversions(TypeConverter &converter,
                                      unsigned registerAddressSpace,
                                      bool identityFallback = true);

/// Marks the LLVM, arith and SCF dialects legal; func/scf ops legal when
/// their signatures/operands are; the fly ops converted here illegal when they
/// touch a converted type (so `add_offset`/`ptr.load` on int-tuple iterators
/// and `make_view` of coordinate tensors stay); every other fly op (the
/// constructors `static`, `make_int_tuple`, `make_layout`, ...) legal.
/// The target and the converter must outlive the conversion.
void configureFlyToLLVMConversionTarget(ConversionTarget &target,
                                        const TypeConverter &converter);
/// Only its Fly part: the fly ops converted here are illegal when they touch
/// a type `converter` converts (and fly.print always); other fly ops legal.
void configureFlyOpsToLLVMLegality(ConversionTarget &target,
                                   const TypeConverter &converter);

/// Registers Fly's ConvertToLLVMPatternInterface, so that upstream
/// `--convert-to-llvm` lowers what convert-fly-to-llvm lowers (pointers,
/// views, shared memory, universal atoms, fly.print) next to the other
/// dialects. It runs the patterns only: the checks and the SSA-copy
/// spilling of convert-fly-to-llvm are not part of it.
void registerConvertFlyToLLVMInterface(DialectRegistry &registry);

/// All patterns of convert-fly-to-llvm: pointer and view ops, shared memory,
/// universal atom calls and constructors, and the func/scf structural type
/// conversions.
void populateFlyToLLVMPatterns(const TypeConverter &converter,
                               RewritePatternSet &patterns);
/// The parts of it.
void populateFlyPointerToLLVMPatterns(const TypeConverter &converter,
                                      RewritePatternSet &patterns);
/// Static shared allocations (`fly.make_ptr` shared {allocBytes, allocAlign})
/// and `fly.get_dyn_shared`: LLVM globals in address space 3, shared memory
/// on AMDGPU (LDS) and NVPTX (.shared) alike.
void populateFlySharedMemoryToLLVMPatterns(const TypeConverter &converter,
                                           RewritePatternSet &patterns);
void populateFlyUniversalAtomToLLVMPatterns(const TypeConverter &converter,
                                            RewritePatternSet &patterns);
void populateFlyStructuralTypeConversions(const TypeConverter &converter,
                                          RewritePatternSet &patterns);
/// Atom constructors (default state) and fly.atom.set_value.
void populateFlyAtomStateToLLVMPatterns(const TypeConverter &converter,
                                        RewritePatternSet &patterns);
/// fly.print -> gpu.printf inside a gpu.func, vector.print elsewhere.
void populateFlyPrintToLLVMPatterns(const TypeConverter &converter,
                                    RewritePatternSet &patterns);
/// Diagnoses fly.print values that cannot be printed (anything but scalars
/// and static int_tuple/layout values); run before the conversion.
LogicalResult verifyPrintOperands(Operation *root);
/// Puts every fly.copy_atom_call_ssa under `root` back on register views
/// (copy atoms are lowered on views); run before the conversion. The pass
/// fly-spill-ssa-copy-calls.
LogicalResult spillSsaCopyCalls(Operation *root);
/// Run after the conversion: erases the Fly ops under `root` that nothing
/// uses any more (layout constructors whose users were lowered), then
/// reports, as an error naming `passName`, every Fly op (of `fly` or a
/// `fly_<target>` dialect) that remains and every other op that still
/// defines or uses a value of a Fly type. Fails if there was any.
LogicalResult eraseDeadFlyOpsAndCheckNoneRemain(Operation *root,
                                                StringRef passName);

//===----------------------------------------------------------------------===//
// Code emission helpers shared by the patterns and by target conversions.
//===----------------------------------------------------------------------===//

/// The LLVM struct of an atom whose payload has runtime state
/// (StatefulAtomTypeInterface); nullopt otherwise.
std::optional<Type> convertStatefulAtom(Type atomLike);

/// Adds to `converter`: copy and MMA atoms whose payload is a stateless type
/// of the dialect `payloadDialect` (a target's atoms, e.g. fly_rocdl's) ->
/// the empty `!llvm.struct<()>`. Stateful payloads keep the neutral
/// conversion (convertStatefulAtom).
void populateStatelessAtomTypeConversions(TypeConverter &converter,
                                          TypeID payloadDialect);

/// The conversion of convert-fly-to-llvm and of each target's
/// convert-fly-to-<target>: the neutral type conversions (register memory
/// in `registerAddressSpace`), target and patterns, plus what `addTarget`
/// adds to them (the target's type conversions, legal dialects and atom
/// patterns), with the SCF structural conversions, applied to the ops under
/// `scope`. The pass then checks that no Fly op remains
/// (eraseDeadFlyOpsAndCheckNoneRemain).
LogicalResult convertFlyOpsToLLVM(
    Operation *scope, unsigned registerAddressSpace,
    function_ref<void(TypeConverter &, ConversionTarget &,
                      RewritePatternSet &)>
        addTarget = {});

/// Field `field` of a converted stateful atom value (llvm.extractvalue).
FailureOr<Value> getAtomStateField(OpBuilder &b, Location loc, Value llvmAtom,
                                   Type payload, StringRef field);

/// The element offset of `add_offset`: the i64 value of a single-leaf int
/// tuple (a static leaf gives a constant; a dynamic one the sign-extended
/// operand of the `fly.make_int_tuple` that defines it). Reports through
/// `emitError` and fails otherwise.
FailureOr<Value>
getOffsetLeafValue(OpBuilder &b, Location loc, Value tuple,
                   function_ref<InFlightDiagnostic()> emitError);

/// `ptr` (an `!llvm.ptr<as>`) with `swizzle` applied to its byte address
/// (ptrtoint, andi, shrui, xori, inttoptr; i32 arithmetic for shared, i64
/// otherwise). Returns `ptr` for a trivial or null swizzle.
Value applyByteSwizzle(OpBuilder &b, Location loc, Value ptr,
                       SwizzleAttr swizzle);

/// The alignment LLVM is given for a Fly alignment: the largest power of two
/// that divides `alignBytes` (align<12> promises 4-byte alignment; LLVM
/// rejects alignments that are not powers of two). 0 stays 0 (none known).
int64_t llvmAlignment(int64_t alignBytes);
/// The alignment of an access through a pointer of `alignBytes` with
/// `swizzle` applied to the byte address: llvmAlignment, and at most 2^base
/// bytes under a non-trivial swizzle (the XOR changes bits from base up).
int64_t accessAlignment(int64_t alignBytes, SwizzleAttr swizzle);

/// llvm.load / llvm.store through `ptr` with the alignment `alignBytes` and
/// the byte-address swizzle (if any) applied first; a swizzle keeps at most
/// 2^base bytes of the alignment (the XOR changes address bits from base up).
Value emitFlyLoad(OpBuilder &b, Location loc, Type type, Value ptr,
                  int64_t alignBytes, SwizzleAttr swizzle);
void emitFlyStore(OpBuilder &b, Location loc, Value value, Value ptr,
                  int64_t alignBytes, SwizzleAttr swizzle);

/// `ptr + elems` elements of `elemType` (a static GEP index).
Value emitElementGEP(OpBuilder &b, Location loc, Value ptr, Type elemType,
                     int64_t elems);

/// A view whose layout has a static shape, flattened: the element offsets of
/// its values in index order, with its element type (converted to an LLVM
/// type), element bits, alignment and swizzle.
///
/// A view of sub-byte elements (f6E2M3FN, f4E2M1FN, i4, ...) is "packed":
/// element i lives at bit i * elemBits, so only whole groups of contiguous
/// values starting on a byte can be addressed (see getStaticView's
/// `allowPackedGroup`); addresses are then byte GEPs.
///
/// A layout with dynamic strides (only with getStaticView's
/// `allowDynamicStrides`) adds to the constant `offsets[i]` of value i the
/// runtime term sum_k dynCoeffs[i][k] * dynStrides[k]: dynStrides are the
/// values (i32 or i64, sign-extended where used) of the layout's dynamic
/// stride leaves (depth first), and the coefficients value i's coordinates
/// along them. The `...Value` accessors
/// take a value index and handle both; the `off`-taking ones address a
/// constant offset and are for views without dynamic strides.
struct StaticView {
  fly::MemRefType type;
  Value ptr; // the converted (LLVM) pointer
  Type llvmElemType;
  int64_t elemBits = 0;
  int64_t alignBytes = 1;
  SwizzleAttr swizzle;
  SmallVector<int64_t> offsets;
  SmallVector<Value, 2> dynStrides;
  SmallVector<int64_t, 2> dynStrideDivs; // known divisibility of each
  SmallVector<SmallVector<int64_t, 2>, 0> dynCoeffs; // one per value

  bool isPacked() const { return elemBits % 8 != 0; }
  bool hasDynamicStrides() const { return !dynStrideDivs.empty(); }
  /// The alignment of element offset `off` (bytes).
  int64_t alignmentAt(int64_t off) const;
  Value addressOf(OpBuilder &b, Location loc, int64_t off) const;
  Value load(OpBuilder &b, Location loc, Type type, int64_t off) const;
  void store(OpBuilder &b, Location loc, Value v, int64_t off) const;

  /// Whether values i .. i+count-1 are consecutive elements (the same
  /// runtime term, consecutive constant offsets).
  bool isContiguous(int64_t i, int64_t count) const;
  /// The alignment (bytes) known for the address of value i.
  int64_t alignmentOfValue(int64_t i) const;
  /// The (unswizzled) address of value i.
  Value addressOfValue(OpBuilder &b, Location loc, int64_t i) const;
  Value loadValue(OpBuilder &b, Location loc, Type type, int64_t i) const;
  void storeValue(OpBuilder &b, Location loc, Value v, int64_t i) const;
};

/// Flattens a view operand (its fly type and converted value). Reports
/// through `emitError`, naming `role`, a dynamic or composed layout, an
/// address space without lowering or an element type without an LLVM
/// equivalent. For a target address space (TargetAddressSpaceAttrInterface)
/// `ptr` is the target's converted value and only the offsets and types are
/// meaningful.
/// Sub-byte element types are an error unless `allowPackedGroup`: the caller
/// then moves all values as one group, which must be contiguous and start
/// and end on a byte.
/// With `allowDynamicStrides` a layout of static shape may have dynamic
/// strides: their values are read from the view's normal form
/// (`fly.make_view` of a `fly.make_layout` whose stride is a
/// `fly.make_int_tuple` of its dynamic leaves, as fly-layout-lowering leaves
/// it); the caller must then address values through the `...Value`
/// accessors. A view in another form is an error.
FailureOr<StaticView>
getStaticView(const TypeConverter &converter,
              function_ref<InFlightDiagnostic()> emitError, StringRef role,
              Value flyView, Value llvmPtr, bool allowPackedGroup = false,
              bool allowDynamicStrides = false);

/// An i32 `llvm.mlir.constant`.
Value i32Const(OpBuilder &b, Location loc, int64_t v);

/// `v` reinterpreted as `type` (same bit size): llvm.bitcast unless equal.
Value bitcastTo(OpBuilder &b, Location loc, Type type, Value v);

/// Whether offsets[i] = offsets[0] + i.
bool areConsecutive(ArrayRef<int64_t> offsets);

/// `n` values of `elem` as one value: the element or a vector of them.
Type valuesType(Type elem, int64_t n);

/// All values of a view without dynamic strides as one value of valuesType:
/// one load when they are consecutive, element loads otherwise.
Value readValues(OpBuilder &b, Location loc, const StaticView &v);

/// Writes a value of valuesType into a view without dynamic strides.
void writeValues(OpBuilder &b, Location loc, const StaticView &v,
                 Value values);

/// The source and destination views of a copy atom call (getStaticView of
/// each, with its error on failure). When the atom's values are wider than
/// the elements (a 128-bit atom on f32 views), each element position of a
/// view holds one value and `offsets` lists every element it covers.
struct StaticCopyViews {
  StaticView src, dst;
};
FailureOr<StaticCopyViews> getStaticCopyViews(const TypeConverter &converter,
                                              CopyAtomCallOp op, Value llvmSrc,
                                              Value llvmDst,
                                              bool allowPackedGroup = false,
                                              bool allowDynamicStrides = false);

//===----------------------------------------------------------------------===//
// Atom-call dispatch on the payload type.
//===----------------------------------------------------------------------===//

/// Lowers `fly.copy_atom_call` when the atom's payload is a `PayloadT`.
template <typename PayloadT>
struct CopyAtomCallLowering : OpConversionPattern<CopyAtomCallOp> {
  using OpConversionPattern<CopyAtomCallOp>::OpConversionPattern;

  LogicalResult
  matchAndRewrite(CopyAtomCallOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const final {
    auto atom = cast<CopyAtomType>(op.getCopyAtom().getType());
    auto payload = dyn_cast<PayloadT>(atom.getCopyOp());
    if (!payload)
      return rewriter.notifyMatchFailure(op, "another payload");
    return lowerCall(op, atom, payload, adaptor, rewriter);
  }

  /// Emit the call; report unsupported cases with an error at `op`.
  virtual LogicalResult lowerCall(CopyAtomCallOp op, CopyAtomType atom,
                                  PayloadT payload, OpAdaptor adaptor,
                                  ConversionPatternRewriter &rewriter) const = 0;
};

/// Lowers `fly.mma_atom_call` when the atom's payload is a `PayloadT`.
template <typename PayloadT>
struct MmaAtomCallLowering : OpConversionPattern<MmaAtomCallOp> {
  using OpConversionPattern<MmaAtomCallOp>::OpConversionPattern;

  LogicalResult
  matchAndRewrite(MmaAtomCallOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const final {
    auto atom = cast<MmaAtomType>(op.getMmaAtom().getType());
    auto payload = dyn_cast<PayloadT>(atom.getMmaOp());
    if (!payload)
      return rewriter.notifyMatchFailure(op, "another payload");
    return lowerCall(op, atom, payload, adaptor, rewriter);
  }

  virtual LogicalResult lowerCall(MmaAtomCallOp op, MmaAtomType atom,
                                  PayloadT payload, OpAdaptor adaptor,
                                  ConversionPatternRewriter &rewriter) const = 0;
};

/// The first (i1) element of the predicate view `flyPred` (lowered:
/// `llvmPred`), loaded at `b`; an error at `op` if it is not a non-empty view
/// of i1.
FailureOr<Value> loadPredicateFlag(const TypeConverter &converter,
                                   Operation *op, Value flyPred,
                                   Value llvmPred, OpBuilder &b);

/// Guards the code emitted by `body` with the first (i1) element of the
/// predicate view `pred` when it is given (scf.if); runs `body` directly
/// otherwise. `body` is called with the builder positioned where to emit.
/// The predicate view may have dynamic strides (its first element is at
/// offset 0 whatever they are).
LogicalResult emitPredicated(const TypeConverter &converter, Operation *op,
                             Value flyPred, Value llvmPred, OpBuilder &b,
                             function_ref<LogicalResult(OpBuilder &)> body);

/// Emits a copy atom call's code with `body` (under the call's predicate
/// view, if it has one: emitPredicated) and erases the call.
LogicalResult emitCopyCall(const TypeConverter &converter, CopyAtomCallOp op,
                           CopyAtomCallOp::Adaptor adaptor,
                           ConversionPatternRewriter &rewriter,
                           function_ref<LogicalResult(OpBuilder &)> body);

} // namespace mlir::fly

#endif // FLY_CONVERSION_FLYTOLLVM_FLYTOLLVM_H
