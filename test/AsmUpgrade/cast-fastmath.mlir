// Newer MLIR prints fast-math flags on llvm.fpext and llvm.fptrunc; MLIR
// 22.1's casts have none. The flags only license rewrites of the cast, so
// the upgrade drops them and the cast means the same.
// RUN: fly-opt %s | FileCheck %s

// CHECK-LABEL: llvm.func @casts
llvm.func @casts(%x: f16, %y: f32) -> f32 {
  // CHECK-NEXT: %[[E:.*]] = llvm.fpext %arg0 : f16 to f32
  %e = llvm.fpext %x fastmath<contract> : f16 to f32
  // CHECK-NEXT: llvm.fptrunc %arg1 : f32 to bf16
  %t = llvm.fptrunc %y fastmath<nnan, ninf> : f32 to bf16
  // CHECK-NEXT: llvm.fpext %arg0 : f16 to f64
  %u = llvm.fpext %x : f16 to f64
  llvm.return %e : f32
}
