//===- Toolchain.h - Finding ld.lld and the ROCm device libraries -*- C++ -*-===//
//
// gpu-module-to-binary links AMD code objects with `<toolkit>/llvm/bin/ld.lld`
// and takes device bitcode from `<toolkit>/amdgcn/bitcode`, the layout of a
// ROCm installation. Fly works without ROCm: when no ROCm tree provides
// ld.lld, it uses the ld.lld of the LLVM installation or of PATH through a
// small directory of symbolic links laid out like a toolkit. Device bitcode
// comes from the ROCm tree when one is given, else from a distribution's
// device-library package (Debian's rocm-device-libs puts it in
// /usr/lib/<multiarch>/amdgcn/bitcode), found without options.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_TARGET_ROCDL_TOOLCHAIN_H
#define FLY_TARGET_ROCDL_TOOLCHAIN_H

#include "mlir/Support/LLVM.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/LogicalResult.h"

#include <string>

namespace mlir::fly {

struct Toolkit {
  /// The directory to pass as gpu-module-to-binary's `toolkit`.
  std::string path;
  /// The ld.lld it provides, for messages.
  std::string linker;
  /// The ROCm installation it was looked up in (the argument, else
  /// ROCM_PATH; empty for none), set even when no linker is found.
  std::string rocm;
  /// The directory whose amdgcn/bitcode the toolkit links to (the ROCm tree,
  /// else a distribution's device libraries; empty for none).
  std::string deviceLibs;
};

/// The directory holding amdgcn/bitcode/ocml.bc of a distribution's device
/// library package (ROCm's /opt/rocm first, then /usr/lib/<multiarch>), or ""
/// when there is none. FLY_DEVICE_LIBS_ROOT (environment) overrides the
/// search, for tests: empty or a directory without the bitcode means none.
std::string findDistributionDeviceLibs();

/// The toolkit for `rocmPath` (empty: the ROCM_PATH environment variable, if
/// set). Fails, reporting through `error`, when no ld.lld can be found (the
/// message lists where Fly looked); `toolkit.rocm` is set even then.
LogicalResult
findToolkit(llvm::StringRef rocmPath, Toolkit &toolkit,
            llvm::function_ref<LogicalResult(const llvm::Twine &)> error);

} // namespace mlir::fly

#endif // FLY_TARGET_ROCDL_TOOLCHAIN_H
