//===- ExpandGpuOps.cpp - gpu ops convert-gpu-to-nvvm leaves illegal -----===//
//
// fly-nvvm-expand-gpu-ops: convert-gpu-to-nvvm lowers a gpu.subgroup_reduce
// only to redux.sync (uniform, whole warp, i32, not a product) and has no
// pattern for gpu.subgroup_id, gpu.num_subgroups or a 64-bit gpu.shuffle;
// the conversion fails on any of them. They are rewritten here with MLIR's GPU patterns into ops it
// does lower: the reductions into 32-bit pieces reduced by a shuffle
// butterfly, the subgroup ids into thread ids and block sizes. The
// redux.sync reductions are not touched: one instruction beats five
// shuffles.
//
//===----------------------------------------------------------------------===//

#include "fly/Target/NVVM/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::fly {
#define GEN_PASS_DEF_FLYNVVMEXPANDGPUOPSPASS
#include "fly/Target/NVVM/Passes.h.inc"
} // namespace mlir::fly

using namespace mlir;

namespace {

/// NVIDIA warps have 32 lanes on every chip Fly targets.
constexpr unsigned kWarpSize = 32;

/// Whether convert-gpu-to-nvvm turns `op` into one redux.sync (its
/// GPUSubgroupReduceOpLowering's conditions).
bool isRedux(gpu::SubgroupReduceOp op) {
  return op.getUniform() && !op.getClusterSize() &&
         op.getValue().getType().isInteger(32) &&
         op.getOp() != gpu::AllReduceOperation::MUL;
}

/// gpu.subgroup_size: a warp, 32 lanes (convert-gpu-to-nvvm has no pattern).
struct SubgroupSizeToConstant : OpRewritePattern<gpu::SubgroupSizeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(gpu::SubgroupSizeOp op,
                                PatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<arith::ConstantIndexOp>(op, kWarpSize);
    return success();
  }
};

/// gpu.num_subgroups: the warps of the block, ceil(x * y * z / 32).
struct NumSubgroupsFromBlockDims : OpRewritePattern<gpu::NumSubgroupsOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(gpu::NumSubgroupsOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value threads;
    for (gpu::Dimension d :
         {gpu::Dimension::x, gpu::Dimension::y, gpu::Dimension::z}) {
      Value n = gpu::BlockDimOp::create(rewriter, loc, d);
      threads = threads ? arith::MulIOp::create(rewriter, loc, threads, n)
                              .getResult()
                        : n;
    }
    Value warp = arith::ConstantIndexOp::create(rewriter, loc, kWarpSize);
    rewriter.replaceOpWithNewOp<arith::CeilDivUIOp>(op, threads, warp);
    return success();
  }
};

struct FlyNVVMExpandGpuOpsPass
    : mlir::fly::impl::FlyNVVMExpandGpuOpsPassBase<
          FlyNVVMExpandGpuOpsPass> {
  void runOnOperation() override {
    SmallVector<Operation *> ops;
    getOperation()->walk([&](Operation *op) {
      if (auto reduce = dyn_cast<gpu::SubgroupReduceOp>(op)) {
        if (!isRedux(reduce))
          ops.push_back(op);
      } else if (isa<gpu::SubgroupIdOp, gpu::NumSubgroupsOp,
                     gpu::SubgroupSizeOp>(op)) {
        ops.push_back(op);
      } else if (auto shuffle = dyn_cast<gpu::ShuffleOp>(op)) {
        // 64-bit shuffles: two 32-bit ones (shfl.sync moves 32 bits).
        if (shuffle.getValue().getType().getIntOrFloatBitWidth() == 64)
          ops.push_back(op);
      }
    });
    if (ops.empty())
      return markAllAnalysesPreserved();
    RewritePatternSet patterns(&getContext());
    populateGpuBreakDownSubgroupReducePatterns(patterns,
                                               /*maxShuffleBitwidth=*/32);
    // 32-bit shuffles for values of up to 32 bits; 64-bit values get 64-bit
    // shuffles (lower benefit), which the shuffle patterns split in two.
    populateGpuLowerSubgroupReduceToShufflePatterns(
        patterns, kWarpSize, /*shuffleBitwidth=*/32, /*benefit=*/2);
    populateGpuLowerClusteredSubgroupReduceToShufflePatterns(
        patterns, kWarpSize, /*shuffleBitwidth=*/32, /*benefit=*/2);
    populateGpuLowerSubgroupReduceToShufflePatterns(
        patterns, kWarpSize, /*shuffleBitwidth=*/64, /*benefit=*/1);
    populateGpuLowerClusteredSubgroupReduceToShufflePatterns(
        patterns, kWarpSize, /*shuffleBitwidth=*/64, /*benefit=*/1);
    populateGpuShufflePatterns(patterns);
    populateGpuSubgroupIdPatterns(patterns);
    patterns.add<SubgroupSizeToConstant, NumSubgroupsFromBlockDims>(
        &getContext());
    FrozenRewritePatternSet frozen(std::move(patterns));
    // The pieces a break-down makes are new subgroup_reduce ops: they are
    // rewritten too.
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
    bool changed = false;
    if (failed(applyOpPatternsGreedily(ops, frozen, config, &changed)))
      return signalPassFailure();
    // A reduction left could not be expressed with 32- or 64-bit shuffles.
    WalkResult left = getOperation()->walk([&](gpu::SubgroupReduceOp op) {
      if (isRedux(op))
        return WalkResult::advance();
      op.emitOpError("cannot be lowered for NVIDIA: ")
          << op.getValue().getType()
          << " values are neither 32- nor 64-bit pieces";
      return WalkResult::interrupt();
    });
    if (left.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace
