//===- FastMath.cpp - approximate math.exp2 to rocdl.exp2 -----------------===//
//
// fly-rocdl-fast-math: convert-gpu-to-rocdl sends every f32 math.exp2 to
// __ocml_exp2_f32 and forgets its fast-math flags, so a softmax that asked
// for an approximate exp2 pays for OCML's denormal and overflow handling on
// every element. The hardware's v_exp_f32 is what `afn` allows; FlyDSL's
// pipeline makes the same choice (convert-rocdl-fastmath-ops), and Fly
// follows its rule exactly so that both compile FlyDSL's kernels alike.
//
// math.rsqrt is the other op whose lowering FlyDSL's newer MLIR changed:
// it becomes 1 / sqrt with the op's flags, which LLVM turns into one
// v_rsq_f32 when the flags allow an approximation. MLIR 22.1 calls
// __ocml_rsqrt_f32 (v_rsq_f32 plus denormal scaling). Fly takes the newer
// form only where `afn` allows it: without it, OCML's rsqrt is exact enough
// and cheaper than a correctly rounded sqrt and division.
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/FlyROCDL/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Builders.h"

namespace mlir::fly {
#define GEN_PASS_DEF_FLYROCDLFASTMATHPASS
#include "fly/Dialect/FlyROCDL/Transforms/Passes.h.inc"
} // namespace mlir::fly

using namespace mlir;

namespace {

/// Whether `op` (math.exp2 or math.rsqrt) may be computed approximately by
/// one native instruction: device code, flags that allow an approximate
/// function, and f32 lanes the rewrite can enumerate.
template <typename MathOp>
bool isApproximate(MathOp op) {
  if (!op->template getParentOfType<gpu::GPUModuleOp>())
    return false;
  if (!arith::bitEnumContainsAll(op.getFastmath(), arith::FastMathFlags::afn))
    return false;
  Type t = op.getType();
  if (auto vec = dyn_cast<VectorType>(t))
    return vec.getRank() == 1 && !vec.isScalable() &&
           vec.getElementType().isF32();
  return t.isF32();
}

/// `rocdl.exp2` of `op`'s operand; a vector lane by lane.
Value nativeExp2(OpBuilder &b, math::Exp2Op op) {
  Location loc = op.getLoc();
  Type f32 = b.getF32Type();
  Value x = op.getOperand();
  auto vec = dyn_cast<VectorType>(x.getType());
  if (!vec)
    return ROCDL::ROCDLExp2::create(b, loc, f32, x);
  SmallVector<Value> lanes;
  for (int64_t i = 0, n = vec.getNumElements(); i < n; ++i) {
    Value e = vector::ExtractOp::create(b, loc, x, i);
    lanes.push_back(ROCDL::ROCDLExp2::create(b, loc, f32, e));
  }
  return vector::FromElementsOp::create(b, loc, vec, lanes);
}

/// 1 / sqrt(x) with `op`'s flags (LLVM's v_rsq_f32 for afn).
Value reciprocalSqrt(OpBuilder &b, math::RsqrtOp op) {
  Location loc = op.getLoc();
  Type t = op.getType();
  Attribute one = b.getF32FloatAttr(1.0f);
  if (auto vec = dyn_cast<VectorType>(t))
    one = DenseElementsAttr::get(vec, one);
  Value c1 = arith::ConstantOp::create(b, loc, t, cast<TypedAttr>(one));
  Value s = math::SqrtOp::create(b, loc, op.getOperand(), op.getFastmath());
  return arith::DivFOp::create(b, loc, c1, s, op.getFastmath());
}

struct FlyROCDLFastMathPass
    : mlir::fly::impl::FlyROCDLFastMathPassBase<FlyROCDLFastMathPass> {
  void runOnOperation() override {
    SmallVector<math::Exp2Op> exp2s;
    SmallVector<math::RsqrtOp> rsqrts;
    getOperation()->walk([&](Operation *op) {
      if (auto e = dyn_cast<math::Exp2Op>(op); e && isApproximate(e))
        exp2s.push_back(e);
      if (auto r = dyn_cast<math::RsqrtOp>(op); r && isApproximate(r))
        rsqrts.push_back(r);
    });
    if (exp2s.empty() && rsqrts.empty())
      return markAllAnalysesPreserved();
    for (math::Exp2Op op : exp2s) {
      OpBuilder b(op);
      op.replaceAllUsesWith(nativeExp2(b, op));
      op.erase();
    }
    for (math::RsqrtOp op : rsqrts) {
      OpBuilder b(op);
      op.replaceAllUsesWith(reciprocalSqrt(b, op));
      op.erase();
    }
  }
};

} // namespace
