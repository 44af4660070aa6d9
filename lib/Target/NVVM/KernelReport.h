//===- KernelReport.h - Kernel resources from ptxas -v or PTX --*- C++ -*-===//
#ifndef FLY_LIB_TARGET_NVVM_KERNELREPORT_H
#define FLY_LIB_TARGET_NVVM_KERNELREPORT_H

#include "llvm/ADT/StringRef.h"

#include <map>
#include <string>
#include <vector>

namespace mlir::fly {

/// One kernel's resources; a value that the source does not give is absent.
struct KernelResources {
  std::string name;
  std::map<std::string, std::string> values;
  std::string get(const char *key) const {
    auto it = values.find(key);
    return it == values.end() ? "n/a" : it->second;
  }
};

/// The entry functions of a `ptxas -v` log, in order: `regs`, `barriers`,
/// `smem` (static shared bytes), `stack` (stack frame bytes), `spill-stores`
/// and `spill-loads`.
std::vector<KernelResources> parsePtxasLog(llvm::StringRef log);

/// The entry functions of PTX text, in order: `stack` (the bytes of the
/// function's local depot: what it keeps in local memory) and `smem` (the
/// bytes of the static .shared variables declared in the kernel and at module
/// level; dynamic shared memory is sized at launch).
std::vector<KernelResources> parsePtx(llvm::StringRef ptx);

} // namespace mlir::fly

#endif // FLY_LIB_TARGET_NVVM_KERNELREPORT_H
