// A pass that leaves the IR as it is says so (all analyses preserved): the
// pass manager then keeps its cached analyses and skips verifying the module
// again. Seen from outside: the CSE after such a pass finds DominanceInfo
// cached and does not compute it again ("(A) DominanceInfo" appears under the
// first CSE only). A pass that changed the IR must not claim it: the second
// CSE then computes DominanceInfo again.

// RUN: split-file %s %t

// Nothing to do for any of them.
// RUN: fly-opt %t/plain.mlir --mlir-disable-threading --mlir-timing --mlir-timing-display=tree -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(cse,fly-rocdl-check-target{chip=gfx942},cse,fly-rewrite-func-signature,cse,fly-canonicalize,cse,fly-int-swizzle-simplify,cse,fly-convert-atom-call-to-ssa-form,cse,fly-spill-ssa-copy-calls,cse,fly-rocdl-cluster-attr,cse,fly-rocdl-check-device-libs,cse)' \
// RUN:   2>&1 | FileCheck %s --check-prefix=KEPT
// KEPT:      {{ }}CSE{{$}}
// KEPT-NEXT: (A) DominanceInfo
// KEPT-NEXT: FlyROCDLCheckTargetPass
// KEPT-NEXT: {{ }}CSE{{$}}
// KEPT-NEXT: FlyRewriteFuncSignaturePass
// KEPT-NEXT: {{ }}CSE{{$}}
// KEPT-NEXT: FlyCanonicalizePass
// KEPT-NEXT: {{ }}CSE{{$}}
// KEPT-NEXT: FlyIntSwizzleSimplifyPass
// KEPT-NEXT: {{ }}CSE{{$}}
// KEPT-NEXT: FlyConvertAtomCallToSSAFormPass
// KEPT-NEXT: {{ }}CSE{{$}}
// KEPT-NEXT: FlySpillSsaCopyCallsPass
// KEPT-NEXT: {{ }}CSE{{$}}
// KEPT-NEXT: FlyROCDLClusterAttrPass
// KEPT-NEXT: {{ }}CSE{{$}}
// KEPT-NEXT: FlyROCDLCheckDeviceLibsPass
// KEPT-NEXT: {{ }}CSE{{$}}
// KEPT-NEXT: Output

// Each of these changes its input.
// RUN: fly-opt %t/static.mlir --mlir-disable-threading --mlir-timing --mlir-timing-display=tree -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(cse,fly-canonicalize,cse)' 2>&1 | FileCheck %s --check-prefix=CANON
// CANON:      FlyCanonicalizePass
// CANON-NEXT: {{ }}CSE{{$}}
// CANON-NEXT: (A) DominanceInfo

// A Fly value in a signature, and one that crosses only an scf.for.
// RUN: fly-opt %t/signature.mlir --mlir-disable-threading --mlir-timing --mlir-timing-display=tree -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(cse,fly-rewrite-func-signature,cse)' 2>&1 | FileCheck %s --check-prefix=SIG
// RUN: fly-opt %t/loop.mlir --mlir-disable-threading --mlir-timing --mlir-timing-display=tree -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(cse,fly-rewrite-func-signature,cse)' 2>&1 | FileCheck %s --check-prefix=SIG
// RUN: fly-opt %t/loop.mlir --pass-pipeline='builtin.module(fly-rewrite-func-signature)' | FileCheck %s --check-prefix=LOOP
// SIG:      FlyRewriteFuncSignaturePass
// SIG-NEXT: {{ }}CSE{{$}}
// SIG-NEXT: (A) DominanceInfo
// LOOP:     scf.for {{.*}} -> (!llvm.struct<packed (i32)>)

// RUN: fly-opt %t/fold.mlir --mlir-disable-threading --mlir-timing --mlir-timing-display=tree -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(cse,fly-int-swizzle-simplify,cse)' 2>&1 | FileCheck %s --check-prefix=FOLD
// FOLD:      FlyIntSwizzleSimplifyPass
// FOLD-NEXT: {{ }}CSE{{$}}
// FOLD-NEXT: (A) DominanceInfo

// RUN: fly-opt %t/cluster.mlir --mlir-disable-threading --mlir-timing --mlir-timing-display=tree -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(cse,fly-rocdl-cluster-attr,cse)' 2>&1 | FileCheck %s --check-prefix=CLUSTER
// CLUSTER:      FlyROCDLClusterAttrPass
// CLUSTER-NEXT: {{ }}CSE{{$}}
// CLUSTER-NEXT: (A) DominanceInfo

//--- plain.mlir
func.func @plain(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

//--- static.mlir
func.func @static() -> !fly.int_tuple<32> {
  %l = fly.static : !fly.layout<(4,8):(1,4)>
  %s = fly.size(%l) : (!fly.layout<(4,8):(1,4)>) -> !fly.int_tuple<32>
  return %s : !fly.int_tuple<32>
}

//--- signature.mlir
func.func @signature(%t: !fly.int_tuple<?>) -> !fly.int_tuple<?> {
  return %t : !fly.int_tuple<?>
}

//--- loop.mlir
func.func @loop(%x: i32, %lb: index, %ub: index, %step: index) -> i32 {
  %t = fly.make_int_tuple(%x) : (i32) -> !fly.int_tuple<?>
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %t) -> (!fly.int_tuple<?>) {
    scf.yield %acc : !fly.int_tuple<?>
  }
  %v = fly.get_scalar(%r) : (!fly.int_tuple<?>) -> i32
  return %v : i32
}

//--- fold.mlir
func.func @fold() -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %c = arith.addi %a, %b : i32
  return %c : i32
}

//--- cluster.mlir
llvm.func @kernel() attributes {rocdl.cluster_dims = "2,1,1"} {
  llvm.return
}
