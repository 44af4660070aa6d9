//===- Toolchain.h - Finding ptxas and libdevice ----------------*- C++ -*-===//
//
// PTX comes from LLVM's NVPTX backend and needs no CUDA toolkit. A cubin
// (format=bin), a fatbin, the .cubin files and the ptxas report need
// `ptxas` (and a fatbin `fatbinary`), and kernels that call `__nv_*` math
// functions need CUDA's libdevice. Fly looks for them in the `cuda-path`
// option's directory, then `$CUDA_PATH`, then `PATH`, and records every
// place it looked so that a missing tool is an error naming them.
//
// MLIR 22's NVVM serializer (what gpu-module-to-binary runs) takes
// `<toolkit>/bin/ptxas` and `<toolkit>/bin/fatbinary`, and whenever it has a
// toolkit path (the `toolkit` option, else CUDA_ROOT/CUDA_HOME/CUDA_PATH)
// loads `<toolkit>/nvvm/libdevice/libdevice.10.bc`; a missing libdevice is
// an error diagnostic that does not fail the pass. Fly therefore always
// passes a toolkit: the CUDA installation itself when it holds everything
// that was found, otherwise a private directory of symbolic links laid out
// like one, whose libdevice is an empty library when there is none (so that
// nothing is linked; fly-nvvm-check-libdevice rejects kernels that needed it).
//
//===----------------------------------------------------------------------===//
#ifndef FLY_TARGET_NVVM_TOOLCHAIN_H
#define FLY_TARGET_NVVM_TOOLCHAIN_H

#include "mlir/Support/LLVM.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/LogicalResult.h"

#include <string>

namespace mlir::fly {

struct CudaToolkit {
  /// The directory to pass as gpu-module-to-binary's `toolkit`.
  std::string path;
  /// The tools and library found; empty when not found.
  std::string ptxas;
  std::string fatbinary;
  std::string libdevice;
  /// Where Fly looked for each, in order, for messages ("/x/bin/ptxas
  /// (cuda-path), ...").
  std::string ptxasLooked;
  std::string fatbinaryLooked;
  std::string libdeviceLooked;
};

/// Looks for ptxas, fatbinary and libdevice in `cudaPath` (empty: not
/// given), then $CUDA_PATH, then PATH, and makes the toolkit directory.
/// Fails, reporting through `error`, only when that directory cannot be
/// made; missing tools are left empty for the caller to judge.
LogicalResult
findCudaToolkit(llvm::StringRef cudaPath, CudaToolkit &toolkit,
                llvm::function_ref<LogicalResult(const llvm::Twine &)> error);

} // namespace mlir::fly

#endif // FLY_TARGET_NVVM_TOOLCHAIN_H
