//===- KernelReport.cpp - Per-kernel resources from ptxas -v or PTX -------===//
//
// ptxas -v prints, per entry function (CUDA 12 and 13):
//   ptxas info    : Compiling entry function 'k' for 'sm_90'
//   ptxas info    : Function properties for k
//       0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
//   ptxas info    : Used 22 registers, used 1 barriers, 9216 bytes smem, ...
// ("bytes smem" is left out when there is none). Without ptxas, the PTX
// itself says what the code keeps in local memory (LLVM's __local_depotN of
// each function) and which static .shared variables the module declares.
//
//===----------------------------------------------------------------------===//

#include "KernelReport.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Regex.h"

using namespace llvm;
using namespace mlir::fly;

namespace {

/// The kernel called `name`, or null.
KernelResources *findKernel(std::vector<KernelResources> &kernels,
                            StringRef name) {
  for (KernelResources &k : kernels)
    if (k.name == name)
      return &k;
  return nullptr;
}

/// "[used ]N word" -> N, for the comma-separated items of a ptxas info
/// line.
bool numberBefore(StringRef item, StringRef word, std::string &number) {
  item = item.trim();
  item.consume_front("used ");
  if (!item.consume_back(word))
    return false;
  item = item.trim();
  if (item.empty() || !all_of(item, isDigit))
    return false;
  number = item.str();
  return true;
}

} // namespace

std::vector<KernelResources> mlir::fly::parsePtxasLog(StringRef log) {
  std::vector<KernelResources> kernels;
  KernelResources *current = nullptr;
  std::string propertiesOf;
  SmallVector<StringRef> lines;
  log.split(lines, '\n');
  for (StringRef line : lines) {
    line = line.trim();
    StringRef info = line;
    if (info.consume_front("ptxas info")) {
      info = info.ltrim().drop_while([](char c) { return c == ':'; }).trim();
      if (info.consume_front("Compiling entry function '")) {
        kernels.push_back(
            {info.take_until([](char c) { return c == '\''; }).str(), {}});
        current = &kernels.back();
        continue;
      }
      if (info.consume_front("Function properties for ")) {
        propertiesOf = info.trim().str();
        continue;
      }
      if (info.starts_with("Used ") && current) {
        SmallVector<StringRef> items;
        info.drop_front(5).split(items, ',');
        current->values["smem"] = "0";
        std::string n;
        for (StringRef item : items) {
          if (numberBefore(item, "registers", n))
            current->values["regs"] = n;
          else if (numberBefore(item, "barriers", n))
            current->values["barriers"] = n;
          else if (numberBefore(item, "bytes smem", n))
            current->values["smem"] = n;
        }
      }
      continue;
    }
    // "0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads"
    if (line.contains("bytes stack frame")) {
      KernelResources *k = findKernel(kernels, propertiesOf);
      if (!k)
        continue; // a device function, not a kernel
      SmallVector<StringRef> items;
      line.split(items, ',');
      std::string n;
      for (StringRef item : items) {
        if (numberBefore(item, "bytes stack frame", n))
          k->values["stack"] = n;
        else if (numberBefore(item, "bytes spill stores", n))
          k->values["spill-stores"] = n;
        else if (numberBefore(item, "bytes spill loads", n))
          k->values["spill-loads"] = n;
      }
    }
  }
  return kernels;
}

std::vector<KernelResources> mlir::fly::parsePtx(StringRef ptx) {
  std::vector<KernelResources> kernels;
  // `[.visible|.weak] .entry name(`; a `.func` ends the current entry.
  Regex entry(
      "^[[:space:]]*(\\.(visible|weak)[[:space:]]+)?\\.entry[[:space:]]+"
      "([A-Za-z_$][A-Za-z0-9_$]*)");
  Regex func("^[[:space:]]*(\\.(visible|weak|extern)[[:space:]]+)?\\.func");
  // `.local .align 4 .b8 __local_depot0[16];`
  Regex depot("\\.local[[:space:]].*__local_depot[0-9]+\\[([0-9]+)\\]");
  // `[.visible] .shared .align 16 .b8 name[9216];` (not `.extern`: dynamic
  // shared memory, sized at launch). LLVM declares a variable that only one
  // kernel uses inside that kernel ("demoted"), the others at module level.
  Regex shared("^[[:space:]]*(\\.(visible|weak|global)[[:space:]]+)?\\.shared"
               "[[:space:]]+(\\.align[[:space:]]+[0-9]+[[:space:]]+)?"
               "\\.[bsuf]([0-9]+)[[:space:]]+[A-Za-z0-9_$]+"
               "((\\[[0-9]+\\])*)");
  uint64_t moduleShared = 0;
  std::vector<uint64_t> kernelShared;
  KernelResources *current = nullptr;
  SmallVector<StringRef> lines;
  ptx.split(lines, '\n');
  for (StringRef line : lines) {
    SmallVector<StringRef> m;
    if (entry.match(line, &m)) {
      kernels.push_back({m[3].str(), {{"stack", "0"}}});
      kernelShared.push_back(0);
      current = &kernels.back();
    } else if (func.match(line)) {
      current = nullptr;
    } else if (current && depot.match(line, &m)) {
      current->values["stack"] = m[1].str();
    } else if (shared.match(line, &m)) {
      uint64_t bytes = 0;
      m[4].getAsInteger(10, bytes);
      bytes /= 8;
      // Every [N] of the declaration multiplies.
      StringRef dims = m[5];
      while (dims.consume_front("[")) {
        uint64_t n = 0;
        dims.consumeInteger(10, n);
        dims.consume_front("]");
        bytes *= n;
      }
      (current ? kernelShared.back() : moduleShared) += bytes;
    }
  }
  for (size_t i = 0; i < kernels.size(); ++i)
    kernels[i].values["smem"] = std::to_string(moduleShared + kernelShared[i]);
  return kernels;
}
