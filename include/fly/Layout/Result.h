//===- Result.h - Value-or-error return type for the layout algebra -------===//
//
// The algebra library is used from MLIR (built without exceptions) and from
// plain C++ tests, so failures travel as values: a Result holds either the
// computed value or a human-readable reason. Callers in the dialect turn the
// reason into an `error:` diagnostic at the op's location.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_LAYOUT_RESULT_H
#define FLY_LAYOUT_RESULT_H

#include <cassert>
#include <optional>
#include <string>
#include <utility>

namespace fly::layout {

/// Marker for a failed computation; `Result<T>` converts from it.
struct Failure {
  std::string message;
};

inline Failure fail(std::string message) { return Failure{std::move(message)}; }

template <typename T> class [[nodiscard]] Result {
public:
  Result(T value) : val(std::move(value)) {}
  Result(Failure f) : err(std::move(f.message)) {}

  bool ok() const { return val.has_value(); }
  explicit operator bool() const { return ok(); }

  const T &value() const & {
    assert(ok() && "value() of a failed Result");
    return *val;
  }
  T &value() & {
    assert(ok() && "value() of a failed Result");
    return *val;
  }
  T &&value() && {
    assert(ok() && "value() of a failed Result");
    return std::move(*val);
  }
  const T &operator*() const & { return value(); }
  T &operator*() & { return value(); }
  const T *operator->() const { return &value(); }
  T *operator->() { return &value(); }

  /// The reason of a failure (empty on success).
  const std::string &error() const { return err; }
  /// Re-wrap this failure for a function with another result type.
  Failure failure() const { return Failure{err}; }

private:
  std::optional<T> val;
  std::string err;
};

/// Propagate a failure from an expression returning Result<...>.
#define FLY_TRY(var, expr)                                                     \
  auto var##_result = (expr);                                                  \
  if (!var##_result)                                                           \
    return var##_result.failure();                                             \
  auto var = std::move(var##_result).value()

} // namespace fly::layout

#endif // FLY_LAYOUT_RESULT_H
