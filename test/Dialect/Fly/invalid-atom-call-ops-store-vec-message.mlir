// RUN: fly-opt %s -split-input-file -verify-diagnostics
// The store_vec diagnostic names the expected vector type as a type
// (diagnostics quote types): expected 'vector<8xf16>'.

func.func @store_vec_size(%v: vector<4xf16>, %m: !fly.memref<f16, register, (4,2):(1,4)>) {
  // expected-error @+1 {{expected 'vector<8xf16>'}}
  fly.memref.store_vec(%v, %m) : (vector<4xf16>, !fly.memref<f16, register, (4,2):(1,4)>) -> ()
  return
}
