//===- Draw.cpp - C API of fly-draw ---------------------------------------===//

#include "fly-c/Fly.h"

#include "fly/Draw/Draw.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"

MlirLogicalResult flyDrawType(MlirContext ctx, MlirStringRef type,
                              MlirStringRef options,
                              MlirStringCallback callback, void *userData) {
  using namespace mlir::fly::draw;
  auto report = [&](const std::string &text) {
    callback(mlirStringRefCreate(text.data(), text.size()), userData);
  };
  auto parsed = parseDrawOptions(unwrap(options));
  if (!parsed) {
    report("error: " + parsed.error() + "\n");
    return mlirLogicalResultFailure();
  }
  auto picture = drawTypeText(unwrap(ctx), unwrap(type), *parsed);
  if (!picture) {
    report("error: " + picture.error() + "\n");
    return mlirLogicalResultFailure();
  }
  report(*picture);
  return mlirLogicalResultSuccess();
}
