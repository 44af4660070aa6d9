// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl --canonicalize --convert-gpu-to-rocdl=use-bare-ptr-memref-call-conv=true --convert-arith-to-llvm --reconcile-unrealized-casts --gpu-module-to-binary=format=isa | FileCheck %s
// ISA test of fly.ptr.load / fly.ptr.store through buffer pointers (issue 13
// A6): each access is one buffer instruction of the accessed width, its
// static element offset an immediate byte offset (element offset * element
// bytes): an i8 (ubyte / byte), an f16 (ushort / short), an f32 (dword) and
// 2, 3, 4 f32 (dwordx2/x3/x4) loaded at elements 0, 0, 0, 16, 32, 64 (bytes
// 0, 0, 0, 64, 128, 256) and stored at elements 100, 100, 100, 200, 300, 400
// (bytes 100, 200, 400, 800, 1200, 1600); no scratch. The voffset is zero
// ("off"); soffset 0 (an inline constant on CDNA, null on RDNA4).

// CHECK-LABEL: gpu.binary @m_gfx942
// CHECK-DAG: buffer_load_ubyte v{{[0-9]+}}, off, s[{{[0-9:]+}}], 0\0A
// CHECK-DAG: buffer_load_ushort v{{[0-9]+}}, off, s[{{[0-9:]+}}], 0\0A
// CHECK-DAG: buffer_load_dword v{{[0-9]+}}, off, s[{{[0-9:]+}}], 0\0A
// CHECK-DAG: buffer_load_dwordx2 v[{{[0-9:]+}}], off, s[{{[0-9:]+}}], 0 offset:64\0A
// CHECK-DAG: buffer_load_dwordx3 v[{{[0-9:]+}}], off, s[{{[0-9:]+}}], 0 offset:128\0A
// CHECK-DAG: buffer_load_dwordx4 v[{{[0-9:]+}}], off, s[{{[0-9:]+}}], 0 offset:256\0A
// CHECK-DAG: buffer_store_byte v{{[0-9]+}}, off, s[{{[0-9:]+}}], 0 offset:100\0A
// CHECK-DAG: buffer_store_short v{{[0-9]+}}, off, s[{{[0-9:]+}}], 0 offset:200\0A
// CHECK-DAG: buffer_store_dword v{{[0-9]+}}, off, s[{{[0-9:]+}}], 0 offset:400\0A
// CHECK-DAG: buffer_store_dwordx2 v[{{[0-9:]+}}], off, s[{{[0-9:]+}}], 0 offset:800\0A
// CHECK-DAG: buffer_store_dwordx3 v[{{[0-9:]+}}], off, s[{{[0-9:]+}}], 0 offset:1200\0A
// CHECK-DAG: buffer_store_dwordx4 v[{{[0-9:]+}}], off, s[{{[0-9:]+}}], 0 offset:1600\0A
// CHECK: .amdhsa_private_segment_fixed_size 0\0A
!B8 = !fly.ptr<i8, #fly_rocdl.buffer_desc>
!B16 = !fly.ptr<f16, #fly_rocdl.buffer_desc>
!B32 = !fly.ptr<f32, #fly_rocdl.buffer_desc>
module attributes {gpu.container_module} {
  gpu.module @m_gfx942 [#rocdl.target<chip = "gfx942">] {
    gpu.func @k(%g8: !fly.ptr<i8, global>, %g16: !fly.ptr<f16, global>, %g32: !fly.ptr<f32, global>, %n: i64) kernel {
      %stride = llvm.mlir.constant(0 : i16) : i16
      %b8 = fly.make_ptr(%g8, %stride, %n) : (!fly.ptr<i8, global>, i16, i64) -> !B8
      %b16 = fly.make_ptr(%g16, %stride, %n) : (!fly.ptr<f16, global>, i16, i64) -> !B16
      %b32 = fly.make_ptr(%g32, %stride, %n) : (!fly.ptr<f32, global>, i16, i64) -> !B32
      %o16 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
      %o32 = fly.make_int_tuple() : () -> !fly.int_tuple<32>
      %o64 = fly.make_int_tuple() : () -> !fly.int_tuple<64>
      %o100 = fly.make_int_tuple() : () -> !fly.int_tuple<100>
      %o200 = fly.make_int_tuple() : () -> !fly.int_tuple<200>
      %o300 = fly.make_int_tuple() : () -> !fly.int_tuple<300>
      %o400 = fly.make_int_tuple() : () -> !fly.int_tuple<400>
      %p2 = fly.add_offset(%b32, %o16) : (!B32, !fly.int_tuple<16>) -> !B32
      %p3 = fly.add_offset(%b32, %o32) : (!B32, !fly.int_tuple<32>) -> !B32
      %p4 = fly.add_offset(%b32, %o64) : (!B32, !fly.int_tuple<64>) -> !B32
      %x8 = fly.ptr.load(%b8) : (!B8) -> i8
      %x16 = fly.ptr.load(%b16) : (!B16) -> f16
      %x32 = fly.ptr.load(%b32) : (!B32) -> f32
      %v2 = fly.ptr.load(%p2) : (!B32) -> vector<2xf32>
      %v3 = fly.ptr.load(%p3) : (!B32) -> vector<3xf32>
      %v4 = fly.ptr.load(%p4) : (!B32) -> vector<4xf32>
      %q8 = fly.add_offset(%b8, %o100) : (!B8, !fly.int_tuple<100>) -> !B8
      %q16 = fly.add_offset(%b16, %o100) : (!B16, !fly.int_tuple<100>) -> !B16
      %q32 = fly.add_offset(%b32, %o100) : (!B32, !fly.int_tuple<100>) -> !B32
      %q2 = fly.add_offset(%b32, %o200) : (!B32, !fly.int_tuple<200>) -> !B32
      %q3 = fly.add_offset(%b32, %o300) : (!B32, !fly.int_tuple<300>) -> !B32
      %q4 = fly.add_offset(%b32, %o400) : (!B32, !fly.int_tuple<400>) -> !B32
      fly.ptr.store(%x8, %q8) : (i8, !B8) -> ()
      fly.ptr.store(%x16, %q16) : (f16, !B16) -> ()
      fly.ptr.store(%x32, %q32) : (f32, !B32) -> ()
      fly.ptr.store(%v2, %q2) : (vector<2xf32>, !B32) -> ()
      fly.ptr.store(%v3, %q3) : (vector<3xf32>, !B32) -> ()
      fly.ptr.store(%v4, %q4) : (vector<4xf32>, !B32) -> ()
      gpu.return
    }
  }
}

// -----

// The same kernel on gfx1201 (RDNA4 names: u8/u16/b32...b128, b8/b16 stores).
// CHECK-LABEL: gpu.binary @m_gfx1201
// CHECK-DAG: buffer_load_u8 v{{[0-9]+}}, off, s[{{[0-9:]+}}], null\0A
// CHECK-DAG: buffer_load_u16 v{{[0-9]+}}, off, s[{{[0-9:]+}}], null\0A
// CHECK-DAG: buffer_load_b32 v{{[0-9]+}}, off, s[{{[0-9:]+}}], null\0A
// CHECK-DAG: buffer_load_b64 v[{{[0-9:]+}}], off, s[{{[0-9:]+}}], null offset:64\0A
// CHECK-DAG: buffer_load_b96 v[{{[0-9:]+}}], off, s[{{[0-9:]+}}], null offset:128\0A
// CHECK-DAG: buffer_load_b128 v[{{[0-9:]+}}], off, s[{{[0-9:]+}}], null offset:256\0A
// CHECK-DAG: buffer_store_b8 v{{[0-9]+}}, off, s[{{[0-9:]+}}], null offset:100\0A
// CHECK-DAG: buffer_store_b16 v{{[0-9]+}}, off, s[{{[0-9:]+}}], null offset:200\0A
// CHECK-DAG: buffer_store_b32 v{{[0-9]+}}, off, s[{{[0-9:]+}}], null offset:400\0A
// CHECK-DAG: buffer_store_b64 v[{{[0-9:]+}}], off, s[{{[0-9:]+}}], null offset:800\0A
// CHECK-DAG: buffer_store_b96 v[{{[0-9:]+}}], off, s[{{[0-9:]+}}], null offset:1200\0A
// CHECK-DAG: buffer_store_b128 v[{{[0-9:]+}}], off, s[{{[0-9:]+}}], null offset:1600\0A
// CHECK: .amdhsa_private_segment_fixed_size 0\0A
!B8 = !fly.ptr<i8, #fly_rocdl.buffer_desc>
!B16 = !fly.ptr<f16, #fly_rocdl.buffer_desc>
!B32 = !fly.ptr<f32, #fly_rocdl.buffer_desc>
module attributes {gpu.container_module} {
  gpu.module @m_gfx1201 [#rocdl.target<chip = "gfx1201">] {
    gpu.func @k(%g8: !fly.ptr<i8, global>, %g16: !fly.ptr<f16, global>, %g32: !fly.ptr<f32, global>, %n: i64) kernel {
      %stride = llvm.mlir.constant(0 : i16) : i16
      %b8 = fly.make_ptr(%g8, %stride, %n) : (!fly.ptr<i8, global>, i16, i64) -> !B8
      %b16 = fly.make_ptr(%g16, %stride, %n) : (!fly.ptr<f16, global>, i16, i64) -> !B16
      %b32 = fly.make_ptr(%g32, %stride, %n) : (!fly.ptr<f32, global>, i16, i64) -> !B32
      %o16 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
      %o32 = fly.make_int_tuple() : () -> !fly.int_tuple<32>
      %o64 = fly.make_int_tuple() : () -> !fly.int_tuple<64>
      %o100 = fly.make_int_tuple() : () -> !fly.int_tuple<100>
      %o200 = fly.make_int_tuple() : () -> !fly.int_tuple<200>
      %o300 = fly.make_int_tuple() : () -> !fly.int_tuple<300>
      %o400 = fly.make_int_tuple() : () -> !fly.int_tuple<400>
      %p2 = fly.add_offset(%b32, %o16) : (!B32, !fly.int_tuple<16>) -> !B32
      %p3 = fly.add_offset(%b32, %o32) : (!B32, !fly.int_tuple<32>) -> !B32
      %p4 = fly.add_offset(%b32, %o64) : (!B32, !fly.int_tuple<64>) -> !B32
      %x8 = fly.ptr.load(%b8) : (!B8) -> i8
      %x16 = fly.ptr.load(%b16) : (!B16) -> f16
      %x32 = fly.ptr.load(%b32) : (!B32) -> f32
      %v2 = fly.ptr.load(%p2) : (!B32) -> vector<2xf32>
      %v3 = fly.ptr.load(%p3) : (!B32) -> vector<3xf32>
      %v4 = fly.ptr.load(%p4) : (!B32) -> vector<4xf32>
      %q8 = fly.add_offset(%b8, %o100) : (!B8, !fly.int_tuple<100>) -> !B8
      %q16 = fly.add_offset(%b16, %o100) : (!B16, !fly.int_tuple<100>) -> !B16
      %q32 = fly.add_offset(%b32, %o100) : (!B32, !fly.int_tuple<100>) -> !B32
      %q2 = fly.add_offset(%b32, %o200) : (!B32, !fly.int_tuple<200>) -> !B32
      %q3 = fly.add_offset(%b32, %o300) : (!B32, !fly.int_tuple<300>) -> !B32
      %q4 = fly.add_offset(%b32, %o400) : (!B32, !fly.int_tuple<400>) -> !B32
      fly.ptr.store(%x8, %q8) : (i8, !B8) -> ()
      fly.ptr.store(%x16, %q16) : (f16, !B16) -> ()
      fly.ptr.store(%x32, %q32) : (f32, !B32) -> ()
      fly.ptr.store(%v2, %q2) : (vector<2xf32>, !B32) -> ()
      fly.ptr.store(%v3, %q3) : (vector<3xf32>, !B32) -> ()
      fly.ptr.store(%v4, %q4) : (vector<4xf32>, !B32) -> ()
      gpu.return
    }
  }
}
