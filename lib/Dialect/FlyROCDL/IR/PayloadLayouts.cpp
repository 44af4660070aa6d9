//===- PayloadLayouts.cpp - Helpers for payload layouts -------------------===//

#include "PayloadLayouts.h"

#include "fly/Layout/Text.h"

using namespace mlir;
using namespace mlir::fly_rocdl;

mlir::fly::LayoutAttr mlir::fly_rocdl::layoutFromText(MLIRContext *ctx,
                                                StringRef text) {
  auto layout = mlir::fly::algebra::parseLayout(std::string_view(text.data(),
                                                           text.size()));
  if (!layout)
    return singleThread(ctx);
  return mlir::fly::LayoutAttr::get(ctx, *layout);
}

mlir::fly::LayoutAttr mlir::fly_rocdl::singleThread(MLIRContext *ctx) {
  return mlir::fly::LayoutAttr::get(
      ctx, mlir::fly::algebra::Layout(mlir::fly::algebra::IntTuple::of(1),
                                mlir::fly::algebra::IntTuple::of(0)));
}

mlir::fly::LayoutAttr mlir::fly_rocdl::threadBits(MLIRContext *ctx, int64_t bits) {
  return mlir::fly::LayoutAttr::get(
      ctx, mlir::fly::algebra::Layout(mlir::fly::algebra::IntTuple::ofStatics({1, bits}),
                                mlir::fly::algebra::IntTuple::ofStatics({0, 1})));
}

mlir::fly::IntTupleAttr mlir::fly_rocdl::shapeMNK(MLIRContext *ctx,
                                            ArrayRef<int64_t> shape) {
  return mlir::fly::IntTupleAttr::get(
      ctx, mlir::fly::algebra::IntTuple::ofStatics(
               std::vector<int64_t>(shape.begin(), shape.end())));
}
