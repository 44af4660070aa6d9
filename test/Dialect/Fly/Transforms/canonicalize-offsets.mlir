// RUN: fly-opt %s --fly-canonicalize-offsets -split-input-file | FileCheck %s
// fly-canonicalize-offsets alone: every add_offset chain on a pointer becomes
// add_offset(add_offset(base, dynamic), static) (docs/reference/
// lowering.md#offset-form), the outer op keeping the chain's result type;
// dead ops are erased and CSE follows. Its input is what
// fly-lower-view-access leaves: offsets are make_int_tuple of arith values.

// p + (i+1) and p + (i+2): the constants are peeled off the addi, both
// chains become (p + i) + c, and CSE makes p + i one value. The addi ops,
// their constants and the old offsets are left without users and erased.
// CHECK-LABEL: func.func @shared_base(
// CHECK-NEXT: %[[I:.*]] = fly.make_int_tuple(%arg1) : (i32) -> !fly.int_tuple<?>
// CHECK-NEXT: %[[B:.*]] = fly.add_offset(%arg0, %[[I]]) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
// CHECK-NEXT: %[[C1:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<1>
// CHECK-NEXT: %[[PA:.*]] = fly.add_offset(%[[B]], %[[C1]]) : (!fly.ptr<f32, global>, !fly.int_tuple<1>) -> !fly.ptr<f32, global>
// CHECK-NEXT: %[[C2:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<2>
// CHECK-NEXT: %[[PB:.*]] = fly.add_offset(%[[B]], %[[C2]]) : (!fly.ptr<f32, global>, !fly.int_tuple<2>) -> !fly.ptr<f32, global>
// CHECK-NEXT: %[[X:.*]] = fly.ptr.load(%[[PA]])
// CHECK-NEXT: %[[Y:.*]] = fly.ptr.load(%[[PB]])
// CHECK-NEXT: return %[[X]], %[[Y]]
func.func @shared_base(%p: !fly.ptr<f32, global>, %i: i32) -> (f32, f32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %i, %c1 : i32
  %b = arith.addi %i, %c2 : i32
  %oa = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<?>
  %ob = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<?>
  %pa = fly.add_offset(%p, %oa) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
  %pb = fly.add_offset(%p, %ob) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
  %x = fly.ptr.load(%pa) : (!fly.ptr<f32, global>) -> f32
  %y = fly.ptr.load(%pb) : (!fly.ptr<f32, global>) -> f32
  return %x, %y : f32, f32
}

// -----

// Two static offsets fold: 2 + 6 = 8 f16 elements. After +2 (4 bytes) the
// chain proved only gcd(16, 4) = 4 bytes, and the result keeps align<4>,
// although p + 8 (16 bytes) would prove 16.
// CHECK-LABEL: func.func @static_static(
// CHECK-NEXT: %[[C:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<8>
// CHECK-NEXT: %[[R:.*]] = fly.add_offset(%arg0, %[[C]]) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<8>) -> !fly.ptr<f16, global, align<4>>
// CHECK-NEXT: return %[[R]]
func.func @static_static(%p: !fly.ptr<f16, global, align<16>>) -> !fly.ptr<f16, global, align<4>> {
  %c2 = fly.make_int_tuple() : () -> !fly.int_tuple<2>
  %c6 = fly.make_int_tuple() : () -> !fly.int_tuple<6>
  %a = fly.add_offset(%p, %c2) : (!fly.ptr<f16, global, align<16>>, !fly.int_tuple<2>) -> !fly.ptr<f16, global, align<4>>
  %b = fly.add_offset(%a, %c6) : (!fly.ptr<f16, global, align<4>>, !fly.int_tuple<6>) -> !fly.ptr<f16, global, align<4>>
  return %b : !fly.ptr<f16, global, align<4>>
}

// -----

// Already canonical (dynamic, then a non-zero static): unchanged.
// CHECK-LABEL: func.func @canonical(
// CHECK-NEXT: %[[D:.*]] = fly.make_int_tuple(%arg1) : (i32) -> !fly.int_tuple<?>
// CHECK-NEXT: %[[P:.*]] = fly.add_offset(%arg0, %[[D]])
// CHECK-NEXT: %[[C:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<3>
// CHECK-NEXT: %[[R:.*]] = fly.add_offset(%[[P]], %[[C]])
// CHECK-NEXT: return %[[R]]
func.func @canonical(%p: !fly.ptr<f32, global>, %i: i32) -> !fly.ptr<f32, global> {
  %d = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<?>
  %a = fly.add_offset(%p, %d) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
  %c = fly.make_int_tuple() : () -> !fly.int_tuple<3>
  %b = fly.add_offset(%a, %c) : (!fly.ptr<f32, global>, !fly.int_tuple<3>) -> !fly.ptr<f32, global>
  return %b : !fly.ptr<f32, global>
}

// -----

// Not in normal form (an offset block argument, before
// fly-rewrite-func-signature): the chain cannot be flattened through it and
// stays as written; nothing is reported. The one chain that flattens, the
// static link +5 on its own, is already canonical.
// CHECK-LABEL: func.func @offset_argument(
// CHECK-NEXT: %[[A:.*]] = fly.add_offset(%arg0, %arg1) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
// CHECK-NEXT: %[[C:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<5>
// CHECK-NEXT: %[[B:.*]] = fly.add_offset(%[[A]], %[[C]])
// CHECK-NEXT: %[[E:.*]] = fly.add_offset(%[[B]], %arg1)
// CHECK-NEXT: return %[[E]]
func.func @offset_argument(%p: !fly.ptr<f32, global>, %o: !fly.int_tuple<?>) -> !fly.ptr<f32, global> {
  %a = fly.add_offset(%p, %o) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
  %c = fly.make_int_tuple() : () -> !fly.int_tuple<5>
  %b = fly.add_offset(%a, %c) : (!fly.ptr<f32, global>, !fly.int_tuple<5>) -> !fly.ptr<f32, global>
  %e = fly.add_offset(%b, %o) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
  return %e : !fly.ptr<f32, global>
}

// -----

// Dead ops go before CSE, whole trees at once: the carrier is unused, so
// are the muli and addi that only it reads, and the constant that only they
// read. CSE alone would erase the carrier but keep its operands (each is
// still used when CSE reaches it). The store and the load stay: the store
// has an effect, and the load feeds it.
// CHECK-LABEL: func.func @dead_tree(
// CHECK-NEXT: %[[X:.*]] = fly.ptr.load(%arg0)
// CHECK-NEXT: fly.ptr.store(%[[X]], %arg0)
// CHECK-NEXT: return
func.func @dead_tree(%p: !fly.ptr<f32, global>, %i: i32) {
  %c3 = arith.constant 3 : i32
  %m = arith.muli %i, %c3 : i32
  %a = arith.addi %m, %i : i32
  %t = fly.make_int_tuple(%a, %m) : (i32, i32) -> !fly.int_tuple<(?,?)>
  %x = fly.ptr.load(%p) : (!fly.ptr<f32, global>) -> f32
  fly.ptr.store(%x, %p) : (f32, !fly.ptr<f32, global>) -> ()
  return
}
