//===- LdsCopies.cpp - Copies into and out of LDS without registers -------===//
//
// docs/reference/rocdl.md#payloads, #lds-dma: the LDS DMA atoms
// (cdna3.buffer_copy_lds,
// cdna4.buffer_load_async_lds, cdna4.global_load_async_lds) and the
// transposing LDS reads (cdna4.lds_read_trans).
//
//===----------------------------------------------------------------------===//

#include "ROCDLBuilders.h"
#include "ViewValues.h"

#include "fly/Conversion/FlyToLLVM/FlyToLLVM.h"
#include "fly/Conversion/FlyToROCDL/FlyToROCDL.h"
#include "fly/Dialect/FlyROCDL/IR/FlyROCDLDialect.h"

using namespace mlir;
using namespace mlir::fly_rocdl;

namespace {

/// Buffer (or global) to LDS without registers: cdna3.buffer_copy_lds and
/// cdna4.buffer_load_async_lds become rocdl.raw.ptr.buffer.load.lds (LLVM
/// 22.1 has no asynchronous form, docs/reference/rocdl.md#lds-dma:
/// completion is counted by
/// the vector-memory counter); cdna4.global_load_async_lds becomes
/// rocdl.global.load.lds. The LDS DMA writes lane i's bytes at
/// base + i * size, base being the (wave-uniform) LDS address of lane 0's
/// destination; size and the immediate offset are instruction immediates.
/// The immediate offset moves both addresses: the buffer address (it is
/// range checked, like voffset) and the LDS address (M0 + offset + i * size;
/// IntrinsicsAMDGPU.td: "applied to both global and LDS address"). So a
/// constant imm_offset goes into the 12-bit field, and a runtime one, which
/// no immediate can hold, is added to voffset and to the LDS pointer, with
/// the field 0: the same two addresses. Like the immediate it replaces, the
/// value must be the same in all lanes (M0 takes lane 0's LDS address).
template <typename PayloadT>
struct LdsDmaCall : mlir::fly::CopyAtomCallLowering<PayloadT> {
  using Base = mlir::fly::CopyAtomCallLowering<PayloadT>;
  using Base::Base;
  using OpAdaptor = typename Base::OpAdaptor;
  LogicalResult lowerCall(mlir::fly::CopyAtomCallOp op,
                          mlir::fly::CopyAtomType atom, PayloadT payload,
                          OpAdaptor adaptor,
                          ConversionPatternRewriter &rewriter) const override {
    constexpr bool global = std::is_same_v<PayloadT, CDNA4GlobalLoadAsyncLdsType>;
    FailureOr<mlir::fly::StaticCopyViews> views = mlir::fly::getStaticCopyViews(
        *this->getTypeConverter(), op, adaptor.getSrc(), adaptor.getDst());
    if (failed(views))
      return failure();
    mlir::fly::StaticView &src = views->src, &dst = views->dst;
    auto dstSpace = mlir::fly::getLLVMAddressSpace(dst.type.getAddressSpace());
    bool srcOk = global ? mlir::fly::getLLVMAddressSpace(
                              src.type.getAddressSpace()) == 1u
                        : isBufferSpace(src.type.getAddressSpace());
    if (!srcOk || dstSpace != 3u)
      return op.emitError() << payload << " copies from "
                            << (global ? "a global" : "a buffer")
                            << " view to a shared view; got " << src.type
                            << " -> " << dst.type;
    int64_t bits = payload.getBits();
    if (int64_t(src.offsets.size()) * src.elemBits != bits ||
        !areConsecutive(src.offsets) || !areConsecutive(dst.offsets))
      return op.emitError() << payload << " moves " << bits
                            << " contiguous bits per lane; got "
                            << src.offsets.size() << " x " << src.elemBits
                            << " bits";
    // nullopt: a runtime imm_offset, folded into both addresses below.
    std::optional<int64_t> imm = 0;
    if constexpr (!global) {
      auto names = cast<mlir::fly::StatefulAtomTypeInterface>(Type(payload))
                       .getStateFieldNames();
      int64_t index = llvm::find(names, "imm_offset") - names.begin();
      imm = constantStateField(adaptor.getCopyAtom(), index);
      // The MUBUF offset field is 12 bits: the assembler would keep the low
      // bits of a larger value and the copy would go elsewhere silently.
      if (imm && (*imm < 0 || *imm > 4095))
        return op.emitError("the imm_offset of ")
               << payload << " is the 12-bit instruction offset, 0 to 4095 "
                             "bytes; got "
               << *imm << " (move the rest into the pointer or soffset)";
    }
    Location loc = op.getLoc();
    return emitCopyCall(
        *this->getTypeConverter(), op, adaptor, rewriter,
        [&](OpBuilder &b) -> LogicalResult {
          Value lds = dst.addressOf(b, loc, dst.offsets[0]);
          if constexpr (global) {
            Value g = src.addressOf(b, loc, src.offsets[0]);
            ROCDL::GlobalLoadLDSOp::create(
                b, loc, g, lds, /*size=*/b.getI32IntegerAttr(bits / 8),
                /*offset=*/b.getI32IntegerAttr(0),
                /*aux=*/b.getI32IntegerAttr(0), ArrayAttr(), ArrayAttr(),
                ArrayAttr());
          } else {
            Value rsrc =
                LLVM::ExtractValueOp::create(b, loc, src.ptr, int64_t(0));
            Value voffset = bufferByteOffset(b, loc, src, src.offsets[0]);
            FailureOr<Value> soffset =
                soffsetBytes(b, loc, adaptor.getCopyAtom(), payload,
                             src.elemBits, [&] { return op.emitError(); });
            if (failed(soffset))
              return failure();
            if (!imm) {
              FailureOr<Value> runtimeImm = mlir::fly::getAtomStateField(
                  b, loc, adaptor.getCopyAtom(), payload, "imm_offset");
              if (failed(runtimeImm))
                return op.emitError("the LDS DMA atom has no imm_offset "
                                    "field");
              voffset = LLVM::AddOp::create(b, loc, voffset, *runtimeImm);
              lds = LLVM::GEPOp::create(b, loc, lds.getType(), b.getI8Type(),
                                        lds, ValueRange{*runtimeImm});
            }
            ROCDL::RawPtrBufferLoadLdsOp::create(
                b, loc, rsrc, lds, /*size=*/i32Const(b, loc, bits / 8),
                voffset, *soffset,
                /*offset=*/i32Const(b, loc, imm.value_or(0)),
                /*aux=*/i32Const(b, loc, 0), ArrayAttr(), ArrayAttr(),
                ArrayAttr());
          }
          return success();
        });
  }
};

/// rocdl.ds.read.tr*: one lane's transposed read of `result` at `ptr`.
template <typename OpT>
Value createReadTrans(OpBuilder &b, Location loc, Type result, Value ptr) {
  return OpT::create(b, loc, result, ptr, ArrayAttr(), ArrayAttr(),
                     ArrayAttr());
}

/// cdna4.lds_read_trans: 16 lanes read a block of LDS and each receives a
/// column: rocdl.ds.read.tr{4,8,16}.b64 / tr6.b96 at the
/// lane's source address, the result stored to its register view.
struct LdsReadTransCall
    : mlir::fly::CopyAtomCallLowering<CDNA4LdsReadTransType> {
  using CopyAtomCallLowering::CopyAtomCallLowering;
  LogicalResult lowerCall(mlir::fly::CopyAtomCallOp op,
                          mlir::fly::CopyAtomType atom,
                          CDNA4LdsReadTransType payload, OpAdaptor adaptor,
                          ConversionPatternRewriter &rewriter) const override {
    // Each lane moves its values as one group, so sub-byte (tr4/tr6)
    // element types are fine.
    FailureOr<mlir::fly::StaticCopyViews> views = mlir::fly::getStaticCopyViews(
        *getTypeConverter(), op, adaptor.getSrc(), adaptor.getDst(),
        /*allowPackedGroup=*/true);
    if (failed(views))
      return failure();
    // The 16 lanes of a group exchange their rows: a lane masked off by a
    // per-lane predicate would leave its row undefined in the other lanes'
    // results, so a predicate is an error rather than a silent guard.
    if (op.getPred())
      return op.emitError("cdna4.lds_read_trans is a cooperative read of 16 "
                          "lanes and cannot take a per-lane predicate; guard "
                          "the whole copy instead");
    mlir::fly::StaticView &src = views->src, &dst = views->dst;
    if (mlir::fly::getLLVMAddressSpace(src.type.getAddressSpace()) != 3u)
      return op.emitError("cdna4.lds_read_trans reads a shared view; got ")
             << src.type;
    // Each lane gives the address of its own contiguous row of B bits.
    if (int64_t(src.offsets.size()) * src.elemBits != payload.getBits() ||
        !areConsecutive(src.offsets))
      return op.emitError("cdna4.lds_read_trans<")
             << payload.getBits() << "> reads " << payload.getBits()
             << " contiguous bits per lane; the source holds "
             << src.offsets.size() << " x " << src.elemBits << " bits"
             << (areConsecutive(src.offsets) ? "" : " (not contiguous)");
    MLIRContext *ctx = op.getContext();
    Type i32 = IntegerType::get(ctx, 32);
    Value (*readTrans)(OpBuilder &, Location, Type, Value);
    Type result;
    switch (payload.getTransBits()) {
    case 4:
      readTrans = &createReadTrans<ROCDL::ds_read_tr4_b64>;
      result = VectorType::get({2}, i32);
      break;
    case 8:
      readTrans = &createReadTrans<ROCDL::ds_read_tr8_b64>;
      result = VectorType::get({2}, i32);
      break;
    case 6:
      readTrans = &createReadTrans<ROCDL::ds_read_tr6_b96>;
      result = VectorType::get({3}, i32);
      break;
    default:
      readTrans = &createReadTrans<ROCDL::ds_read_tr16_b64>;
      result = VectorType::get({4}, IntegerType::get(ctx, 16));
      break;
    }
    int64_t n = dst.offsets.size();
    if (n * dst.elemBits != payload.getBits())
      return op.emitError("cdna4.lds_read_trans<")
             << payload.getBits() << "> fills " << payload.getBits()
             << " bits per lane; the destination holds " << n << " x "
             << dst.elemBits;
    Location loc = op.getLoc();
    Value p = src.addressOf(rewriter, loc, src.offsets[0]);
    Value r = readTrans(rewriter, loc, result, p);
    writeValues(rewriter, loc, dst,
                bitcastTo(rewriter, loc, valuesType(dst.llvmElemType, n), r));
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void mlir::fly_rocdl::populateFlyROCDLLdsPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<LdsDmaCall<CDNA3BufferCopyLdsType>,
               LdsDmaCall<CDNA4BufferLoadAsyncLdsType>,
               LdsDmaCall<CDNA4GlobalLoadAsyncLdsType>, LdsReadTransCall>(
      converter, patterns.getContext());
}
