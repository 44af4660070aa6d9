//===- Toolchain.cpp - Finding ld.lld and the ROCm device libraries -------===//

#include "fly/Target/ROCDL/Toolchain.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/xxhash.h"

#include <unistd.h>

using namespace llvm;

namespace {

bool isExecutable(const Twine &path) {
  return sys::fs::exists(path) && sys::fs::can_execute(path);
}

/// Makes `link` a symbolic link to `target`, tolerating a concurrent
/// process that made the same link first.
bool ensureLink(StringRef target, StringRef link) {
  SmallString<256> existing;
  if (!sys::fs::real_path(link, existing)) {
    SmallString<256> want;
    if (!sys::fs::real_path(target, want) && existing == want)
      return true;
    sys::fs::remove(link);
  }
  if (std::error_code ec = sys::fs::create_link(target, link))
    return ec == std::errc::file_exists;
  return true;
}

/// Whether `path` is a directory owned by this user that nobody else can
/// write to.
bool ownedPrivately(const Twine &path) {
  sys::fs::file_status status;
  if (sys::fs::status(path, status, /*Follow=*/false) ||
      status.type() != sys::fs::file_type::directory_file)
    return false;
  sys::fs::perms shared =
      sys::fs::perms::group_write | sys::fs::perms::others_write;
  return status.getUser() == ::getuid() &&
         (status.permissions() & shared) == sys::fs::perms::no_perms;
}

} // namespace

std::string mlir::fly::findDistributionDeviceLibs() {
  auto hasBitcode = [](const Twine &root) {
    return sys::fs::exists(root + "/amdgcn/bitcode/ocml.bc");
  };
  if (std::optional<std::string> env =
          sys::Process::GetEnv("FLY_DEVICE_LIBS_ROOT"))
    return !env->empty() && hasBitcode(*env) ? *env : "";
  if (hasBitcode("/opt/rocm"))
    return "/opt/rocm";
  // Debian and Ubuntu: /usr/lib/<multiarch>/amdgcn/bitcode; others: /usr/lib
  // or /usr/lib64.
  std::error_code ec;
  SmallVector<std::string> roots;
  for (sys::fs::directory_iterator it("/usr/lib", ec), end; !ec && it != end;
       it.increment(ec))
    if (hasBitcode(it->path()))
      roots.push_back(it->path());
  llvm::sort(roots);
  for (StringRef root : {"/usr/lib", "/usr/lib64"})
    if (hasBitcode(root))
      roots.push_back(root.str());
  return roots.empty() ? "" : roots.front();
}

LogicalResult
mlir::fly::findToolkit(StringRef rocmPath, Toolkit &toolkit,
                       function_ref<LogicalResult(const Twine &)> error) {
  std::string rocm = rocmPath.str();
  if (rocm.empty())
    if (std::optional<std::string> env = sys::Process::GetEnv("ROCM_PATH"))
      rocm = *env;
  toolkit.rocm = rocm;
  toolkit.deviceLibs =
      !rocm.empty() ? rocm : mlir::fly::findDistributionDeviceLibs();
  // A ROCm tree with its own linker is a toolkit as it is.
  if (!rocm.empty() && isExecutable(rocm + "/llvm/bin/ld.lld")) {
    toolkit.path = rocm;
    toolkit.linker = rocm + "/llvm/bin/ld.lld";
    return success();
  }
  // Otherwise the ld.lld of the LLVM that Fly was built with, then PATH.
  SmallVector<std::string> tried;
  std::string linker;
  // FLY_LLVM_TOOLS_DIR (environment) overrides the build-time LLVM tools
  // directory, for relocated installations and for tests.
  std::string llvmBin = FLY_LLVM_TOOLS_DIR;
  if (std::optional<std::string> env = sys::Process::GetEnv("FLY_LLVM_TOOLS_DIR"))
    llvmBin = *env;
  for (StringRef name : {"ld.lld", "ld.lld-" FLY_LLVM_VERSION_MAJOR}) {
    std::string candidate = llvmBin + "/" + name.str();
    tried.push_back(candidate);
    if (isExecutable(candidate)) {
      linker = candidate;
      break;
    }
  }
  if (linker.empty())
    for (StringRef name : {"ld.lld", "ld.lld-" FLY_LLVM_VERSION_MAJOR}) {
      tried.push_back(("PATH:" + name).str());
      if (ErrorOr<std::string> p = sys::findProgramByName(name)) {
        linker = *p;
        break;
      }
    }
  if (linker.empty()) {
    if (!rocm.empty())
      tried.insert(tried.begin(), rocm + "/llvm/bin/ld.lld");
    return error("ld.lld not found (tried " + join(tried, ", ") +
                 "); install lld (Debian: lld-" FLY_LLVM_VERSION_MAJOR
                 ") or pass rocm-path=<ROCm directory>");
  }
  // A toolkit-shaped directory of links: llvm/bin/ld.lld, and amdgcn from
  // the ROCm tree (device bitcode) when one was given.
  SmallString<256> dir;
  sys::path::system_temp_directory(/*ErasedOnReboot=*/true, dir);
  std::string key = linker + "\n" + toolkit.deviceLibs;
  sys::path::append(dir, "fly-toolkit-" + std::to_string(::getuid()) + "-" +
                             utohexstr(xxh3_64bits(key)));
  SmallString<256> bin(dir);
  sys::path::append(bin, "llvm", "bin");
  SmallString<256> lld(bin);
  sys::path::append(lld, "ld.lld");
  // The directory's name is predictable: it must be ours and writable by
  // no one else, or another user could swap the linker it points to.
  bool ok = !sys::fs::create_directories(bin, /*IgnoreExisting=*/true,
                                         sys::fs::perms::owner_all) &&
            ownedPrivately(dir) && ownedPrivately(bin) &&
            ensureLink(linker, lld);
  std::string libs = toolkit.deviceLibs;
  if (ok && !libs.empty() && sys::fs::is_directory(libs + "/amdgcn")) {
    SmallString<256> amdgcn(dir);
    sys::path::append(amdgcn, "amdgcn");
    ok = ensureLink(libs + "/amdgcn", amdgcn);
  }
  if (!ok)
    return error("cannot create the toolkit directory " + dir +
                 " (links to " + linker +
                 "), or it is not a directory private to this user");
  toolkit.path = std::string(dir);
  toolkit.linker = linker;
  return success();
}
