//===- EmitKernels.cpp - PTX and cubin files and a resource report --------===//
//
// fly-nvvm-emit-kernels serializes each gpu.module to PTX the way
// gpu-module-to-binary does (the #nvvm.target's TargetAttrInterface with the
// same toolkit), writes it, and when a ptxas was found assembles it with
// `ptxas -v` (the way MLIR's serializer invokes it: -arch <chip>
// --opt-level <O>), keeping the cubin and reading the kernels' registers,
// spills, stack and shared memory from what ptxas prints.
//
//===----------------------------------------------------------------------===//

#include "fly/Target/NVVM/Passes.h"
#include "fly/Target/TargetSupport.h"

#include "KernelReport.h"

#include "mlir/Dialect/GPU/IR/CompilationInterfaces.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::fly {
#define GEN_PASS_DEF_FLYNVVMEMITKERNELSPASS
#include "fly/Target/NVVM/Passes.h.inc"
} // namespace mlir::fly

using namespace mlir;
using namespace mlir::fly;

namespace {

struct FlyNVVMEmitKernelsPass
    : mlir::fly::impl::FlyNVVMEmitKernelsPassBase<FlyNVVMEmitKernelsPass> {
  using FlyNVVMEmitKernelsPassBase::FlyNVVMEmitKernelsPassBase;

  /// A temporary file that is removed when `remover` goes.
  static LogicalResult
  temporary(StringRef suffix, SmallString<128> &path,
            std::optional<llvm::FileRemover> &remover,
            function_ref<InFlightDiagnostic()> emitError) {
    if (std::error_code ec =
            llvm::sys::fs::createTemporaryFile("fly-nvvm", suffix, path))
      return emitError() << "cannot create a temporary file: "
                         << ec.message();
    remover.emplace(path);
    return success();
  }

  /// Assembles `ptxPath` into `cubinPath` with `ptxas -v`; returns its
  /// report through `log`.
  LogicalResult assemble(gpu::GPUModuleOp module, NVVM::NVVMTargetAttr target,
                         StringRef ptxPath, StringRef cubinPath,
                         std::string &log) {
    SmallString<128> logPath;
    std::optional<llvm::FileRemover> logRemover;
    auto emitError = [&] { return module.emitError(); };
    if (failed(temporary("log", logPath, logRemover, emitError)))
      return failure();
    std::string level = std::to_string(target.getO());
    SmallVector<StringRef> args = {"ptxas",          "-v",          "-arch",
                                   target.getChip(), "--opt-level", level,
                                   ptxPath,          "-o",          cubinPath};
    SmallVector<StringRef> extra;
    StringRef(ptxasOptions).split(extra, ' ', -1, /*KeepEmpty=*/false);
    args.append(extra.begin(), extra.end());
    std::optional<StringRef> redirects[] = {std::nullopt, StringRef(logPath),
                                            StringRef(logPath)};
    std::string message;
    int rc = llvm::sys::ExecuteAndWait(ptxas, args, /*Env=*/std::nullopt,
                                       redirects, /*SecondsToWait=*/0,
                                       /*MemoryLimit=*/0, &message);
    if (auto buffer = llvm::MemoryBuffer::getFile(logPath))
      log = (*buffer)->getBuffer().str();
    if (rc != 0)
      return module.emitError("fly-nvvm-emit-kernels: ptxas (")
             << ptxas << ") failed on '" << module.getName() << "' for "
             << target.getChip() << ": " << (message.empty() ? log : message);
    return success();
  }

  LogicalResult emit(gpu::GPUModuleOp module, NVVM::NVVMTargetAttr target) {
    StringRef chip = target.getChip();
    // The serializer records its timings on the module: this pass leaves
    // the module as it was.
    auto serializer = dyn_cast<gpu::TargetAttrInterface>(Attribute(target));
    if (!serializer)
      return module.emitError("fly-nvvm-emit-kernels: #nvvm.target cannot "
                              "serialize here (the tool did not register "
                              "NVVM's target interface: registerFlyDialects)");
    DictionaryAttr before = module->getDiscardableAttrDictionary();
    gpu::TargetOptions options(toolkit, /*librariesToLink=*/{},
                               /*cmdOptions=*/"", /*elfSection=*/"",
                               gpu::CompilationTarget::Assembly);
    std::optional<SmallVector<char, 0>> object =
        serializer.serializeToObject(module, options);
    module->setDiscardableAttrs(before);
    if (!object)
      return module.emitError("fly-nvvm-emit-kernels: compiling '")
             << module.getName() << "' for " << chip << " failed";
    StringRef ptx(object->data(), object->size());

    SmallString<256> base;
    if (!outputDir.empty()) {
      if (std::error_code ec = llvm::sys::fs::create_directories(outputDir))
        return module.emitError("cannot create '")
               << outputDir << "': " << ec.message();
      base = outputDir;
      llvm::sys::path::append(base, (module.getName() + "." + chip).str());
    }

    auto emitError = [&] { return module.emitError(); };
    std::string log;
    if (!ptxas.empty()) {
      // ptxas reads a file: the .ptx of output-dir, else a temporary one.
      SmallString<128> ptxPath, cubinPath;
      std::optional<llvm::FileRemover> ptxRemover, cubinRemover;
      if (base.empty()) {
        if (failed(temporary("ptx", ptxPath, ptxRemover, emitError)) ||
            failed(temporary("cubin", cubinPath, cubinRemover, emitError)))
          return failure();
      } else {
        ptxPath = (base + ".ptx").str();
        cubinPath = (base + ".cubin").str();
      }
      if (failed(writeOutputFile(ptxPath, ptx, emitError)) ||
          failed(assemble(module, target, ptxPath, cubinPath, log)))
        return failure();
    } else if (!base.empty() &&
               failed(writeOutputFile((base + ".ptx").str(), ptx, emitError))) {
      return failure();
    }

    if (report) {
      std::vector<KernelResources> kernels =
          ptxas.empty() ? parsePtx(ptx) : parsePtxasLog(log);
      if (kernels.empty())
        return module.emitError("fly-nvvm-emit-kernels: no kernel in the "
                                "PTX of '")
               << module.getName() << "'";
      for (const KernelResources &k : kernels)
        llvm::outs() << "kernel " << module.getName() << "::" << k.name
                     << " chip=" << chip << " regs=" << k.get("regs")
                     << " spill-stores=" << k.get("spill-stores")
                     << " spill-loads=" << k.get("spill-loads")
                     << " stack=" << k.get("stack") << " smem=" << k.get("smem")
                     << " barriers=" << k.get("barriers")
                     << " source=" << (ptxas.empty() ? "ptx" : "ptxas") << "\n";
      llvm::outs().flush();
    }
    return success();
  }

  void runOnOperation() override {
    bool ok = true;
    getOperation()->walk([&](gpu::GPUModuleOp module) {
      ArrayAttr targets = module.getTargetsAttr();
      bool any = false;
      if (targets)
        for (Attribute attr : targets)
          if (auto nvvm = dyn_cast<NVVM::NVVMTargetAttr>(attr)) {
            any = true;
            ok &= succeeded(emit(module, nvvm));
          }
      if (!any) {
        module.emitError("fly-nvvm-emit-kernels: gpu.module '")
            << module.getName()
            << "' has no #nvvm.target (run nvvm-attach-target)";
        ok = false;
      }
    });
    if (!ok)
      signalPassFailure();
  }
};

} // namespace
