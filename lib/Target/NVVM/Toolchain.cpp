//===- Toolchain.cpp - Finding ptxas and libdevice ------------------------===//

#include "fly/Target/NVVM/Toolchain.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"
#include "llvm/TargetParser/Triple.h"

#include <unistd.h>

using namespace llvm;

namespace {

constexpr StringLiteral kLibdevice = "nvvm/libdevice/libdevice.10.bc";

bool isExecutableFile(const Twine &path) {
  return sys::fs::is_regular_file(path) && sys::fs::can_execute(path);
}

/// A directory Fly searches: the cuda-path option or $CUDA_PATH.
struct Root {
  std::string dir;
  std::string origin;
};

/// The directories of PATH, in order.
SmallVector<std::string> pathDirectories() {
  SmallVector<std::string> dirs;
  if (std::optional<std::string> path = sys::Process::GetEnv("PATH")) {
    SmallVector<StringRef> parts;
    StringRef(*path).split(parts, sys::EnvPathSeparator, -1,
                           /*KeepEmpty=*/false);
    for (StringRef p : parts)
      dirs.push_back(p.str());
  }
  return dirs;
}

/// `<root>/bin/<tool>` for each root, then `<dir>/<tool>` for each PATH
/// directory; sets `looked` to the places tried, in order.
std::string findTool(StringRef tool, ArrayRef<Root> roots,
                     ArrayRef<std::string> notSet, std::string &looked) {
  SmallVector<std::string> tried;
  std::string found;
  for (const Root &root : roots) {
    std::string candidate = root.dir + "/bin/" + tool.str();
    tried.push_back(candidate + " (" + root.origin + ")");
    if (isExecutableFile(candidate)) {
      found = candidate;
      break;
    }
  }
  if (found.empty()) {
    for (const std::string &name : notSet)
      tried.push_back(name + " (not set)");
    SmallVector<std::string> dirs = pathDirectories();
    for (const std::string &dir : dirs) {
      SmallString<256> candidate(dir);
      sys::path::append(candidate, tool);
      if (isExecutableFile(candidate)) {
        found = std::string(candidate);
        break;
      }
    }
    tried.push_back(dirs.empty() ? "PATH (empty)"
                                 : "PATH (" + join(dirs, ":") + ")");
  }
  looked = join(tried, ", ");
  return found;
}

/// The installation a tool at `<root>/bin/<tool>` belongs to, or "".
std::string rootOfTool(StringRef tool) {
  StringRef bin = sys::path::parent_path(tool);
  if (sys::path::filename(bin) != "bin")
    return "";
  return sys::path::parent_path(bin).str();
}

/// Makes `link` a symbolic link to `target`, tolerating a concurrent
/// process that made the same link.
bool linkTo(StringRef target, StringRef link) {
  SmallString<256> current, wanted;
  if (!sys::fs::real_path(link, current) &&
      !sys::fs::real_path(target, wanted) && current == wanted)
    return true;
  sys::fs::remove(link);
  std::error_code ec = sys::fs::create_link(target, link);
  return !ec || ec == std::errc::file_exists;
}

/// Whether `dir` is a directory of this user that nobody else can write to:
/// its name is predictable, so another user must not be able to swap what
/// its links point to.
bool isPrivateDirectory(const Twine &dir) {
  sys::fs::file_status status;
  if (sys::fs::status(dir, status, /*Follow=*/false) ||
      status.type() != sys::fs::file_type::directory_file)
    return false;
  sys::fs::perms othersWrite =
      sys::fs::perms::group_write | sys::fs::perms::others_write;
  return status.getUser() == ::getuid() &&
         (status.permissions() & othersWrite) == sys::fs::perms::no_perms;
}

/// Writes an empty bitcode library to `path` (via a temporary file and a
/// rename, so that a concurrent reader never sees half a file). Its triple
/// is libdevice's, for which the IR linker does not warn about the data
/// layout.
bool writeEmptyLibrary(StringRef path) {
  if (sys::fs::is_regular_file(path))
    return true;
  LLVMContext context;
  Module library("fly-no-libdevice", context);
  library.setTargetTriple(Triple("nvptx64-nvidia-gpulibs"));
  SmallString<256> temp;
  int fd;
  if (sys::fs::createUniqueFile(path + ".tmp-%%%%%%", fd, temp))
    return false;
  {
    raw_fd_ostream os(fd, /*shouldClose=*/true);
    WriteBitcodeToFile(library, os);
    if (os.has_error())
      return false;
  }
  return !sys::fs::rename(temp, path);
}

} // namespace

LogicalResult mlir::fly::findCudaToolkit(
    StringRef cudaPath, CudaToolkit &toolkit,
    function_ref<LogicalResult(const Twine &)> error) {
  SmallVector<Root> roots;
  SmallVector<std::string> notSet;
  if (!cudaPath.empty())
    roots.push_back({cudaPath.str(), "cuda-path"});
  std::optional<std::string> env = sys::Process::GetEnv("CUDA_PATH");
  if (env && !env->empty())
    roots.push_back({*env, "CUDA_PATH"});
  else
    notSet.push_back("CUDA_PATH");

  toolkit.ptxas = findTool("ptxas", roots, notSet, toolkit.ptxasLooked);
  toolkit.fatbinary =
      findTool("fatbinary", roots, notSet, toolkit.fatbinaryLooked);

  // libdevice: in the same places, then next to the ptxas found on PATH.
  SmallVector<Root> libRoots(roots);
  if (std::string root = rootOfTool(toolkit.ptxas);
      !root.empty() &&
      llvm::none_of(roots, [&](const Root &r) { return r.dir == root; }))
    libRoots.push_back({root, "next to " + toolkit.ptxas});
  SmallVector<std::string> tried;
  std::string libRoot;
  for (const Root &root : libRoots) {
    std::string candidate = root.dir + "/" + kLibdevice.str();
    tried.push_back(candidate + " (" + root.origin + ")");
    if (sys::fs::is_regular_file(candidate)) {
      toolkit.libdevice = candidate;
      libRoot = root.dir;
      break;
    }
  }
  if (toolkit.libdevice.empty()) {
    for (const std::string &name : notSet)
      tried.push_back(name + " (not set)");
    if (toolkit.ptxas.empty())
      tried.push_back("next to ptxas (no ptxas found)");
  }
  toolkit.libdeviceLooked = join(tried, ", ");

  // The CUDA installation itself, when everything found lies inside it.
  auto inside = [&](StringRef tool, StringRef name) {
    return tool.empty() || tool == libRoot + "/bin/" + name.str();
  };
  if (!libRoot.empty() && inside(toolkit.ptxas, "ptxas") &&
      inside(toolkit.fatbinary, "fatbinary")) {
    toolkit.path = libRoot;
    return success();
  }

  // Otherwise a private directory laid out like one.
  SmallString<256> dir;
  sys::path::system_temp_directory(/*ErasedOnReboot=*/true, dir);
  std::string key =
      toolkit.ptxas + "\n" + toolkit.fatbinary + "\n" + toolkit.libdevice;
  sys::path::append(dir, "fly-cuda-toolkit-" + std::to_string(::getuid()) +
                             "-" + utohexstr(xxh3_64bits(key)));
  SmallString<256> bin(dir), libDir(dir), lib(dir);
  sys::path::append(bin, "bin");
  sys::path::append(libDir, "nvvm", "libdevice");
  sys::path::append(lib, kLibdevice);
  auto makeDir = [&](StringRef d) {
    return !sys::fs::create_directories(d, /*IgnoreExisting=*/true,
                                        sys::fs::perms::owner_all);
  };
  bool ok = makeDir(bin) && makeDir(libDir) && isPrivateDirectory(dir) &&
            isPrivateDirectory(bin) && isPrivateDirectory(dir + "/nvvm") &&
            isPrivateDirectory(libDir);
  if (ok && !toolkit.ptxas.empty())
    ok = linkTo(toolkit.ptxas, (bin + "/ptxas").str());
  if (ok && !toolkit.fatbinary.empty())
    ok = linkTo(toolkit.fatbinary, (bin + "/fatbinary").str());
  if (ok)
    ok = toolkit.libdevice.empty() ? writeEmptyLibrary(lib)
                                   : linkTo(toolkit.libdevice, lib);
  if (!ok)
    return error("cannot create the CUDA toolkit directory " + dir +
                 ", or it is not a directory private to this user");
  toolkit.path = std::string(dir);
  return success();
}
