//===- PrintOp.cpp - fly.print to gpu.printf or vector.print -------------===//
//
// docs/reference/lowering.md#print: inside a gpu.func the op becomes one
// gpu.printf,
// elsewhere a sequence of vector.print. Each `{}` takes one value: scalars
// (integers, index, floats) are printed at run time; static layout values
// (!fly.int_tuple, !fly.layout) are known at compile time and become part
// of the text. Both forms end the printed text with a newline.
//
// On the host the text pieces are `vector.print str` (no newline in the
// LLVM 22 lowering: printString), the values `vector.print` without
// punctuation, and one final `vector.print` ends the line, so both forms
// print one line per fly.print.
//
//===----------------------------------------------------------------------===//

#include "fly/Conversion/FlyToLLVM/FlyToLLVM.h"
#include "fly/Dialect/Fly/IR/FlyDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::fly;

namespace {

/// The compile-time text of a static layout value, if the type is one.
std::optional<std::string> staticText(Type t) {
  if (auto it = dyn_cast<IntTupleType>(t))
    if (it.getValue().isStatic())
      return it.getValue().str();
  if (auto l = dyn_cast<LayoutType>(t))
    if (l.getValue().isStatic())
      return l.getValue().str();
  return std::nullopt;
}

bool isRuntimeScalar(Type t) { return t.isIntOrIndexOrFloat(); }

/// The format split at its `{}` placeholders: pieces.size() == holes + 1.
SmallVector<std::string> splitFormat(StringRef format) {
  SmallVector<std::string> pieces(1);
  for (size_t i = 0; i < format.size(); ++i) {
    if (format[i] == '{' && i + 1 < format.size() && format[i + 1] == '}') {
      pieces.emplace_back();
      ++i;
      continue;
    }
    pieces.back().push_back(format[i]);
  }
  return pieces;
}

std::string escapePercent(StringRef s) {
  std::string out;
  for (char c : s) {
    out.push_back(c);
    if (c == '%')
      out.push_back('%');
  }
  return out;
}

struct PrintLowering : OpConversionPattern<PrintOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(PrintOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<std::string> pieces = splitFormat(op.getFormat());
    if (pieces.size() != op.getValues().size() + 1)
      return rewriter.notifyMatchFailure(op, "placeholder count");
    bool onDevice = op->getParentOfType<gpu::GPUFuncOp>() != nullptr;
    Location loc = op.getLoc();

    // printf takes 64-bit integers (%lld) and doubles (%f) so that every
    // argument has one well-defined varargs width.
    std::string format = escapePercent(pieces[0]);
    SmallVector<Value> printfArgs;
    std::string pendingText = pieces[0];
    auto flushText = [&] {
      if (!pendingText.empty())
        vector::PrintOp::create(rewriter, loc, pendingText);
      pendingText.clear();
    };
    for (auto [i, original, converted] :
         llvm::enumerate(op.getValues(), adaptor.getValues())) {
      const std::string &after = pieces[i + 1];
      if (std::optional<std::string> text = staticText(original.getType())) {
        format += escapePercent(*text) + escapePercent(after);
        pendingText += *text + after;
        continue;
      }
      Type t = converted.getType();
      if (!isRuntimeScalar(t))
        return rewriter.notifyMatchFailure(op, "value is not a scalar");
      if (onDevice) {
        Value arg = converted;
        if (isa<IndexType>(t))
          arg = arith::IndexCastOp::create(rewriter, loc,
                                           rewriter.getI64Type(), arg);
        else if (t.isInteger(1))
          arg = arith::ExtUIOp::create(rewriter, loc, rewriter.getI64Type(),
                                       arg);
        else if (t.isInteger() && t.getIntOrFloatBitWidth() < 64)
          arg = arith::ExtSIOp::create(rewriter, loc, rewriter.getI64Type(),
                                       arg);
        else if (isa<FloatType>(t) && t.getIntOrFloatBitWidth() < 64)
          arg = arith::ExtFOp::create(rewriter, loc, rewriter.getF64Type(),
                                      arg);
        format += isa<FloatType>(t) ? "%f" : "%lld";
        format += escapePercent(after);
        printfArgs.push_back(arg);
      } else {
        flushText();
        vector::PrintOp::create(rewriter, loc, converted,
                                vector::PrintPunctuation::NoPunctuation);
        pendingText = after;
      }
    }
    if (onDevice) {
      gpu::PrintfOp::create(rewriter, loc, rewriter.getStringAttr(format + "\n"),
                            printfArgs);
    } else {
      flushText();
      vector::PrintOp::create(rewriter, loc, vector::PrintPunctuation::NewLine);
    }
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

LogicalResult mlir::fly::verifyPrintOperands(Operation *root) {
  WalkResult r = root->walk([](PrintOp op) {
    for (auto [i, v] : llvm::enumerate(op.getValues())) {
      Type t = v.getType();
      if (staticText(t) || isRuntimeScalar(t))
        continue;
      op.emitOpError("value ")
          << i << " has type " << t
          << ", which cannot be printed: print integers, index or float "
             "values, or static int_tuple and layout values (run "
             "fly-layout-lowering first for dynamic layout values)";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(r.wasInterrupted());
}

void mlir::fly::populateFlyPrintToLLVMPatterns(const TypeConverter &converter,
                                               RewritePatternSet &patterns) {
  patterns.add<PrintLowering>(converter, patterns.getContext());
}
