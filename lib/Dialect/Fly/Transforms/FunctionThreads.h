//===- FunctionThreads.h - Functions on several threads -----*- C++ -*-===//
//
// The lowering's phases handle a module's functions one by one; when those
// are independent, they can take turns on the context's threads instead.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_LIB_DIALECT_FLY_TRANSFORMS_FUNCTIONTHREADS_H
#define FLY_LIB_DIALECT_FLY_TRANSFORMS_FUNCTIONTHREADS_H

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

#include "llvm/Support/ThreadPool.h"

#include <algorithm>
#include <atomic>

namespace mlir::fly {

/// Calls `fn(i)` for every i in [0, n), on the context's threads when it
/// allows several (in order on this one otherwise). Diagnostics come out in
/// the order of i, each call's in its own order, as one thread emits them.
///
/// Unlike mlir::parallelForEach, the calling thread takes a share of the
/// calls. The ops of a parsed module were allocated by this thread, and the
/// allocator keeps a heap per thread: the memory those ops free when they are
/// replaced can be reused only by this thread's allocations. With the pool's
/// threads alone, every op the calls create would take new memory.
template <typename Fn>
void forEachOnThreads(MLIRContext *ctx, size_t n, Fn &&fn) {
  if (n < 2 || !ctx->isMultithreadingEnabled()) {
    for (size_t i = 0; i < n; ++i)
      fn(i);
    return;
  }
  ParallelDiagnosticHandler diagnostics(ctx);
  std::atomic<size_t> next = 0;
  auto work = [&] {
    for (size_t i = next++; i < n; i = next++) {
      diagnostics.setOrderIDForThread(i);
      fn(i);
      diagnostics.eraseOrderIDForThread();
    }
  };
  llvm::ThreadPoolInterface &pool = ctx->getThreadPool();
  llvm::ThreadPoolTaskGroup helpers(pool);
  size_t threads = std::min<size_t>(n, pool.getMaxConcurrency());
  for (size_t k = 1; k < threads; ++k)
    helpers.async(work);
  work();
  helpers.wait();
}

} // namespace mlir::fly

#endif // FLY_LIB_DIALECT_FLY_TRANSFORMS_FUNCTIONTHREADS_H
