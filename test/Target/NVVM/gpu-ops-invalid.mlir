// RUN: fly-opt %s --fly-nvvm-expand-gpu-ops -split-input-file -verify-diagnostics
// A reduction fly-nvvm-expand-gpu-ops cannot express with 32- or 64-bit
// shuffles is an error at the op (convert-gpu-to-nvvm would only say that it
// failed to legalize it).

gpu.module @k {
  gpu.func @sum_i128(%x: i128) -> i128 {
    // expected-error @+1 {{'gpu.subgroup_reduce' op cannot be lowered for NVIDIA: 'i128' values are neither 32- nor 64-bit pieces}}
    %s = gpu.subgroup_reduce add %x : (i128) -> i128
    gpu.return %s : i128
  }
}
