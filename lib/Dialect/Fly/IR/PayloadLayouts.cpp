//===- PayloadLayouts.cpp - Layouts for target atom payloads --------------===//

#include "fly/Dialect/Fly/IR/PayloadLayouts.h"

#include "fly/Layout/Text.h"

using namespace mlir;
using namespace mlir::fly;

LayoutAttr mlir::fly::layoutFromText(MLIRContext *ctx, StringRef text) {
  auto layout =
      algebra::parseLayout(std::string_view(text.data(), text.size()));
  if (!layout)
    return singleThread(ctx);
  return LayoutAttr::get(ctx, *layout);
}

LayoutAttr mlir::fly::singleThread(MLIRContext *ctx) {
  return LayoutAttr::get(ctx, algebra::Layout(algebra::IntTuple::of(1),
                                              algebra::IntTuple::of(0)));
}

LayoutAttr mlir::fly::threadBits(MLIRContext *ctx, int64_t bits) {
  return LayoutAttr::get(
      ctx, algebra::Layout(algebra::IntTuple::ofStatics({1, bits}),
                           algebra::IntTuple::ofStatics({0, 1})));
}

IntTupleAttr mlir::fly::shapeMNK(MLIRContext *ctx, ArrayRef<int64_t> shape) {
  return IntTupleAttr::get(ctx, algebra::IntTuple::ofStatics(std::vector<int64_t>(
                                    shape.begin(), shape.end())));
}

std::string mlir::fly::shapeText(ArrayRef<int64_t> shape) {
  std::string out;
  for (size_t i = 0; i < shape.size(); ++i)
    out += (i ? "x" : "") + std::to_string(shape[i]);
  return out;
}
