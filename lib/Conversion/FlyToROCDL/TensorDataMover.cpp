//===- TensorDataMover.cpp - gfx1250.tdm copies to tensor.load/store ------===//
//
// docs/reference/rocdl.md#tensor-data-mover: one call of a `gfx1250.tdm`
// atom moves a whole tile
// between a global view (static layout of rank R, innermost stride 1) and
// LDS with `rocdl.tensor.load.to.lds` / `tensor.store.from.lds` (direction
// from the address spaces). The tile is described by four descriptor groups
// (22.1 has no fifth, all-zero group):
//
//   G0 (4 x i32)  enable 1 | LDS byte address | global address lo | hi, with
//                 descriptor type 2 in bits 127:126
//   G1 (8 x i32)  [15:0] workgroup mask, [17:16] log2(element bytes), [18]
//                 barrier, [20] pad enable, [21] early timeout, [24:22]
//                 log2(pad interval in dwords) - 1, [31:25] pad amount in
//                 dwords - 1; tensor dims 0, 1 (32 bits at 48, 80); tile dims
//                 0, 1, 2 (16 bits at 112, 128, 144); strides 0, 1 (48 bits
//                 at 160, 208)
//   G2            tensor dims 2, 3 (0, 32); stride 2 (48 bits at 64); tile
//                 dim 3 (112)
//   G3            stride 3 (48 bits at 0); tensor dim 4 (48); tile dim 4 (80)
//
// Descriptor dimensions go innermost first: descriptor dim j is layout mode
// R-1-j, descriptor stride k the stride of mode R-2-k (the innermost stride,
// 1, is implicit). The tensor dims are the atom's extent_i fields (mode i;
// default 0x7FFFFFFF, no clamp) and the strides its stride_i fields, or the
// static layout strides while a field holds its "unset" default. LDS holds the
// tile densely, innermost first. With warps > 1 each wave moves one block of
// the tile: waves go to the outermost modes first (doubling while the mode
// still splits), the rest to the innermost, and every mode's extent must
// be a multiple of its wave count; the wave id
// (llvm.amdgcn.wave.id; 22.1 has no rocdl op for it) picks the block, whose
// offset moves both bases and shrinks the extents. With padding the waves
// may split only the outermost mode, into blocks of whole pad intervals, and
// a block's LDS base counts the pads before it. The bit positions are
// those of FlyDSL's, Triton's and LLVM's descriptor encoders, which agree.
//
//===----------------------------------------------------------------------===//

#include "ROCDLBuilders.h"
#include "ViewValues.h"

#include "fly/Conversion/FlyToLLVM/FlyToLLVM.h"
#include "fly/Conversion/FlyToROCDL/FlyToROCDL.h"
#include "fly/Dialect/FlyROCDL/IR/FlyROCDLDialect.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::fly_rocdl;

namespace {

/// 20 descriptor words (G0: 0-3, G1: 4-11, G2: 12-15, G3: 16-19), each a
/// constant part plus dynamic parts OR-ed in.
class Descriptor {
public:
  Descriptor(OpBuilder &b, Location loc) : b(b), loc(loc) {}

  /// `width` bits of the constant `v` at bit `bit` of group `group`.
  void putConst(int group, int64_t bit, uint64_t v, int width) {
    int64_t abs = base(group) + bit;
    for (int done = 0; done < width;) {
      int64_t word = (abs + done) / 32, off = (abs + done) % 32;
      int n = std::min<int>(width - done, 32 - off);
      uint64_t part = (v >> done) & ((uint64_t(1) << n) - 1);
      words[word] |= uint32_t(part << off);
      done += n;
    }
  }

  /// `width` bits of the i64 value `v` at bit `bit` of group `group`.
  void putValue(int group, int64_t bit, Value v, int width) {
    int64_t abs = base(group) + bit;
    Type i64 = b.getI64Type(), i32 = b.getI32Type();
    if (v.getType() != i64)
      v = LLVM::ZExtOp::create(b, loc, i64, v);
    for (int done = 0; done < width;) {
      int64_t word = (abs + done) / 32, off = (abs + done) % 32;
      int n = std::min<int>(width - done, 32 - off);
      Value part = v;
      if (done)
        part = LLVM::LShrOp::create(b, loc, part, i64Const(done));
      part = LLVM::AndOp::create(b, loc, part,
                                 i64Const((int64_t(1) << n) - 1));
      if (off)
        part = LLVM::ShlOp::create(b, loc, part, i64Const(off));
      dynamic[word].push_back(LLVM::TruncOp::create(b, loc, i32, part));
      done += n;
    }
  }

  /// Group `group` as a vector of its words.
  Value group(int group) {
    int first = base(group) / 32, n = group == 1 ? 8 : 4;
    Type vecType = VectorType::get({n}, b.getI32Type());
    Value v = LLVM::UndefOp::create(b, loc, vecType);
    for (int i = 0; i < n; ++i) {
      Value w = i32Const(b, loc, static_cast<int32_t>(words[first + i]));
      for (Value d : dynamic[first + i])
        w = LLVM::OrOp::create(b, loc, w, d);
      v = LLVM::InsertElementOp::create(b, loc, v, w, i32Const(b, loc, i));
    }
    return v;
  }

private:
  static int64_t base(int group) {
    static const int64_t wordBase[] = {0, 4, 12, 16};
    return wordBase[group] * 32;
  }
  Value i64Const(int64_t v) {
    return LLVM::ConstantOp::create(b, loc, b.getI64Type(),
                                    b.getI64IntegerAttr(v));
  }

  OpBuilder &b;
  Location loc;
  uint32_t words[20] = {};
  SmallVector<Value> dynamic[20];
};

struct TdmCall : mlir::fly::CopyAtomCallLowering<GFX1250TdmType> {
  using CopyAtomCallLowering::CopyAtomCallLowering;
  LogicalResult lowerCall(mlir::fly::CopyAtomCallOp op,
                          mlir::fly::CopyAtomType atom, GFX1250TdmType payload,
                          OpAdaptor adaptor,
                          ConversionPatternRewriter &rewriter) const override {
    FailureOr<mlir::fly::StaticCopyViews> views = mlir::fly::getStaticCopyViews(
        *getTypeConverter(), op, adaptor.getSrc(), adaptor.getDst());
    if (failed(views))
      return failure();
    auto space = [](const mlir::fly::StaticView &v) {
      return mlir::fly::getLLVMAddressSpace(v.type.getAddressSpace());
    };
    bool load = space(views->src) == 1u && space(views->dst) == 3u;
    bool store = space(views->src) == 3u && space(views->dst) == 1u;
    if (!load && !store)
      return op.emitError("gfx1250.tdm copies between a global and a shared "
                          "view; got ")
             << views->src.type << " -> " << views->dst.type;
    mlir::fly::StaticView &glb = load ? views->src : views->dst;
    mlir::fly::StaticView &lds = load ? views->dst : views->src;

    // The tile: the global layout's R modes, each a static leaf.
    int64_t rank = payload.getRank();
    auto layout = cast<mlir::fly::LayoutAttr>(glb.type.getLayout()).getValue();
    SmallVector<int64_t> shape, stride;
    const auto &sh = layout.shape, &st = layout.stride;
    for (size_t i = 0, e = sh.isLeaf() ? 1 : sh.rank(); i < e; ++i) {
      const auto &s = sh.isLeaf() ? sh : sh[i];
      const auto &d = st.isLeaf() ? st : st[i];
      if (!s.isLeaf() || !d.isLeaf())
        return op.emitError("gfx1250.tdm needs a global layout with one "
                            "static extent per mode, got ")
               << glb.type;
      shape.push_back(s.leaf().value);
      stride.push_back(d.leaf().value);
    }
    if (int64_t(shape.size()) != rank)
      return op.emitError("gfx1250.tdm<rank = ")
             << rank << "> needs a rank-" << rank << " global layout, got "
             << glb.type;
    if (stride.back() != 1)
      return op.emitError("gfx1250.tdm needs the innermost global stride to "
                          "be 1, got ")
             << glb.type;
    for (int64_t s : shape)
      if (s <= 0 || s > 0xFFFF)
        return op.emitError("gfx1250.tdm tile extents must be in [1, 65535], "
                            "got ")
               << glb.type;
    // LDS holds the tile densely, innermost first (padding aside).
    bool padded = payload.getPadInterval() != 0;
    if (!padded) {
      int64_t n = 1;
      for (int64_t s : shape)
        n *= s;
      bool dense = int64_t(lds.offsets.size()) == n;
      SmallVector<int64_t> rowMajor(rank, 1);
      for (int64_t i = rank - 2; i >= 0; --i)
        rowMajor[i] = rowMajor[i + 1] * shape[i + 1];
      // Compare the LDS view's offsets with the row-major tile (both are in
      // the global layout's colexicographic index order).
      for (int64_t i = 0; dense && i < n; ++i) {
        int64_t rest = i, off = 0;
        for (int64_t m = 0; m < rank; ++m) {
          off += (rest % shape[m]) * rowMajor[m];
          rest /= shape[m];
        }
        dense = lds.offsets[i] - lds.offsets[0] == off;
      }
      if (!dense)
        return op.emitError("gfx1250.tdm writes the tile densely (row-major) "
                            "to LDS; the shared view ")
               << lds.type << " does not match the global tile " << glb.type;
    }
    // The per-wave split (warps > 1): from the outermost mode, each mode's
    // wave count doubles while waves remain and it still fits the tile;
    // what remains goes to the innermost mode. Each wave moves a block of
    // tile / waves per mode, wave ids enumerating the blocks with mode 0
    // fastest.
    int64_t warps = payload.getWarps();
    SmallVector<int64_t> waves(rank, 1), block(shape);
    int64_t left = warps;
    for (int64_t m = 0; m < rank; ++m)
      while (left > 1 && 2 * waves[m] <= shape[m]) {
        waves[m] *= 2;
        left /= 2;
      }
    waves[rank - 1] *= left;
    // Every wave moves a full block: a last, partial block would be copied
    // whole, past the tile (the extents clip the tensor, not the tile).
    for (int64_t m = 0; m < rank; ++m) {
      if (shape[m] % waves[m] != 0)
        return op.emitError("gfx1250.tdm with warps = ")
               << warps << " splits mode " << m << " of the tile " << glb.type
               << " (extent " << shape[m] << ") over " << waves[m]
               << " waves; the extent must be a multiple of that";
      block[m] = shape[m] / waves[m];
    }
    // Dense LDS strides of the whole tile (row-major).
    SmallVector<int64_t> ldsStride(rank, 1);
    for (int64_t m = rank - 2; m >= 0; --m)
      ldsStride[m] = ldsStride[m + 1] * shape[m + 1];
    // Padding restarts at each wave's LDS base (the hardware inserts the pad
    // after every `interval` elements it writes). The waves' blocks together
    // give the single-wave padded layout iff each block is a run of whole
    // rows of the outermost mode holding a whole number of intervals.
    int64_t padBlockElems = 0;
    if (warps > 1 && padded) {
      for (int64_t m = 1; m < rank; ++m)
        if (waves[m] != 1)
          return op.emitError("gfx1250.tdm padding with warps = ")
                 << warps << " splits mode " << m << " of the tile "
                 << glb.type << "; padding needs the waves to split the "
                 << "outermost mode only";
      padBlockElems = block[0] * ldsStride[0];
      if (padBlockElems % payload.getPadInterval() != 0)
        return op.emitError("gfx1250.tdm padding with warps = ")
               << warps << ": each wave's block of " << padBlockElems
               << " elements must be a whole number of pad intervals ("
               << payload.getPadInterval() << " elements)";
    }
    int64_t elemBytes = glb.elemBits / 8;
    if (glb.elemBits % 8 || !llvm::isPowerOf2_64(elemBytes) || elemBytes > 8)
      return op.emitError("gfx1250.tdm moves elements of 1, 2, 4 or 8 bytes");
    int64_t padInterval = 0, padAmount = 0;
    if (padded) {
      int64_t iBits = payload.getPadInterval() * glb.elemBits;
      int64_t aBits = payload.getPadAmount() * glb.elemBits;
      padInterval = iBits / 32;
      padAmount = aBits / 32;
      if (iBits % 32 || aBits % 32 || !llvm::isPowerOf2_64(padInterval) ||
          padInterval < 2 || padInterval > 256 || padAmount < 1 ||
          padAmount > 128)
        return op.emitError("gfx1250.tdm padding (interval ")
               << payload.getPadInterval() << ", amount "
               << payload.getPadAmount()
               << " elements) is not encodable: both must be whole dwords, "
                  "the interval a power of two of 2..256 dwords and the "
                  "amount 1..128 dwords";
    }

    Location loc = op.getLoc();
    Value atomValue = adaptor.getCopyAtom();
    auto field = [&](OpBuilder &b, StringRef name) {
      return *mlir::fly::getAtomStateField(b, loc, atomValue, payload, name);
    };
    return emitCopyCall(
        *getTypeConverter(), op, adaptor, rewriter,
        [&](OpBuilder &b) -> LogicalResult {
          Descriptor d(b, loc);
          Type i32 = b.getI32Type(), i64 = b.getI64Type();
          // The element stride of each mode: the atom state's, or the static
          // layout's while the field holds its "unset" default; the
          // innermost is 1. Used for the descriptor and the wave offsets.
          SmallVector<Value> modeStride(rank);
          for (int64_t m = 0; m < rank; ++m) {
            Value fixed = LLVM::ConstantOp::create(
                b, loc, i64, b.getI64IntegerAttr(stride[m]));
            if (m + 1 == rank) {
              modeStride[m] = fixed;
              continue;
            }
            Value s = field(b, ("stride_" + Twine(m)).str());
            Value unset = LLVM::ConstantOp::create(
                b, loc, i64, b.getI64IntegerAttr(INT32_MIN));
            Value isUnset = LLVM::ICmpOp::create(
                b, loc, LLVM::ICmpPredicate::eq, s, unset);
            modeStride[m] = LLVM::SelectOp::create(b, loc, isUnset, fixed, s);
          }
          // This wave's block: its coordinate per mode (mode 0 fastest) and
          // the element offsets it adds to the global and LDS bases.
          SmallVector<Value> waveOff(rank);
          Value glbOff = LLVM::ConstantOp::create(b, loc, i64,
                                                  b.getI64IntegerAttr(0));
          Value ldsOff = i32Const(b, loc, 0);
          if (warps > 1) {
            Value id = LLVM::CallIntrinsicOp::create(
                           b, loc, i32, b.getStringAttr("llvm.amdgcn.wave.id"),
                           ValueRange{})
                           .getResult(0);
            for (int64_t m = 0; m < rank; ++m) {
              Value coord = id;
              if (waves[m] > 1 && m + 1 < rank)
                coord = LLVM::URemOp::create(b, loc, id,
                                             i32Const(b, loc, waves[m]));
              if (m + 1 < rank && waves[m] > 1)
                id = LLVM::UDivOp::create(b, loc, id,
                                          i32Const(b, loc, waves[m]));
              if (waves[m] == 1)
                coord = i32Const(b, loc, 0);
              waveOff[m] =
                  LLVM::MulOp::create(b, loc, coord, i32Const(b, loc, block[m]));
              Value off64 = LLVM::ZExtOp::create(b, loc, i64, waveOff[m]);
              Value strideBytes = LLVM::MulOp::create(
                  b, loc, modeStride[m],
                  LLVM::ConstantOp::create(b, loc, i64,
                                           b.getI64IntegerAttr(elemBytes)));
              glbOff = LLVM::AddOp::create(
                  b, loc, glbOff,
                  LLVM::MulOp::create(b, loc, off64, strideBytes));
              // Padded (mode 0 only): the wave's block starts after
              // coord * (block + its pads) elements.
              Value elems =
                  m == 0 && padBlockElems
                      ? Value(LLVM::MulOp::create(
                            b, loc, coord,
                            i32Const(b, loc,
                                     padBlockElems +
                                         padBlockElems /
                                             payload.getPadInterval() *
                                             payload.getPadAmount())))
                      : Value(LLVM::MulOp::create(
                            b, loc, waveOff[m], i32Const(b, loc, ldsStride[m])));
              ldsOff = LLVM::AddOp::create(
                  b, loc, ldsOff,
                  LLVM::MulOp::create(b, loc, elems,
                                      i32Const(b, loc, elemBytes)));
            }
          }
          // G0: enable, LDS address, global address, type 2.
          d.putConst(0, 0, 1, 2);
          Value ldsAddr = LLVM::PtrToIntOp::create(
              b, loc, i32, lds.addressOf(b, loc, lds.offsets[0]));
          ldsAddr = LLVM::AddOp::create(b, loc, ldsAddr, ldsOff);
          d.putValue(0, 32, ldsAddr, 32);
          Value gAddr = LLVM::PtrToIntOp::create(
              b, loc, i64, glb.addressOf(b, loc, glb.offsets[0]));
          gAddr = LLVM::AddOp::create(b, loc, gAddr, field(b, "imm_offset"));
          gAddr = LLVM::AddOp::create(b, loc, gAddr, glbOff);
          d.putValue(0, 64, gAddr, 57);
          d.putConst(0, 126, 2, 2);
          // G1 word 0.
          d.putValue(1, 0, field(b, "workgroup_mask"), 16);
          d.putConst(1, 16, llvm::Log2_64(elemBytes), 2);
          d.putConst(1, 18, payload.getBarrier(), 1);
          if (padded) {
            d.putConst(1, 20, 1, 1);
            d.putConst(1, 22, llvm::Log2_64(padInterval) - 1, 3);
            d.putConst(1, 25, padAmount - 1, 7);
          }
          d.putConst(1, 21, payload.getTimeout(), 1);
          // Descriptor dim j = layout mode R-1-j.
          const int tensorDimAt[5][2] = {
              {1, 48}, {1, 80}, {2, 0}, {2, 32}, {3, 48}};
          const int tileDimAt[5][2] = {
              {1, 112}, {1, 128}, {1, 144}, {2, 112}, {3, 80}};
          const int strideAt[4][2] = {{1, 160}, {1, 208}, {2, 64}, {3, 0}};
          for (int64_t j = 0; j < rank; ++j) {
            int64_t mode = rank - 1 - j;
            // The extent left from this wave's block, at least 0.
            Value extent = field(b, ("extent_" + Twine(mode)).str());
            if (warps > 1) {
              Value rest = LLVM::SubOp::create(b, loc, extent, waveOff[mode]);
              Value neg = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::slt,
                                               rest, i32Const(b, loc, 0));
              extent = LLVM::SelectOp::create(b, loc, neg, i32Const(b, loc, 0),
                                              rest);
            }
            d.putValue(tensorDimAt[j][0], tensorDimAt[j][1], extent, 32);
            d.putConst(tileDimAt[j][0], tileDimAt[j][1], block[mode], 16);
          }
          for (int64_t k = 0; k + 1 < rank; ++k)
            d.putValue(strideAt[k][0], strideAt[k][1], modeStride[rank - 2 - k],
                       48);
          SmallVector<Value> groups{d.group(0), d.group(1), d.group(2),
                                    d.group(3)};
          IntegerAttr cache = b.getI32IntegerAttr(payload.getCache());
          if (load)
            ROCDL::TensorLoadToLDSOp::create(b, loc, groups[0], groups[1],
                                             groups[2], groups[3], cache,
                                             ArrayAttr(), ArrayAttr(),
                                             ArrayAttr());
          else
            ROCDL::TensorStoreFromLDSOp::create(b, loc, groups[0], groups[1],
                                                groups[2], groups[3], cache,
                                                ArrayAttr(), ArrayAttr(),
                                                ArrayAttr());
          return success();
        });
  }
};

} // namespace

void mlir::fly_rocdl::populateFlyROCDLTensorDataMoverPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<TdmCall>(converter, patterns.getContext());
}
