//===- ClusterAttr.cpp - rocdl.cluster_dims to a function attribute -------===//
//
// fly-rocdl-cluster-attr: LLVM 22.1's ROCDL dialect has no
// cluster-dims attribute, but the AMDGPU backend reads the function
// attribute "amdgpu-cluster-dims"; llvm.func passes it through from its
// `passthrough` list.
//
//===----------------------------------------------------------------------===//

#include "fly/Dialect/FlyROCDL/Transforms/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace mlir::fly {
#define GEN_PASS_DEF_FLYROCDLCLUSTERATTRPASS
#include "fly/Dialect/FlyROCDL/Transforms/Passes.h.inc"
} // namespace mlir::fly

using namespace mlir;

namespace {

/// Whether `dims` is "x,y,z" with three positive integers.
bool isClusterDims(StringRef dims) {
  SmallVector<StringRef> parts;
  dims.split(parts, ',');
  if (parts.size() != 3)
    return false;
  for (StringRef p : parts) {
    unsigned v;
    if (p.trim().getAsInteger(10, v) || v == 0)
      return false;
  }
  return true;
}

struct FlyROCDLClusterAttrPass
    : mlir::fly::impl::FlyROCDLClusterAttrPassBase<FlyROCDLClusterAttrPass> {
  void runOnOperation() override {
    bool ok = true, changed = false;
    getOperation()->walk([&](LLVM::LLVMFuncOp fn) {
      auto dims = fn->getAttrOfType<StringAttr>("rocdl.cluster_dims");
      if (!fn->hasAttr("rocdl.cluster_dims"))
        return;
      if (!dims || !isClusterDims(dims.getValue())) {
        fn.emitOpError("rocdl.cluster_dims must be a string \"x,y,z\" of "
                       "three positive integers, got ")
            << fn->getAttr("rocdl.cluster_dims");
        ok = false;
        return;
      }
      Builder b(fn.getContext());
      SmallVector<Attribute> entries;
      if (ArrayAttr old = fn.getPassthroughAttr())
        llvm::append_range(entries, old.getValue());
      entries.push_back(b.getArrayAttr(
          {b.getStringAttr("amdgpu-cluster-dims"), dims}));
      fn.setPassthroughAttr(b.getArrayAttr(entries));
      fn->removeAttr("rocdl.cluster_dims");
      changed = true;
    });
    if (!ok)
      return signalPassFailure();
    // No function had the attribute: the pass manager keeps its analyses and
    // does not verify the unchanged module again.
    if (!changed)
      markAllAnalysesPreserved();
  }
};

} // namespace
