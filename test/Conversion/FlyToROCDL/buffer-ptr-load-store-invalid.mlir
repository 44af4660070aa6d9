// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl -verify-diagnostics
// What fly.ptr.load / fly.ptr.store through a buffer pointer reject
// (BufferOps.cpp): an access one buffer instruction cannot make (8, 16, 32,
// 64, 96 or 128 bits) and sub-byte elements, whose byte offset the element
// offset does not give. An error at the op, then "failed to legalize".

// 3 f16 are 48 bits.
!B = !fly.ptr<f16, #fly_rocdl.buffer_desc>
func.func @load_48_bits(%p: !B) -> vector<3xf16> {
  // expected-error @+2 {{'fly.ptr.load' op moves 'vector<3xf16>' (48 bits) through a buffer pointer; one buffer instruction moves 8, 16, 32, 64, 96 or 128 bits}}
  // expected-error @+1 {{failed to legalize operation}}
  %v = fly.ptr.load(%p) : (!B) -> vector<3xf16>
  return %v : vector<3xf16>
}

// -----

// 8 f32 are 256 bits: two buffer instructions, not one.
!B = !fly.ptr<f32, #fly_rocdl.buffer_desc>
func.func @store_256_bits(%p: !B, %v: vector<8xf32>) {
  // expected-error @+2 {{'fly.ptr.store' op moves 'vector<8xf32>' (256 bits) through a buffer pointer; one buffer instruction moves 8, 16, 32, 64, 96 or 128 bits}}
  // expected-error @+1 {{failed to legalize operation}}
  fly.ptr.store(%v, %p) : (vector<8xf32>, !B) -> ()
  return
}

// -----

// fp4 elements: element offset * 4 bits is not a byte offset in general.
!B = !fly.ptr<f4E2M1FN, #fly_rocdl.buffer_desc>
func.func @load_fp4(%p: !B) -> vector<8xf4E2M1FN> {
  // expected-error @+2 {{'fly.ptr.load' op accesses 'f4E2M1FN' elements through a buffer pointer; buffer accesses need whole-byte elements}}
  // expected-error @+1 {{failed to legalize operation}}
  %v = fly.ptr.load(%p) : (!B) -> vector<8xf4E2M1FN>
  return %v : vector<8xf4E2M1FN>
}
