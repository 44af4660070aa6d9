//===- AttrStorage.h - Storage of the int tuple and layout attributes -*- C++ -*-===//
//
// An int tuple attribute is uniqued by its encoding (IntTuple::encode), but
// every reader wants the algebra value: type inference, the lowering, the
// printer. Decoding on each access allocated a fresh tree every time, so the
// storage decodes once, when the attribute is created, and keeps the value
// next to the key; a layout attribute keeps its Layout the same way. Both are
// immutable after construction, so concurrent readers need no lock.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_LIB_DIALECT_FLY_IR_ATTRSTORAGE_H
#define FLY_LIB_DIALECT_FLY_IR_ATTRSTORAGE_H

#include "fly/Dialect/Fly/IR/FlyDialect.h"

#include "mlir/IR/AttributeSupport.h"

namespace mlir::fly::detail {

struct IntTupleAttrStorage : public AttributeStorage {
  /// The uniquing key is the encoding. A caller that has the value already
  /// (IntTupleAttr::get from a value) passes it along, so that creating the
  /// attribute copies it instead of decoding the encoding again.
  struct KeyTy {
    KeyTy(ArrayRef<int64_t> encoding, const algebra::IntTuple *value = nullptr)
        : encoding(encoding), value(value) {}
    ArrayRef<int64_t> encoding;
    const algebra::IntTuple *value;
  };

  IntTupleAttrStorage(ArrayRef<int64_t> encoding, algebra::IntTuple value)
      : encoding(encoding), value(std::move(value)) {}

  KeyTy getAsKey() const { return KeyTy(encoding); }
  bool operator==(const KeyTy &key) const { return encoding == key.encoding; }
  static llvm::hash_code hashKey(const KeyTy &key) {
    return llvm::hash_combine(key.encoding);
  }

  static IntTupleAttrStorage *construct(AttributeStorageAllocator &allocator,
                                        KeyTy &&key) {
    ArrayRef<int64_t> encoding = allocator.copyInto(key.encoding);
    algebra::IntTuple value = algebra::IntTuple::of(0);
    if (key.value) {
      value = *key.value;
    } else if (auto decoded = algebra::IntTuple::decode(encoding.data(),
                                                        encoding.size())) {
      value = std::move(decoded).value();
    }
    // A malformed encoding (only the generated get(ctx, encoding) can pass
    // one) reads as 0, as it did when it was decoded on access.
    return new (allocator.allocate<IntTupleAttrStorage>())
        IntTupleAttrStorage(encoding, std::move(value));
  }

  ArrayRef<int64_t> encoding;
  algebra::IntTuple value;
};

struct LayoutAttrStorage : public AttributeStorage {
  using KeyTy = std::tuple<IntTupleAttr, IntTupleAttr>;

  LayoutAttrStorage(IntTupleAttr shape, IntTupleAttr stride)
      : shape(shape), stride(stride),
        value(shape.getValue(), stride.getValue()) {}

  KeyTy getAsKey() const { return KeyTy(shape, stride); }
  bool operator==(const KeyTy &key) const {
    return shape == std::get<0>(key) && stride == std::get<1>(key);
  }
  static llvm::hash_code hashKey(const KeyTy &key) {
    return llvm::hash_combine(std::get<0>(key), std::get<1>(key));
  }

  static LayoutAttrStorage *construct(AttributeStorageAllocator &allocator,
                                      KeyTy &&key) {
    return new (allocator.allocate<LayoutAttrStorage>())
        LayoutAttrStorage(std::get<0>(key), std::get<1>(key));
  }

  IntTupleAttr shape;
  IntTupleAttr stride;
  algebra::Layout value;
};

} // namespace mlir::fly::detail

#endif // FLY_LIB_DIALECT_FLY_IR_ATTRSTORAGE_H
