// RUN: fly-opt %s --convert-fly-to-rocdl | FileCheck %s
// RUN: fly-opt %s --convert-fly-to-rocdl --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: fly-opt %s --convert-fly-to-rocdl --canonicalize --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir | opt -S -passes=instcombine | FileCheck %s --check-prefix=WORDS
// gfx1250.tdm at the rocdl level (the ISA of the
// rank-2 case is in isa-tdm.mlir, ranks 1, 3 and 5 in isa-tdm-ranks.mlir):
// - rocdl ops (prefix CHECK): the atom state is !llvm.struct<(i32 workgroup_mask, i32 extent_0..4,
//   i64 stride_0..3, i64 imm_offset)>; make_copy_atom fills extents
//   0x7FFFFFFF ("no clamp") and strides INT32_MIN ("unset"), set_value
//   inserts at the field's index, and the call reads the fields it needs and
//   ends in rocdl.tensor.load.to.lds / tensor.store.from.lds with four
//   groups and `cachepolicy` = the atom's cache;
// - generic form (prefix GENERIC): the four group types (vector<4xi32>, vector<8xi32>,
//   vector<4xi32>, vector<4xi32>) and the cachePolicy attribute;
// - LLVM IR (prefix WORDS): the descriptor words after LLVM's instcombine folds the
//   constant parts (the global and LDS addresses stay dynamic), each derived
//   by hand below from the encoding in TensorDataMover.cpp, which agrees
//   with Triton's TDMUtility.cpp and FlyDSL's GFX1250/CopyAtom.cpp:
//     G0: [0] = 1 (enable), [1] = LDS byte address, [2] = global address
//         low, [3] = global address bits 56:32 | 2 << 30 (type);
//     G1 word 0: mask[15:0] | log2(elem bytes) << 16 | barrier << 18 |
//         pad enable << 20 | timeout << 21 | (log2(interval dw) - 1) << 22
//         | (amount dw - 1) << 25;
//     G1 bits 48, 80: tensor dims 0, 1 (32 bits); bits 112, 128, 144: tile
//         dims 0, 1, 2 (16 bits); bits 160, 208: strides 0, 1 (48 bits);
//     G2: tensor dims 2, 3 (words 0, 1); stride 2 (bit 64, 48 bits); tile
//         dim 3 (bit 112);
//     G3: stride 3 (bit 0, 48 bits); tensor dim 4 (bit 48); tile dim 4
//         (bit 80).
//   Descriptor dim j is layout mode R-1-j (innermost first), descriptor
//   stride k is the stride of mode R-2-k.

// -----------------------------------------------------------------------------
// Rank 1, f32, load: 256 elements, extent_0 = 1000, workgroup_mask = 5,
// imm_offset = 4096 bytes, cache = 3, barrier and timeout on.
//   G1[0] = 5 | 2 << 16 | 1 << 18 | 1 << 21 = 0x260005 = 2490373
//   G1[1] = (1000 & 0xffff) << 16 = 65536000; G1[2] = 1000 >> 16 = 0
//   G1[3] = tile dim 0 256 << 16 = 16777216; G1[4..7] = 0 (no tile dim 1,
//   no strides); G2 = G3 = 0.
// CHECK-LABEL: func.func @tdm_rank1(
// CHECK: %[[Z:.*]] = llvm.mlir.zero : !llvm.struct<(i32, i32, i32, i32, i32, i32, i64, i64, i64, i64, i64)>
// CHECK-NEXT: %[[X1:.*]] = llvm.mlir.constant(2147483647 : i32) : i32
// CHECK-NEXT: %[[S1:.*]] = llvm.insertvalue %[[X1]], %[[Z]][1] :
// CHECK-NEXT: %[[X2:.*]] = llvm.mlir.constant(2147483647 : i32) : i32
// CHECK-NEXT: %[[S2:.*]] = llvm.insertvalue %[[X2]], %[[S1]][2] :
// CHECK-NEXT: %[[X3:.*]] = llvm.mlir.constant(2147483647 : i32) : i32
// CHECK-NEXT: %[[S3:.*]] = llvm.insertvalue %[[X3]], %[[S2]][3] :
// CHECK-NEXT: %[[X4:.*]] = llvm.mlir.constant(2147483647 : i32) : i32
// CHECK-NEXT: %[[S4:.*]] = llvm.insertvalue %[[X4]], %[[S3]][4] :
// CHECK-NEXT: %[[X5:.*]] = llvm.mlir.constant(2147483647 : i32) : i32
// CHECK-NEXT: %[[S5:.*]] = llvm.insertvalue %[[X5]], %[[S4]][5] :
// CHECK-NEXT: %[[U6:.*]] = llvm.mlir.constant(-2147483648 : i64) : i64
// CHECK-NEXT: %[[S6:.*]] = llvm.insertvalue %[[U6]], %[[S5]][6] :
// CHECK-NEXT: %[[U7:.*]] = llvm.mlir.constant(-2147483648 : i64) : i64
// CHECK-NEXT: %[[S7:.*]] = llvm.insertvalue %[[U7]], %[[S6]][7] :
// CHECK-NEXT: %[[U8:.*]] = llvm.mlir.constant(-2147483648 : i64) : i64
// CHECK-NEXT: %[[S8:.*]] = llvm.insertvalue %[[U8]], %[[S7]][8] :
// CHECK-NEXT: %[[U9:.*]] = llvm.mlir.constant(-2147483648 : i64) : i64
// CHECK-NEXT: %[[S9:.*]] = llvm.insertvalue %[[U9]], %[[S8]][9] :
// extent_0 is field 1, workgroup_mask field 0, imm_offset field 10.
// CHECK: %[[A1:.*]] = llvm.insertvalue %c1000_i32, %[[S9]][1] :
// CHECK-NEXT: %[[A2:.*]] = llvm.insertvalue %c5_i32, %[[A1]][0] :
// CHECK-NEXT: %[[A:.*]] = llvm.insertvalue %c4096_i64, %[[A2]][10] :
// The global address plus imm_offset (bytes).
// CHECK: %[[GA:.*]] = llvm.ptrtoint %arg0 : !llvm.ptr<1> to i64
// CHECK-NEXT: %[[IO:.*]] = llvm.extractvalue %[[A]][10] :
// CHECK-NEXT: llvm.add %[[GA]], %[[IO]] : i64
// CHECK: llvm.extractvalue %[[A]][0] :
// CHECK: llvm.extractvalue %[[A]][1] :
// CHECK: rocdl.tensor.load.to.lds %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} cachepolicy 3 : vector<4xi32>, vector<8xi32>
// GENERIC-LABEL: sym_name = "tdm_rank1"
// GENERIC: "rocdl.tensor.load.to.lds"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{cachePolicy = 3 : i32}> : (vector<4xi32>, vector<8xi32>, vector<4xi32>, vector<4xi32>) -> ()
// WORDS-LABEL: define void @tdm_rank1(
// WORDS: %[[L64:.*]] = ptrtoint ptr addrspace(3) %1 to i64
// WORDS-NEXT: %[[L:.*]] = trunc i64 %[[L64]] to i32
// WORDS-NEXT: %[[G0:.*]] = ptrtoint ptr addrspace(1) %0 to i64
// WORDS-NEXT: %[[G:.*]] = add i64 %[[G0]], 4096
// WORDS-NEXT: %[[GLO:.*]] = trunc i64 %[[G]] to i32
// WORDS-NEXT: %[[GH:.*]] = lshr i64 %[[G]], 32
// WORDS-NEXT: %[[GH32:.*]] = trunc {{.*}}i64 %[[GH]] to i32
// WORDS-NEXT: %[[GHM:.*]] = and i32 %[[GH32]], 33554431
// WORDS-NEXT: %[[V1:.*]] = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %[[L]], i64 1
// WORDS-NEXT: %[[V2:.*]] = insertelement <4 x i32> %[[V1]], i32 %[[GLO]], i64 2
// WORDS-NEXT: %[[T:.*]] = or disjoint i32 %[[GHM]], -2147483648
// WORDS-NEXT: %[[V3:.*]] = insertelement <4 x i32> %[[V2]], i32 %[[T]], i64 3
// WORDS-NEXT: call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %[[V3]], <8 x i32> <i32 2490373, i32 65536000, i32 0, i32 16777216, i32 0, i32 0, i32 0, i32 0>, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 3)
!t1 = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 1, warps = 1, pad = 0, 0, cache = 3, barrier = true, timeout = true>, 0>
func.func @tdm_rank1(%g: !fly.ptr<f32, global>, %s: !fly.ptr<f32, shared>) {
  %l = fly.static : !fly.layout<256:1>
  %gv = fly.make_view(%g, %l) : (!fly.ptr<f32, global>, !fly.layout<256:1>) -> !fly.memref<f32, global, 256:1>
  %lv = fly.make_view(%s, %l) : (!fly.ptr<f32, shared>, !fly.layout<256:1>) -> !fly.memref<f32, shared, 256:1>
  %a0 = fly.make_copy_atom {valBits = 0 : i32} : !t1
  %e = arith.constant 1000 : i32
  %m = arith.constant 5 : i32
  %off = arith.constant 4096 : i64
  %a1 = fly.atom.set_value(%a0, "extent_0", %e) : (!t1, i32) -> !t1
  %a2 = fly.atom.set_value(%a1, "workgroup_mask", %m) : (!t1, i32) -> !t1
  %a = fly.atom.set_value(%a2, "imm_offset", %off) : (!t1, i64) -> !t1
  fly.copy_atom_call(%a, %gv, %lv) : (!t1, !fly.memref<f32, global, 256:1>, !fly.memref<f32, shared, 256:1>) -> ()
  return
}

// -----------------------------------------------------------------------------
// Rank 3, i8, store (LDS -> global): tile (2,4,64):(65536,256,1), extents
// (8, 256, 256) for modes 0, 1, 2, cache = 1.
//   descriptor dims (innermost first): tensor (256, 256, 8), tile (64, 4, 2),
//   strides (256, 65536).
//   G1[0] = log2(1) << 16 = 0
//   G1[1] = 256 << 16 = 16777216
//   G1[2] = (256 >> 16) | 256 << 16 = 16777216
//   G1[3] = (256 >> 16) | 64 << 16 = 4194304
//   G1[4] = 4 | 2 << 16 = 131076
//   G1[5] = 256; G1[6] = (256 >> 32) | (65536 & 0xffff) << 16 = 0;
//   G1[7] = 65536 >> 16 = 1
//   G2 = (8, 0, 0, 0); G3 = 0.
// CHECK-LABEL: func.func @tdm_rank3_store(
// CHECK: %[[S9:.*]] = llvm.insertvalue %{{.*}}, %{{.*}}[9] :
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK: %[[A1:.*]] = llvm.insertvalue %c8_i32, %[[S9]][1] :
// CHECK-NEXT: %[[A2:.*]] = llvm.insertvalue %c256_i32, %[[A1]][2] :
// CHECK-NEXT: %[[A:.*]] = llvm.insertvalue %c256_i32_0, %[[A2]][3] :
// The two outer strides, per mode: stride_0 (field 6) then stride_1
// (field 7), each the layout's stride while the field holds INT32_MIN.
// CHECK: %[[L0:.*]] = llvm.mlir.constant(65536 : i64) : i64
// CHECK-NEXT: %[[T0:.*]] = llvm.extractvalue %[[A]][6] :
// CHECK-NEXT: %[[U0:.*]] = llvm.mlir.constant(-2147483648 : i64) : i64
// CHECK-NEXT: %[[C0:.*]] = llvm.icmp "eq" %[[T0]], %[[U0]] : i64
// CHECK-NEXT: llvm.select %[[C0]], %[[L0]], %[[T0]] : i1, i64
// CHECK-NEXT: %[[L1:.*]] = llvm.mlir.constant(256 : i64) : i64
// CHECK-NEXT: %[[T1:.*]] = llvm.extractvalue %[[A]][7] :
// CHECK-NEXT: %[[U1:.*]] = llvm.mlir.constant(-2147483648 : i64) : i64
// CHECK-NEXT: %[[C1:.*]] = llvm.icmp "eq" %[[T1]], %[[U1]] : i64
// CHECK-NEXT: llvm.select %[[C1]], %[[L1]], %[[T1]] : i1, i64
// CHECK: rocdl.tensor.store.from.lds %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} cachepolicy 1 : vector<4xi32>, vector<8xi32>
// CHECK-NOT: rocdl.tensor.load.to.lds
// CHECK: return
// GENERIC-LABEL: sym_name = "tdm_rank3_store"
// GENERIC: "rocdl.tensor.store.from.lds"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{cachePolicy = 1 : i32}> : (vector<4xi32>, vector<8xi32>, vector<4xi32>, vector<4xi32>) -> ()
// WORDS-LABEL: define void @tdm_rank3_store(
// WORDS: call void @llvm.amdgcn.tensor.store.from.lds(<4 x i32> %{{.*}}, <8 x i32> <i32 0, i32 16777216, i32 16777216, i32 4194304, i32 131076, i32 256, i32 0, i32 1>, <4 x i32> <i32 8, i32 0, i32 0, i32 0>, <4 x i32> zeroinitializer, i32 1)
!t3 = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 3, warps = 1, pad = 0, 0, cache = 1, barrier = false, timeout = false>, 0>
func.func @tdm_rank3_store(%g: !fly.ptr<i8, global>, %s: !fly.ptr<i8, shared>) {
  %lg = fly.static : !fly.layout<(2,4,64):(65536,256,1)>
  %ll = fly.static : !fly.layout<(2,4,64):(256,64,1)>
  %gv = fly.make_view(%g, %lg) : (!fly.ptr<i8, global>, !fly.layout<(2,4,64):(65536,256,1)>) -> !fly.memref<i8, global, (2,4,64):(65536,256,1)>
  %lv = fly.make_view(%s, %ll) : (!fly.ptr<i8, shared>, !fly.layout<(2,4,64):(256,64,1)>) -> !fly.memref<i8, shared, (2,4,64):(256,64,1)>
  %a0 = fly.make_copy_atom {valBits = 0 : i32} : !t3
  %e0 = arith.constant 8 : i32
  %e1 = arith.constant 256 : i32
  %e2 = arith.constant 256 : i32
  %a1 = fly.atom.set_value(%a0, "extent_0", %e0) : (!t3, i32) -> !t3
  %a2 = fly.atom.set_value(%a1, "extent_1", %e1) : (!t3, i32) -> !t3
  %a = fly.atom.set_value(%a2, "extent_2", %e2) : (!t3, i32) -> !t3
  fly.copy_atom_call(%a, %lv, %gv) : (!t3, !fly.memref<i8, shared, (2,4,64):(256,64,1)>, !fly.memref<i8, global, (2,4,64):(65536,256,1)>) -> ()
  return
}

// -----------------------------------------------------------------------------
// Rank 4, f32, load, padding 32 elements (32 dwords) + 4 elements (4 dwords),
// cache = 2, extents left at the default 0x7FFFFFFF, strides set on the atom
// (they replace the layout's 100000, 5000, 300): stride_0 = 0x1_0000_0003
// (needs the 48-bit field), stride_1 = 6000, stride_2 = 70000.
//   G1[0] = 2 << 16 | 1 << 20 | (log2(32) - 1) << 22 | (4 - 1) << 25
//         = 0x20000 + 0x100000 + 0x1000000 + 0x6000000 = 118620160
//   tensor dims all 0x7FFFFFFF: G1[1] = 0xFFFF0000 = -65536,
//   G1[2] = 0x7FFF | 0xFFFF << 16 = -32769, G1[3] = 0x7FFF | 32 << 16 =
//   2129919; G1[4] = tile dims 1, 2 = 8 | 2 << 16 = 131080;
//   G1[5] = stride_2 = 70000; G1[6] = (70000 >> 32) | (6000 & 0xffff) << 16
//   = 393216000; G1[7] = 6000 >> 16 = 0;
//   G2 = (0x7FFFFFFF, 0x7FFFFFFF, low32(stride_0) = 3,
//        high16(stride_0) = 1 | tile dim 3 = 2 << 16 = 131073); G3 = 0.
// CHECK-LABEL: func.func @tdm_rank4_pad(
// CHECK: %[[A1:.*]] = llvm.insertvalue %c4294967299_i64, %{{.*}}[6] :
// CHECK-NEXT: %[[A2:.*]] = llvm.insertvalue %c6000_i64, %[[A1]][7] :
// CHECK-NEXT: %[[A:.*]] = llvm.insertvalue %c70000_i64, %[[A2]][8] :
// The three outer modes' strides, fields 6, 7, 8 (descriptor stride 0 is
// mode 2's, field 8: see the WORDS line).
// CHECK: llvm.extractvalue %[[A]][6] :
// CHECK: llvm.extractvalue %[[A]][7] :
// CHECK: llvm.extractvalue %[[A]][8] :
// CHECK: rocdl.tensor.load.to.lds %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} cachepolicy 2 : vector<4xi32>, vector<8xi32>
// GENERIC-LABEL: sym_name = "tdm_rank4_pad"
// GENERIC: "rocdl.tensor.load.to.lds"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{cachePolicy = 2 : i32}> : (vector<4xi32>, vector<8xi32>, vector<4xi32>, vector<4xi32>) -> ()
// WORDS-LABEL: define void @tdm_rank4_pad(
// WORDS: call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %{{.*}}, <8 x i32> <i32 118620160, i32 -65536, i32 -32769, i32 2129919, i32 131080, i32 70000, i32 393216000, i32 0>, <4 x i32> <i32 2147483647, i32 2147483647, i32 3, i32 131073>, <4 x i32> zeroinitializer, i32 2)
!t4 = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 4, warps = 1, pad = 32, 4, cache = 2, barrier = false, timeout = false>, 0>
!G4 = !fly.memref<f32, global, (2,2,8,32):(100000,5000,300,1)>
!L4 = !fly.memref<f32, shared, (2,2,8,32):(576,288,36,1)>
func.func @tdm_rank4_pad(%g: !fly.ptr<f32, global>, %s: !fly.ptr<f32, shared>) {
  %lg = fly.static : !fly.layout<(2,2,8,32):(100000,5000,300,1)>
  %ll = fly.static : !fly.layout<(2,2,8,32):(576,288,36,1)>
  %gv = fly.make_view(%g, %lg) : (!fly.ptr<f32, global>, !fly.layout<(2,2,8,32):(100000,5000,300,1)>) -> !G4
  %lv = fly.make_view(%s, %ll) : (!fly.ptr<f32, shared>, !fly.layout<(2,2,8,32):(576,288,36,1)>) -> !L4
  %a0 = fly.make_copy_atom {valBits = 0 : i32} : !t4
  %s0 = arith.constant 4294967299 : i64
  %s1 = arith.constant 6000 : i64
  %s2 = arith.constant 70000 : i64
  %a1 = fly.atom.set_value(%a0, "stride_0", %s0) : (!t4, i64) -> !t4
  %a2 = fly.atom.set_value(%a1, "stride_1", %s1) : (!t4, i64) -> !t4
  %a = fly.atom.set_value(%a2, "stride_2", %s2) : (!t4, i64) -> !t4
  fly.copy_atom_call(%a, %gv, %lv) : (!t4, !G4, !L4) -> ()
  return
}

// -----------------------------------------------------------------------------
// Rank 5, f16, load, timeout on: tile (2,3,4,5,16) with layout strides
// (2^33, 1048576, 131079, 64, 1) and extents (10, 20, 30, 40, 50).
//   descriptor dims: tensor (50, 40, 30, 20, 10), tile (16, 5, 4, 3, 2),
//   strides (64, 131079 = 0x20007, 1048576, 2^33).
//   G1[0] = 1 << 16 | 1 << 21 = 2162688
//   G1[1] = 50 << 16 = 3276800; G1[2] = 40 << 16 = 2621440;
//   G1[3] = 16 << 16 = 1048576; G1[4] = 5 | 4 << 16 = 262149;
//   G1[5] = 64; G1[6] = 0x0007 << 16 = 458752; G1[7] = 0x20007 >> 16 = 2
//   G2 = (30, 20, 1048576, 0 | 3 << 16 = 196608)
//   G3 = (low32(2^33) = 0, high16(2^33) = 2 | 10 << 16 = 655362,
//         (10 >> 16) | 2 << 16 = 131072, 0)
// CHECK-LABEL: func.func @tdm_rank5(
// CHECK: %[[A1:.*]] = llvm.insertvalue %c10_i32, %{{.*}}[1] :
// CHECK-NEXT: %[[A2:.*]] = llvm.insertvalue %c20_i32, %[[A1]][2] :
// CHECK-NEXT: %[[A3:.*]] = llvm.insertvalue %c30_i32, %[[A2]][3] :
// CHECK-NEXT: %[[A4:.*]] = llvm.insertvalue %c40_i32, %[[A3]][4] :
// CHECK-NEXT: %[[A:.*]] = llvm.insertvalue %c50_i32, %[[A4]][5] :
// CHECK: rocdl.tensor.load.to.lds %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} cachepolicy 0 : vector<4xi32>, vector<8xi32>
// GENERIC-LABEL: sym_name = "tdm_rank5"
// GENERIC: "rocdl.tensor.load.to.lds"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{cachePolicy = 0 : i32}> : (vector<4xi32>, vector<8xi32>, vector<4xi32>, vector<4xi32>) -> ()
// WORDS-LABEL: define void @tdm_rank5(
// WORDS: call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %{{.*}}, <8 x i32> <i32 2162688, i32 3276800, i32 2621440, i32 1048576, i32 262149, i32 64, i32 458752, i32 2>, <4 x i32> <i32 30, i32 20, i32 1048576, i32 196608>, <4 x i32> <i32 0, i32 655362, i32 131072, i32 0>, i32 0)
!t5 = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 5, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 0>
!G5 = !fly.memref<f16, global, (2,3,4,5,16):(8589934592,1048576,131079,64,1)>
!L5 = !fly.memref<f16, shared, (2,3,4,5,16):(960,320,80,16,1)>
func.func @tdm_rank5(%g: !fly.ptr<f16, global>, %s: !fly.ptr<f16, shared>) {
  %lg = fly.static : !fly.layout<(2,3,4,5,16):(8589934592,1048576,131079,64,1)>
  %ll = fly.static : !fly.layout<(2,3,4,5,16):(960,320,80,16,1)>
  %gv = fly.make_view(%g, %lg) : (!fly.ptr<f16, global>, !fly.layout<(2,3,4,5,16):(8589934592,1048576,131079,64,1)>) -> !G5
  %lv = fly.make_view(%s, %ll) : (!fly.ptr<f16, shared>, !fly.layout<(2,3,4,5,16):(960,320,80,16,1)>) -> !L5
  %a0 = fly.make_copy_atom {valBits = 0 : i32} : !t5
  %e0 = arith.constant 10 : i32
  %e1 = arith.constant 20 : i32
  %e2 = arith.constant 30 : i32
  %e3 = arith.constant 40 : i32
  %e4 = arith.constant 50 : i32
  %a1 = fly.atom.set_value(%a0, "extent_0", %e0) : (!t5, i32) -> !t5
  %a2 = fly.atom.set_value(%a1, "extent_1", %e1) : (!t5, i32) -> !t5
  %a3 = fly.atom.set_value(%a2, "extent_2", %e2) : (!t5, i32) -> !t5
  %a4 = fly.atom.set_value(%a3, "extent_3", %e3) : (!t5, i32) -> !t5
  %a = fly.atom.set_value(%a4, "extent_4", %e4) : (!t5, i32) -> !t5
  fly.copy_atom_call(%a, %gv, %lv) : (!t5, !G5, !L5) -> ()
  return
}
