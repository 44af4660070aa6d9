// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl | FileCheck %s
// RUN: fly-opt %s -split-input-file --convert-fly-to-rocdl --canonicalize --convert-gpu-to-rocdl=use-bare-ptr-memref-call-conv=true --convert-arith-to-llvm --reconcile-unrealized-casts --gpu-module-to-binary=format=isa | FileCheck %s --check-prefix=ISA
// The LDS copy, buffer atomic and transposing-read atoms (issue 5), down to
// their rocdl ops (CHECK) and to ISA (ISA):
// - cdna3.buffer_copy_lds and cdna4.buffer_load_async_lds: LLVM 22.1 has no
//   asynchronous buffer-to-LDS op, so both become
//   rocdl.raw.ptr.buffer.load.lds with size = bits / 8 and the atom's
//   imm_offset (default 0) as immediates; cdna4.global_load_async_lds becomes
//   rocdl.global.load.lds (size, offset, aux attributes).
// - cdna3.buffer_atomic: raw.ptr.buffer.atomic.fadd / smax / umin / fmax
//   (fmax on f32 only off CDNA, whose backend has no such instruction).
// - cdna4.lds_read_trans: ds.read.tr16.b64 -> vector<4xi16>, tr8 / tr4 ->
//   vector<2xi32> (gfx950).
// The destination LDS is the module's dynamic shared memory global.

// CHECK-LABEL: gpu.func @buffer_lds_32(
// The atom state (soffset, imm_offset): soffset * 4 bytes, then the
// immediates size = 4 bytes, imm_offset 0 and aux 0.
// CHECK: llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: llvm.mul
// CHECK-NEXT: %[[SZ:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[IMM:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[AUX:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: rocdl.raw.ptr.buffer.load.lds %{{.*}}, %{{.*}}, %[[SZ]], %{{.*}}, %{{.*}}, %[[IMM]], %[[AUX]]
// ISA: gpu.binary @buffer_lds_32 [#gpu.object<#rocdl.target<chip = "gfx942">{{.*}}buffer_load_dword off, s[{{.*}}], 0 lds{{.*}}.amdhsa_private_segment_fixed_size 0\0A
module attributes {gpu.container_module} {
  gpu.module @buffer_lds_32 [#rocdl.target<chip = "gfx942">] {
    gpu.func @buffer_lds_32(%g: !fly.ptr<f32, global>, %n: i64) kernel {
      %l = fly.static : !fly.layout<1:1>
      %stride = llvm.mlir.constant(0 : i16) : i16
      %flags = llvm.mlir.constant(159744 : i32) : i32
      %b = fly.make_ptr(%g, %stride, %n, %flags) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %sv = fly.make_view(%b, %l) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>
      %d8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %d = fly.recast_iter(%d8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f32, shared, align<1024>>
      %dv = fly.make_view(%d, %l) : (!fly.ptr<f32, shared, align<1024>>, !fly.layout<1:1>) -> !fly.memref<f32, shared, 1:1, align<1024>>
      %atom = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<32>, 32>
      fly.copy_atom_call(%atom, %sv, %dv) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<f32, shared, 1:1, align<1024>>) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK-LABEL: gpu.func @buffer_lds_128(
// The atom state (soffset, imm_offset): soffset * 4 bytes, then the
// immediates size = 16 bytes, imm_offset 0 and aux 0.
// CHECK: llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: llvm.mul
// CHECK-NEXT: %[[SZ:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT: %[[IMM:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[AUX:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: rocdl.raw.ptr.buffer.load.lds %{{.*}}, %{{.*}}, %[[SZ]], %{{.*}}, %{{.*}}, %[[IMM]], %[[AUX]]
// ISA: gpu.binary @buffer_lds_128 [#gpu.object<#rocdl.target<chip = "gfx950">{{.*}}buffer_load_dwordx4 off, s[{{.*}}], 0 lds{{.*}}.amdhsa_private_segment_fixed_size 0\0A
module attributes {gpu.container_module} {
  gpu.module @buffer_lds_128 [#rocdl.target<chip = "gfx950">] {
    gpu.func @buffer_lds_128(%g: !fly.ptr<f32, global>, %n: i64) kernel {
      %l = fly.static : !fly.layout<4:1>
      %stride = llvm.mlir.constant(0 : i16) : i16
      %flags = llvm.mlir.constant(159744 : i32) : i32
      %b = fly.make_ptr(%g, %stride, %n, %flags) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %sv = fly.make_view(%b, %l) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<4:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>
      %d8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %d = fly.recast_iter(%d8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f32, shared, align<1024>>
      %dv = fly.make_view(%d, %l) : (!fly.ptr<f32, shared, align<1024>>, !fly.layout<4:1>) -> !fly.memref<f32, shared, 4:1, align<1024>>
      %atom = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 32>
      fly.copy_atom_call(%atom, %sv, %dv) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>, !fly.memref<f32, shared, 4:1, align<1024>>) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK-LABEL: gpu.func @async_buffer_lds_96(
// The atom state (soffset, imm_offset): soffset * 4 bytes, then the
// immediates size = 12 bytes, imm_offset 0 and aux 0.
// CHECK: llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: llvm.mul
// CHECK-NEXT: %[[SZ:.*]] = llvm.mlir.constant(12 : i32) : i32
// CHECK-NEXT: %[[IMM:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[AUX:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: rocdl.raw.ptr.buffer.load.lds %{{.*}}, %{{.*}}, %[[SZ]], %{{.*}}, %{{.*}}, %[[IMM]], %[[AUX]]
// ISA: gpu.binary @async_buffer_lds_96 [#gpu.object<#rocdl.target<chip = "gfx950">{{.*}}buffer_load_dwordx3 off, s[{{.*}}], 0 lds{{.*}}.amdhsa_private_segment_fixed_size 0\0A
module attributes {gpu.container_module} {
  gpu.module @async_buffer_lds_96 [#rocdl.target<chip = "gfx950">] {
    gpu.func @async_buffer_lds_96(%g: !fly.ptr<f32, global>, %n: i64) kernel {
      %l = fly.static : !fly.layout<3:1>
      %stride = llvm.mlir.constant(0 : i16) : i16
      %flags = llvm.mlir.constant(159744 : i32) : i32
      %b = fly.make_ptr(%g, %stride, %n, %flags) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %sv = fly.make_view(%b, %l) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<3:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 3:1>
      %d8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %d = fly.recast_iter(%d8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f32, shared, align<1024>>
      %dv = fly.make_view(%d, %l) : (!fly.ptr<f32, shared, align<1024>>, !fly.layout<3:1>) -> !fly.memref<f32, shared, 3:1, align<1024>>
      %atom = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<96>, 32>
      fly.copy_atom_call(%atom, %sv, %dv) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<96>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 3:1>, !fly.memref<f32, shared, 3:1, align<1024>>) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK-LABEL: gpu.func @async_global_lds_32(
// CHECK: rocdl.global.load.lds %{{.*}}, %{{.*}}, 4, 0, 0
// ISA: gpu.binary @async_global_lds_32 [#gpu.object<#rocdl.target<chip = "gfx950">{{.*}}global_load_lds_dword v{{[0-9]+}}, s[{{.*}}]{{.*}}.amdhsa_private_segment_fixed_size 0\0A
module attributes {gpu.container_module} {
  gpu.module @async_global_lds_32 [#rocdl.target<chip = "gfx950">] {
    gpu.func @async_global_lds_32(%g: !fly.ptr<f32, global>, %n: i64) kernel {
      %l = fly.static : !fly.layout<1:1>
      %sv = fly.make_view(%g, %l) : (!fly.ptr<f32, global>, !fly.layout<1:1>) -> !fly.memref<f32, global, 1:1>
      %d8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %d = fly.recast_iter(%d8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f32, shared, align<1024>>
      %dv = fly.make_view(%d, %l) : (!fly.ptr<f32, shared, align<1024>>, !fly.layout<1:1>) -> !fly.memref<f32, shared, 1:1, align<1024>>
      %atom = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.global_load_async_lds<32>, 32>
      fly.copy_atom_call(%atom, %sv, %dv) : (!fly.copy_atom<!fly_rocdl.cdna4.global_load_async_lds<32>, 32>, !fly.memref<f32, global, 1:1>, !fly.memref<f32, shared, 1:1, align<1024>>) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK-LABEL: gpu.func @async_global_lds_128(
// CHECK: rocdl.global.load.lds %{{.*}}, %{{.*}}, 16, 0, 0
// ISA: gpu.binary @async_global_lds_128 [#gpu.object<#rocdl.target<chip = "gfx950">{{.*}}global_load_lds_dwordx4 v{{[0-9]+}}, s[{{.*}}]{{.*}}.amdhsa_private_segment_fixed_size 0\0A
module attributes {gpu.container_module} {
  gpu.module @async_global_lds_128 [#rocdl.target<chip = "gfx950">] {
    gpu.func @async_global_lds_128(%g: !fly.ptr<f32, global>, %n: i64) kernel {
      %l = fly.static : !fly.layout<4:1>
      %sv = fly.make_view(%g, %l) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      %d8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %d = fly.recast_iter(%d8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f32, shared, align<1024>>
      %dv = fly.make_view(%d, %l) : (!fly.ptr<f32, shared, align<1024>>, !fly.layout<4:1>) -> !fly.memref<f32, shared, 4:1, align<1024>>
      %atom = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.global_load_async_lds<128>, 32>
      fly.copy_atom_call(%atom, %sv, %dv) : (!fly.copy_atom<!fly_rocdl.cdna4.global_load_async_lds<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, shared, 4:1, align<1024>>) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK-LABEL: gpu.func @atomic_add_f32(
// CHECK: rocdl.raw.ptr.buffer.atomic.fadd %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : f32
// ISA: gpu.binary @atomic_add_f32 [#gpu.object<#rocdl.target<chip = "gfx942">{{.*}}buffer_atomic_add_f32 v{{[0-9]+}}, off, s[{{.*}}], 0{{.*}}.amdhsa_private_segment_fixed_size 0\0A
module attributes {gpu.container_module} {
  gpu.module @atomic_add_f32 [#rocdl.target<chip = "gfx942">] {
    gpu.func @atomic_add_f32(%g: !fly.ptr<f32, global>, %v: !fly.ptr<f32, global>, %n: i64) kernel {
      %l = fly.static : !fly.layout<1:1>
      %stride = llvm.mlir.constant(0 : i16) : i16
      %flags = llvm.mlir.constant(159744 : i32) : i32
      %b = fly.make_ptr(%g, %stride, %n, %flags) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %bv = fly.make_view(%b, %l) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
      %r = fly.make_view(%pr, %l) : (!fly.ptr<f32, register>, !fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      %gv = fly.make_view(%v, %l) : (!fly.ptr<f32, global>, !fly.layout<1:1>) -> !fly.memref<f32, global, 1:1>
      %cp = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
      fly.copy_atom_call(%cp, %gv, %r) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<f32, global, 1:1>, !fly.memref<f32, register, 1:1>) -> ()
      %atom = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<add, f32>, 32>
      fly.copy_atom_call(%atom, %r, %bv) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<add, f32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK-LABEL: gpu.func @atomic_max_i32(
// CHECK: rocdl.raw.ptr.buffer.atomic.smax %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i32
// ISA: gpu.binary @atomic_max_i32 [#gpu.object<#rocdl.target<chip = "gfx942">{{.*}}buffer_atomic_smax v{{[0-9]+}}, off, s[{{.*}}], 0{{.*}}.amdhsa_private_segment_fixed_size 0\0A
module attributes {gpu.container_module} {
  gpu.module @atomic_max_i32 [#rocdl.target<chip = "gfx942">] {
    gpu.func @atomic_max_i32(%g: !fly.ptr<i32, global>, %v: !fly.ptr<i32, global>, %n: i64) kernel {
      %l = fly.static : !fly.layout<1:1>
      %stride = llvm.mlir.constant(0 : i16) : i16
      %flags = llvm.mlir.constant(159744 : i32) : i32
      %b = fly.make_ptr(%g, %stride, %n, %flags) : (!fly.ptr<i32, global>, i16, i64, i32) -> !fly.ptr<i32, #fly_rocdl.buffer_desc>
      %bv = fly.make_view(%b, %l) : (!fly.ptr<i32, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 1:1>
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<i32, register>
      %r = fly.make_view(%pr, %l) : (!fly.ptr<i32, register>, !fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
      %gv = fly.make_view(%v, %l) : (!fly.ptr<i32, global>, !fly.layout<1:1>) -> !fly.memref<i32, global, 1:1>
      %cp = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
      fly.copy_atom_call(%cp, %gv, %r) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, global, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
      %atom = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<max, i32>, 32>
      fly.copy_atom_call(%atom, %r, %bv) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<max, i32>, 32>, !fly.memref<i32, register, 1:1>, !fly.memref<i32, #fly_rocdl.buffer_desc, 1:1>) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK-LABEL: gpu.func @atomic_min_i32(
// CHECK: rocdl.raw.ptr.buffer.atomic.umin %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i32
// ISA: gpu.binary @atomic_min_i32 [#gpu.object<#rocdl.target<chip = "gfx950">{{.*}}buffer_atomic_umin v{{[0-9]+}}, off, s[{{.*}}], 0{{.*}}.amdhsa_private_segment_fixed_size 0\0A
module attributes {gpu.container_module} {
  gpu.module @atomic_min_i32 [#rocdl.target<chip = "gfx950">] {
    gpu.func @atomic_min_i32(%g: !fly.ptr<i32, global>, %v: !fly.ptr<i32, global>, %n: i64) kernel {
      %l = fly.static : !fly.layout<1:1>
      %stride = llvm.mlir.constant(0 : i16) : i16
      %flags = llvm.mlir.constant(159744 : i32) : i32
      %b = fly.make_ptr(%g, %stride, %n, %flags) : (!fly.ptr<i32, global>, i16, i64, i32) -> !fly.ptr<i32, #fly_rocdl.buffer_desc>
      %bv = fly.make_view(%b, %l) : (!fly.ptr<i32, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 1:1>
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<i32, register>
      %r = fly.make_view(%pr, %l) : (!fly.ptr<i32, register>, !fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
      %gv = fly.make_view(%v, %l) : (!fly.ptr<i32, global>, !fly.layout<1:1>) -> !fly.memref<i32, global, 1:1>
      %cp = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
      fly.copy_atom_call(%cp, %gv, %r) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, global, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
      %atom = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<min, i32>, 32>
      fly.copy_atom_call(%atom, %r, %bv) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<min, i32>, 32>, !fly.memref<i32, register, 1:1>, !fly.memref<i32, #fly_rocdl.buffer_desc, 1:1>) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK-LABEL: gpu.func @atomic_max_f32(
// CHECK: rocdl.raw.ptr.buffer.atomic.fmax %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : f32
// ISA: gpu.binary @atomic_max_f32 [#gpu.object<#rocdl.target<chip = "gfx1201">{{.*}}buffer_atomic_max_num_f32 v{{[0-9]+}}, off, s[{{.*}}], null{{.*}}.amdhsa_private_segment_fixed_size 0\0A
module attributes {gpu.container_module} {
  gpu.module @atomic_max_f32 [#rocdl.target<chip = "gfx1201">] {
    gpu.func @atomic_max_f32(%g: !fly.ptr<f32, global>, %v: !fly.ptr<f32, global>, %n: i64) kernel {
      %l = fly.static : !fly.layout<1:1>
      %stride = llvm.mlir.constant(0 : i16) : i16
      %flags = llvm.mlir.constant(159744 : i32) : i32
      %b = fly.make_ptr(%g, %stride, %n, %flags) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %bv = fly.make_view(%b, %l) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 1 : i64}} : () -> !fly.ptr<f32, register>
      %r = fly.make_view(%pr, %l) : (!fly.ptr<f32, register>, !fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      %gv = fly.make_view(%v, %l) : (!fly.ptr<f32, global>, !fly.layout<1:1>) -> !fly.memref<f32, global, 1:1>
      %cp = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
      fly.copy_atom_call(%cp, %gv, %r) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<f32, global, 1:1>, !fly.memref<f32, register, 1:1>) -> ()
      %atom = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<max, f32>, 32>
      fly.copy_atom_call(%atom, %r, %bv) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<max, f32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK-LABEL: gpu.func @tr16(
// CHECK: rocdl.ds.read.tr16.b64 %{{.*}} : <3> -> vector<4xi16>
// ISA: gpu.binary @tr16 [#gpu.object<#rocdl.target<chip = "gfx950">{{.*}}ds_read_b64_tr_b16 v[{{.*}}], v{{[0-9]+}}{{.*}}.amdhsa_private_segment_fixed_size 0\0A
module attributes {gpu.container_module} {
  gpu.module @tr16 [#rocdl.target<chip = "gfx950">] {
    gpu.func @tr16(%out: !fly.ptr<f16, global>) kernel {
      %l = fly.static : !fly.layout<4:1>
      %d8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %d = fly.recast_iter(%d8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f16, shared, align<1024>>
      %sv = fly.make_view(%d, %l) : (!fly.ptr<f16, shared, align<1024>>, !fly.layout<4:1>) -> !fly.memref<f16, shared, 4:1, align<1024>>
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 4 : i64}} : () -> !fly.ptr<f16, register>
      %r = fly.make_view(%pr, %l) : (!fly.ptr<f16, register>, !fly.layout<4:1>) -> !fly.memref<f16, register, 4:1>
      %atom = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>
      fly.copy_atom_call(%atom, %sv, %r) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.memref<f16, shared, 4:1, align<1024>>, !fly.memref<f16, register, 4:1>) -> ()
      %ov = fly.make_view(%out, %l) : (!fly.ptr<f16, global>, !fly.layout<4:1>) -> !fly.memref<f16, global, 4:1>
      %cp = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
      fly.copy_atom_call(%cp, %r, %ov) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<f16, register, 4:1>, !fly.memref<f16, global, 4:1>) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK-LABEL: gpu.func @tr8(
// CHECK: rocdl.ds.read.tr8.b64 %{{.*}} : <3> -> vector<2xi32>
// ISA: gpu.binary @tr8 [#gpu.object<#rocdl.target<chip = "gfx950">{{.*}}ds_read_b64_tr_b8 v[{{.*}}], v{{[0-9]+}}{{.*}}.amdhsa_private_segment_fixed_size 0\0A
module attributes {gpu.container_module} {
  gpu.module @tr8 [#rocdl.target<chip = "gfx950">] {
    gpu.func @tr8(%out: !fly.ptr<i8, global>) kernel {
      %l = fly.static : !fly.layout<8:1>
      %d8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %d = fly.recast_iter(%d8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<i8, shared, align<1024>>
      %sv = fly.make_view(%d, %l) : (!fly.ptr<i8, shared, align<1024>>, !fly.layout<8:1>) -> !fly.memref<i8, shared, 8:1, align<1024>>
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i8, register>
      %r = fly.make_view(%pr, %l) : (!fly.ptr<i8, register>, !fly.layout<8:1>) -> !fly.memref<i8, register, 8:1>
      %atom = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 8b, 64>, 8>
      fly.copy_atom_call(%atom, %sv, %r) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 8b, 64>, 8>, !fly.memref<i8, shared, 8:1, align<1024>>, !fly.memref<i8, register, 8:1>) -> ()
      %ov = fly.make_view(%out, %l) : (!fly.ptr<i8, global>, !fly.layout<8:1>) -> !fly.memref<i8, global, 8:1>
      %cp = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cp, %r, %ov) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<i8, register, 8:1>, !fly.memref<i8, global, 8:1>) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK-LABEL: gpu.func @tr4(
// CHECK: rocdl.ds.read.tr4.b64 %{{.*}} : <3> -> vector<2xi32>
// ISA: gpu.binary @tr4 [#gpu.object<#rocdl.target<chip = "gfx950">{{.*}}ds_read_b64_tr_b4 v[{{.*}}], v{{[0-9]+}}{{.*}}.amdhsa_private_segment_fixed_size 0\0A
module attributes {gpu.container_module} {
  gpu.module @tr4 [#rocdl.target<chip = "gfx950">] {
    gpu.func @tr4(%out: !fly.ptr<i8, global>) kernel {
      %l = fly.static : !fly.layout<8:1>
      %d8 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %d = fly.recast_iter(%d8) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<i8, shared, align<1024>>
      %sv = fly.make_view(%d, %l) : (!fly.ptr<i8, shared, align<1024>>, !fly.layout<8:1>) -> !fly.memref<i8, shared, 8:1, align<1024>>
      %pr = fly.make_ptr() {dictAttrs = {allocSize = 8 : i64}} : () -> !fly.ptr<i8, register>
      %r = fly.make_view(%pr, %l) : (!fly.ptr<i8, register>, !fly.layout<8:1>) -> !fly.memref<i8, register, 8:1>
      %atom = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 4b, 64>, 8>
      fly.copy_atom_call(%atom, %sv, %r) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 4b, 64>, 8>, !fly.memref<i8, shared, 8:1, align<1024>>, !fly.memref<i8, register, 8:1>) -> ()
      %ov = fly.make_view(%out, %l) : (!fly.ptr<i8, global>, !fly.layout<8:1>) -> !fly.memref<i8, global, 8:1>
      %cp = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 8>
      fly.copy_atom_call(%cp, %r, %ov) : (!fly.copy_atom<!fly.universal_copy<64>, 8>, !fly.memref<i8, register, 8:1>, !fly.memref<i8, global, 8:1>) -> ()
      gpu.return
    }
  }
}
