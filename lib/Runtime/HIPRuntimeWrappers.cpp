//===- HIPRuntimeWrappers.cpp - The mgpu* functions on the HIP runtime ----===//
//
// MLIR's gpu-to-llvm lowering turns gpu.launch_func, gpu.wait, gpu.alloc,
// gpu.memcpy, ... into calls of C functions named mgpu*. This library
// implements them on HIP (libamdhip64), for host code compiled by Fly and run
// with mlir-runner (--shared-libs) or linked into an executable.
//
// Every HIP failure is reported on stderr as
//   fly-hip-runtime: <mgpu function>: <HIP call> failed: <HIP error name>
// and the function returns a null handle (or does nothing); calls given a
// null handle from an earlier failure report that instead of crashing. So a
// machine without an AMD GPU gets one clear line per call, never a crash.
// The entry points HIP cannot serve (JIT loading of assembly, cluster
// launches) report that they are unsupported in the same way.
//
//===----------------------------------------------------------------------===//

#include <hip/hip_runtime_api.h>

#include <cstdint>
#include <cstdio>

#define FLY_EXPORT extern "C" __attribute__((visibility("default")))

namespace {

/// Says once, at the first failure, whether any AMD GPU is visible at all:
/// the usual reason every call fails on a build or CI machine.
void explainFirstFailure() {
  static bool explained = false;
  if (explained)
    return;
  explained = true;
  int count = 0;
  hipError_t err = hipGetDeviceCount(&count);
  if (err != hipSuccess || count == 0)
    std::fprintf(stderr,
                 "fly-hip-runtime: no AMD GPU is available (hipGetDeviceCount: "
                 "%s, %d devices); GPU calls will report errors and do "
                 "nothing\n",
                 hipGetErrorName(err), count);
}

/// Reports a failed HIP call; true if it succeeded.
bool check(hipError_t err, const char *fn, const char *call) {
  if (err == hipSuccess)
    return true;
  explainFirstFailure();
  std::fprintf(stderr, "fly-hip-runtime: %s: %s failed: %s\n", fn, call,
               hipGetErrorName(err));
  return false;
}

/// Reports a null handle left by an earlier failure; true if `h` is usable.
bool usable(const void *h, const char *fn, const char *what) {
  if (h)
    return true;
  std::fprintf(stderr,
               "fly-hip-runtime: %s: no %s (an earlier call failed)\n", fn,
               what);
  return false;
}

/// Runs a HIP call and reports its failure under the HIP function's name.
#define FLY_HIP(fn, call) check((call), fn, flyCallName(#call))

/// "hipFoo(a, b)" -> "hipFoo".
const char *flyCallName(const char *text) {
  static thread_local char name[64];
  size_t i = 0;
  for (; text[i] && text[i] != '(' && i + 1 < sizeof(name); ++i)
    name[i] = text[i];
  name[i] = 0;
  return name;
}

} // namespace

FLY_EXPORT void *mgpuModuleLoad(void *data, size_t /*sizeBytes*/) {
  hipModule_t module = nullptr;
  if (!usable(data, "mgpuModuleLoad", "code object") ||
      !FLY_HIP("mgpuModuleLoad", hipModuleLoadData(&module, data)))
    return nullptr;
  return module;
}

/// Emitted for gpu.binary objects in assembly form (format=isa): HIP loads
/// code objects only.
FLY_EXPORT void *mgpuModuleLoadJIT(void * /*data*/, int /*optLevel*/,
                                   size_t /*assemblySize*/) {
  std::fprintf(stderr,
               "fly-hip-runtime: mgpuModuleLoadJIT: HIP cannot load assembly; "
               "compile with format=fatbin or format=bin\n");
  return nullptr;
}

FLY_EXPORT void mgpuModuleUnload(void *module) {
  if (usable(module, "mgpuModuleUnload", "module"))
    FLY_HIP("mgpuModuleUnload",
            hipModuleUnload(static_cast<hipModule_t>(module)));
}

FLY_EXPORT void *mgpuModuleGetFunction(void *module, const char *name) {
  hipFunction_t function = nullptr;
  if (!usable(module, "mgpuModuleGetFunction", "module") ||
      !FLY_HIP("mgpuModuleGetFunction",
               hipModuleGetFunction(&function,
                                    static_cast<hipModule_t>(module), name)))
    return nullptr;
  return function;
}

FLY_EXPORT void mgpuLaunchKernel(void *function, intptr_t gridX,
                                 intptr_t gridY, intptr_t gridZ,
                                 intptr_t blockX, intptr_t blockY,
                                 intptr_t blockZ, int32_t sharedMemBytes,
                                 void *stream, void **params, void **extra,
                                 size_t /*paramsCount*/) {
  if (!usable(function, "mgpuLaunchKernel", "kernel function"))
    return;
  FLY_HIP("mgpuLaunchKernel",
          hipModuleLaunchKernel(static_cast<hipFunction_t>(function), gridX,
                                gridY, gridZ, blockX, blockY, blockZ,
                                sharedMemBytes,
                                static_cast<hipStream_t>(stream), params,
                                extra));
}

/// Emitted for gpu.launch_func with `clusters in`: HIP has no cluster
/// launch in the runtime this library targets.
FLY_EXPORT void mgpuLaunchClusterKernel(
    void * /*function*/, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t,
    intptr_t, intptr_t, intptr_t, intptr_t, int32_t, void * /*stream*/,
    void ** /*params*/, void ** /*extra*/, size_t /*paramsCount*/) {
  std::fprintf(stderr, "fly-hip-runtime: mgpuLaunchClusterKernel: cluster "
                       "launches are not supported on HIP; the kernel was "
                       "not launched\n");
}

FLY_EXPORT void *mgpuStreamCreate() {
  hipStream_t stream = nullptr;
  if (!FLY_HIP("mgpuStreamCreate", hipStreamCreate(&stream)))
    return nullptr;
  return stream;
}

FLY_EXPORT void mgpuStreamDestroy(void *stream) {
  if (usable(stream, "mgpuStreamDestroy", "stream"))
    FLY_HIP("mgpuStreamDestroy",
            hipStreamDestroy(static_cast<hipStream_t>(stream)));
}

FLY_EXPORT void mgpuStreamSynchronize(void *stream) {
  if (usable(stream, "mgpuStreamSynchronize", "stream"))
    FLY_HIP("mgpuStreamSynchronize",
            hipStreamSynchronize(static_cast<hipStream_t>(stream)));
}

FLY_EXPORT void mgpuStreamWaitEvent(void *stream, void *event) {
  if (usable(stream, "mgpuStreamWaitEvent", "stream") &&
      usable(event, "mgpuStreamWaitEvent", "event"))
    FLY_HIP("mgpuStreamWaitEvent",
            hipStreamWaitEvent(static_cast<hipStream_t>(stream),
                               static_cast<hipEvent_t>(event), 0));
}

FLY_EXPORT void *mgpuEventCreate() {
  hipEvent_t event = nullptr;
  if (!FLY_HIP("mgpuEventCreate",
               hipEventCreateWithFlags(&event, hipEventDisableTiming)))
    return nullptr;
  return event;
}

FLY_EXPORT void mgpuEventDestroy(void *event) {
  if (usable(event, "mgpuEventDestroy", "event"))
    FLY_HIP("mgpuEventDestroy",
            hipEventDestroy(static_cast<hipEvent_t>(event)));
}

FLY_EXPORT void mgpuEventSynchronize(void *event) {
  if (usable(event, "mgpuEventSynchronize", "event"))
    FLY_HIP("mgpuEventSynchronize",
            hipEventSynchronize(static_cast<hipEvent_t>(event)));
}

FLY_EXPORT void mgpuEventRecord(void *event, void *stream) {
  if (usable(event, "mgpuEventRecord", "event") &&
      usable(stream, "mgpuEventRecord", "stream"))
    FLY_HIP("mgpuEventRecord",
            hipEventRecord(static_cast<hipEvent_t>(event),
                           static_cast<hipStream_t>(stream)));
}

FLY_EXPORT void *mgpuMemAlloc(uint64_t sizeBytes, void * /*stream*/,
                              bool isHostShared) {
  void *ptr = nullptr;
  bool ok = isHostShared
                ? FLY_HIP("mgpuMemAlloc", hipMallocManaged(&ptr, sizeBytes))
                : FLY_HIP("mgpuMemAlloc", hipMalloc(&ptr, sizeBytes));
  return ok ? ptr : nullptr;
}

FLY_EXPORT void mgpuMemFree(void *ptr, void * /*stream*/) {
  if (usable(ptr, "mgpuMemFree", "allocation"))
    FLY_HIP("mgpuMemFree", hipFree(ptr));
}

FLY_EXPORT void mgpuMemcpy(void *dst, void *src, size_t sizeBytes,
                           void *stream) {
  if (usable(dst, "mgpuMemcpy", "destination") &&
      usable(src, "mgpuMemcpy", "source"))
    FLY_HIP("mgpuMemcpy",
            hipMemcpyAsync(dst, src, sizeBytes, hipMemcpyDefault,
                           static_cast<hipStream_t>(stream)));
}

FLY_EXPORT void mgpuMemset32(void *dst, int value, size_t count,
                             void *stream) {
  if (usable(dst, "mgpuMemset32", "destination"))
    FLY_HIP("mgpuMemset32",
            hipMemsetD32Async(reinterpret_cast<hipDeviceptr_t>(dst), value,
                              count, static_cast<hipStream_t>(stream)));
}

FLY_EXPORT void mgpuMemset16(void *dst, int value, size_t count,
                             void *stream) {
  if (usable(dst, "mgpuMemset16", "destination"))
    FLY_HIP("mgpuMemset16",
            hipMemsetD16Async(reinterpret_cast<hipDeviceptr_t>(dst),
                              static_cast<unsigned short>(value), count,
                              static_cast<hipStream_t>(stream)));
}

FLY_EXPORT void mgpuSetDefaultDevice(int32_t device) {
  FLY_HIP("mgpuSetDefaultDevice", hipSetDevice(device));
}

FLY_EXPORT void mgpuMemHostRegister(void *ptr, uint64_t sizeBytes) {
  if (usable(ptr, "mgpuMemHostRegister", "host memory"))
    FLY_HIP("mgpuMemHostRegister",
            hipHostRegister(ptr, sizeBytes, hipHostRegisterDefault));
}

FLY_EXPORT void mgpuMemHostUnregister(void *ptr) {
  if (usable(ptr, "mgpuMemHostUnregister", "host memory"))
    FLY_HIP("mgpuMemHostUnregister", hipHostUnregister(ptr));
}

namespace {
/// The bytes spanned by the elements of the ranked memref descriptor behind
/// gpu.host_register's unranked operand, {allocated, aligned, offset,
/// sizes[rank], strides[rank]}; false (reported under `fn`) for a null or
/// empty one.
bool memrefRange(const char *fn, int64_t rank, const void *descriptor,
                 int64_t elementBytes, char *&begin, uint64_t &bytes) {
  auto *pointers = static_cast<char *const *>(descriptor);
  bool ok = descriptor && pointers[1] && rank >= 0;
  // offset, then sizes and strides, follow the two pointers.
  auto *words = reinterpret_cast<const int64_t *>(pointers + 2);
  int64_t lastElement = 0;
  for (int64_t i = 0; ok && i < rank; ++i) {
    ok = words[1 + i] > 0;
    lastElement += (words[1 + i] - 1) * words[1 + rank + i];
  }
  if (!ok) {
    std::fprintf(stderr, "fly-hip-runtime: %s: not a non-empty memref\n",
                 fn);
    return false;
  }
  begin = pointers[1] + words[0] * elementBytes;
  bytes = uint64_t(lastElement + 1) * uint64_t(elementBytes);
  return true;
}
} // namespace

FLY_EXPORT void mgpuMemHostRegisterMemRef(int64_t rank, void *descriptor,
                                          int64_t elementBytes) {
  char *begin = nullptr;
  uint64_t bytes = 0;
  if (memrefRange("mgpuMemHostRegisterMemRef", rank, descriptor, elementBytes,
                  begin, bytes))
    mgpuMemHostRegister(begin, bytes);
}

FLY_EXPORT void mgpuMemHostUnregisterMemRef(int64_t rank, void *descriptor,
                                            int64_t elementBytes) {
  char *begin = nullptr;
  uint64_t bytes = 0;
  if (memrefRange("mgpuMemHostUnregisterMemRef", rank, descriptor,
                  elementBytes, begin, bytes))
    mgpuMemHostUnregister(begin);
}
