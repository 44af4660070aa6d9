// The upgrade keeps every line where it was: a diagnostic after upgraded
// ops points at the line as written, and expected-* annotations still match.
// RUN: fly-opt %s -split-input-file -verify-diagnostics

llvm.func @f(%r: !llvm.ptr<8>, %o: i32, %a: vector<4xi16>, %c: vector<16xf32>) {
  rocdl.sched.barrier none
  %x = rocdl.raw.ptr.buffer.load %r, %o, %o, 0 : f32
  %m = rocdl.mfma.f32.32x32x8bf16.1k %a, %a, %c, 0, 0, none : (vector<4xi16>, vector<4xi16>, vector<16xf32>) -> vector<16xf32>
  // expected-error @+2 {{'llvm.return' op expected no operands}}
  // expected-note @-5 {{when returning from function}}
  llvm.return %x : f32
}

// -----

llvm.func @g() {
  rocdl.sched.group.barrier ds_read, 2, 0
  // expected-error @+1 {{custom op 'rocdl.no.such.op' is unknown}}
  rocdl.no.such.op
}
