// RUN: fly-opt %s | FileCheck %s
// RUN: fly-opt %s | fly-opt | FileCheck %s
// Parse and print the memory types (!fly.ptr, !fly.memref, !fly.coord_tensor)
// and the standalone enum attributes. Parameters equal to their defaults
// (alignment = element byte size, swizzle S<0,0,0>) are not printed;
// parameters are separated by ", " and the input may use any whitespace.

// CHECK-LABEL: func.func private @pointers
// CHECK-SAME: !fly.ptr<f16, global>
// CHECK-SAME: !fly.ptr<f16, shared, align<16>, S<3,3,3>>
// CHECK-SAME: !fly.ptr<f32, register>
// CHECK-SAME: !fly.ptr<f32, generic>
// CHECK-SAME: !fly.ptr<i8, shared, align<1024>>
// CHECK-SAME: !fly.ptr<f16, global, align<8>>
// CHECK-SAME: !fly.ptr<f16, global, align<4>>
// CHECK-SAME: !fly.ptr<f16, shared, S<2,0,2>>
// CHECK-SAME: !fly.ptr<f32, global, align<12>>
func.func private @pointers(!fly.ptr<f16, global>,
  !fly.ptr<f16, shared, align<16>, S<3,3,3>>, !fly.ptr<f32, register>,
  !fly.ptr<f32, generic>, !fly.ptr<i8, shared, align<1024>>,
  !fly.ptr<f16,global,align<8>>, !fly.ptr< f16 , global , align< 4 > >,
  !fly.ptr<f16, shared, S<2,0,2>>, !fly.ptr<f32, global, align<12>>)

// Defaults written out are elided: align<element bytes>, S<0,0,0>.
// CHECK-LABEL: func.func private @pointer_defaults
// CHECK-SAME: !fly.ptr<f16, global>
// CHECK-SAME: !fly.ptr<f32, shared>
// CHECK-SAME: !fly.ptr<f64, register>
// CHECK-SAME: !fly.ptr<i8, global>
// CHECK-SAME: !fly.ptr<bf16, shared, S<3,3,3>>
func.func private @pointer_defaults(!fly.ptr<f16, global, align<2>>,
  !fly.ptr<f32, shared, S<0,0,0>>, !fly.ptr<f64, register, align<8>, S<0,0,0>>,
  !fly.ptr<i8, global, align<1>>, !fly.ptr<bf16, shared, align<2>, S<3,3,3>>)

// Sub-byte element types count as one byte: the default alignment is 1 and
// any positive alignment is valid. Vectors count with their total size.
// CHECK-LABEL: func.func private @pointer_elements
// CHECK-SAME: !fly.ptr<f4E2M1FN, global>
// CHECK-SAME: !fly.ptr<i4, shared, align<3>>
// CHECK-SAME: !fly.ptr<i1, register>
// CHECK-SAME: !fly.ptr<f8E4M3FNUZ, global, align<16>>
// CHECK-SAME: !fly.ptr<f6E2M3FN, global>
// CHECK-SAME: !fly.ptr<vector<4xf16>, global>
// CHECK-SAME: !fly.ptr<vector<4xf16>, global, align<16>>
// CHECK-SAME: !fly.ptr<i64, global>
func.func private @pointer_elements(!fly.ptr<f4E2M1FN, global, align<1>>,
  !fly.ptr<i4, shared, align<3>>, !fly.ptr<i1, register>,
  !fly.ptr<f8E4M3FNUZ, global, align<16>>, !fly.ptr<f6E2M3FN, global>,
  !fly.ptr<vector<4xf16>, global, align<8>>,
  !fly.ptr<vector<4xf16>, global, align<16>>, !fly.ptr<i64, global>)

// CHECK-LABEL: func.func private @memrefs
// CHECK-SAME: !fly.memref<f32, global, (4,8):(1,4)>
// CHECK-SAME: !fly.memref<f16, global, (?,?):(?{i64},1), align<16>>
// CHECK-SAME: !fly.memref<f16, shared, S<3,3,3> o 0 o (8,64):(64,1)>
// CHECK-SAME: !fly.memref<f16, register, (4,1,1,2):(1,0,0,4)>
// CHECK-SAME: !fly.memref<f16, global, (?,64):(64,1)>
// CHECK-SAME: !fly.memref<bf16, shared, 16:1, align<16>, S<3,3,3>>
// CHECK-SAME: !fly.memref<f16, shared, 16:1, S<2,1,3>>
// CHECK-SAME: !fly.memref<f32, global, 32:2 o 5 o [32:1 o 8 o 8:4]>
// CHECK-SAME: !fly.memref<f16, shared, CS<3,0,[1],0,[2]> o (0,0,0) o (4,8,8):(1E0,1E1,1E2), align<16>>
// CHECK-SAME: !fly.memref<i8, global, (4,8):(1,4)>
func.func private @memrefs(!fly.memref<f32, global, (4,8):(1,4)>,
  !fly.memref<f16, global, (?,?):(?{i64},1), align<16>>,
  !fly.memref<f16, shared, S<3,3,3> o 0 o (8,64):(64,1)>,
  !fly.memref<f16, register, (4,1,1,2):(1,0,0,4)>,
  !fly.memref<f16, global, (?, 64) : (64, 1), align<2>>,
  !fly.memref<bf16, shared, 16:1, align<16>, S<3,3,3>>,
  !fly.memref<f16, shared, 16:1, align<2>, S<2,1,3>>,
  !fly.memref<f32, global, 32:2 o 5 o [32:1 o 8 o 8:4]>,
  !fly.memref<f16, shared, CS<3,0,[1],0,[2]> o (0,0,0) o (4,8,8):(1E0,1E1,1E2), align<16>>,
  !fly.memref<i8, global, (4,8):(1,4), S<0,0,0>>)

// CHECK-LABEL: func.func private @coord_tensors
// CHECK-SAME: !fly.coord_tensor<(0,0), (4,8):(1E0,1E1)>
// CHECK-SAME: !fly.coord_tensor<0, (3):(?{i64})>
// CHECK-SAME: !fly.coord_tensor<(?,0), (4,8):(1E0,1E1)>
// CHECK-SAME: !fly.coord_tensor<(0,0,0), CS<3,0,[1],0,[2]> o (0,0,0) o (4,8,8):(1E0,1E1,1E2)>
func.func private @coord_tensors(!fly.coord_tensor<(0,0), (4,8):(1E0,1E1)>,
  !fly.coord_tensor<0, (3):(?{i64})>,
  !fly.coord_tensor<( ?, 0 ),(4,8) : (1E0,1E1)>,
  !fly.coord_tensor<(0,0,0), CS<3,0,[1],0,[2]> o (0,0,0) o (4,8,8):(1E0,1E1,1E2)>)

// The alignment attribute and the enum attributes standalone.
// CHECK-LABEL: func.func private @enum_attributes
// CHECK-SAME: fly.align = #fly.align<16>
// CHECK-SAME: fly.as0 = #fly<address_space generic>
// CHECK-SAME: fly.as1 = #fly<address_space global>
// CHECK-SAME: fly.as2 = #fly<address_space shared>
// CHECK-SAME: fly.as3 = #fly<address_space register>
// CHECK-SAME: fly.at0 = #fly<atomic_op add>
// CHECK-SAME: fly.at1 = #fly<atomic_op max>
// CHECK-SAME: fly.at2 = #fly<atomic_op min>
// CHECK-SAME: fly.at3 = #fly<atomic_op and>
// CHECK-SAME: fly.at4 = #fly<atomic_op or>
// CHECK-SAME: fly.at5 = #fly<atomic_op inc>
// CHECK-SAME: fly.at6 = #fly<atomic_op dec>
// CHECK-SAME: fly.cp0 = #fly<cache_policy cache_global>
// CHECK-SAME: fly.cp1 = #fly<cache_policy cache_always>
// CHECK-SAME: fly.mo0 = #fly<mma_operand a>
// CHECK-SAME: fly.mo1 = #fly<mma_operand b>
// CHECK-SAME: fly.mo2 = #fly<mma_operand c>
// CHECK-SAME: fly.mo3 = #fly<mma_operand d>
func.func private @enum_attributes() attributes {
  fly.align = #fly.align<16>,
  fly.as0 = #fly<address_space generic>, fly.as1 = #fly<address_space global>,
  fly.as2 = #fly<address_space shared>, fly.as3 = #fly<address_space register>,
  fly.at0 = #fly<atomic_op add>, fly.at1 = #fly<atomic_op max>,
  fly.at2 = #fly<atomic_op min>, fly.at3 = #fly<atomic_op and>,
  fly.at4 = #fly<atomic_op or>, fly.at5 = #fly<atomic_op inc>,
  fly.at6 = #fly<atomic_op dec>,
  fly.cp0 = #fly<cache_policy cache_global>, fly.cp1 = #fly<cache_policy cache_always>,
  fly.mo0 = #fly<mma_operand a>, fly.mo1 = #fly<mma_operand b>,
  fly.mo2 = #fly<mma_operand c>, fly.mo3 = #fly<mma_operand d>}

// CHECK-LABEL: func.func private @traversal_orders
// CHECK-SAME: fly.o0 = #fly<gemm_traversal_order kmn>
// CHECK-SAME: fly.o1 = #fly<gemm_traversal_order knm>
// CHECK-SAME: fly.o2 = #fly<gemm_traversal_order mkn>
// CHECK-SAME: fly.o3 = #fly<gemm_traversal_order mnk>
// CHECK-SAME: fly.o4 = #fly<gemm_traversal_order nkm>
// CHECK-SAME: fly.o5 = #fly<gemm_traversal_order nmk>
// CHECK-SAME: fly.o6 = #fly<gemm_traversal_order kmn_serpentine>
// CHECK-SAME: fly.o7 = #fly<gemm_traversal_order knm_serpentine>
// CHECK-SAME: fly.o8 = #fly<gemm_traversal_order mkn_serpentine>
// CHECK-SAME: fly.o9 = #fly<gemm_traversal_order mnk_serpentine>
// CHECK-SAME: fly.oa = #fly<gemm_traversal_order nkm_serpentine>
// CHECK-SAME: fly.ob = #fly<gemm_traversal_order nmk_serpentine>
func.func private @traversal_orders() attributes {
  fly.o0 = #fly<gemm_traversal_order kmn>, fly.o1 = #fly<gemm_traversal_order knm>,
  fly.o2 = #fly<gemm_traversal_order mkn>, fly.o3 = #fly<gemm_traversal_order mnk>,
  fly.o4 = #fly<gemm_traversal_order nkm>, fly.o5 = #fly<gemm_traversal_order nmk>,
  fly.o6 = #fly<gemm_traversal_order kmn_serpentine>,
  fly.o7 = #fly<gemm_traversal_order knm_serpentine>,
  fly.o8 = #fly<gemm_traversal_order mkn_serpentine>,
  fly.o9 = #fly<gemm_traversal_order mnk_serpentine>,
  fly.oa = #fly<gemm_traversal_order nkm_serpentine>,
  fly.ob = #fly<gemm_traversal_order nmk_serpentine>}

// Types whose parameters are equal up to default elision are the same type.
// CHECK-LABEL: func.func @same_type
// CHECK-SAME: (%{{.*}}: !fly.ptr<f16, global>) -> !fly.ptr<f16, global>
func.func @same_type(%p: !fly.ptr<f16, global, align<2>, S<0,0,0>>) -> !fly.ptr<f16, global> {
  return %p : !fly.ptr<f16, global>
}
