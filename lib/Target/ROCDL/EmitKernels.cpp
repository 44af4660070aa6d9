//===- EmitKernels.cpp - Code objects, ISA and a resource report ----------===//
//
// fly-rocdl-emit-kernels serializes each gpu.module the way
// gpu-module-to-binary does (the #rocdl.target's TargetAttrInterface), keeps
// the code object and the ISA the backend printed on the way, and reads the
// kernels' resources from the AMDHSA metadata in that ISA (the YAML block
// after .amdgpu_metadata; keys .vgpr_count, .agpr_count, .sgpr_count,
// .group_segment_fixed_size, .private_segment_fixed_size, .wavefront_size).
//
//===----------------------------------------------------------------------===//

#include "fly/Target/ROCDL/Passes.h"
#include "fly/Target/TargetSupport.h"

#include "mlir/Dialect/GPU/IR/CompilationInterfaces.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::fly {
#define GEN_PASS_DEF_FLYROCDLEMITKERNELSPASS
#include "fly/Target/ROCDL/Passes.h.inc"
} // namespace mlir::fly

using namespace mlir;

namespace {

struct KernelResources {
  std::string name;
  std::map<std::string, std::string> values;
  std::string get(const char *key) const {
    auto it = values.find(key);
    return it == values.end() ? "?" : it->second;
  }
};

/// The kernels of the AMDHSA metadata in `isa`.
std::vector<KernelResources> parseKernelMetadata(StringRef isa) {
  std::vector<KernelResources> kernels;
  size_t start = isa.find("amdhsa.kernels:");
  if (start == StringRef::npos)
    return kernels;
  SmallVector<StringRef> lines;
  isa.substr(start).split(lines, '\n');
  for (StringRef line : llvm::drop_begin(lines)) {
    if (!line.starts_with(" "))
      break; // the end of the kernels list
    if (line.starts_with("  - ")) {
      kernels.emplace_back();
      line = line.drop_front(4);
    } else if (line.starts_with("    .")) {
      line = line.drop_front(4);
    } else {
      continue; // deeper: argument descriptions
    }
    if (kernels.empty() || !line.starts_with("."))
      continue;
    auto [key, value] = line.split(':');
    kernels.back().values[key.trim().str()] = value.trim().str();
  }
  for (KernelResources &k : kernels)
    k.name = k.get(".name");
  return kernels;
}

struct FlyROCDLEmitKernelsPass
    : mlir::fly::impl::FlyROCDLEmitKernelsPassBase<FlyROCDLEmitKernelsPass> {
  using FlyROCDLEmitKernelsPassBase::FlyROCDLEmitKernelsPassBase;

  LogicalResult emit(gpu::GPUModuleOp module, gpu::TargetAttrInterface target,
                     StringRef chip) {
    std::string isa;
    gpu::TargetOptions options(
        toolkit, /*librariesToLink=*/{}, /*cmdOptions=*/"", /*elfSection=*/"",
        gpu::CompilationTarget::Binary, /*getSymbolTableCallback=*/{},
        /*initialLlvmIRCallback=*/{}, /*linkedLlvmIRCallback=*/{},
        /*optimizedLlvmIRCallback=*/{},
        [&](StringRef text) { isa = text.str(); });
    std::optional<SmallVector<char, 0>> object =
        target.serializeToObject(module, options);
    if (!object)
      return module.emitError("fly-rocdl-emit-kernels: compiling '")
             << module.getName() << "' for " << chip << " failed";
    if (isa.empty()) {
      // The backend did not hand the ISA over: compile it separately.
      gpu::TargetOptions asmOptions(toolkit, {}, "", "",
                                    gpu::CompilationTarget::Assembly);
      std::optional<SmallVector<char, 0>> text =
          target.serializeToObject(module, asmOptions);
      if (!text)
        return module.emitError("fly-rocdl-emit-kernels: no ISA for '")
               << module.getName() << "' on " << chip;
      isa.assign(text->begin(), text->end());
    }
    if (!outputDir.empty()) {
      if (std::error_code ec = llvm::sys::fs::create_directories(outputDir))
        return module.emitError("cannot create '")
               << outputDir << "': " << ec.message();
      SmallString<256> base(outputDir);
      llvm::sys::path::append(base, (module.getName() + "." + chip).str());
      auto emitError = [&] { return module.emitError(); };
      StringRef code(object->data(), object->size());
      if (failed(mlir::fly::writeOutputFile((base + ".hsaco").str(), code,
                                            emitError)) ||
          failed(mlir::fly::writeOutputFile((base + ".s").str(), isa,
                                            emitError)))
        return failure();
    }
    if (report) {
      std::vector<KernelResources> kernels = parseKernelMetadata(isa);
      if (kernels.empty())
        return module.emitError("fly-rocdl-emit-kernels: no kernel "
                                "metadata in the ISA of '")
               << module.getName() << "'";
      for (const KernelResources &k : kernels)
        llvm::outs() << "kernel " << module.getName() << "::" << k.name
                     << " chip=" << chip << " vgpr=" << k.get(".vgpr_count")
                     << " agpr="
                     << (k.values.count(".agpr_count") ? k.get(".agpr_count")
                                                       : "n/a") // RDNA
                     << " sgpr=" << k.get(".sgpr_count")
                     << " lds=" << k.get(".group_segment_fixed_size")
                     << " scratch=" << k.get(".private_segment_fixed_size")
                     << " wave=" << k.get(".wavefront_size") << "\n";
      llvm::outs().flush();
    }
    return success();
  }

  void runOnOperation() override {
    bool ok = true;
    getOperation()->walk([&](gpu::GPUModuleOp module) {
      ArrayAttr targets = module.getTargetsAttr();
      if (!targets || targets.empty()) {
        module.emitError("fly-rocdl-emit-kernels: gpu.module '")
            << module.getName() << "' has no target (run rocdl-attach-target)";
        ok = false;
        return;
      }
      for (Attribute attr : targets) {
        auto rocdl = dyn_cast<ROCDL::ROCDLTargetAttr>(attr);
        auto target = dyn_cast<gpu::TargetAttrInterface>(attr);
        if (!rocdl || !target)
          continue;
        ok &= succeeded(emit(module, target, rocdl.getChip()));
      }
    });
    if (!ok)
      signalPassFailure();
  }
};

} // namespace
