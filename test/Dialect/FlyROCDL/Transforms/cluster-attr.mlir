// RUN: fly-opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(fly-rocdl-cluster-attr))' -verify-diagnostics | FileCheck %s
// RUN: fly-opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(fly-rocdl-cluster-attr))' -verify-diagnostics | fly-opt --split-input-file --gpu-module-to-binary=format=isa 2>&1 | FileCheck %s --check-prefix=ISA
// fly-rocdl-cluster-attr: rocdl.cluster_dims = "x,y,z" on an llvm.func becomes
// the passthrough function attribute "amdgpu-cluster-dims"="x,y,z", which
// LLVM IR carries to the backend (the kernel metadata then lists
// .cluster_dims 2, 1, 1); other passthrough entries stay.

module attributes {gpu.container_module} {
  gpu.module @m [#rocdl.target<chip = "gfx1250">] {
    // CHECK-LABEL: llvm.func @k()
    // CHECK-SAME: passthrough = ["nounwind", ["amdgpu-cluster-dims", "2,1,1"]]
    // CHECK-NOT: rocdl.cluster_dims
    // ISA: .cluster_dims:\0A      - 2\0A      - 1\0A      - 1\0A
    llvm.func @k() attributes {rocdl.kernel, rocdl.cluster_dims = "2,1,1", passthrough = ["nounwind"]} {
      llvm.return
    }
    // A function without the attribute is left alone.
    // CHECK-LABEL: llvm.func @plain()
    // CHECK-NOT: passthrough
    llvm.func @plain() {
      llvm.return
    }
  }
}

// -----

gpu.module @bad {
  // expected-error @+1 {{'llvm.func' op rocdl.cluster_dims must be a string "x,y,z" of three positive integers, got "2,0"}}
  llvm.func @k() attributes {rocdl.cluster_dims = "2,0"} {
    llvm.return
  }
}
