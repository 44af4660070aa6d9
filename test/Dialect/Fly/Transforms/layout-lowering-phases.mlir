// fly-layout-lowering is its six phase passes run in order: on each input
// the two print the same IR (diagnostics included, for the input that
// expects one). The inputs are the layout-lowering tests that exercise
// register memory, copies and gemms, views, accesses, swizzles and offsets,
// and two examples after the passes that run before fly-layout-lowering in
// the pipelines (docs/pipeline.md).
//
// DEFINE: %{before} = --fly-rewrite-func-signature --fly-canonicalize
// DEFINE: %{phases} = --fly-lower-register-memory --fly-expand-copy-gemm --fly-lower-algebra --fly-decompose-views --fly-lower-view-access --fly-canonicalize-offsets
//
// RUN: fly-opt %S/layout-lowering-copy-gemm.mlir -split-input-file --fly-layout-lowering > %t.one
// RUN: fly-opt %S/layout-lowering-copy-gemm.mlir -split-input-file %{phases} > %t.six
// RUN: diff %t.one %t.six
// The compared output is the lowered IR, not an empty or unchanged module:
// RUN: FileCheck %s --input-file=%t.six
// CHECK: fly.copy_atom_call
// CHECK: fly.mma_atom_call
// CHECK-NOT: fly.copy(
// CHECK-NOT: fly.gemm(
// CHECK-NOT: fly.slice(
//
// RUN: fly-opt %S/layout-lowering-copy-calls.mlir -split-input-file --fly-layout-lowering > %t.one
// RUN: fly-opt %S/layout-lowering-copy-calls.mlir -split-input-file %{phases} > %t.six
// RUN: diff %t.one %t.six
// RUN: fly-opt %S/layout-lowering-gemm-forms.mlir -split-input-file --fly-layout-lowering > %t.one
// RUN: fly-opt %S/layout-lowering-gemm-forms.mlir -split-input-file %{phases} > %t.six
// RUN: diff %t.one %t.six
// RUN: fly-opt %S/layout-lowering-views.mlir --fly-layout-lowering > %t.one
// RUN: fly-opt %S/layout-lowering-views.mlir %{phases} > %t.six
// RUN: diff %t.one %t.six
// RUN: fly-opt %S/layout-lowering-view-access.mlir --fly-layout-lowering > %t.one
// RUN: fly-opt %S/layout-lowering-view-access.mlir %{phases} > %t.six
// RUN: diff %t.one %t.six
// RUN: FileCheck %s --check-prefix=ACCESS --input-file=%t.six
// ACCESS: fly.ptr.load
// ACCESS: fly.make_ptr() {dictAttrs = {allocSize = 32 : i64}}
// ACCESS-NOT: fly.memref.load
// ACCESS-NOT: fly.make_fragment_like
// RUN: fly-opt %S/layout-lowering-coord-tensors.mlir -split-input-file --fly-layout-lowering > %t.one
// RUN: fly-opt %S/layout-lowering-coord-tensors.mlir -split-input-file %{phases} > %t.six
// RUN: diff %t.one %t.six
// RUN: fly-opt %S/layout-lowering-offsets.mlir -split-input-file --fly-layout-lowering > %t.one
// RUN: fly-opt %S/layout-lowering-offsets.mlir -split-input-file %{phases} > %t.six
// RUN: diff %t.one %t.six
// RUN: fly-opt %S/layout-lowering.mlir --fly-layout-lowering > %t.one
// RUN: fly-opt %S/layout-lowering.mlir %{phases} > %t.six
// RUN: diff %t.one %t.six
// RUN: fly-opt %S/layout-lowering-decompose.mlir -split-input-file -verify-diagnostics --fly-layout-lowering > %t.one
// RUN: fly-opt %S/layout-lowering-decompose.mlir -split-input-file -verify-diagnostics %{phases} > %t.six
// RUN: diff %t.one %t.six
// RUN: fly-opt %fly_src_root/examples/02-tiled-copy.mlir %{before} --fly-layout-lowering > %t.one
// RUN: fly-opt %fly_src_root/examples/02-tiled-copy.mlir %{before} %{phases} > %t.six
// RUN: diff %t.one %t.six
// RUN: fly-opt %fly_src_root/examples/03-tiled-mma-cdna.mlir %{before} --fly-layout-lowering > %t.one
// RUN: fly-opt %fly_src_root/examples/03-tiled-mma-cdna.mlir %{before} %{phases} > %t.six
// RUN: diff %t.one %t.six
