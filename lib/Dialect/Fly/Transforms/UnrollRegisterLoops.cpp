//===- UnrollRegisterLoops.cpp - Loops that index register fragments ------===//
//
// fly-unroll-register-loops: a register fragment indexed by a loop's
// induction variable cannot be promoted to SSA values (every access needs a
// static index), so LLVM keeps it in local memory once the loop is past its
// own unroll threshold. Such loops (constant bounds, bounded size) are fully
// unrolled here, innermost first; loops whose induction variable only
// addresses other memory are left alone.
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/Fly/IR/FlyDialect.h"
#include "fly/Dialect/Fly/Transforms/Passes.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"

namespace mlir::fly {
#define GEN_PASS_DEF_FLYUNROLLREGISTERLOOPSPASS
#include "fly/Dialect/Fly/Transforms/Passes.h.inc"
} // namespace mlir::fly

using namespace mlir;
using namespace mlir::fly;

namespace {

bool isRegisterView(Type t) {
  if (auto m = dyn_cast<mlir::fly::MemRefType>(t))
    return m.getFlyAddressSpace() == AddressSpace::Register;
  if (auto p = dyn_cast<mlir::fly::PointerType>(t))
    return p.getFlyAddressSpace() == AddressSpace::Register;
  return false;
}

/// Whether the body of `loop` reaches a register view at a place that
/// depends on the induction variable.
bool indexesRegistersWithIV(scf::ForOp loop) {
  SetVector<Operation *> slice;
  getForwardSlice(loop.getInductionVar(), &slice);
  auto dependent = [&](Value v) {
    if (v == loop.getInductionVar())
      return true;
    Operation *def = v.getDefiningOp();
    return def && slice.contains(def);
  };
  WalkResult r = loop.getBody()->walk([&](Operation *op) {
    if (!isa<FlyDialect>(op->getDialect()))
      return WalkResult::advance();
    bool registers = false, variant = false, registerVariant = false;
    for (Value v : op->getOperands()) {
      bool reg = isRegisterView(v.getType());
      registers |= reg;
      variant |= !reg && dependent(v) && isa<IntTupleType>(v.getType());
      registerVariant |= reg && dependent(v);
    }
    // A register view made from the induction variable, or an access to a
    // register view at an index that depends on it.
    if (registerVariant ||
        (registers && variant && isa<MemRefLoadOp, MemRefStoreOp>(op)))
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return r.wasInterrupted();
}

std::optional<int64_t> constantIndex(Value v) {
  if (auto c = v.getDefiningOp<arith::ConstantIndexOp>())
    return c.value();
  if (auto c = v.getDefiningOp<arith::ConstantIntOp>())
    return c.value();
  return std::nullopt;
}

struct FlyUnrollRegisterLoopsPass
    : mlir::fly::impl::FlyUnrollRegisterLoopsPassBase<
          FlyUnrollRegisterLoopsPass> {
  using FlyUnrollRegisterLoopsPassBase::FlyUnrollRegisterLoopsPassBase;
  void runOnOperation() override {
    // Post-order: inner loops first, so an outer loop sees their copies.
    SmallVector<scf::ForOp> loops;
    getOperation()->walk([&](scf::ForOp loop) { loops.push_back(loop); });
    bool changed = false;
    for (scf::ForOp loop : loops) {
      std::optional<int64_t> lb = constantIndex(loop.getLowerBound()),
                             ub = constantIndex(loop.getUpperBound()),
                             step = constantIndex(loop.getStep());
      if (!lb || !ub || !step || *step <= 0)
        continue;
      int64_t trips = *ub > *lb ? (*ub - *lb + *step - 1) / *step : 0;
      if (trips == 0 || trips > maxTripCount)
        continue;
      int64_t bodyOps = 0;
      loop.getBody()->walk([&](Operation *) { ++bodyOps; });
      if (trips * bodyOps > maxOps || !indexesRegistersWithIV(loop))
        continue;
      if (failed(loopUnrollFull(loop))) {
        loop.emitOpError("could not be unrolled to keep the register "
                         "fragment it indexes in registers");
        return signalPassFailure();
      }
      changed = true;
    }
    if (!changed)
      markAllAnalysesPreserved();
  }
};

} // namespace
