// RUN: fly-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// Invalid parameters of the memory and atom types: one case per verifier
// rule, each a diagnostic at the type, never a crash.

// expected-error @+1 {{alignment must be positive, got 0}}
func.func private @align_zero(!fly.ptr<f16, global, align<0>>)

// -----

// expected-error @+1 {{alignment must be positive, got -4}}
func.func private @align_negative_attr() attributes {fly.a = #fly.align<-4>}

// -----

// expected-error @+1 {{alignment 4294967296 does not fit in 32 bits}}
func.func private @align_huge(!fly.ptr<f16, global, align<4294967296>>)

// -----

// expected-error @+1 {{alignment 2 must be a positive multiple of the element size (4 bytes for 'f32')}}
func.func private @align_not_multiple(!fly.ptr<f32, global, align<2>>)

// -----

// expected-error @+1 {{alignment 6 must be a positive multiple of the element size (4 bytes for 'f32')}}
func.func private @memref_align_not_multiple(!fly.memref<f32, shared, (4,8):(1,4), align<6>>)

// -----

// expected-error @+1 {{element type 'none' has no fixed bit width}}
func.func private @elem_no_width(!fly.ptr<none, global>)

// -----

// expected-error @+1 {{element type '!fly.int_tuple<4>' has no fixed bit width}}
func.func private @memref_elem_no_width(!fly.memref<!fly.int_tuple<4>, global, 4:1>)

// -----

// expected-error @+1 {{unknown address space 'local'}}
func.func private @unknown_address_space(!fly.ptr<f16, local>)

// -----

// expected-error @+1 {{address space 3 : i32 is not supported; expected generic, global, shared, register or a target address space (#fly_rocdl.buffer_desc)}}
func.func private @address_space_attr(!fly.ptr<f16, 3 : i32>)

// -----

// An attribute of another dialect that is not a target address space.
// expected-error @+1 {{address space #gpu.address_space<workgroup> is not supported}}
func.func private @other_dialect_space(!fly.ptr<f32, #gpu.address_space<workgroup>>)

// -----

// expected-error @+1 {{the shift must be at least the mask}}
func.func private @bad_swizzle(!fly.ptr<f16, shared, align<16>, S<3,0,1>>)

// -----

// expected-error @+1 {{unexpected parameter after the swizzle}}
func.func private @swizzle_then_align(!fly.ptr<f16, global, S<3,3,3>, align<16>>)

// -----

// expected-error @+1 {{expected 'align<N>' or a swizzle 'S<m,b,s>'}}
func.func private @unknown_tail(!fly.ptr<f16, global, foo>)

// -----

// expected-error @+1 {{expected a swizzle 'S<m,b,s>'}}
func.func private @align_twice(!fly.ptr<f16, global, align<4>, align<8>>)

// -----

// expected-error @+1 {{expected a layout 'shape:stride' or a composed layout 'inner o offset o outer'}}
func.func private @memref_swizzle_layout(!fly.memref<f16, global, S<3,3,3>>)

// -----

// expected-error @+1 {{are not congruent}}
func.func private @memref_not_congruent(!fly.memref<f16, global, (4,8):(1,4,2)>)

// -----

// expected-error @+1 {{static extents must be positive}}
func.func private @memref_zero_extent(!fly.memref<f16, global, (4,0):(1,4)>)

// -----

// expected-error @+1 {{static extents must be positive}}
func.func private @coord_tensor_zero_extent(!fly.coord_tensor<(0,0), (4,0):(1E0,1E1)>)

// -----

// expected-error @+1 {{expected a layout 'shape:stride' or a composed layout}}
func.func private @coord_tensor_swizzle(!fly.coord_tensor<0, S<1,2,3>>)

// -----

// expected-error @+1 {{universal_copy bits must be positive, got 0}}
func.func private @copy_bits_zero(!fly.universal_copy<0>)

// -----

// expected-error @+1 {{universal_copy bits must be positive, got -8}}
func.func private @copy_bits_negative(!fly.universal_copy<-8>)

// -----

// expected-error @+1 {{unknown atomic op 'xor'}}
func.func private @atomic_unknown_op(!fly.universal_atomic<xor, i32>)

// -----

// expected-error @+1 {{universal_atomic 'and' needs an integer value type, got 'f32'}}
func.func private @atomic_and_float(!fly.universal_atomic<and, f32>)

// -----

// expected-error @+1 {{universal_atomic value type must be an integer or float, got 'vector<2xf16>'}}
func.func private @atomic_vector(!fly.universal_atomic<add, vector<2xf16>>)

// -----

// expected-error @+1 {{universal_fma supports only the shape 1x1x1, got 2x1x1}}
func.func private @fma_shape(!fly.universal_fma<2x1x1, (f32, f32) -> f32>)

// -----

// expected-error @+1 {{universal_fma supports only the shape 1x1x1, got 1x1}}
func.func private @fma_rank(!fly.universal_fma<1x1, (f32, f32) -> f32>)

// -----

// expected-error @+1 {{universal_fma needs three equal element types, got (f16, f16) -> f32}}
func.func private @fma_types(!fly.universal_fma<1x1x1, (f16, f16) -> f32>)

// -----

// expected-error @+1 {{universal_fma element type must be an integer or float, got 'vector<2xf32>'}}
func.func private @fma_vector(!fly.universal_fma<1x1x1, (vector<2xf32>, vector<2xf32>) -> vector<2xf32>>)

// -----

// expected-error @+1 {{copy_atom payload '!fly.universal_fma<1x1x1, (f32, f32) -> f32>' is not a copy op}}
func.func private @copy_atom_payload(!fly.copy_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>, 32>)

// -----

// expected-error @+1 {{copy_atom payload 'f32' is not a copy op}}
func.func private @copy_atom_builtin(!fly.copy_atom<f32, 32>)

// -----

// expected-error @+1 {{copy_atom valBits must be non-negative, got -16}}
func.func private @copy_atom_negative(!fly.copy_atom<!fly.universal_copy<128>, -16>)

// -----

// expected-error @+1 {{copy_atom valBits 48 does not divide the 128 bits copied by '!fly.universal_copy<128>'}}
func.func private @copy_atom_not_dividing(!fly.copy_atom<!fly.universal_copy<128>, 48>)

// -----

// expected-error @+1 {{copy_atom valBits 64 does not divide the 32 bits copied by '!fly.universal_copy<32>'}}
func.func private @copy_atom_wider(!fly.copy_atom<!fly.universal_copy<32>, 64>)

// -----

// expected-error @+1 {{mma_atom payload '!fly.universal_copy<128>' is not an MMA op}}
func.func private @mma_atom_payload(!fly.mma_atom<!fly.universal_copy<128>>)

// -----

// expected-error @+1 {{tiled_copy atom '!fly.universal_copy<32>' is not a !fly.copy_atom}}
func.func private @tiled_copy_atom(!fly.tiled_copy<!fly.universal_copy<32>, <((2,2),2):((4,1),2)>, <[2:1|4:1]>>)

// -----

// expected-error @+1 {{tiled_copy TV layout ((2,?),2):((4,1),2) must be static}}
func.func private @tiled_copy_dynamic(!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,?),2):((4,1),2)>, !fly.tile<[2:1|4:1]>>)

// -----

// expected-error @+1 {{tiled_copy TV layout (2,2,2):(4,1,2) must have rank 2 (thread, value)}}
func.func private @tiled_copy_rank(!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<(2,2,2):(4,1,2)>, !fly.tile<[2:1|4:1]>>)

// -----

// expected-error @+1 {{expected a layout '!fly.layout<...>' or '<...>', got '!fly.tile<[2]>'}}
func.func private @tiled_copy_layout_kind(!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.tile<[2]>, !fly.tile<[2:1|4:1]>>)

// -----

// expected-error @+1 {{expected a tile '!fly.tile<...>' or '<...>', got '!fly.layout<4:1>'}}
func.func private @tiled_copy_tile_kind(!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.layout<((2,2),2):((4,1),2)>, !fly.layout<4:1>>)

// -----

// expected-error @+1 {{tiled_mma atom '!fly.copy_atom<!fly.universal_copy<32>, 16>' is not a !fly.mma_atom}}
func.func private @tiled_mma_atom(!fly.tiled_mma<!fly.copy_atom<!fly.universal_copy<32>, 16>, <(2,2,1):(2,1,0)>>)

// -----

// expected-error @+1 {{tiled_mma atom '!fly.universal_fma<1x1x1, (f32, f32) -> f32>' is not a !fly.mma_atom}}
func.func private @tiled_mma_payload(!fly.tiled_mma<!fly.universal_fma<1x1x1, (f32, f32) -> f32>, <(2,2,1):(2,1,0)>>)

// -----

// expected-error @+1 {{tiled_mma atom layout (2,?,1):(2,1,0) must be static}}
func.func private @tiled_mma_dynamic(!fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, <(2,?,1):(2,1,0)>>)

// -----

// expected-error @+1 {{tiled_mma atom layout (2,2):(2,1) must have rank 3 (M,N,K)}}
func.func private @tiled_mma_rank(!fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, <(2,2):(2,1)>>)

// -----

// expected-error @+1 {{tiled_mma permutation [*|*] must have rank 3 (M,N,K), got rank 2}}
func.func private @tiled_mma_permutation(!fly.tiled_mma<!fly.mma_atom<!fly.universal_fma<1x1x1, (f32, f32) -> f32>>, <(2,2,1):(2,1,0)>, <[*|*]>>)
