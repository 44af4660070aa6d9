//===- RuntimeChecks.cpp - Checks of what the algebra assumes -------------===//

#include "RuntimeChecks.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace mlir::fly;

void mlir::fly::insertRuntimeCheckDialects(DialectRegistry &registry) {
  registry.insert<cf::ControlFlowDialect, scf::SCFDialect, gpu::GPUDialect,
                  LLVM::LLVMDialect>();
}

namespace {

void collectInputs(const algebra::Expr &e, llvm::SetVector<int64_t> &out) {
  if (e.op == algebra::ExprOp::Input) {
    out.insert(e.value);
    return;
  }
  if (e.lhs)
    collectInputs(*e.lhs, out);
  if (e.rhs)
    collectInputs(*e.rhs, out);
}

/// `file:line:col` of the first file location in `loc`, or "".
std::string locationText(Location loc) {
  auto f = loc->findInstanceOf<FileLineColLoc>();
  if (!f)
    return "";
  return (f.getFilename().getValue() + ":" + Twine(f.getLine()) + ":" +
          Twine(f.getColumn()))
      .str();
}

/// printf's conversions are the only '%' a format string may hold.
std::string escapePercent(StringRef text) {
  std::string out;
  for (char c : text) {
    out += c;
    if (c == '%')
      out += '%';
  }
  return out;
}

} // namespace

FailureOr<RuntimeCheckEmitter::HostSymbols>
RuntimeCheckEmitter::hostSymbols(OpBuilder &b, Operation *symbols) {
  auto it = hosts.find(symbols);
  if (it != hosts.end())
    return it->second;
  MLIRContext *ctx = b.getContext();
  Type ptr = LLVM::LLVMPointerType::get(ctx), i32 = IntegerType::get(ctx, 32);
  FailureOr<LLVM::LLVMFuncOp> printf = LLVM::lookupOrCreateFn(
      b, symbols, "printf", {ptr}, i32, /*isVarArg=*/true,
      /*isReserved=*/false, &tables);
  FailureOr<LLVM::LLVMFuncOp> fflush = LLVM::lookupOrCreateFn(
      b, symbols, "fflush", {ptr}, i32, /*isVarArg=*/false,
      /*isReserved=*/false, &tables);
  if (failed(printf) || failed(fflush))
    return failure();
  HostSymbols found{*printf, *fflush};
  hosts[symbols] = found;
  return found;
}

Value RuntimeCheckEmitter::messageString(OpBuilder &b, Location loc,
                                         Operation *symbols, StringRef text) {
  MLIRContext *ctx = b.getContext();
  auto type = LLVM::LLVMArrayType::get(IntegerType::get(ctx, 8),
                                       text.size() + 1);
  LLVM::GlobalOp global;
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(&symbols->getRegion(0).front());
    global = LLVM::GlobalOp::create(b, loc, type, /*isConstant=*/true,
                                    LLVM::Linkage::Private,
                                    "__fly_check_message",
                                    b.getStringAttr(text.str() + '\0'));
  }
  // The symbol table's insert makes the name unique (_0, _1, ...) by hash
  // lookups, not by scanning the module.
  SymbolTable &table = tables.getSymbolTable(symbols);
  table.insert(global, Block::iterator(global));
  return LLVM::AddressOfOp::create(b, loc, LLVM::LLVMPointerType::get(ctx),
                                   global.getSymName());
}

LogicalResult RuntimeCheckEmitter::emitHostPrint(OpBuilder &b, Location loc,
                                                 Operation *symbols,
                                                 StringRef format,
                                                 ValueRange values) {
  FailureOr<HostSymbols> fns = hostSymbols(b, symbols);
  if (failed(fns))
    return failure();
  SmallVector<Value> args{messageString(b, loc, symbols, format)};
  args.append(values.begin(), values.end());
  LLVM::CallOp::create(b, loc, fns->printf, args);
  Value null =
      LLVM::ZeroOp::create(b, loc, LLVM::LLVMPointerType::get(b.getContext()));
  LLVM::CallOp::create(b, loc, fns->fflush, ValueRange{null});
  return success();
}

void RuntimeCheckEmitter::emit(
    OpBuilder &b, Operation *op, ArrayRef<Value> inputs,
    ArrayRef<InputOrigin> origins,
    ArrayRef<algebra::AssumedCondition> conditions, EmittedValues *shared) {
  Location loc = op->getLoc();
  bool onGpu = op->getParentOfType<gpu::GPUModuleOp>() != nullptr;
  Operation *symbols = op->getParentWithTrait<OpTrait::SymbolTable>();
  ExprEmitter emitter(b, loc, inputs, shared);
  emitter.guardDivisors();
  std::string where = locationText(loc);
  llvm::StringSet<> seen;
  llvm::DenseSet<Value> checked;
  for (const algebra::AssumedCondition &c : conditions) {
    std::string text = algebra::exprToString(*c.holds);
    if (!seen.insert(c.what + text).second)
      continue;
    llvm::SetVector<int64_t> used;
    collectInputs(*c.holds, used);
    if (used.empty()) {
      // Constant: true needs no check; false is a condition the algebra
      // could not state over the inputs (recordUnstatableCondition).
      if (algebra::evalExpr(*c.holds, {}) == 0)
        op->emitWarning("runtime checks cannot check this assumption: ")
            << c.what;
      continue;
    }
    Value holds = emitter.emit(c.holds);
    if (!holds) {
      op->emitWarning("runtime checks cannot compute this assumption: ")
          << c.what;
      continue;
    }
    // Different inputs may be the same SSA value (and shared emission then
    // gives the same condition value): checked once.
    if (!checked.insert(holds).second)
      continue;
    // The message: op, location, what is assumed, the condition, and where
    // each of its inputs comes from; the printed line adds their values.
    std::string message = op->getName().getStringRef().str();
    if (!where.empty())
      message += " at " + where;
    message += ": runtime check failed: " + c.what + ": " + text;
    std::string legend, format;
    SmallVector<Value> values;
    for (int64_t i : used) {
      const InputOrigin &o = origins[i];
      legend += (legend.empty() ? " where " : ", ") + ("in" + Twine(i)).str() +
                " is dynamic leaf " + std::to_string(o.leaf) + " of operand #" +
                std::to_string(o.operand);
      unsigned width =
          inputs[i].getType().getIntOrFloatBitWidth() > 32 ? 64 : 32;
      format += (format.empty() ? "; values: " : ", ") + ("in" + Twine(i)).str() +
                (width == 64 ? " = %lld" : " = %d");
      values.push_back(emitter.castTo(inputs[i], width));
    }
    message += legend;
    std::string printed = escapePercent(message) + format + "\n";

    Value bad = arith::XOrIOp::create(
        b, loc, holds,
        arith::ConstantOp::create(b, loc, b.getBoolAttr(true)));
    auto ifBad = scf::IfOp::create(b, loc, bad, /*withElseRegion=*/false);
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPoint(ifBad.thenBlock()->getTerminator());
      if (onGpu) {
        gpu::PrintfOp::create(b, loc, printed, values);
      } else if (!symbols || failed(emitHostPrint(b, loc, symbols, printed,
                                                  values))) {
        op->emitWarning("runtime checks cannot declare printf; the check "
                        "fails without the values");
      }
    }
    cf::AssertOp::create(b, loc, holds, message);
  }
}
